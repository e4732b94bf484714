import type { CashItem, StatementItem, Workspace } from '../../../../src/schema/bank-reconciliation';
import type { SessionUser } from '../../../context';
import type { Db } from '../../../db/database';
import { refusal, say } from '../../../errors';
import { cashItems, dateOf, documentDetails } from './cash-items';
import { createMatches } from './matches';
import { autoMatch, referenceTokens } from './matching';
import { bankItems, figuresOf, ledgerState, outstandingCash } from './ledger-state';
import {
  loadReconciliation,
  type Reconciliation,
  reconciliationAccount,
  refreshReconciliation,
} from './reconciliations';

/**
 * What the reconciliation screen shows: this statement's lines, and earlier ones the cash book
 * still lacks; the cash-book items not yet cleared, and those matched to this statement's lines;
 * and the figures as they stand (a finalised reconciliation shows the figures it was checked with).
 */
export async function workspace(db: Db, branchId: number, id: number): Promise<Workspace> {
  const rec = await loadReconciliation(db, branchId, id);
  const account = await reconciliationAccount(db, branchId, rec);
  const state = await ledgerState(db, branchId, account, rec.as_at);
  const statement = await db
    .selectFrom('bank_statements')
    .select(['id', 'period_from', 'period_to', 'opening_balance', 'closing_balance'])
    .where('branch_id', '=', branchId)
    .where('id', '=', rec.statement_id)
    .executeTakeFirstOrThrow();
  const outstanding = new Set(bankItems(state).map((l) => l.id));
  const lines = state.lines.filter((l) => l.statement_id === rec.statement_id || outstanding.has(l.id));
  const shown = new Set(lines.map((l) => l.match_no).filter((n): n is number => n !== null));
  const open = new Set(outstandingCash(state).map((c) => c.entry_id));
  const cash = state.cash.filter((c) => open.has(c.entry_id) || (c.match_no !== null && shown.has(c.match_no)));
  const details = await documentDetails(db, branchId, cash);
  const live = figuresOf(state, rec.statement_balance, details).figures;
  const statementItems: StatementItem[] = lines.map((l) => ({
    id: l.id,
    statement_id: l.statement_id,
    line_date: l.line_date,
    description: l.description,
    reference: l.reference,
    money_in: l.money_in,
    money_out: l.money_out,
    balance: l.balance,
    match_no: l.match_no,
    locked: l.locked,
  }));
  const cashList: CashItem[] = cash.map((c) => ({
    entry_id: c.entry_id,
    entry_no: c.entry_no,
    posted_on: c.posted_on,
    narration: c.narration,
    source: c.source,
    reference: details.get(c.entry_id)?.reference ?? '',
    payee: details.get(c.entry_id)?.payee ?? '',
    money_in: c.money_in,
    money_out: c.money_out,
    match_no: c.match_no,
    locked: c.locked,
  }));
  return {
    reconciliation: {
      id: rec.id,
      status: rec.status,
      as_at: rec.as_at,
      statement_id: rec.statement_id,
      prepared_by: rec.prepared_by,
      finalised_by: rec.finalised_by,
    },
    account: {
      id: account.id,
      name: account.name,
      bank: account.bank,
      account_number: account.account_number,
      ledger: account.ledger,
      fund_id: account.fund_id,
    },
    statement: {
      id: Number(statement.id),
      period_from: dateOf(statement.period_from),
      period_to: dateOf(statement.period_to),
      opening_balance: Number(statement.opening_balance),
      closing_balance: Number(statement.closing_balance),
    },
    cutoff: state.cutoff ?? rec.as_at,
    statement_lines: statementItems,
    cash_items: cashList,
    figures: rec.status === 'finalised' ? rec.figures : live,
  };
}

/** A draft reconciliation, for a change to its matches (a finalised one changes no more). */
export async function draftReconciliation(db: Db, branchId: number, id: number): Promise<Reconciliation> {
  const rec = await loadReconciliation(db, branchId, id);
  if (rec.status !== 'draft') throw refusal(409, say('shule.finance.banking.reconciliation_finalised'));
  return rec;
}

/**
 * Matches what can be matched without a person: reversal pairs, and statement lines with exactly
 * one cash-book candidate of the same amount by number or by date (matching.ts). Returns how many
 * matches were made.
 */
export async function autoMatchReconciliation(db: Db, user: SessionUser, rec: Reconciliation): Promise<number> {
  const account = await reconciliationAccount(db, user.branchId, rec);
  const state = await ledgerState(db, user.branchId, account, rec.as_at);
  const lines = state.lines.filter((l) => l.match_no === null);
  // Earlier postings (before the first statement) too: a cheque written then may be presented now.
  const earliest = lines.reduce((min, l) => (l.line_date < min ? l.line_date : min), rec.as_at);
  const from = new Date(Date.parse(earliest) - 120 * 86_400_000).toISOString().slice(0, 10);
  const all = await cashItems(db, user.branchId, account.account_id, { from, to: rec.as_at });
  const matched = new Set(state.cash.filter((c) => c.match_no !== null).map((c) => c.entry_id));
  const open = all.filter((c) => !matched.has(c.entry_id) && c.money_in - c.money_out !== 0);
  const details = await documentDetails(db, user.branchId, open);
  const found = autoMatch(
    lines.map((l) => ({
      id: l.id,
      date: l.line_date,
      net: l.money_in - l.money_out,
      tokens: referenceTokens(l.reference, l.description),
    })),
    open.map((c) => ({
      entry_id: c.entry_id,
      date: c.posted_on,
      net: c.money_in - c.money_out,
      tokens: referenceTokens(c.narration, ...(details.get(c.entry_id)?.numbers ?? [])),
      reversal_of_id: c.reversal_of_id,
      before_cutoff: state.cutoff !== null && c.posted_on < state.cutoff,
    })),
  );
  await createMatches(
    db,
    user,
    account,
    found.contras.map(([a, b]) => ({ statementLineIds: [], entryIds: [a, b] })),
    'contra',
    rec.as_at,
  );
  await createMatches(
    db,
    user,
    account,
    found.pairs.map(([s, c]) => ({ statementLineIds: [s], entryIds: [c] })),
    'auto',
    rec.as_at,
  );
  await refreshReconciliation(db, user, rec);
  return found.pairs.length + found.contras.length;
}
