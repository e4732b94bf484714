import { expect } from 'vitest';
import type { TestApp } from '../../../../tests/helpers/harness';
import { insertSystem } from '../../../db/seed';
import { postEntries } from '../ledger/journal';
import { trialBalance } from '../ledger/trial-balance';

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
 * Gives a student credit as a payment's unapplied remainder is posted (School Fund bank against
 * fees in advance, with the student's id): the refunds suite's starting point. A negative amount
 * takes credit away, as applying it to an invoice does.
 */
export async function giveCredit(t: TestApp, branchId: number, studentId: number, amount: number): Promise<void> {
  const db = t.ctx.database.db;
  const account = async (purpose: string) =>
    Number(
      (
        await db
          .selectFrom('accounts as a')
          .innerJoin('funds as f', 'f.id', 'a.fund_id')
          .select('a.id')
          .where('a.branch_id', '=', branchId)
          .where('f.kind', '=', 'school_fund')
          .where('a.purpose', '=', purpose)
          .executeTakeFirstOrThrow()
      ).id,
    );
  const [bank, advance] = [await account('bank'), await account('fees_in_advance')];
  const user = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('branch_id', '=', branchId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await postEntries(db, { id: Number(user.id), username: String(user.username), roles: [], branchId }, [
    {
      posted_on: '2026-01-10',
      narration: 'Credit left over (test)',
      source: 'payment',
      source_id: null,
      lines: [
        { account_id: amount > 0 ? bank : advance, debit: Math.abs(amount), credit: 0, student_id: studentId },
        { account_id: amount > 0 ? advance : bank, debit: 0, credit: Math.abs(amount), student_id: studentId },
      ],
    },
  ]);
}

/** The books of a branch balance to the cent. */
export async function expectBalanced(t: TestApp, branchId: number): Promise<void> {
  const tb = await trialBalance(t.ctx.database.db, branchId);
  expect(tb.debit).toBe(tb.credit);
}
