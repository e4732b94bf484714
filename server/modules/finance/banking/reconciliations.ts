import { todayAtSchool } from '../../../../src/schema/display';
import type { ReconciliationFigures } from '../../../../src/schema/bank-reconciliation';
import type { SessionUser } from '../../../context';
import { bulkInsert, writeStamps } from '../../../db/bulk-insert';
import type { Db, Row } from '../../../db/database';
import type { Writer } from '../../../engine/writer';
import { bankReconciliations } from '../../../../src/schema/finance-banking';
import type { Hook } from '../../../engine/hooks';
import { refusal, say } from '../../../errors';
import { formatCents } from '../ledger/cents';
import { type BankAccount, loadBankAccount } from './accounts';
import { dateOf, documentDetails } from './cash-items';
import { figuresOf, ledgerState, outstandingCash, type ReconcilingItem } from './ledger-state';

export interface Reconciliation {
  readonly id: number;
  readonly bank_account_id: number;
  readonly statement_id: number;
  readonly as_at: string;
  readonly statement_balance: number;
  readonly status: 'draft' | 'finalised';
  readonly prepared_by: string | null;
  readonly finalised_by: string | null;
  readonly finalised_on: string | null;
  readonly figures: ReconciliationFigures;
}

const text = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));

export async function loadReconciliation(db: Db, branchId: number, id: number): Promise<Reconciliation> {
  const r = await db
    .selectFrom('bank_reconciliations')
    .selectAll()
    .where('branch_id', '=', branchId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!r) throw refusal(404, say('shule.finance.banking.no_reconciliation', { id }));
  const n = (v: unknown) => Number(v ?? 0);
  return {
    id: Number(r.id),
    bank_account_id: Number(r.bank_account_id),
    statement_id: Number(r.statement_id),
    as_at: dateOf(r.as_at),
    statement_balance: n(r.statement_balance),
    status: r.status === 'finalised' ? 'finalised' : 'draft',
    prepared_by: text(r.prepared_by),
    finalised_by: text(r.finalised_by),
    finalised_on: r.finalised_on ? dateOf(r.finalised_on) : null,
    figures: {
      statement_balance: n(r.statement_balance),
      uncredited_deposits: n(r.uncredited_deposits),
      unpresented_cheques: n(r.unpresented_cheques),
      adjusted_bank_balance: n(r.adjusted_bank_balance),
      cash_book_balance: n(r.cash_book_balance),
      bank_items: n(r.bank_items),
      difference: n(r.difference),
    },
  };
}

export async function reconciliationAccount(db: Db, branchId: number, rec: Reconciliation): Promise<BankAccount> {
  const account = await loadBankAccount(db, branchId, rec.bank_account_id);
  if (!account) throw refusal(404, say('shule.finance.banking.not_a_bank_account', { id: rec.bank_account_id }));
  return account;
}

const ITEM_COLUMNS = [
  ['parent_id', 'bigint'],
  ['position', 'bigint'],
  ['kind', 'text'],
  ['item_date', 'date'],
  ['entry_no', 'bigint'],
  ['reference', 'text'],
  ['description', 'text'],
  ['amount', 'bigint'],
] as const;

/**
 * Works a reconciliation's figures and reconciling items out afresh and stores them on it (its
 * list shows them; a finalised one keeps them as they were when it was checked).
 */
export async function refreshReconciliation(
  db: Db,
  user: SessionUser,
  rec: Reconciliation,
): Promise<{ figures: ReconciliationFigures; items: ReconcilingItem[] }> {
  const account = await reconciliationAccount(db, user.branchId, rec);
  const state = await ledgerState(db, user.branchId, account, rec.as_at);
  const details = await documentDetails(db, user.branchId, outstandingCash(state));
  const result = figuresOf(state, rec.statement_balance, details);
  await db
    .updateTable('bank_reconciliations')
    .set({ ...result.figures })
    .where('branch_id', '=', user.branchId)
    .where('id', '=', rec.id)
    .execute();
  await db
    .deleteFrom('bank_reconciliations_items')
    .where('branch_id', '=', user.branchId)
    .where('parent_id', '=', rec.id)
    .execute();
  await bulkInsert(db, {
    table: 'bank_reconciliations_items',
    columns: ITEM_COLUMNS,
    rows: result.items.map((item, position) => [
      rec.id,
      position,
      item.kind,
      item.item_date,
      item.entry_no,
      item.reference,
      item.description,
      item.amount,
    ]),
    shared: writeStamps(user, new Date().toISOString()),
  });
  return result;
}

async function nameOf(db: Db, user: SessionUser): Promise<string> {
  const row = await db.selectFrom('users').select('name').where('id', '=', user.id).executeTakeFirst();
  const name = typeof row?.name === 'string' && row.name.trim() !== '' ? row.name.trim() : user.username;
  return name.slice(0, 120);
}

/** 409 when the statement has a reconciliation, or a finalised one of the account has passed its day. */
async function refuseAnother(db: Db, branchId: number, statement: Row, statementId: number, exceptId?: number) {
  const other = await db
    .selectFrom('bank_reconciliations')
    .select('id')
    .where('branch_id', '=', branchId)
    .where('statement_id', '=', statementId)
    .$if(exceptId !== undefined, (qb) => qb.where('id', '<>', exceptId as number))
    .executeTakeFirst();
  if (other) {
    const message = say('shule.finance.banking.statement_reconciled');
    throw refusal(409, message, { statement_id: message });
  }
  const later = await db
    .selectFrom('bank_reconciliations')
    .select((eb) => eb.fn.max('as_at').as('as_at'))
    .where('branch_id', '=', branchId)
    .where('bank_account_id', '=', Number(statement.bank_account_id))
    .where('status', '=', 'finalised')
    .executeTakeFirst();
  if (later?.as_at && dateOf(later.as_at) >= dateOf(statement.period_to)) {
    const message = say('shule.finance.banking.earlier_finalised', { as_at: dateOf(later.as_at) });
    throw refusal(409, message, { statement_id: message });
  }
}

const statementOf = (db: Db, branchId: number, id: number) =>
  db
    .selectFrom('bank_statements')
    .select(['id', 'bank_account_id', 'period_to', 'closing_balance'])
    .where('branch_id', '=', branchId)
    .where('id', '=', id)
    .executeTakeFirst();

/**
 * beforeSave: a reconciliation is of one statement, as at its last day and with its closing
 * balance; one per statement, and never of a day a finalised reconciliation has already passed
 * (an engine's own write, the start below, has checked that already).
 */
export const fromStatement: Hook = async ({ db, user, action, data, before, system }) => {
  if (action !== 'create' && action !== 'update') return;
  if (before && !Object.hasOwn(data, 'statement_id') && !Object.hasOwn(data, 'bank_account_id')) return;
  const statementId = Number(data.statement_id ?? before?.statement_id);
  const statement = await statementOf(db, user.branchId, statementId);
  if (!statement) return;
  if (!system) await refuseAnother(db, user.branchId, statement, statementId, before ? Number(before.id) : undefined);
  data.as_at = dateOf(statement.period_to);
  data.statement_balance = Number(statement.closing_balance);
  if (action === 'create') data.prepared_by = await nameOf(db, user);
};

/** The statement's reconciliation: the one it has, or a new draft. Returns its id. */
export async function startReconciliation(db: Db, user: SessionUser, writer: Writer, statementId: number) {
  const statement = await statementOf(db, user.branchId, statementId);
  if (!statement) throw refusal(404, say('shule.finance.banking.no_statement', { id: statementId }));
  const existing = await db
    .selectFrom('bank_reconciliations')
    .select('id')
    .where('branch_id', '=', user.branchId)
    .where('statement_id', '=', statementId)
    .executeTakeFirst();
  if (existing) return Number(existing.id);
  await refuseAnother(db, user.branchId, statement, statementId);
  const created = await writer.create(
    db,
    user,
    bankReconciliations,
    { bank_account_id: Number(statement.bank_account_id), statement_id: statementId },
    { system: true },
  );
  return Number(created.id);
}

/** afterSave: the figures of a new (or re-pointed) reconciliation. */
export const refreshAfterSave: Hook = async ({ db, user, record }) => {
  if (!record) return;
  await refreshReconciliation(db, user, await loadReconciliation(db, user.branchId, Number(record.id)));
};

/**
 * onTransition finalise: only when the adjusted bank balance equals the cash book's. The figures
 * and items are kept as checked, and the matches it relies on are locked.
 */
export const finalise: Hook = async ({ db, user, action, record }) => {
  if (action !== 'finalise' || !record) return;
  const rec = await loadReconciliation(db, user.branchId, Number(record.id));
  const { figures } = await refreshReconciliation(db, user, rec);
  if (figures.difference !== 0) {
    const message = say('shule.finance.banking.not_zero', { difference: formatCents(figures.difference) });
    throw refusal(409, message, { status: message });
  }
  const groups = await db
    .selectFrom('bank_matches')
    .select('match_no')
    .where('branch_id', '=', user.branchId)
    .where('bank_account_id', '=', rec.bank_account_id)
    .where('locked', '=', false)
    .groupBy('match_no')
    .having((eb) => eb.fn.max('line_date'), '<=', rec.as_at)
    .execute();
  const numbers = groups.map((g) => Number(g.match_no));
  for (let i = 0; i < numbers.length; i += 500)
    await db
      .updateTable('bank_matches')
      .set({ locked: true })
      .where('branch_id', '=', user.branchId)
      .where('bank_account_id', '=', rec.bank_account_id)
      .where('match_no', 'in', numbers.slice(i, i + 500))
      .execute();
  await db
    .updateTable('bank_reconciliations')
    .set({ finalised_by: await nameOf(db, user), finalised_on: todayAtSchool() })
    .where('branch_id', '=', user.branchId)
    .where('id', '=', rec.id)
    .execute();
};
