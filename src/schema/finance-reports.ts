import type { Kysely, sql as Sql } from 'kysely';
import { choice, money, number, reference, text } from './fields';
import { STUDENT_STATUSES } from './admissions';
import { DASHBOARD_ROLES, FEE_SMS_ROLES, FINANCE_READERS } from './finance-roles';
import { defineReport, definePage, type ReportTables } from './module';
import type { Role } from './roles';

/**
 * Finance, documents and reports (see /work/notes/fees-design.md): students' fee accounts and
 * statements, balances and reminders, fee SMS and the dashboard. Everything here reads what the
 * engines wrote; a balance is the ledger's (students.fee_balance, negative when in credit).
 */

/** Who sends reminders from /feebalances and the fee SMS pages. */
export const REMINDER_ROLES: readonly Role[] = [...FEE_SMS_ROLES, 'ROLE_finance_admin'];

/** The filters of a students' accounts list, shared by the report and the reminders it sends. */
export const ACCOUNT_FILTERS = {
  search: text('Name or admission number', { max: 80 }),
  class_id: reference('Class', 'classes'),
  stream_id: reference('Stream', 'streams'),
  residence: choice('Boarding or day', ['boarding', 'day']),
  balance: money('Balance'),
  status: choice('Student status', STUDENT_STATUSES),
};

export interface AccountFilterValues {
  readonly search?: unknown;
  readonly class_id?: unknown;
  readonly stream_id?: unknown;
  readonly residence?: unknown;
  readonly balance?: unknown;
  readonly balance_gte?: unknown;
  readonly balance_lte?: unknown;
  readonly status?: unknown;
}

/**
 * Every student's account as a select: billed (invoices not cancelled), paid (receipts standing),
 * the ledger's balance and credit. One query for the list, its export and the reminders, so a
 * reminder goes to exactly the students the bursar filtered.
 */
export function accountsQuery(
  db: Kysely<ReportTables>,
  branchId: number,
  filters: AccountFilterValues,
  sql: typeof Sql,
) {
  const search = typeof filters.search === 'string' ? filters.search.trim().toLowerCase() : '';
  const like = `%${search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  return db
    .selectFrom('students as s')
    .leftJoin('classes as k', 'k.id', 's.class_id')
    .leftJoin('streams as m', 'm.id', 's.stream_id')
    .select([
      's.id as student_id',
      's.admission_no as admission_no',
      'k.name as class_name',
      'k.level as level',
      'm.name as stream_name',
      's.residence as residence',
      's.guardian_phone as guardian_phone',
    ])
    .select((eb) => [
      sql<string>`s.first_name || ' ' || s.last_name`.as('student'),
      eb
        .selectFrom('fee_invoices as i')
        .select(sql<number>`coalesce(sum(i.total), 0)`.as('n'))
        .whereRef('i.student_id', '=', 's.id')
        .where('i.branch_id', '=', branchId)
        .where('i.status', '<>', 'cancelled')
        .as('billed'),
      eb
        .selectFrom('fee_payments as p')
        .select(sql<number>`coalesce(sum(p.amount), 0)`.as('n'))
        .whereRef('p.student_id', '=', 's.id')
        .where('p.branch_id', '=', branchId)
        .where('p.status', '=', 'posted')
        .as('paid'),
      sql<number>`coalesce(s.fee_balance, 0)`.as('balance'),
      sql<number>`case when s.fee_balance < 0 then -s.fee_balance else 0 end`.as('credit'),
    ])
    .where('s.branch_id', '=', branchId)
    .$if(filters.status !== undefined, (qb) => qb.where('s.status', '=', filters.status))
    .$if(filters.status === undefined, (qb) => qb.where('s.status', 'in', ['active', 'suspended']))
    .$if(filters.class_id !== undefined, (qb) => qb.where('s.class_id', '=', filters.class_id))
    .$if(filters.stream_id !== undefined, (qb) => qb.where('s.stream_id', '=', filters.stream_id))
    .$if(filters.residence !== undefined, (qb) => qb.where('s.residence', '=', filters.residence))
    .$if(filters.balance !== undefined, (qb) => qb.where(sql`coalesce(s.fee_balance, 0)`, '=', filters.balance))
    .$if(filters.balance_gte !== undefined, (qb) =>
      qb.where(sql`coalesce(s.fee_balance, 0)`, '>=', filters.balance_gte),
    )
    .$if(filters.balance_lte !== undefined, (qb) =>
      qb.where(sql`coalesce(s.fee_balance, 0)`, '<=', filters.balance_lte),
    )
    .$if(search !== '', (qb) =>
      qb.where((eb) =>
        eb.or([
          eb(sql`lower(s.admission_no)`, 'like', like),
          eb(sql`lower(s.first_name || ' ' || s.last_name)`, 'like', like),
        ]),
      ),
    );
}

const ACCOUNT_COLUMNS = {
  student_id: number('Student number', { integer: true, grouping: false }),
  admission_no: text('Admission number'),
  student: text('Student'),
  class_name: text('Class'),
  level: number('Level', { integer: true }),
  stream_name: text('Stream'),
  residence: choice('Boarding or day', ['boarding', 'day']),
  billed: money('Billed'),
  paid: money('Paid'),
  balance: money('Balance'),
  credit: money('Credit'),
};

/** /financestudents: every student's fee account, opening the statement. */
export const financeStudentsReport = defineReport({
  name: 'finance_students',
  path: '/reports/financestudents',
  label: 'Students’ fee accounts',
  module: 'finance',
  icon: 'report',
  menu: false,
  roles: FINANCE_READERS,
  filters: ACCOUNT_FILTERS,
  columns: ACCOUNT_COLUMNS,
  sort: { field: 'admission_no', order: 'ASC' },
  query: ({ db, branchId, filters, sql }) => accountsQuery(db, branchId, filters, sql),
});

/** /feebalances: who owes, with the guardian's phone for reminders. */
export const feeBalancesReport = defineReport({
  name: 'fee_balances',
  path: '/reports/feebalances',
  label: 'Fee balances',
  module: 'finance',
  icon: 'report',
  menu: false,
  roles: FINANCE_READERS,
  filters: ACCOUNT_FILTERS,
  columns: { ...ACCOUNT_COLUMNS, guardian_phone: text('Guardian phone') },
  sort: { field: 'balance', order: 'DESC' },
  query: ({ db, branchId, filters, sql }) => accountsQuery(db, branchId, filters, sql),
});

const page = (path: string, label: string) => ({ path, label, module: 'finance' as const });

export const financeDashboardPage = definePage({
  ...page('/finance', 'Finance dashboard'),
  icon: 'chart',
  roles: DASHBOARD_ROLES,
  screen: () =>
    import('../pages/finance/dashboard/FinanceDashboardPage').then((m) => ({ default: m.FinanceDashboardPage })),
});

export const financeStudentsPage = definePage({
  ...page('/financestudents', 'Students’ fee accounts'),
  icon: 'student',
  roles: FINANCE_READERS,
  screen: () =>
    import('../pages/finance/students/FinanceStudentsPage').then((m) => ({ default: m.FinanceStudentsPage })),
});

export const feeBalancesPage = definePage({
  ...page('/feebalances', 'Fee balances'),
  icon: 'report',
  roles: FINANCE_READERS,
  screen: () => import('../pages/finance/balances/FeeBalancesPage').then((m) => ({ default: m.FeeBalancesPage })),
});

export const balanceNotificationsPage = definePage({
  ...page('/balancenotifications', 'Fee balance SMS'),
  icon: 'sms',
  roles: FEE_SMS_ROLES,
  screen: () =>
    import('../pages/finance/notifications/FeeSmsPage').then((m) => ({ default: m.BalanceNotificationsPage })),
});

export const invoiceNotificationsPage = definePage({
  ...page('/invoicenotifications', 'Invoice SMS'),
  icon: 'sms',
  roles: FEE_SMS_ROLES,
  screen: () =>
    import('../pages/finance/notifications/FeeSmsPage').then((m) => ({ default: m.InvoiceNotificationsPage })),
});

export const FINANCE_REPORTS_RESOURCES = [] as const;
export const FINANCE_REPORTS_PAGES = [
  financeDashboardPage,
  financeStudentsPage,
  feeBalancesPage,
  balanceNotificationsPage,
  invoiceNotificationsPage,
] as const;
export const FINANCE_REPORTS_REPORTS = [financeStudentsReport, feeBalancesReport] as const;
