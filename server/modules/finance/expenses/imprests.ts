import type { PaymentMode } from '../../../../src/schema/finance-expenses-vouchers';
import { formatStoredDate, todayAtSchool } from '../../../../src/schema/display';
import type { SessionUser } from '../../../context';
import type { Db, Row } from '../../../db/database';
import type { Hook } from '../../../engine/hooks';
import { fieldsRefused, refusal, say } from '../../../errors';
import { staffName } from '../books/staff';
import { loadAccounts } from '../ledger/accounts';
import { formatCents } from '../ledger/cents';
import { postEntries } from '../ledger/journal';
import { nextNumber } from './numbers';
import { chargeLines, modeRefusal, payFromAccount, referenceRefusal } from './spending';
import { refuseEarlier } from './vouchers';

const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);
const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null) || String(a ?? '') === String(b ?? '');

/**
 * validate: an imprest is requested and approved as a whole; once issued, only its receipts
 * (Spent) are written, until it is surrendered. The pay-from account is a bank, cash or M-Pesa
 * account of its fund, and each receipt is charged to an expense account of that fund.
 */
export const checkImprest: Hook = async ({ db, user, data, before, system }) => {
  if (system) return;
  const status = String(before?.status ?? 'requested');
  if (status === 'issued') {
    const changed = Object.keys(data).filter((k) => k !== 'expenses' && !same(data[k], before?.[k]));
    if (changed.length > 0) {
      const message = say('shule.finance.expenses.imprest_issued_fixed');
      throw refusal(409, message, Object.fromEntries(changed.map((k) => [k, message])));
    }
  } else if (rowsOf(data.expenses).length > 0)
    throw fieldsRefused({ expenses: say('shule.finance.expenses.imprest_lines_later') });
  const fundId = Number(data.fund_id ?? before?.fund_id);
  await payFromAccount(
    db,
    user.branchId,
    Number(data.pay_from_account_id ?? before?.pay_from_account_id),
    'pay_from_account_id',
  );
  if (status === 'issued' && Array.isArray(data.expenses))
    await chargeLines(db, user.branchId, fundId, rowsOf(data.expenses), 'expenses');
};

/** beforeSave of a request: its number (IMP-000001) and who asked. */
export const numberImprest: Hook = async ({ db, user, action, data }) => {
  if (action !== 'create') return;
  data.imprest_no = await nextNumber(db, user.branchId, 'imprests', 'imprest_no', 'IMP-');
  data.requested_by ??= await staffName(db, user);
};

const setImprest = (db: Db, user: SessionUser, id: number, values: Row) =>
  db.updateTable('imprests').set(values).where('id', '=', id).where('branch_id', '=', user.branchId).execute();

/** Whoever holds an imprest not yet surrendered gets no other: they surrender the first. */
async function refuseSecondImprest(db: Db, user: SessionUser, record: Row): Promise<void> {
  const held = await db
    .selectFrom('imprests')
    .select(['imprest_no', 'amount', 'issued_on', 'holder_name'])
    .where('branch_id', '=', user.branchId)
    .where('status', '=', 'issued')
    .where('id', '<>', Number(record.id))
    .where((eb) => eb(eb.fn('upper', ['holder_id_no']), '=', String(record.holder_id_no).toUpperCase()))
    .executeTakeFirst();
  if (!held) return;
  throw refusal(
    409,
    say('shule.finance.expenses.imprest_outstanding', {
      holder: String(held.holder_name),
      imprest: String(held.imprest_no),
      amount: formatCents(Number(held.amount)),
      date: formatStoredDate(held.issued_on),
    }),
  );
}

async function issue(db: Db, user: SessionUser, record: Row, input: Row): Promise<void> {
  const on = String(input.issued_on ?? todayAtSchool());
  refuseEarlier('issued_on', on, record.requested_on);
  await refuseSecondImprest(db, user, record);
  const mode = input.issue_mode as PaymentMode;
  const reference = referenceRefusal(mode, input.issue_reference);
  if (reference) throw fieldsRefused({ issue_reference: reference });
  const from = await payFromAccount(db, user.branchId, Number(record.pay_from_account_id), 'pay_from_account_id');
  const unsuited = modeRefusal(mode, from);
  if (unsuited) throw fieldsRefused({ issue_mode: unsuited });
  const amount = Number(record.amount);
  const accounts = await loadAccounts(db, user.branchId);
  await postEntries(db, user, [
    {
      posted_on: on,
      narration: `${String(record.imprest_no)} imprest to ${String(record.holder_name)}: ${String(record.purpose)}`,
      source: 'imprest',
      source_id: Number(record.id),
      lines: [
        { account_id: accounts.get(Number(record.fund_id), 'imprest'), debit: amount, credit: 0 },
        { account_id: from.id, debit: 0, credit: amount },
      ],
    },
  ]);
  const number = mode === 'cash' ? '' : String(input.issue_reference).trim();
  await setImprest(db, user, Number(record.id), {
    issued_on: on,
    issue_mode: mode,
    issue_reference: number === '' ? null : number.slice(0, 40),
    issued_by: await staffName(db, user),
  });
}

/**
 * The surrender: the receipts and the cash returned make up the advance exactly (or the gap is
 * told), then Dr each receipt's expense account, Dr cash or bank for the cash returned, Cr imprest.
 */
async function surrender(db: Db, user: SessionUser, record: Row, input: Row): Promise<void> {
  const on = String(input.surrendered_on ?? todayAtSchool());
  refuseEarlier('surrendered_on', on, record.issued_on);
  const fundId = Number(record.fund_id);
  const lines = structuredClone(rowsOf(record.expenses));
  await chargeLines(db, user.branchId, fundId, lines, 'expenses');
  const amount = Number(record.amount);
  const spent = lines.reduce((sum, l) => sum + Number(l.amount), 0);
  const returned = Number(input.cash_returned ?? 0);
  if (spent + returned !== amount) {
    const args = {
      spent: formatCents(spent),
      returned: formatCents(returned),
      total: formatCents(spent + returned),
      gap: formatCents(Math.abs(amount - spent - returned)),
      amount: formatCents(amount),
    };
    const message = say(
      `shule.finance.expenses.${spent + returned < amount ? 'surrender_short' : 'surrender_over'}`,
      args,
    );
    throw refusal(409, message, { cash_returned: message });
  }
  const accounts = await loadAccounts(db, user.branchId);
  const back = accounts.get(fundId, input.returned_to === 'bank' ? 'bank' : 'cash');
  await postEntries(db, user, [
    {
      posted_on: on,
      narration: `${String(record.imprest_no)} surrendered by ${String(record.holder_name)}: ${String(record.purpose)}`,
      source: 'imprest',
      source_id: Number(record.id),
      lines: [
        ...lines.map((l) => ({
          account_id: Number(l.account_id),
          debit: Number(l.amount),
          credit: 0,
          vote_head_id: l.vote_head_id === null || l.vote_head_id === undefined ? null : Number(l.vote_head_id),
        })),
        { account_id: back, debit: returned, credit: 0 },
        { account_id: accounts.get(fundId, 'imprest'), debit: 0, credit: amount },
      ],
    },
  ]);
  await setImprest(db, user, Number(record.id), {
    cash_returned: returned,
    surrendered_on: on,
    surrendered_by: await staffName(db, user),
  });
}

/** onTransition: approve and reject (never by the requester), issue (posts), surrender (posts). */
export const imprestSteps: Hook = async ({ db, user, action, before, record, input = {} }) => {
  if (!before || !record) return;
  if ((action === 'approve' || action === 'reject') && Number(before.created_by) === user.id) {
    const message = say('shule.finance.expenses.own_imprest');
    throw refusal(409, message, { status: message });
  }
  if (action === 'approve') await setImprest(db, user, Number(record.id), { approved_by: await staffName(db, user) });
  else if (action === 'reject')
    await setImprest(db, user, Number(record.id), {
      decision_note: `${await staffName(db, user)}: ${String(input.note ?? '').trim()}`.slice(0, 500),
    });
  else if (action === 'issue') await issue(db, user, record, input);
  else if (action === 'surrender') await surrender(db, user, record, input);
};
