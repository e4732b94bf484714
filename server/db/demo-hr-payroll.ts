import { type AnyResource, getResource } from '../../src/schema';
import type { SessionUser } from '../context';
import type { Db, ShuleDatabase } from './database';
import { demoToday } from './demo-finance-payments';
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

const previous = (period: string) => {
  const [year, month] = period.split('-').map(Number);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
};

/**
 * The HR demo's payroll part (after the register, the rates and leave; before seed.ts locks the
 * demo's first quarter): the two months before this one prepared by HR (Mercy Njeri), approved by
 * the principal (Esther Mutiso, a second HR administrator) and paid on the school's pay day, so
 * each is posted to the journal and its loans have fallen; this month's payroll in draft, waiting
 * for approval. Everything goes through the Writer and the workflow, as the users' own actions would.
 */
export async function seedHrPayrollDemo(database: ShuleDatabase, branchId: number): Promise<void> {
  const { db } = database;
  const [hr, principal] = await Promise.all([staff(db, branchId, 'hr'), staff(db, branchId, 'principal')]);
  if (!hr || !principal) return;
  const onPayroll = await db
    .selectFrom('employees')
    .select('id')
    .where('branch_id', '=', branchId)
    .where('on_payroll', '=', true)
    .executeTakeFirst();
  if (!onPayroll) return; // a school without a register has nothing to pay
  const writer = await writerFor(database);
  const { transition } = await import('../engine/transition');
  const payrolls = getResource('payrolls') as AnyResource;
  const settings = await db
    .selectFrom('hr_settings')
    .select('pay_day')
    .where('branch_id', '=', branchId)
    .executeTakeFirst();
  const payDay = Math.min(28, Number(settings?.pay_day ?? 28));
  const today = demoToday();
  const current = today.slice(0, 7);
  const paid = [previous(previous(current)), previous(current)];
  await db.transaction().execute(async (trx) => {
    for (const period of paid) {
      const made = await writer.create(trx, hr, payrolls, {
        period,
        notes: 'Board of management staff: basic pay, allowances and deductions as on the register.',
      });
      const id = Number(made.id);
      await transition(writer, trx, principal, payrolls, id, 'approve', {});
      const paidOn = `${period}-${String(payDay).padStart(2, '0')}`;
      await transition(writer, trx, hr, payrolls, id, 'pay', { paid_on: paidOn, net_pay_from: 'bank' });
    }
    await writer.create(trx, hr, payrolls, { period: current });
  });
}
