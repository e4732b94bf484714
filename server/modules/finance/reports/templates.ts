import type { FeeTemplate } from '../../../../src/schema/fee-sms';
import type { Db } from '../../../db/database';

/**
 * Invoice notices the school has not written its own of: the term's invoice total and the balance,
 * in English and Swahili. {invoice_total}, {term}, {year} and {paybill} are the fee SMS's own
 * placeholders (reminders.ts); the rest are messaging's.
 */
export const INVOICE_TEMPLATES: readonly FeeTemplate[] = [
  {
    id: null,
    name: 'Term invoice',
    language: 'english',
    purpose: 'invoice',
    body: "Dear {guardian_name}, {first_name}'s ({admission_no}) fees for Term {term} {year} are KES {invoice_total}. Balance due: KES {balance}. Pay via M-Pesa Paybill {paybill}, account {admission_no}. {school}",
  },
  {
    id: null,
    name: 'Ankara ya muhula',
    language: 'swahili',
    purpose: 'invoice',
    body: 'Mpendwa {guardian_name}, ada ya {first_name} ({admission_no}) kwa Muhula {term} {year} ni KES {invoice_total}. Salio: KES {balance}. Lipa kupitia M-Pesa Paybill {paybill}, akaunti {admission_no}. {school}',
  },
];

/**
 * The school's active fee-reminder templates (sms_templates of purpose fee_reminder), read for the
 * fee SMS pages since their senders may not read messaging's templates, and the invoice notices.
 */
export async function feeTemplates(db: Db, branchId: number): Promise<FeeTemplate[]> {
  const rows = await db
    .selectFrom('sms_templates')
    .select(['id', 'name', 'language', 'body'])
    .where('branch_id', '=', branchId)
    .where('purpose', '=', 'fee_reminder')
    .where('active', '=', true)
    .orderBy('name')
    .orderBy('language')
    .execute();
  return [
    ...rows.map((r) => ({
      id: Number(r.id),
      name: String(r.name),
      language: String(r.language),
      purpose: 'fee_reminder' as const,
      body: String(r.body),
    })),
    ...INVOICE_TEMPLATES,
  ];
}
