import type { ReconcilingItemKind } from '../../../../src/schema/finance-banking';
import type { ReconciliationFigures } from '../../../../src/schema/bank-reconciliation';
import type { Db } from '../../../db/database';
import type { BankAccount } from './accounts';
import { cashItems, dateOf, ledgerBalance, type RawCashItem } from './cash-items';
import { loadMatches } from './matches';

export interface RawStatementLine {
  readonly id: number;
  readonly statement_id: number;
  readonly line_date: string;
  readonly description: string;
  readonly reference: string;
  readonly money_in: number;
  readonly money_out: number;
  readonly balance: number | null;
}

type Matched = { readonly match_no: number | null; readonly locked: boolean };

/**
 * A bank account as its reconciliation at `asAt` sees it: the statement lines up to that day, the
 * cash-book items that can still matter (from the first statement on, and any a match holds), the
 * matches, and the cash-book balance. Items before the account's first statement that nothing
 * matches are taken as cleared: the first statement's opening balance already holds them.
 */
export interface LedgerState {
  readonly account: BankAccount;
  readonly asAt: string;
  readonly cutoff: string | null;
  readonly lines: readonly (RawStatementLine & Matched)[];
  readonly cash: readonly (RawCashItem & Matched)[];
  /** Each match's latest date: it clears at a date only if all its lines are on or before it. */
  readonly lastDate: ReadonlyMap<number, string>;
  readonly cashBookBalance: number;
}

export async function statementLines(
  db: Db,
  branchId: number,
  bankAccountId: number,
  to?: string,
): Promise<RawStatementLine[]> {
  const rows = await db
    .selectFrom('bank_statements_lines as l')
    .innerJoin('bank_statements as s', 's.id', 'l.parent_id')
    .select(['l.id', 'l.parent_id', 'l.line_date', 'l.description', 'l.reference', 'l.money_in', 'l.money_out'])
    .select('l.balance')
    .where('s.branch_id', '=', branchId)
    .where('s.bank_account_id', '=', bankAccountId)
    .$if(to !== undefined, (qb) => qb.where('l.line_date', '<=', to as string))
    .orderBy('l.line_date')
    .orderBy('s.period_from')
    .orderBy('l.position')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    statement_id: Number(r.parent_id),
    line_date: dateOf(r.line_date),
    description: String(r.description ?? ''),
    reference: String(r.reference ?? ''),
    money_in: Number(r.money_in ?? 0),
    money_out: Number(r.money_out ?? 0),
    balance: r.balance === null || r.balance === undefined ? null : Number(r.balance),
  }));
}

/** The day before which unmatched postings are taken as cleared: the account's first statement's start. */
export async function cutoffOf(db: Db, branchId: number, bankAccountId: number): Promise<string | null> {
  const row = await db
    .selectFrom('bank_statements')
    .select((eb) => eb.fn.min('period_from').as('first'))
    .where('branch_id', '=', branchId)
    .where('bank_account_id', '=', bankAccountId)
    .executeTakeFirst();
  return row?.first ? dateOf(row.first) : null;
}

export async function ledgerState(db: Db, branchId: number, account: BankAccount, asAt: string): Promise<LedgerState> {
  const matches = await loadMatches(db, branchId, account.id);
  const cutoff = await cutoffOf(db, branchId, account.id);
  const lastDate = new Map<number, string>();
  const locked = new Set<number>();
  const byLine = new Map<number, number>();
  const byEntry = new Map<number, number>();
  for (const m of matches) {
    if ((lastDate.get(m.match_no) ?? '') < m.line_date) lastDate.set(m.match_no, m.line_date);
    if (m.locked) locked.add(m.match_no);
    if (m.statement_line_id !== null) byLine.set(m.statement_line_id, m.match_no);
    if (m.entry_id !== null) byEntry.set(m.entry_id, m.match_no);
  }
  const matched = (no: number | undefined): Matched => ({
    match_no: no ?? null,
    locked: no !== undefined && locked.has(no),
  });
  const lines = (await statementLines(db, branchId, account.id, asAt)).map((l) => ({
    ...l,
    ...matched(byLine.get(l.id)),
  }));
  const cash = (
    await cashItems(db, branchId, account.account_id, { to: asAt, from: cutoff ?? undefined, matchedFor: account.id })
  ).map((c) => ({ ...c, ...matched(byEntry.get(c.entry_id)) }));
  const cashBookBalance = await ledgerBalance(db, branchId, account.account_id, asAt);
  return { account, asAt, cutoff, lines, cash, lastDate, cashBookBalance };
}

/** Not cleared at the state's date: unmatched (and after the cutoff), or matched to something later. */
export function outstandingCash(state: LedgerState): (RawCashItem & Matched)[] {
  return state.cash.filter((c) =>
    c.match_no === null
      ? state.cutoff === null || c.posted_on >= state.cutoff
      : (state.lastDate.get(c.match_no) ?? '') > state.asAt,
  );
}

/** Statement lines the cash book does not hold at the state's date. */
export function bankItems(state: LedgerState): (RawStatementLine & Matched)[] {
  return state.lines.filter((l) => l.match_no === null || (state.lastDate.get(l.match_no) ?? '') > state.asAt);
}

export interface ReconcilingItem {
  readonly kind: ReconcilingItemKind;
  readonly item_date: string;
  readonly entry_no: number | null;
  readonly reference: string;
  readonly description: string;
  readonly amount: number;
}

const net = (x: { money_in: number; money_out: number }) => x.money_in - x.money_out;

/**
 * The reconciliation statement's figures: the bank's balance, plus deposits the bank has not yet
 * credited, less cheques not yet presented, is the adjusted bank balance, which equals the cash
 * book's once every bank item (charges, interest, direct credits) is in the cash book.
 */
export function figuresOf(
  state: LedgerState,
  statementBalance: number,
  details: ReadonlyMap<number, { reference: string; payee: string }> = new Map(),
): { figures: ReconciliationFigures; items: ReconcilingItem[] } {
  const outstanding = outstandingCash(state).filter((c) => net(c) !== 0);
  const bank = bankItems(state);
  const uncredited = outstanding.filter((c) => net(c) > 0).reduce((s, c) => s + net(c), 0);
  const unpresented = outstanding.filter((c) => net(c) < 0).reduce((s, c) => s - net(c), 0);
  const adjusted = statementBalance + uncredited - unpresented;
  const items: ReconcilingItem[] = [
    ...outstanding.map((c) => ({
      kind: (net(c) > 0 ? 'uncredited_deposit' : 'unpresented_cheque') as ReconcilingItemKind,
      item_date: c.posted_on,
      entry_no: c.entry_no,
      reference: (details.get(c.entry_id)?.reference ?? '').slice(0, 120),
      description: (details.get(c.entry_id)?.payee || c.narration).slice(0, 300),
      amount: Math.abs(net(c)),
    })),
    ...bank.map((l) => ({
      kind: (net(l) > 0 ? 'bank_credit' : 'bank_debit') as ReconcilingItemKind,
      item_date: l.line_date,
      entry_no: null,
      reference: l.reference,
      description: l.description,
      amount: Math.abs(net(l)),
    })),
  ];
  return {
    figures: {
      statement_balance: statementBalance,
      uncredited_deposits: uncredited,
      unpresented_cheques: unpresented,
      adjusted_bank_balance: adjusted,
      cash_book_balance: state.cashBookBalance,
      bank_items: bank.reduce((s, l) => s + net(l), 0),
      difference: adjusted - state.cashBookBalance,
    },
    items,
  };
}
