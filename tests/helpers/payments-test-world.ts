import { branchIdOf } from './api';
import type { TestApp } from './harness';
import type { SessionUser } from '../../server/context';
import type { Db } from '../../server/db/database';
import { raiseInvoices } from '../../server/modules/finance/billing/raise';
import { accountCode, STANDARD_FUNDS, STANDARD_VOTE_HEADS } from '../../server/modules/finance/ledger/standard-chart';
import { trialBalance } from '../../server/modules/finance/ledger/trial-balance';

/** A school of the test app with vote heads and students to bill: the payments suites' world. */
export interface World {
  readonly user: SessionUser;
  /** Vote head ids by code: TUI (1), BES (2), RMI (4), ACT (9). */
  readonly heads: Readonly<Record<'TUI' | 'BES' | 'RMI' | 'ACT', number>>;
  readonly students: readonly number[];
}

const CODES = ['TUI', 'BES', 'RMI', 'ACT'] as const;

export async function makeWorld(t: TestApp, branchCode: string): Promise<World> {
  const db = t.ctx.database.db;
  const branchId = await branchIdOf(t, branchCode);
  const user: SessionUser = { id: 0, username: 'system', roles: ['ROLE_All'], branchId };
  const funds = await db.selectFrom('funds').select(['id', 'code']).where('branch_id', '=', branchId).execute();
  const fundId = new Map(funds.map((f) => [String(f.code), Number(f.id)]));
  const heads: Record<string, number> = {};
  for (const code of CODES) {
    const found = await db
      .selectFrom('vote_heads')
      .select('id')
      .where('branch_id', '=', branchId)
      .where('code', '=', code)
      .executeTakeFirst();
    if (found) {
      heads[code] = Number(found.id);
      continue;
    }
    const head = STANDARD_VOTE_HEADS.find((v) => v.code === code) as (typeof STANDARD_VOTE_HEADS)[number];
    const income = await db
      .selectFrom('accounts')
      .select('id')
      .where('branch_id', '=', branchId)
      .where('code', '=', accountCode(head.fund, head.income))
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const row = await db
      .insertInto('vote_heads')
      .values({
        branch_id: branchId,
        code,
        name: head.name,
        fund_id: fundId.get(head.fund),
        income_account_id: Number(income.id),
        priority: head.priority,
        kind: 'fees',
        active: true,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    heads[code] = Number(row.id);
  }
  const students = await db
    .selectFrom('students')
    .select('id')
    .where('branch_id', '=', branchId)
    .orderBy('id')
    .execute();
  void STANDARD_FUNDS;
  return { user, heads: heads as World['heads'], students: students.map((s) => Number(s.id)) };
}

/** Bills students one invoice each, in a transaction, through the billing engine. */
export async function bill(
  t: TestApp,
  world: World,
  studentIds: readonly number[],
  issuedOn: string,
  key: string,
  items: readonly { vote_head_id: number; amount: number }[],
): Promise<number[]> {
  const term = issuedOn.slice(5, 7) <= '04' ? '1' : '2';
  const { raised } = await t.ctx.database.db.transaction().execute((db: Db) =>
    raiseInvoices(
      db,
      world.user,
      studentIds.map((student_id) => ({
        student_id,
        academic_year: 2026,
        term,
        issued_on: issuedOn,
        source: 'term_fees' as const,
        description: `Term ${term} 2026 fees`,
        billing_key: `${key}:${student_id}`,
        items,
      })),
    ),
  );
  return raised;
}

/** The trial balance's two totals: equal after every scenario. */
export async function totals(t: TestApp, branchId: number): Promise<{ debit: number; credit: number }> {
  const tb = await trialBalance(t.ctx.database.db, branchId);
  return { debit: tb.debit, credit: tb.credit };
}

/** A student's balance as kept, and as the ledger says (receivable less fees in advance). */
export async function balances(t: TestApp, branchId: number, studentId: number) {
  const db = t.ctx.database.db;
  const kept = await db
    .selectFrom('students')
    .select('fee_balance')
    .where('id', '=', studentId)
    .executeTakeFirstOrThrow();
  const ledger = await db
    .selectFrom('journal_entries_lines as l')
    .innerJoin('accounts as a', 'a.id', 'l.account_id')
    .select((eb) => [eb.fn.sum<number>('l.debit').as('d'), eb.fn.sum<number>('l.credit').as('c')])
    .where('l.branch_id', '=', branchId)
    .where('l.student_id', '=', studentId)
    .where('a.purpose', 'in', ['fees_receivable', 'fees_in_advance'])
    .executeTakeFirst();
  return { kept: Number(kept.fee_balance), ledger: Number(ledger?.d ?? 0) - Number(ledger?.c ?? 0) };
}
