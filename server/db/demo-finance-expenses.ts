import { type AnyResource, getResource } from '../../src/schema';
import { todayAtSchool } from '../../src/schema/display';
import type { SessionUser } from '../context';
import type { Db, ShuleDatabase } from './database';
import { DEMO_IMPRESTS, DEMO_SUPPLIERS, DEMO_VOUCHERS } from './demo-finance-expenses-data';
import { writerFor } from './system-writes';

async function staff(db: Db, branchId: number, username: string): Promise<SessionUser | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('branch_id', '=', branchId)
    .where('username', '=', username)
    .executeTakeFirst();
  return row ? { id: Number(row.id), username: String(row.username), roles: ['ROLE_All'], branchId } : undefined;
}

async function idsBy(db: Db, table: string, branchId: number, column: string): Promise<Map<string, number>> {
  const rows = await db.selectFrom(table).select(['id', column]).where('branch_id', '=', branchId).execute();
  return new Map(rows.map((r) => [String(r[column]), Number(r.id)]));
}

/**
 * The demo school's expenses (after the books demo; the books lock the first quarter once every
 * area has posted): eight suppliers; payment vouchers from July to November 2026 prepared by the
 * accountant, approved by the principal and paid by the bursar (most paid and posted, three
 * approved and waiting for payment, two drafts, one rejected), charged to the vote heads of their
 * funds; and two imprests, one surrendered with its receipts and one still outstanding. Everything
 * goes through the Writer and the workflow, as the three users' own actions would.
 */
export async function seedExpensesDemo(database: ShuleDatabase, branchId: number): Promise<void> {
  const { db } = database;
  const writer = await writerFor(database);
  const [accountant, principal, bursar] = await Promise.all(
    ['accountant', 'principal', 'bursar'].map((name) => staff(db, branchId, name)),
  );
  if (!accountant || !principal || !bursar) return;
  const { transition } = await import('../engine/transition');
  const resource = (name: string) => getResource(name) as AnyResource;
  const [vouchers, imprests] = [resource('payment_vouchers'), resource('imprests')];
  const today = todayAtSchool();
  const [heads, accounts, funds] = await Promise.all([
    idsBy(db, 'vote_heads', branchId, 'code'),
    idsBy(db, 'accounts', branchId, 'code'),
    idsBy(db, 'funds', branchId, 'code'),
  ]);
  const fundOf = (code: string) => funds.get(code.split('-')[0]);
  if (!heads.has('BES') || !accounts.has('OPS-1100')) return; // a school without the standard chart
  const act = (trx: Db, user: SessionUser, target: AnyResource, id: number, name: string, input: object = {}) =>
    transition(writer, trx, user, target, id, name, input);

  await db.transaction().execute(async (trx) => {
    const suppliers = new Map<string, number>();
    for (const supplier of DEMO_SUPPLIERS)
      suppliers.set(supplier.name, Number((await writer.create(trx, accountant, resource('suppliers'), supplier)).id));

    // A demo seeded on an earlier day leaves out what has not happened yet.
    for (const v of DEMO_VOUCHERS.filter((x) => x.on <= today && (x.paid?.on ?? x.on) <= today)) {
      const made = await writer.create(trx, accountant, vouchers, {
        prepared_on: v.on,
        supplier_id: v.supplier ? suppliers.get(v.supplier) : null,
        payee_name: v.payee ?? null,
        fund_id: fundOf(v.from),
        pay_from_account_id: accounts.get(v.from),
        particulars: v.particulars,
        lines: v.lines.map((l) => ({ vote_head_id: heads.get(l.head), description: l.description, amount: l.amount })),
      });
      const id = Number(made.id);
      if (v.end === 'rejected') await act(trx, principal, vouchers, id, 'reject', { note: v.note });
      if (v.end === 'approved' || v.end === 'paid') {
        await act(trx, principal, vouchers, id, 'approve');
        // Approval records today, and the budgets' warnings of now: the demo's happened on its own day,
        // under the budget approved before the year (the budgets demo is seeded after this one).
        await trx
          .updateTable('payment_vouchers')
          .set({ approved_on: v.approved, budget_warnings: null })
          .where('id', '=', id)
          .execute();
      }
      if (v.end === 'paid' && v.paid)
        await act(trx, bursar, vouchers, id, 'pay', {
          paid_on: v.paid.on,
          payment_mode: v.paid.mode,
          payment_reference: v.paid.reference ?? null,
        });
    }

    for (const m of DEMO_IMPRESTS.filter((x) => x.issued.on <= today)) {
      const made = await writer.create(trx, accountant, imprests, {
        holder_name: m.holder_name,
        holder_id_no: m.holder_id_no,
        designation: m.designation,
        holder_phone: m.holder_phone,
        purpose: m.purpose,
        requested_on: m.requested_on,
        surrender_by: m.surrender_by,
        fund_id: fundOf(m.from),
        pay_from_account_id: accounts.get(m.from),
        amount: m.amount,
      });
      const id = Number(made.id);
      await act(trx, principal, imprests, id, 'approve');
      await act(trx, bursar, imprests, id, 'issue', {
        issued_on: m.issued.on,
        issue_mode: m.issued.mode,
        issue_reference: 'reference' in m.issued ? m.issued.reference : null,
      });
      if (!('receipts' in m) || m.surrendered.on > today) continue;
      await writer.update(trx, accountant, imprests, id, {
        expenses: m.receipts.map(({ head, ...r }) => ({ ...r, vote_head_id: heads.get(head) })),
      });
      await act(trx, accountant, imprests, id, 'surrender', {
        surrendered_on: m.surrendered.on,
        cash_returned: m.surrendered.returned,
        returned_to: 'cash',
      });
    }
  });
}
