import { todayAtSchool } from '../../../../src/schema/display';
import { budgets } from '../../../../src/schema/finance-budgets';
import { fiscalYear } from '../../../../src/schema/fiscal-year';
import type { Coded } from '../../../../src/schema';
import type { SessionUser } from '../../../context';
import type { Db, Row } from '../../../db/database';
import type { Hook } from '../../../engine/hooks';
import { fieldsRefused, refusal, say } from '../../../errors';

/** A user's name as staff know each other, for the "prepared by" and "approved by" lines. */
export async function nameOf(db: Db, user: SessionUser): Promise<string> {
  if (user.id === 0) return 'System';
  const row = await db.selectFrom('users').select('name').where('id', '=', user.id).executeTakeFirst();
  const name = typeof row?.name === 'string' && row.name.trim() !== '' ? row.name.trim() : user.username;
  return name.slice(0, 120);
}

interface AccountFacts {
  readonly label: string;
  readonly fund_id: number;
  readonly type: string;
  readonly closed: boolean;
}

async function accountsById(db: Db, branchId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, AccountFacts>();
  const rows = await db
    .selectFrom('accounts')
    .select(['id', 'code', 'name', 'fund_id', 'type', 'closed'])
    .where('branch_id', '=', branchId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(
    rows.map((a) => [
      Number(a.id),
      { label: `${a.code} ${a.name}`, fund_id: Number(a.fund_id), type: String(a.type), closed: Boolean(a.closed) },
    ]),
  );
}

async function headsById(db: Db, branchId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, Row>();
  const rows = await db
    .selectFrom('vote_heads')
    .select(['id', 'name', 'fund_id', 'expense_account_id'])
    .where('branch_id', '=', branchId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((h) => [Number(h.id), h]));
}

const idOf = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/**
 * validate: every line charges one income or expense account of the budget's fund, given itself
 * or through a vote head of that fund (whose expense account the line then takes), each account
 * once. Errors are keyed by line, as the form shows them.
 */
export const checkBudgetLines: Hook = async ({ db, user, action, data, before }) => {
  if (action !== 'create' && action !== 'update') return;
  const sent = Array.isArray(data.lines);
  if (!sent && !(before && data.fund_id !== undefined && Number(data.fund_id) !== Number(before.fund_id))) return;
  const lines = (sent ? data.lines : before?.lines) as Row[];
  const fundId = Number(data.fund_id ?? before?.fund_id);
  const fund = await db
    .selectFrom('funds')
    .select('name')
    .where('branch_id', '=', user.branchId)
    .where('id', '=', fundId)
    .executeTakeFirst();
  const fundName = String(fund?.name ?? fundId);
  const heads = await headsById(
    db,
    user.branchId,
    lines.flatMap((l) => (idOf(l.vote_head_id) === null ? [] : [Number(l.vote_head_id)])),
  );
  const errors: Record<string, Coded> = {};
  const accountOf = lines.map((line, i) => {
    const headId = idOf(line.vote_head_id);
    const accountId = idOf(line.account_id);
    if (headId === null) {
      if (accountId === null) errors[`lines.${i}.account_id`] = say('shule.finance.budgets.line_account_or_head');
      return accountId;
    }
    const head = heads.get(headId);
    const expense = idOf(head?.expense_account_id);
    const name = String(head?.name ?? headId);
    if (Number(head?.fund_id) !== fundId)
      errors[`lines.${i}.vote_head_id`] = say('shule.finance.budgets.head_not_of_fund', { head: name });
    else if (expense === null)
      errors[`lines.${i}.vote_head_id`] = say('shule.finance.budgets.head_without_account', { head: name });
    else if (accountId !== null && accountId !== expense)
      errors[`lines.${i}.account_id`] = say('shule.finance.budgets.line_both');
    return expense;
  });
  const accounts = await accountsById(
    db,
    user.branchId,
    accountOf.flatMap((a) => (a === null ? [] : [a])),
  );
  const seen = new Map<number, number>();
  accountOf.forEach((accountId, i) => {
    if (accountId === null || errors[`lines.${i}.account_id`] || errors[`lines.${i}.vote_head_id`]) return;
    const account = accounts.get(accountId);
    const key = `lines.${i}.${idOf(lines[i].vote_head_id) === null ? 'account_id' : 'vote_head_id'}`;
    const label = account?.label ?? String(accountId);
    if (!account || account.fund_id !== fundId)
      errors[key] = say('shule.finance.budgets.line_not_of_fund', { account: label, fund: fundName });
    else if (account.type !== 'income' && account.type !== 'expense')
      errors[key] = say('shule.finance.budgets.line_not_income_or_expense', { account: label });
    else if (account.closed) errors[key] = say('shule.finance.budgets.line_closed', { account: label });
    else if (seen.has(accountId))
      errors[key] = say('shule.finance.budgets.line_twice', { account: label, line: (seen.get(accountId) ?? 0) + 1 });
    else seen.set(accountId, i);
  });
  if (Object.keys(errors).length > 0) throw fieldsRefused(errors);
  // A vote head's line keeps its expense account, so the books and reports read accounts alone.
  if (sent) lines.forEach((line, i) => (line.account_id = accountOf[i]));
};

/** beforeSave: the budget's name, who prepared it, its revision and its income and expenditure totals. */
export const describeBudget: Hook = async ({ db, user, action, data, before, system }) => {
  if (action !== 'create' && action !== 'update') return;
  if (action === 'create' || data.fund_id !== undefined || data.fiscal_year !== undefined) {
    const fundId = Number(data.fund_id ?? before?.fund_id);
    const fund = await db
      .selectFrom('funds')
      .select('name')
      .where('branch_id', '=', user.branchId)
      .where('id', '=', fundId)
      .executeTakeFirst();
    const year = fiscalYear(Number(data.fiscal_year ?? before?.fiscal_year));
    data.title = `${String(fund?.name ?? fundId)} ${year.name}`;
  }
  if (action === 'create') data.revision = data.revision ?? 1;
  // An engine's own change (approval, revision) leaves the preparer as it was.
  if (!system || (action === 'create' && data.prepared_by === undefined)) data.prepared_by = await nameOf(db, user);
  if (!Array.isArray(data.lines)) return;
  const lines = data.lines as Row[];
  const types = await accountsById(
    db,
    user.branchId,
    lines.map((l) => Number(l.account_id)),
  );
  const total = (type: string) =>
    lines.filter((l) => types.get(Number(l.account_id))?.type === type).reduce((s, l) => s + Number(l.amount), 0);
  data.total_income = total('income');
  data.total_expenditure = total('expense');
};

/**
 * onTransition: approve, never by whoever prepared the budget or last changed it (a revision
 * sent back is changed by its reviser); revise, which puts an approved budget back to draft as
 * its next revision with the reason, both through the writer so the audit keeps each step.
 */
export const budgetSteps: Hook = async ({ db, user, writer, action, before, record, input }) => {
  if (!before || !record) return;
  const id = Number(record.id);
  if (action === 'approve') {
    if (Number(before.created_by) === user.id || Number(before.updated_by) === user.id) {
      const message = say('shule.finance.budgets.own_budget');
      throw refusal(409, message, { status: message });
    }
    await writer.update(
      db,
      user,
      budgets,
      id,
      { approved_by: await nameOf(db, user), approved_on: todayAtSchool() },
      { system: true },
    );
    return;
  }
  if (action !== 'revise') return;
  await writer.update(
    db,
    user,
    budgets,
    id,
    {
      revision: Number(before.revision ?? 1) + 1,
      revision_reason: String(input?.reason ?? ''),
      approved_by: null,
      approved_on: null,
      prepared_by: await nameOf(db, user),
    },
    { system: true },
  );
};
