import type { FinancialReport, ReportLine, ReportTerm } from '../../../../src/schema/financial-report';
import type { Db } from '../../../db/database';
import { CASH_PURPOSES, type Chart, type ChartAccount, chartOf, closingDebit, isCapitation, movements } from './chart';
import { type Group, groupLines } from './groups';
import { accountLine, check, header, inScope, sum, termLine } from './lines';
import type { StatementScope } from './period';

type Side = 'receipts' | 'payments';
type GroupName =
  'fees_from_students' | 'capitation' | 'other_income' | 'other_receipts' | 'expenses' | 'other_payments';

/** Where cash received from or paid to an account is shown, and under what name. */
interface Heading {
  readonly side: Side;
  readonly group: GroupName;
  readonly key: string;
  readonly order: number;
  readonly line: (values: Record<string, number>) => ReportLine;
}

/**
 * The receipts-and-payments heading of the cash that came in against (`in`) or went out against
 * (`out`) a counter account: fees by vote head, capitation, other income, other receipts; expenses
 * by account, refunds, imprest and the like. No counter account in scope: cash moved between funds.
 */
function headingOf(chart: Chart, account: ChartAccount | null, voteHeadId: number | null, flow: 'in' | 'out'): Heading {
  const side: Side = flow === 'in' ? 'receipts' : 'payments';
  // Per fund, so a consolidated statement still says whose money it was (pocket money is PM's).
  const term = (group: GroupName, t: ReportTerm, order = 1e6): Heading => ({
    side,
    group,
    key: `term:${t}:${account?.fund_code ?? ''}`,
    order,
    line: (v) => ({ ...termLine('line', t, v), ...(account ? { fund: account.fund_code } : {}) }),
  });
  const ofAccount = (group: GroupName, a: ChartAccount, order: number): Heading => ({
    side,
    group,
    key: `account:${a.id}`,
    order,
    line: (v) => accountLine(a, v),
  });
  const order = account ? chart.accounts.indexOf(account) : 0;
  if (!account) return flow === 'in' ? term('other_receipts', 'transfers_in') : term('other_payments', 'transfers_out');
  const feeHead = (id: number | null): Heading => {
    const head = id === null ? undefined : chart.voteHeads.get(id);
    if (!head) return term('fees_from_students', 'fees_unallocated', 1e6 - 1);
    return {
      side,
      group: 'fees_from_students',
      key: `vote_head:${head.id}`,
      order: head.priority,
      line: (v) => ({ kind: 'line', label: head.name, code: head.code, fund: account.fund_code, values: v }),
    };
  };
  if (flow === 'in') {
    if (account.purpose === 'fees_receivable') return feeHead(voteHeadId);
    if (account.purpose === 'fees_in_advance') return term('fees_from_students', 'fees_in_advance');
    if (account.type === 'income' && chart.feeIncome.has(account.id)) {
      const head = [...chart.voteHeads.values()].find((v) => v.income_account_id === account.id);
      return feeHead(head?.id ?? null);
    }
    if (account.type === 'income')
      return ofAccount(isCapitation(account) ? 'capitation' : 'other_income', account, order);
    if (account.purpose === 'pocket_money_held') return term('other_receipts', 'pocket_money_in', 0);
    if (account.purpose === 'imprest') return term('other_receipts', 'imprest_returned', 1);
    // Cash taken on when the books were opened is not money received: it is named for what it is.
    if (account.type === 'net_assets') return term('other_receipts', 'opening_balances', -1);
    return ofAccount('other_receipts', account, order);
  }
  if (account.type === 'expense') return ofAccount('expenses', account, order);
  if (account.purpose === 'fees_in_advance') return term('other_payments', 'refunds', 0);
  if (account.purpose === 'pocket_money_held') return term('other_payments', 'pocket_money_out', 1);
  if (account.purpose === 'imprest') return term('other_payments', 'imprest_issued', 2);
  if (account.purpose === 'creditors') return term('other_payments', 'creditors_paid', 3);
  if (account.type === 'net_assets') return term('other_payments', 'opening_balances', -1);
  return ofAccount('other_payments', account, order);
}

interface EntryLine {
  readonly account_id: number;
  readonly vote_head_id: number | null;
  readonly debit: number;
  readonly credit: number;
}

/**
 * Shares `amount` over weights in whole cents, the largest remainders taking the odd cents, so the
 * shares add up to the amount exactly.
 */
export function share(amount: number, weights: readonly number[]): number[] {
  const total = sum(weights);
  const exact = weights.map((w) => (amount * w) / total);
  const shares = exact.map(Math.floor);
  let left = amount - sum(shares);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] += 1;
    left -= 1;
  }
  return shares;
}

/**
 * The statement of receipts and payments (IPSAS cash basis, the PSASB template's shape): the cash
 * that came into and went out of the bank, cash and M-Pesa accounts in the period, each entry's
 * cash classified by the accounts on its other side (a payment by the vote heads it settled, a
 * voucher by its expense accounts), shared in proportion when there are several. A reversal (a
 * voided receipt, a reversed voucher) reduces the heading it undoes. Cash moved between the
 * statement's own money accounts (M-Pesa banked) is neither. Then the cash and bank balances at
 * the start and the end, which must reconcile: opening + receipts − payments = closing.
 */
export async function receiptsPaymentsReport(db: Db, scope: StatementScope): Promise<FinancialReport> {
  const [chart, moves] = await Promise.all([chartOf(db, scope.branchId), movements(db, scope.branchId, scope)]);
  const within = inScope(scope);
  const cashAccounts = chart.accounts.filter((a) => CASH_PURPOSES.includes(a.purpose) && within(a));
  const cashIds = new Set(cashAccounts.map((a) => a.id));
  const rows =
    cashIds.size === 0
      ? []
      : await db
          .selectFrom('journal_entries_lines as l')
          .innerJoin('journal_entries as e', 'e.id', 'l.parent_id')
          .select(['l.parent_id', 'e.reversal_of_id', 'l.account_id', 'l.vote_head_id', 'l.debit', 'l.credit'])
          .where('e.branch_id', '=', scope.branchId)
          .where('l.branch_id', '=', scope.branchId)
          .where('e.posted_on', '>=', scope.from)
          .where('e.posted_on', '<=', scope.to)
          .where(
            'l.parent_id',
            'in',
            db
              .selectFrom('journal_entries_lines as c')
              .select('c.parent_id')
              .where('c.branch_id', '=', scope.branchId)
              .where('c.account_id', 'in', [...cashIds]),
          )
          .orderBy('l.parent_id')
          .execute();
  const entries = new Map<number, { reversal: boolean; lines: EntryLine[] }>();
  for (const r of rows) {
    const id = Number(r.parent_id);
    const entry = entries.get(id) ?? { reversal: r.reversal_of_id !== null, lines: [] };
    entry.lines.push({
      account_id: Number(r.account_id),
      vote_head_id: r.vote_head_id === null ? null : Number(r.vote_head_id),
      debit: Number(r.debit),
      credit: Number(r.credit),
    });
    entries.set(id, entry);
  }

  const totals = new Map<string, { heading: Heading; amount: number }>();
  const add = (heading: Heading, amount: number) => {
    const found = totals.get(`${heading.side}:${heading.key}`);
    if (found) found.amount += amount;
    else totals.set(`${heading.side}:${heading.key}`, { heading, amount });
  };
  for (const { reversal, lines } of entries.values()) {
    const cash = sum(lines.filter((l) => cashIds.has(l.account_id)).map((l) => l.debit - l.credit));
    if (cash === 0) continue;
    const flow = cash > 0 ? 'in' : 'out';
    // The other side: accounts of the statement's funds that took the opposite side of the cash.
    const other = new Map<string, { account: ChartAccount; vote_head_id: number | null; amount: number }>();
    for (const l of lines) {
      const account = chart.byId.get(l.account_id);
      if (!account || cashIds.has(account.id) || !within(account)) continue;
      const key = `${account.id}:${l.vote_head_id ?? ''}`;
      const net = flow === 'in' ? l.credit - l.debit : l.debit - l.credit;
      const found = other.get(key);
      if (found) found.amount += net;
      else other.set(key, { account, vote_head_id: l.vote_head_id, amount: net });
    }
    const counter = [...other.values()].filter((o) => o.amount > 0);
    const size = Math.abs(cash);
    const weight = sum(counter.map((o) => o.amount));
    const covered = Math.min(size, weight);
    // A reversal undoes the heading of the entry it reverses: a voided receipt is less received.
    const sign = reversal ? -1 : 1;
    const shown = reversal ? (flow === 'in' ? 'out' : 'in') : flow;
    if (covered > 0)
      share(
        covered,
        counter.map((o) => o.amount),
      ).forEach((part, i) => add(headingOf(chart, counter[i].account, counter[i].vote_head_id, shown), sign * part));
    if (size > covered) add(headingOf(chart, null, null, shown), sign * (size - covered));
  }

  const groups = (side: Side, names: readonly [GroupName, ReportTerm, ReportTerm][]): Group[] =>
    names.map(([group, heading, total]) => ({
      heading,
      total,
      lines: [...totals.values()]
        .filter((t) => t.heading.side === side && t.heading.group === group && t.amount !== 0)
        .sort((a, b) => a.heading.order - b.heading.order || (a.heading.key < b.heading.key ? -1 : 1))
        .map((t) => t.heading.line({ amount: t.amount })),
    }));
  const received = groupLines(
    groups('receipts', [
      ['fees_from_students', 'fees_from_students', 'total_fees_from_students'],
      ['capitation', 'capitation', 'total_capitation'],
      ['other_income', 'other_income', 'total_other_income'],
      ['other_receipts', 'other_receipts', 'total_other_receipts'],
    ]),
    'amount',
  );
  const paid = groupLines(
    groups('payments', [
      ['expenses', 'expenses', 'total_expenses'],
      ['other_payments', 'other_payments', 'total_other_payments'],
    ]),
    'amount',
  );
  const opening = sum(cashAccounts.map((a) => moves.get(a.id)?.before ?? 0));
  const balances = cashAccounts
    .map((a) => ({ account: a, amount: closingDebit(moves.get(a.id)) }))
    .filter((b) => b.amount !== 0 || moves.has(b.account.id));
  const closing = sum(balances.map((b) => b.amount));
  const net = received.total - paid.total;
  const lines: ReportLine[] = [
    termLine('section', 'receipts'),
    ...received.lines,
    termLine('total', 'total_receipts', { amount: received.total }),
    termLine('section', 'payments'),
    ...paid.lines,
    termLine('total', 'total_payments', { amount: paid.total }),
    termLine('grand', 'net_receipts', { amount: net }),
    termLine('section', 'cash_and_equivalents'),
    termLine('line', 'cash_at_start', { amount: opening }, { date: scope.from }),
    termLine('line', 'net_receipts', { amount: net }),
    termLine('total', 'cash_at_end', { amount: opening + net }, { date: scope.to }),
    termLine('heading', 'cash_at', {}, { date: scope.to }),
    ...balances.map((b) => accountLine(b.account, { amount: b.amount })),
    termLine('grand', 'total_cash_balances', { amount: closing }),
  ];
  return {
    ...header('receipts_payments', scope),
    label_column: 'description',
    text_columns: ['code', 'fund'],
    columns: [{ key: 'amount', term: 'amount', kind: 'money' }],
    lines,
    checks: [check('check_receipts_payments', opening + net, closing)],
  };
}
