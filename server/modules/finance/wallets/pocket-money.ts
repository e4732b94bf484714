import type { WalletStatement } from '../../../../src/schema/pocket-money-statement';
import type { SessionUser } from '../../../context';
import type { Db } from '../../../db/database';
import type { Hook } from '../../../engine/hooks';
import { refusal, say } from '../../../errors';
import { loadAccounts } from '../ledger/accounts';
import { formatCents } from '../ledger/cents';
import { lockBooks, postEntries } from '../ledger/journal';

/** A student's wallet balance: deposits less withdrawals, in cents. */
export async function walletBalance(db: Db, branchId: number, studentId: number): Promise<number> {
  const row = await db
    .selectFrom('pocket_money_transactions')
    .select((eb) => [
      eb.fn
        .sum<number>(
          eb
            .case()
            .when('kind', '=', 'deposit')
            .then(eb.ref('amount'))
            .else(eb.neg(eb.ref('amount')))
            .end(),
        )
        .as('balance'),
    ])
    .where('branch_id', '=', branchId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}

/**
 * beforeSave of a new transaction: the wallet is read under the branch's books lock (PostgreSQL
 * locks the branch row; SQLite has one writer), so two withdrawals at once cannot both spend the
 * same shillings; a withdrawal beyond the balance is refused, and the balance after is kept.
 */
export const keepWalletBalance: Hook = async ({ db, user, action, data }) => {
  if (action !== 'create') return;
  await lockBooks(db, user.branchId);
  const balance = await walletBalance(db, user.branchId, Number(data.student_id));
  const amount = Number(data.amount);
  if (data.kind === 'withdrawal' && amount > balance) {
    const message = say('shule.finance.wallets.insufficient_wallet', {
      balance: formatCents(balance),
      amount: formatCents(amount),
    });
    throw refusal(409, message, { amount: message });
  }
  data.balance_after = data.kind === 'withdrawal' ? balance - amount : balance + amount;
};

/**
 * afterSave: the money enters or leaves the Pocket money fund's cash or M-Pesa clearing, against
 * the liability the school owes its students (domain note 5).
 */
export const postWalletTransaction: Hook = async ({ db, user, action, record }) => {
  if (action !== 'create' || !record) return;
  await postPocketMoney(db, user, record);
};

export async function postPocketMoney(db: Db, user: SessionUser, record: Record<string, unknown>): Promise<void> {
  const accounts = await loadAccounts(db, user.branchId);
  const fund = accounts.fundOfKind('pocket_money');
  const money = accounts.get(fund, record.mode === 'mpesa' ? 'mpesa_clearing' : 'cash');
  const held = accounts.get(fund, 'pocket_money_held');
  const amount = Number(record.amount);
  const studentId = Number(record.student_id);
  const deposit = record.kind === 'deposit';
  await postEntries(db, user, [
    {
      posted_on: String(record.transacted_on),
      narration: `Pocket money ${deposit ? 'deposit' : 'withdrawal'}${record.reference ? ` ${String(record.reference)}` : ''}`,
      source: 'pocket_money',
      source_id: Number(record.id),
      lines: [
        { account_id: deposit ? money : held, debit: amount, credit: 0, student_id: studentId },
        { account_id: deposit ? held : money, debit: 0, credit: amount, student_id: studentId },
      ],
    },
  ]);
}

/** A student's wallet in date order with the balance after each transaction; null: no such student here. */
export async function walletStatement(db: Db, branchId: number, studentId: number): Promise<WalletStatement | null> {
  const student = await db
    .selectFrom('students as s')
    .leftJoin('classes as c', 'c.id', 's.class_id')
    .select(['s.id', 's.admission_no', 's.first_name', 's.last_name', 'c.name as class_name'])
    .where('s.branch_id', '=', branchId)
    .where('s.id', '=', studentId)
    .executeTakeFirst();
  if (!student) return null;
  const rows = await db
    .selectFrom('pocket_money_transactions')
    .select(['id', 'transacted_on', 'kind', 'amount', 'mode', 'reference', 'note', 'balance_after'])
    .where('branch_id', '=', branchId)
    .where('student_id', '=', studentId)
    .orderBy('id')
    .execute();
  const transactions = rows.map((r) => ({
    id: Number(r.id),
    transacted_on: String(r.transacted_on),
    kind: String(r.kind),
    amount: Number(r.amount),
    mode: String(r.mode),
    reference: r.reference === null ? null : String(r.reference),
    note: r.note === null ? null : String(r.note),
    balance_after: Number(r.balance_after),
  }));
  const sum = (kind: string) => transactions.filter((t) => t.kind === kind).reduce((n, t) => n + t.amount, 0);
  return {
    student: {
      id: Number(student.id),
      admission_no: String(student.admission_no),
      name: `${String(student.first_name)} ${String(student.last_name)}`,
      class_name: student.class_name === null ? null : String(student.class_name),
    },
    balance: sum('deposit') - sum('withdrawal'),
    deposits: sum('deposit'),
    withdrawals: sum('withdrawal'),
    transactions,
  };
}
