import { randomBytes } from 'node:crypto';
import type { AppContext } from '../context';
import type { ShuleDatabase } from './database';
import { DEMO_PAYBILL, demoToday } from './demo-finance-payments';
import { insertSystem } from './system-writes';

/** Days before the demo's today, at a time of day, as Daraja's TransTime (Nairobi). */
function transTime(daysAgo: number, hour: number, minute: number): string {
  const day = new Date(Date.parse(`${demoToday()}T00:00:00Z`) - daysAgo * 86_400_000).toISOString().slice(0, 10);
  return `${day.replace(/-/g, '')}${String(hour).padStart(2, '0')}${String(minute).padStart(2, '0')}00`;
}

/** How parents really type the account: lower case, spaces, dashes, a leading "ADM". */
const TYPED = [
  (n: string) => n,
  (n: string) => n.toLowerCase().replace(/\//g, ' '),
  (n: string) => `ADM ${n.replace(/\//g, '-')}`,
  (n: string) => n.replace(/\//g, ''),
  (n: string) => ` ${n.toLowerCase()} `,
];
const AMOUNTS = ['15000.00', '7350.00', '20000.00', '5000.00', '12500.00'];
const PAYERS = [
  ['JANE', 'WANJIKU'],
  ['PETER', 'OTIENO'],
  ['MARY', 'CHEBET'],
  ['JOSEPH', 'MWANGI'],
  ['AISHA', 'HASSAN'],
];

/**
 * The demo school's M-Pesa: sandbox settings on the Daraja test paybill (174379) with no keys,
 * five parents' payments to the school's paybill (DEMO_PAYBILL, on its statements) in the last
 * week, the last one this morning, matched to students and receipted, and one payment whose parent
 * typed an account that names nobody, waiting in the unmatched queue. The payments go through the
 * callback's own code (recordIncoming), so they are receipted, allocated and posted as a real
 * confirmation would be. Runs after the payments demo (it needs the chart of accounts).
 */
export async function seedMpesaDemo(database: ShuleDatabase, branchId: number): Promise<void> {
  const [{ Writer }, { Hooks }, { SERVER_MODULES }, { SessionStore }, { recordIncoming }, { readC2b }] =
    await Promise.all([
      import('../engine/writer'),
      import('../engine/hooks'),
      import('../modules'),
      import('../auth/session'),
      import('../modules/finance/mpesa/incoming'),
      import('../modules/finance/mpesa/c2b'),
    ]);
  const ctx: AppContext = { database, secret: randomBytes(32), demo: true };
  const sessions = new SessionStore(ctx);
  const writer = new Writer(ctx, new Hooks(SERVER_MODULES.flatMap((m) => (m.hooks ? [m.hooks(ctx, sessions)] : []))));

  const existing = await database.db
    .selectFrom('mpesa_settings')
    .select('id')
    .where('branch_id', '=', branchId)
    .executeTakeFirst();
  if (!existing)
    await insertSystem(database, 'mpesa_settings', branchId, [
      { environment: 'sandbox', account_type: 'paybill', shortcode: '174379', reject_unknown_accounts: false },
    ]);

  const students = await database.db
    .selectFrom('students')
    .select(['admission_no'])
    .where('branch_id', '=', branchId)
    .where('status', '=', 'active')
    .where('admission_no', 'is not', null)
    .orderBy('id')
    .limit(5)
    .execute();
  const payloads = students.map((student, i) => ({
    TransactionType: 'Pay Bill',
    TransID: `TDM${String(branchId).padStart(2, '0')}${randomBytes(3).toString('hex').toUpperCase()}${i}`,
    TransTime: transTime([6, 4, 3, 1, 0][i], 7 + i, 15 + i * 7),
    TransAmount: AMOUNTS[i],
    BusinessShortCode: DEMO_PAYBILL,
    BillRefNumber: TYPED[i](String(student.admission_no)),
    InvoiceNumber: '',
    OrgAccountBalance: '',
    ThirdPartyTransID: '',
    MSISDN: `2547 ***** ${String(120 + i * 11)}`,
    FirstName: PAYERS[i][0],
    MiddleName: '',
    LastName: PAYERS[i][1],
  }));
  // A parent who typed the child's name instead of the admission number.
  payloads.push({
    ...payloads[0],
    TransID: `TDM${String(branchId).padStart(2, '0')}${randomBytes(3).toString('hex').toUpperCase()}U`,
    TransTime: transTime(1, 19, 42),
    TransAmount: '3000.00',
    BillRefNumber: 'BRIAN FORM 2',
    MSISDN: '2547 ***** 508',
    FirstName: 'GRACE',
    LastName: 'ACHIENG',
  });
  for (const payload of payloads) {
    const payment = readC2b(payload);
    if (payment) await recordIncoming(ctx, writer, branchId, payment);
  }
}
