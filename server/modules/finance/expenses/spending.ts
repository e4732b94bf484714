import type { Coded } from '../../../../src/schema';
import type { PaymentMode } from '../../../../src/schema/finance-expenses-vouchers';
import type { Db, Row } from '../../../db/database';
import { fieldsRefused, say } from '../../../errors';

/** The accounts money is paid out of: a fund's bank, cash in hand and M-Pesa. */
export const PAY_FROM_PURPOSES = ['bank', 'cash', 'mpesa_clearing'] as const;

export interface AccountFacts {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly type: string;
  readonly purpose: string;
  readonly fund_id: number;
}

const label = (a: AccountFacts) => `${a.code} ${a.name}`;

export async function accountsById(
  db: Db,
  branchId: number,
  ids: readonly number[],
): Promise<Map<number, AccountFacts>> {
  const wanted = [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('accounts')
    .select(['id', 'code', 'name', 'type', 'purpose', 'fund_id'])
    .where('branch_id', '=', branchId)
    .where('id', 'in', wanted)
    .execute();
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        id: Number(r.id),
        code: String(r.code),
        name: String(r.name),
        type: String(r.type),
        purpose: String(r.purpose),
        fund_id: Number(r.fund_id),
      },
    ]),
  );
}

/** The pay-from account when it is a bank, cash or M-Pesa account (the engine has checked its fund). */
export async function payFromAccount(db: Db, branchId: number, id: number, field: string): Promise<AccountFacts> {
  const account = (await accountsById(db, branchId, [id])).get(id);
  if (!account || !(PAY_FROM_PURPOSES as readonly string[]).includes(account.purpose))
    throw fieldsRefused({
      [field]: say('shule.finance.expenses.pay_from_purpose', { account: account ? label(account) : String(id) }),
    });
  return account;
}

/** A cheque or transfer is drawn on a bank, cash comes from cash in hand, M-Pesa from M-Pesa or the bank. */
export function modeRefusal(mode: PaymentMode, account: AccountFacts): Coded | undefined {
  const suits =
    mode === 'cash'
      ? account.purpose === 'cash'
      : mode === 'mpesa'
        ? account.purpose === 'mpesa_clearing' || account.purpose === 'bank'
        : account.purpose === 'bank';
  if (suits) return undefined;
  const key = mode === 'cash' ? 'mode_needs_cash' : mode === 'mpesa' ? 'mode_needs_mpesa' : 'mode_needs_bank';
  return say(`shule.finance.expenses.${key}`, { account: label(account) });
}

/** The number a referenced mode must record, or the message asking for it. */
export function referenceRefusal(mode: PaymentMode, reference: unknown): Coded | undefined {
  if (mode === 'cash' || (typeof reference === 'string' && reference.trim() !== '')) return undefined;
  const key = mode === 'cheque' ? 'cheque_no_needed' : mode === 'mpesa' ? 'mpesa_code_needed' : 'transfer_ref_needed';
  return say(`shule.finance.expenses.${key}`);
}

const idOf = (value: unknown): number | null => (typeof value === 'number' && value > 0 ? value : null);

/**
 * Checks spending lines (a voucher's, an imprest's receipts) against their fund and gives each its
 * account: the vote head's expense account, or the expense account chosen. Every line's problem
 * is answered at once, keyed `<field>.<n>.<column>`; the lines are changed in place.
 */
export async function chargeLines(db: Db, branchId: number, fundId: number, lines: Row[], field: string) {
  const headIds = lines.map((l) => idOf(l.vote_head_id)).filter((id): id is number => id !== null);
  const heads = new Map(
    headIds.length === 0
      ? []
      : (
          await db
            .selectFrom('vote_heads as v')
            .innerJoin('funds as f', 'f.id', 'v.fund_id')
            .select(['v.id', 'v.name', 'v.fund_id', 'v.expense_account_id', 'f.name as fund'])
            .where('v.branch_id', '=', branchId)
            .where('v.id', 'in', [...new Set(headIds)])
            .execute()
        ).map((h) => [Number(h.id), h]),
  );
  const accounts = await accountsById(db, branchId, [
    ...lines.map((l) => idOf(l.account_id) ?? 0),
    ...[...heads.values()].map((h) => Number(h.expense_account_id ?? 0)),
  ]);
  const errors: Record<string, Coded> = {};
  lines.forEach((line, i) => {
    const at = (column: string) => `${field}.${i}.${column}`;
    const headId = idOf(line.vote_head_id);
    let accountId = idOf(line.account_id);
    if (headId === null && accountId === null) {
      errors[at('vote_head_id')] = say('shule.finance.expenses.line_account_needed');
      return;
    }
    if (headId !== null) {
      const head = heads.get(headId);
      const name = String(head?.name ?? '');
      if (!head) errors[at('vote_head_id')] = say('shule.finance.expenses.line_vote_head_missing', { id: headId });
      else if (Number(head.fund_id) !== fundId)
        errors[at('vote_head_id')] = say('shule.finance.expenses.line_vote_head_fund', {
          vote_head: name,
          fund: String(head.fund),
        });
      else if (!head.expense_account_id)
        errors[at('vote_head_id')] = say('shule.finance.expenses.line_vote_head_no_account', { vote_head: name });
      else if (accountId !== null && accountId !== Number(head.expense_account_id)) {
        const own = accounts.get(Number(head.expense_account_id));
        errors[at('account_id')] = say('shule.finance.expenses.line_vote_head_account', {
          vote_head: name,
          account: own ? label(own) : String(head.expense_account_id),
        });
      } else accountId = Number(head.expense_account_id);
      if (errors[at('vote_head_id')] || errors[at('account_id')]) return;
    }
    const account = accounts.get(accountId as number);
    if (!account) errors[at('account_id')] = say('shule.finance.expenses.line_account_missing', { id: accountId ?? 0 });
    else if (account.type !== 'expense' || account.fund_id !== fundId)
      errors[at('account_id')] = say('shule.finance.expenses.line_account_not_expense', { account: label(account) });
    else line.account_id = account.id;
  });
  if (Object.keys(errors).length > 0) throw fieldsRefused(errors);
}
