import type { Db, Row } from '../../../db/database';
import { refusal, say } from '../../../errors';
import type { Statement, StatementKind, StatementLine, StatementStudent } from '../../../../src/schema/fee-statement';

// Declared in src/schema, shared with the statement dialog; the PDF and the tests take it from here.
export type { Statement, StatementKind, StatementLine, StatementStudent };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** ?from=&to= checked: 400 on the field for anything that is not a date, or a period ending before it starts. */
export function statementPeriod(from: string | undefined, to: string | undefined): { from: string | null; to: string } {
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Nairobi' });
  const bad = (field: string) =>
    refusal(400, say('shule.errors.fields'), { [field]: say('shule.finance.reports.bad_date') });
  if (from !== undefined && from !== '' && !ISO_DATE.test(from)) throw bad('from');
  if (to !== undefined && to !== '' && !ISO_DATE.test(to)) throw bad('to');
  const period = { from: from || null, to: to || today };
  if (period.from && period.from > period.to)
    throw refusal(400, say('shule.errors.fields'), { to: say('shule.finance.reports.bad_range') });
  return period;
}

const text = (v: unknown): string | null =>
  v === null || v === undefined || String(v).trim() === '' ? null : String(v);

async function studentOf(db: Db, branchId: number, studentId: number): Promise<StatementStudent> {
  const row = await db
    .selectFrom('students as s')
    .leftJoin('classes as k', 'k.id', 's.class_id')
    .leftJoin('streams as m', 'm.id', 's.stream_id')
    .select(['s.id', 's.first_name', 's.middle_name', 's.last_name', 's.admission_no', 's.residence', 's.status'])
    .select(['s.fee_balance', 's.guardian_name', 's.guardian_phone', 'k.name as class_name', 'm.name as stream_name'])
    .where('s.id', '=', studentId)
    .where('s.branch_id', '=', branchId)
    .executeTakeFirst();
  if (!row) throw refusal(404, say('shule.finance.reports.no_student', { id: studentId }));
  const guardian = await db
    .selectFrom('guardians')
    .select(['name', 'phone'])
    .where('student_id', '=', studentId)
    .where('branch_id', '=', branchId)
    .orderBy('is_primary', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  return {
    id: Number(row.id),
    name: [row.first_name, row.middle_name, row.last_name].map(text).filter(Boolean).join(' '),
    admission_no: text(row.admission_no),
    class_name: text(row.class_name),
    stream_name: text(row.stream_name),
    residence: text(row.residence),
    status: text(row.status),
    guardian: text(guardian?.name) ?? text(row.guardian_name),
    guardian_phone: text(guardian?.phone) ?? text(row.guardian_phone),
    fee_balance: Number(row.fee_balance ?? 0),
  };
}

const KINDS: ReadonlySet<string> = new Set([
  'invoice',
  'discount',
  'payment',
  'credit',
  'void',
  'move',
  'refund',
  'opening_balance',
]);

interface SourceInfo {
  readonly reference: string | null;
  /** The invoice's own description, or the receipt's reference (M-Pesa code, bank slip). */
  readonly detail: string | null;
  readonly mode: string | null;
  readonly status: string | null;
  readonly reason: string | null;
}

const INVOICE_SOURCES = ['invoice', 'discount', 'opening_balance'];
const PAYMENT_SOURCES = ['payment', 'void', 'move'];

/** Invoice and receipt numbers (and what they were for) of the entries' sources: two queries for the whole statement. */
async function sourcesOf(db: Db, branchId: number, rows: readonly Row[]): Promise<Map<string, SourceInfo>> {
  const ids = (sources: readonly string[]) => [
    ...new Set(rows.filter((r) => sources.includes(String(r.source))).map((r) => Number(r.source_id))),
  ];
  const found = new Map<string, SourceInfo>();
  const invoices = ids(INVOICE_SOURCES);
  const payments = ids(PAYMENT_SOURCES);
  if (invoices.length > 0)
    for (const r of await db
      .selectFrom('fee_invoices')
      .select(['id', 'invoice_no', 'description'])
      .where('branch_id', '=', branchId)
      .where('id', 'in', invoices)
      .execute())
      found.set(`i${r.id}`, {
        reference: text(r.invoice_no),
        detail: text(r.description),
        mode: null,
        status: null,
        reason: null,
      });
  if (payments.length > 0)
    for (const r of await db
      .selectFrom('fee_payments')
      .select(['id', 'receipt_no', 'reference', 'mode', 'status', 'void_reason'])
      .where('branch_id', '=', branchId)
      .where('id', 'in', payments)
      .execute())
      found.set(`p${r.id}`, {
        reference: text(r.receipt_no),
        detail: text(r.reference),
        mode: text(r.mode),
        status: text(r.status),
        reason: text(r.void_reason),
      });
  return found;
}

const sourceKey = (source: string, id: unknown) => (INVOICE_SOURCES.includes(source) ? `i${id}` : `p${id}`);

const MODE_WORDS: Readonly<Record<string, string>> = {
  cash: 'in cash',
  mpesa: 'by M-Pesa',
  bank: 'by bank deposit',
  cheque: 'by cheque',
  in_kind: 'in kind',
  bursary: 'by bursary',
};

/** The line as a bursar words it, in English (the PDF's words; the screen words it from kind, mode and detail). */
function wording(kind: StatementKind, info: SourceInfo | undefined, narration: string): string {
  if (!info) return narration;
  const detail = info.detail ? ` (${info.detail})` : '';
  switch (kind) {
    case 'invoice':
    case 'opening_balance':
      return info.detail ?? narration;
    case 'discount':
      return `Discount${info.detail ? ` on ${info.detail}` : ''}`;
    case 'payment':
      return `Payment ${MODE_WORDS[info.mode ?? ''] ?? ''}${detail}`.replace(/ +/g, ' ');
    case 'void':
      return `Receipt voided${info.reason ? `: ${info.reason}` : ''}`;
    case 'move':
      return 'Receipt moved to another student';
    default:
      return narration;
  }
}

/**
 * A student's statement from the books: every journal entry touching the student's fees
 * receivable or fees-in-advance (credit) accounts, in date order, with a running balance. The
 * ledger is the one source, so the closing balance is the student's balance by construction:
 * invoices and discounts, receipts (and their voids or moves as reversals), credits applied and
 * refunds all appear as the engines posted them.
 */
export async function statementOf(
  db: Db,
  branchId: number,
  studentId: number,
  period: { from: string | null; to: string },
): Promise<Statement> {
  const student = await studentOf(db, branchId, studentId);
  const rows = await db
    .selectFrom('journal_entries_lines as l')
    .innerJoin('journal_entries as e', 'e.id', 'l.parent_id')
    .innerJoin('accounts as a', 'a.id', 'l.account_id')
    .leftJoin('journal_entries as o', 'o.id', 'e.reversal_of_id')
    .select(['e.id', 'e.entry_no', 'e.posted_on', 'e.narration', 'e.source_id', 'e.reversal_of_id'])
    .select((eb) => [
      eb.fn.coalesce('o.source', 'e.source').as('source'),
      eb.fn.sum('l.debit').as('debit'),
      eb.fn.sum('l.credit').as('credit'),
    ])
    .where('e.branch_id', '=', branchId)
    .where('l.student_id', '=', studentId)
    .where('a.purpose', 'in', ['fees_receivable', 'fees_in_advance'])
    .where('e.posted_on', '<=', period.to)
    .groupBy([
      'e.id',
      'e.entry_no',
      'e.posted_on',
      'e.narration',
      'e.source_id',
      'e.reversal_of_id',
      'o.source',
      'e.source',
    ])
    .orderBy('e.posted_on')
    .orderBy('e.entry_no')
    .execute();
  const sources = await sourcesOf(db, branchId, rows);
  let opening = 0;
  let balance = 0;
  let totalDebit = 0;
  let totalCredit = 0;
  const lines: StatementLine[] = [];
  for (const row of rows) {
    const net = Number(row.debit ?? 0) - Number(row.credit ?? 0);
    const date = String(row.posted_on).slice(0, 10);
    if (period.from && date < period.from) {
      opening += net;
      continue;
    }
    if (lines.length === 0) balance = opening;
    balance += net;
    const source = String(row.source);
    const reversal = row.reversal_of_id !== null && row.reversal_of_id !== undefined;
    const info = sources.get(sourceKey(source, row.source_id));
    const kind: StatementKind = reversal
      ? source === 'payment'
        ? info?.status === 'moved'
          ? 'move'
          : 'void'
        : 'reversal'
      : KINDS.has(source)
        ? (source as StatementKind)
        : 'other';
    const debit = Math.max(net, 0);
    const credit = Math.max(-net, 0);
    totalDebit += debit;
    totalCredit += credit;
    lines.push({
      date,
      entry_no: Number(row.entry_no),
      kind,
      source,
      reversal,
      reference: info?.reference ?? null,
      description: wording(kind, info, String(row.narration ?? '')),
      mode: info?.mode ?? null,
      detail: kind === 'void' ? (info?.reason ?? null) : (info?.detail ?? null),
      debit,
      credit,
      applied: net === 0 ? Number(row.debit ?? 0) : 0,
      balance,
    });
  }
  const closing = lines.length === 0 ? opening : balance;
  return {
    student,
    from: period.from,
    to: period.to,
    opening,
    lines,
    closing,
    total_debit: totalDebit,
    total_credit: totalCredit,
    paybill: await paybillOf(db, branchId),
    account: student.admission_no,
  };
}

/** The school's paybill from its fee settings, none when not set (or not set up yet). */
async function paybillOf(db: Db, branchId: number): Promise<string | null> {
  const row = await db
    .selectFrom('finance_settings')
    .select('paybill_number')
    .where('branch_id', '=', branchId)
    .orderBy('id')
    .executeTakeFirst();
  return text(row?.paybill_number);
}
