import { englishText, type Coded } from '../../../../src/schema';
import { formatStoredDate, todayAtSchool } from '../../../../src/schema/display';
import type { PaymentMode } from '../../../../src/schema/finance-expenses-vouchers';
import type { SessionUser } from '../../../context';
import type { Db, Row } from '../../../db/database';
import type { Hook } from '../../../engine/hooks';
import { fieldsRefused, refusal, say } from '../../../errors';
import { staffName } from '../books/staff';
import { postEntries } from '../ledger/journal';
import { reverseSource } from '../ledger/reverse';
import { budgetWarningsOf } from './budget-warnings';
import { checkVoucherFiles } from './voucher-files';
import { nextNumber } from './numbers';
import { chargeLines, modeRefusal, payFromAccount, referenceRefusal } from './spending';
import { keepSupplierTotals } from './suppliers';

const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);
const has = (value: unknown) => value !== null && value !== undefined && value !== '';
const valueOf = (data: Row, before: Row | undefined, field: string): unknown =>
  Object.hasOwn(data, field) ? data[field] : before?.[field];

/**
 * validate: a voucher pays a supplier or a named payee (one of them), from a bank, cash or M-Pesa
 * account of its fund, and charges each line to an expense account of that fund (a vote head's
 * own, filled in); its documents are files uploaded for vouchers in this school.
 */
export const checkVoucher: Hook = async ({ db, user, data, before, system }) => {
  if (system) return;
  const errors: Record<string, Coded> = {};
  const supplier = valueOf(data, before, 'supplier_id');
  const payee = valueOf(data, before, 'payee_name');
  if (!has(supplier) && !has(payee)) errors.payee_name = say('shule.finance.expenses.payee_needed');
  if (has(supplier) && has(payee)) errors.payee_name = say('shule.finance.expenses.payee_both');
  if (Object.keys(errors).length > 0) throw fieldsRefused(errors);
  const fundId = Number(valueOf(data, before, 'fund_id'));
  await payFromAccount(db, user.branchId, Number(valueOf(data, before, 'pay_from_account_id')), 'pay_from_account_id');
  if (Array.isArray(data.lines)) await chargeLines(db, user.branchId, fundId, rowsOf(data.lines), 'lines');
  else if (before && Number(before.fund_id) !== fundId)
    await chargeLines(db, user.branchId, fundId, structuredClone(rowsOf(before.lines)), 'lines');
  if (Array.isArray(data.attachments)) await checkVoucherFiles(db, user.branchId, rowsOf(data.attachments));
};

/**
 * beforeSave: a new voucher's number (PV-000001, gapless per school) and who prepared it; on every
 * save the payee as written on it, the supplier's name or the payee typed.
 */
export const numberVoucher: Hook = async ({ db, user, action, data, before }) => {
  if (action === 'create') {
    data.voucher_no = await nextNumber(db, user.branchId, 'payment_vouchers', 'voucher_no', 'PV-');
    data.prepared_by ??= await staffName(db, user);
  }
  if (Object.hasOwn(data, 'supplier_id') || Object.hasOwn(data, 'payee_name'))
    data.payee = (await payeeOf(db, user.branchId, { ...before, ...data })).slice(0, 120) || null;
};

const setVoucher = (db: Db, user: SessionUser, id: number, values: Row) =>
  db.updateTable('payment_vouchers').set(values).where('id', '=', id).where('branch_id', '=', user.branchId).execute();

/** Approving or rejecting is a second person's: not whoever prepared the draft, nor its last editor. */
function refuseOwnVoucher(user: SessionUser, before: Row): void {
  if (Number(before.created_by) !== user.id && Number(before.updated_by) !== user.id) return;
  const message = say('shule.finance.expenses.own_voucher');
  throw refusal(409, message, { status: message });
}

/** Refuses a date before the one it follows (paid before the voucher's date), on the action's field. */
export function refuseEarlier(field: string, date: string, earliest: unknown): void {
  if (typeof earliest !== 'string' || date >= earliest) return;
  throw fieldsRefused({ [field]: say('shule.finance.expenses.dated_before', { date: formatStoredDate(earliest) }) });
}

async function payeeOf(db: Db, branchId: number, record: Row): Promise<string> {
  if (!has(record.supplier_id)) return String(record.payee_name ?? '');
  const row = await db
    .selectFrom('suppliers')
    .select('name')
    .where('branch_id', '=', branchId)
    .where('id', '=', Number(record.supplier_id))
    .executeTakeFirst();
  return String(row?.name ?? '');
}

/**
 * Pays an approved voucher: the mode's number recorded, the mode suiting the account, and in the
 * same transaction Dr each line's expense account (with its vote head) Cr the pay-from account.
 */
async function pay(db: Db, user: SessionUser, record: Row, input: Row): Promise<void> {
  const id = Number(record.id);
  const mode = input.payment_mode as PaymentMode;
  const paidOn = String(input.paid_on ?? todayAtSchool());
  refuseEarlier('paid_on', paidOn, record.prepared_on);
  const reference = referenceRefusal(mode, input.payment_reference);
  if (reference) throw fieldsRefused({ payment_reference: reference });
  const from = await payFromAccount(db, user.branchId, Number(record.pay_from_account_id), 'pay_from_account_id');
  const unsuited = modeRefusal(mode, from);
  if (unsuited) throw fieldsRefused({ payment_mode: unsuited });
  const lines = rowsOf(record.lines);
  const total = lines.reduce((sum, l) => sum + Number(l.amount), 0);
  const number = mode === 'cash' ? '' : String(input.payment_reference).trim();
  await postEntries(db, user, [
    {
      posted_on: paidOn,
      narration: `${String(record.voucher_no)} ${await payeeOf(db, user.branchId, record)}: ${String(record.particulars)}`,
      source: 'voucher',
      source_id: id,
      lines: [
        ...lines.map((l) => ({
          account_id: Number(l.account_id),
          debit: Number(l.amount),
          credit: 0,
          vote_head_id: has(l.vote_head_id) ? Number(l.vote_head_id) : null,
        })),
        { account_id: from.id, debit: 0, credit: total },
      ],
    },
  ]);
  await setVoucher(db, user, id, {
    paid_on: paidOn,
    payment_mode: mode,
    payment_reference: number === '' ? null : number.slice(0, 40),
    paid_by: await staffName(db, user),
  });
}

/**
 * onTransition: approve and reject (a second person's; approval records the budget warnings the
 * approver saw), pay (posts), cancel (a paid voucher's payment reversed on the day given). The
 * supplier's account follows every step.
 */
export const voucherSteps: Hook = async ({ db, user, action, before, record, input = {} }) => {
  if (!before || !record) return;
  const id = Number(record.id);
  const note = typeof input.note === 'string' ? input.note.trim() : '';
  if (action === 'approve' || action === 'reject') refuseOwnVoucher(user, before);
  if (action === 'approve') {
    const warnings = await budgetWarningsOf(db, user.branchId, record);
    await setVoucher(db, user, id, {
      approved_by: await staffName(db, user),
      approved_on: todayAtSchool(),
      budget_warnings: warnings.length > 0 ? warnings.map((w) => englishText(w)).join('\n') : null,
    });
  } else if (action === 'reject') {
    await setVoucher(db, user, id, { decision_note: `${await staffName(db, user)}: ${note}`.slice(0, 500) });
  } else if (action === 'pay') {
    await pay(db, user, record, input);
  } else if (action === 'cancel') {
    const on = String(input.cancelled_on ?? todayAtSchool());
    if (before.status === 'paid') {
      refuseEarlier('cancelled_on', on, before.paid_on);
      await reverseSource(db, user, ['voucher'], id, on, `Cancelled ${String(record.voucher_no)}: ${note}`);
    }
    await setVoucher(db, user, id, {
      cancelled_on: on,
      decision_note: `${await staffName(db, user)}: ${note}`.slice(0, 500),
    });
  }
  await keepSupplierTotals(db, user.branchId, [record.supplier_id]);
};
