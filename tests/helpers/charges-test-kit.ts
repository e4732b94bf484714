import { expect } from 'vitest';
import type { TestApp } from './harness';
import { insertSystem } from '../../server/db/seed';
import { trialBalance } from '../../server/modules/finance/ledger/trial-balance';

/** Shared fixtures of the charges and wallets suites (tests only). */

/** A vote head of the School Fund used for `kind`, its income account the chart's transport or other income. */
export async function voteHeadFor(t: TestApp, branchId: number, kind: 'transport' | 'other'): Promise<number> {
  const db = t.ctx.database.db;
  const found = await db
    .selectFrom('vote_heads')
    .select('id')
    .where('branch_id', '=', branchId)
    .where('kind', '=', kind)
    .orderBy('id')
    .executeTakeFirst();
  if (found) return Number(found.id);
  const fund = await db
    .selectFrom('funds')
    .select(['id', 'code'])
    .where('branch_id', '=', branchId)
    .where('kind', '=', 'school_fund')
    .executeTakeFirstOrThrow();
  const income = await db
    .selectFrom('accounts')
    .select('id')
    .where('branch_id', '=', branchId)
    .where('code', '=', `${String(fund.code)}-${kind === 'transport' ? '4220' : '4230'}`)
    .executeTakeFirstOrThrow();
  const [id] = await insertSystem(t.ctx.database, 'vote_heads', branchId, [
    {
      code: kind === 'transport' ? 'TRN-T' : 'OTH-T',
      name: kind === 'transport' ? 'Transport (test)' : 'Other charges (test)',
      fund_id: Number(fund.id),
      income_account_id: Number(income.id),
      priority: kind === 'transport' ? 90 : 91,
      kind,
      active: true,
    },
  ]);
  return id;
}

/** Active students of a branch, by id. */
export async function activeStudents(t: TestApp, branchId: number, classId?: number): Promise<number[]> {
  const rows = await t.ctx.database.db
    .selectFrom('students')
    .select('id')
    .where('branch_id', '=', branchId)
    .where('status', '=', 'active')
    .$if(classId !== undefined, (qb) => qb.where('class_id', '=', classId as number))
    .orderBy('id')
    .execute();
  return rows.map((r) => Number(r.id));
}

/**
 * Gives a student `wanted` cents of credit the way a parent does: a receipt (through the API, as
 * `token`'s user) for what the student owes plus `wanted`, whose unapplied remainder is the credit.
 */
export async function giveCredit(t: TestApp, token: string, studentId: number, wanted: number): Promise<void> {
  const owed = await t.ctx.database.db
    .selectFrom('fee_invoices')
    .select((eb) => eb.fn.sum<number>('balance').as('owed'))
    .where('student_id', '=', studentId)
    .where('status', '<>', 'cancelled')
    .executeTakeFirst();
  const response = await t.call('POST', '/api/fee_payments', {
    token,
    body: {
      student_id: studentId,
      amount: Number(owed?.owed ?? 0) + wanted,
      mode: 'bank',
      reference: `TEST-${studentId}-${wanted}`,
      paid_on: '2026-01-10',
    },
  });
  if (response.status !== 201) throw new Error(`payment refused: ${response.status} ${await response.text()}`);
}

/** Active students with no credit yet, so a suite's credit is exactly what it gives. */
export async function studentsWithoutCredit(t: TestApp, branchId: number): Promise<number[]> {
  const rows = await t.ctx.database.db
    .selectFrom('students as s')
    .select('s.id')
    .where('s.branch_id', '=', branchId)
    .where('s.status', '=', 'active')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('fee_payments as p')
            .select('p.id')
            .whereRef('p.student_id', '=', 's.id')
            .where('p.unapplied', '>', 0),
        ),
      ),
    )
    .orderBy('s.id')
    .execute();
  return rows.map((r) => Number(r.id));
}

/** The books of a branch balance to the cent. */
export async function expectBalanced(t: TestApp, branchId: number): Promise<void> {
  const tb = await trialBalance(t.ctx.database.db, branchId);
  expect(tb.debit).toBe(tb.credit);
}
