import { todayAtSchool } from './display';
import { choice, date, lines, longText, money, number, phone, reference, sumOf, text, TODAY } from './fields';
import { PAYMENT_MODE_LABELS, PAYMENT_MODES, payFromAccount, SPENDING_LINE } from './finance-expenses-vouchers';
import { EXPENSE_READERS, EXPENSE_ROLES } from './finance-roles';
import { defineReport } from './module';
import { defineResource } from './resource';

/**
 * Imprest: money advanced to a member of staff for a purpose (a games trip, a county music
 * festival), then surrendered with the receipts of what was spent and any cash left over. Issuing
 * posts Dr imprest advances (1300) Cr the fund's bank or cash; the surrender posts the spending to
 * its expense accounts and the cash returned back to bank or cash, against the advance. Whoever
 * holds an imprest not yet surrendered gets no other (the public finance rule schools follow).
 */
export const IMPREST_STATES = ['requested', 'approved', 'issued', 'surrendered', 'rejected'] as const;

const ISSUED = ['issued', 'surrendered'];
const SURRENDERED = { field: 'status', is: ['surrendered'] };

export const imprests = defineResource({
  name: 'imprests',
  path: '/imprests',
  label: 'Imprests',
  singular: 'Imprest',
  icon: 'wallet',
  module: 'finance',
  fields: {
    imprest_no: text('Imprest no.', { readOnly: true, unique: 'branch', max: 20 }),
    holder_name: text('Holder', { required: true, max: 120, help: 'The member of staff who takes the advance' }),
    holder_id_no: text('National ID', { required: true, max: 20, pattern: '^[0-9A-Za-z]+$' }),
    designation: text('Job title', { max: 80, help: 'Games teacher, matron, driver…' }),
    holder_phone: phone('Phone'),
    purpose: longText('Purpose', { required: true, max: 500 }),
    requested_on: date('Requested on', { required: true, default: TODAY, notAfter: TODAY }),
    surrender_by: date('Surrender by', {
      required: true,
      notBefore: 'requested_on',
      help: 'Within seven days of the activity’s end',
    }),
    fund_id: reference('Fund', 'funds', { required: true }),
    pay_from_account_id: payFromAccount('Paid from'),
    amount: money('Amount', { required: true, min: 1 }),
    status: choice('Status', IMPREST_STATES, { required: true, default: 'requested' }),
    requested_by: text('Requested by', { readOnly: true }),
    approved_by: text('Approved by', { readOnly: true, showWhen: { field: 'status', is: ['approved', ...ISSUED] } }),
    issued_on: date('Issued on', { readOnly: true, showWhen: { field: 'status', is: ISSUED } }),
    issue_mode: choice('Mode of payment', PAYMENT_MODES, {
      readOnly: true,
      choiceLabels: PAYMENT_MODE_LABELS,
      showWhen: { field: 'status', is: ISSUED },
    }),
    issue_reference: text('Cheque, transfer or M-Pesa number', {
      readOnly: true,
      showWhen: { field: 'status', is: ISSUED },
    }),
    issued_by: text('Issued by', { readOnly: true, showWhen: { field: 'status', is: ISSUED } }),
    expenses: lines('Spent', {
      singular: 'Receipt',
      max: 40,
      fields: { ...SPENDING_LINE, receipt_no: text('Receipt no.', { required: true, max: 40 }) },
    }),
    spent: sumOf('Spent', 'expenses', 'amount', { showWhen: { field: 'status', is: ISSUED } }),
    cash_returned: money('Cash returned', { readOnly: true, showWhen: SURRENDERED }),
    surrendered_on: date('Surrendered on', { readOnly: true, showWhen: SURRENDERED }),
    surrendered_by: text('Surrender recorded by', { readOnly: true, showWhen: SURRENDERED }),
    decision_note: longText('Reason rejected', { readOnly: true, showWhen: { field: 'status', is: ['rejected'] } }),
  },
  list: ['imprest_no', 'holder_name', 'purpose', 'amount', 'status', 'issued_on', 'surrender_by'],
  filters: ['status', 'fund_id', 'issued_on', 'surrender_by'],
  sort: { field: 'id', order: 'DESC' },
  search: ['imprest_no', 'holder_name', 'holder_id_no', 'purpose'],
  represent: '{imprest_no} {holder_name}',
  access: { read: EXPENSE_READERS, write: EXPENSE_ROLES },
  operations: { delete: false },
  form: {
    sections: [
      { label: 'Holder', fields: ['imprest_no', 'holder_name', 'holder_id_no', 'designation', 'holder_phone'] },
      {
        label: 'Advance',
        fields: ['purpose', 'requested_on', 'surrender_by', 'fund_id', 'pay_from_account_id', 'amount'],
      },
      {
        label: 'Approval and issue',
        fields: ['requested_by', 'approved_by', 'issued_on', 'issue_mode', 'issue_reference', 'issued_by'],
      },
      {
        label: 'Surrender',
        fields: ['expenses', 'spent', 'cash_returned', 'surrendered_on', 'surrendered_by', 'decision_note'],
      },
    ],
  },
  workflow: {
    field: 'status',
    // Issued stays open for the surrender's receipts; the server keeps the rest of it as issued.
    locked: ['approved', 'surrendered', 'rejected'],
    actions: {
      approve: {
        label: 'Approve',
        from: ['requested'],
        to: 'approved',
        roles: EXPENSE_ROLES,
        confirm: 'The advance is approved for issue. Whoever requested it may not approve it.',
      },
      reject: {
        label: 'Reject',
        from: ['requested', 'approved'],
        to: 'rejected',
        roles: EXPENSE_ROLES,
        input: { note: longText('Reason', { required: true, max: 500 }) },
      },
      issue: {
        label: 'Issue',
        from: ['approved'],
        to: 'issued',
        roles: EXPENSE_ROLES,
        input: {
          issued_on: date('Issued on', { required: true, default: TODAY, notAfter: TODAY }),
          issue_mode: choice('Mode of payment', PAYMENT_MODES, {
            required: true,
            default: 'cash',
            choiceLabels: PAYMENT_MODE_LABELS,
          }),
          issue_reference: text('Cheque, transfer or M-Pesa number', {
            max: 40,
            showWhen: { field: 'issue_mode', is: ['cheque', 'bank_transfer', 'mpesa'] },
          }),
        },
        confirm: 'The advance is paid out and posted: imprest advances debited, the pay-from account credited.',
      },
      surrender: {
        label: 'Surrender',
        from: ['issued'],
        to: 'surrendered',
        roles: EXPENSE_ROLES,
        input: {
          surrendered_on: date('Surrendered on', { required: true, default: TODAY, notAfter: TODAY }),
          cash_returned: money('Cash returned', { required: true, min: 0, default: 0 }),
          returned_to: choice('Cash returned to', ['cash', 'bank'], { required: true, default: 'cash' }),
        },
        confirm:
          'The receipts entered under Spent and the cash returned must together make up the advance. The spending is posted to its expense accounts and the advance is cleared.',
      },
    },
  },
});

const OUTSTANDING_COLUMNS = {
  imprest_no: text('Imprest no.'),
  holder_name: text('Holder'),
  holder_id_no: text('National ID'),
  designation: text('Job title'),
  purpose: text('Purpose'),
  issued_on: date('Issued on'),
  surrender_by: date('Surrender by'),
  amount: money('Amount'),
  days_out: number('Days out', { integer: true }),
  days_overdue: number('Days overdue', { integer: true }),
};

/** /reports/outstandingimprests: who holds an advance not yet surrendered, how much, for how long. */
export const outstandingImprestsReport = defineReport({
  name: 'outstanding_imprests',
  path: '/reports/outstandingimprests',
  label: 'Outstanding imprest',
  module: 'finance',
  icon: 'wallet',
  roles: EXPENSE_READERS,
  filters: {
    fund_id: reference('Fund', 'funds'),
    holder_id_no: text('National ID', { max: 20 }),
    overdue: choice('Overdue', ['yes', 'no']),
  },
  columns: OUTSTANDING_COLUMNS,
  sort: { field: 'days_out', order: 'DESC' },
  query: ({ db, branchId, filters, engine, sql }) => {
    const today = todayAtSchool();
    // Whole days between two ISO dates: SQLite keeps dates as text, PostgreSQL as date.
    const daysSince = (column: string) =>
      engine === 'postgres'
        ? sql<number>`(cast(${today} as date) - ${sql.ref(column)})`
        : sql<number>`cast(julianday(${today}) - julianday(${sql.ref(column)}) as integer)`;
    const overdue = daysSince('i.surrender_by');
    return db
      .selectFrom('imprests as i')
      .select([
        'i.imprest_no as imprest_no',
        'i.holder_name as holder_name',
        'i.holder_id_no as holder_id_no',
        'i.designation as designation',
        'i.purpose as purpose',
        'i.issued_on as issued_on',
        'i.surrender_by as surrender_by',
        'i.amount as amount',
      ])
      .select([
        daysSince('i.issued_on').as('days_out'),
        sql<number>`case when ${overdue} > 0 then ${overdue} else 0 end`.as('days_overdue'),
      ])
      .where('i.branch_id', '=', branchId)
      .where('i.status', '=', 'issued')
      .$if(filters.fund_id !== undefined, (qb) => qb.where('i.fund_id', '=', filters.fund_id))
      .$if(typeof filters.holder_id_no === 'string', (qb) =>
        qb.where(sql`upper(i.holder_id_no)`, '=', String(filters.holder_id_no).toUpperCase()),
      )
      .$if(filters.overdue === 'yes', (qb) => qb.where(overdue, '>', 0))
      .$if(filters.overdue === 'no', (qb) => qb.where(overdue, '<=', 0));
  },
});
