import { sql } from 'kysely';
import { englishText } from '../../../../src/schema';
import { todayAtSchool } from '../../../../src/schema/display';
import type { AccountPurpose } from '../../../../src/schema/finance-ledger';
import type { OtherIncomeMode } from '../../../../src/schema/finance-other-incomes';
import type { Coded } from '../../../../src/schema';
import type { SessionUser } from '../../../context';
import type { Db } from '../../../db/database';
import type { Hook } from '../../../engine/hooks';
import { fieldsRefused, say } from '../../../errors';
import { loadAccounts } from '../ledger/accounts';
import { lockBooks, postEntries } from '../ledger/journal';
import { reverseSource } from '../ledger/reverse';
import { nameOf } from './budget-rules';

/** Where money received by each mode lands: a cheque is banked, M-Pesa waits in its clearing account. */
export const PAY_IN_PURPOSE: Readonly<Record<OtherIncomeMode, AccountPurpose>> = {
  bank: 'bank',
  cheque: 'bank',
  cash: 'cash',
  mpesa: 'mpesa_clearing',
};
const PAY_IN_PURPOSES: readonly string[] = ['bank', 'cash', 'mpesa_clearing'];

async function accountFacts(db: Db, branchId: number, id: unknown) {
  if (id === null || id === undefined) return undefined;
  return db
    .selectFrom('accounts')
    .select(['code', 'name', 'type', 'purpose', 'closed'])
    .where('branch_id', '=', branchId)
    .where('id', '=', Number(id))
    .executeTakeFirst();
}

/**
 * validate: the income account is an income account, the pay-in account (when chosen) the fund's
 * bank, cash or M-Pesa account, and a cheque's number is given. (That both belong to the fund is
 * the declaration's `within`.)
 */
export const checkOtherIncome: Hook = async ({ db, user, action, data }) => {
  if (action !== 'create') return;
  const refused: Record<string, Coded> = {};
  const income = await accountFacts(db, user.branchId, data.income_account_id);
  if (income && income.type !== 'income')
    refused.income_account_id = say('shule.finance.budgets.not_income_account', {
      account: `${income.code} ${income.name}`,
    });
  const payIn = await accountFacts(db, user.branchId, data.pay_in_account_id);
  if (payIn && !PAY_IN_PURPOSES.includes(String(payIn.purpose)))
    refused.pay_in_account_id = say('shule.finance.budgets.not_pay_in_account', {
      account: `${payIn.code} ${payIn.name}`,
    });
  if (data.kind === 'capitation')
    for (const field of ['academic_year', 'tranche'])
      if (data[field] === null || data[field] === undefined || data[field] === '')
        refused[field] = say('shule.validation.required');
  if (data.mode === 'cheque' && !String(data.reference ?? '').trim())
    refused.reference = say('shule.finance.budgets.cheque_number_needed');
  if (Object.keys(refused).length > 0) throw fieldsRefused(refused);
};

/** The next OI number of a branch, read under the books' lock: receipts are never deleted, so no gaps. */
async function nextReceiptNo(db: Db, user: SessionUser): Promise<string> {
  await lockBooks(db, user.branchId);
  const row = await db
    .selectFrom('other_incomes')
    .select(sql<number | string | null>`max(cast(substr(receipt_no, 4) as integer))`.as('last'))
    .where('branch_id', '=', user.branchId)
    .executeTakeFirst();
  return `OI-${String(Number(row?.last ?? 0) + 1).padStart(6, '0')}`;
}

/** beforeSave: numbered, the pay-in account fixed by the mode, and who received it. */
export const numberOtherIncome: Hook = async ({ db, user, action, data }) => {
  if (action !== 'create') return;
  data.receipt_no = await nextReceiptNo(db, user);
  if (data.pay_in_account_id === null || data.pay_in_account_id === undefined) {
    const accounts = await loadAccounts(db, user.branchId);
    data.pay_in_account_id = accounts.get(Number(data.fund_id), PAY_IN_PURPOSE[data.mode as OtherIncomeMode]);
  }
  // A capitation grant's year and tranche say which release it is; other income has neither.
  if (data.kind !== 'capitation') Object.assign(data, { academic_year: null, tranche: null });
  Object.assign(data, {
    status: 'posted',
    received_by: await nameOf(db, user),
    void_reason: null,
    voided_on: null,
    voided_by: null,
  });
};

/** afterSave: the money in the books, in the receipt's transaction. */
export const postOtherIncome: Hook = async ({ db, user, action, record }) => {
  if (action !== 'create' || !record) return;
  const amount = Number(record.amount);
  const detail = String(record.description ?? '').trim();
  await postEntries(db, user, [
    {
      posted_on: String(record.received_on),
      narration: englishText(
        say('shule.finance.budgets.narration_income', {
          receipt: String(record.receipt_no),
          payer: String(record.payer),
          detail: detail === '' ? '' : `: ${detail}`,
        }),
      ),
      source: 'other_income',
      source_id: Number(record.id),
      lines: [
        { account_id: Number(record.pay_in_account_id), debit: amount, credit: 0 },
        { account_id: Number(record.income_account_id), debit: 0, credit: amount },
      ],
    },
  ]);
};

/** onTransition: a void reverses the receipt's posting today and says why and by whom. */
export const voidOtherIncome: Hook = async ({ db, user, action, before, input }) => {
  if (action !== 'void' || !before) return;
  const id = Number(before.id);
  const reason = String(input?.reason ?? '').slice(0, 250);
  const today = todayAtSchool();
  await reverseSource(
    db,
    user,
    ['other_income'],
    id,
    today,
    englishText(say('shule.finance.budgets.narration_void', { receipt: String(before.receipt_no), reason })),
  );
  await db
    .updateTable('other_incomes')
    .set({ void_reason: reason, voided_on: today, voided_by: await nameOf(db, user) })
    .where('branch_id', '=', user.branchId)
    .where('id', '=', id)
    .execute();
};
