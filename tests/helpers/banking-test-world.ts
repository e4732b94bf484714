import type { SessionUser } from '../../server/context';
import type { Db } from '../../server/db/database';
import { postEntries } from '../../server/modules/finance/ledger/journal';
import { trialBalance } from '../../server/modules/finance/ledger/trial-balance';
import { branchIdOf, insertUser, json } from './api';
import { createTestApp, type TestApp } from './harness';

/**
 * The banking suites' school: Demo Primary School (the second branch), whose books the demo leaves
 * empty, with a bookkeeper, a read-only auditor, a daily-collections reader and a registrar; and
 * Demo High School's bursar, for isolation. Postings are made straight through the ledger engine.
 */
export interface BankingWorld {
  readonly t: TestApp;
  readonly branchId: number;
  readonly keeper: SessionUser;
  readonly tokens: Readonly<Record<'keeper' | 'auditor' | 'collections' | 'registrar' | 'otherSchool', string>>;
  /** A ledger account's id by its code (TUI-1100). */
  account(code: string): Promise<number>;
  fund(code: string): Promise<number>;
}

export async function bankingWorld(): Promise<BankingWorld> {
  const t = await createTestApp({ students: 5 });
  const branchId = await branchIdOf(t, 'DPS');
  const keeperId = await insertUser(t, branchId, 'keeper', ['ROLE_finance_admin']);
  await insertUser(t, branchId, 'auditor', ['ROLE_View_Only']);
  await insertUser(t, branchId, 'collections', ['ROLE_View_Dalily_Collections']);
  await insertUser(t, branchId, 'clerk', ['ROLE_Admissions_Admin']);
  const token = async (username: string) => (await t.signIn(username)).accessToken;
  const db = t.ctx.database.db;
  const idOf = async (table: string, code: string) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select('id')
          .where('branch_id', '=', branchId)
          .where('code', '=', code)
          .executeTakeFirstOrThrow()
      ).id,
    );
  return {
    t,
    branchId,
    keeper: { id: keeperId, username: 'keeper', roles: ['ROLE_finance_admin'], branchId },
    tokens: {
      keeper: await token('keeper'),
      auditor: await token('auditor'),
      collections: await token('collections'),
      registrar: await token('clerk'),
      otherSchool: await token('bursar'),
    },
    account: (code) => idOf('accounts', code),
    fund: (code) => idOf('funds', code),
  };
}

/** A posting in the world's books: [account code, debit, credit] per line, in cents. */
export interface Entry {
  readonly on: string;
  readonly narration: string;
  readonly lines: readonly (readonly [code: string, debit: number, credit: number])[];
  readonly reversalOf?: number;
}

/** Posts entries in one transaction through the ledger engine; returns their ids in order. */
export async function post(world: BankingWorld, entries: readonly Entry[]): Promise<number[]> {
  const codes = [...new Set(entries.flatMap((e) => e.lines.map(([code]) => code)))];
  const ids = new Map(await Promise.all(codes.map(async (c) => [c, await world.account(c)] as const)));
  return world.t.ctx.database.db.transaction().execute((db: Db) =>
    postEntries(
      db,
      world.keeper,
      entries.map((e) => ({
        posted_on: e.on,
        narration: e.narration,
        source: e.reversalOf ? 'reversal' : 'manual',
        source_id: null,
        reversal_of_id: e.reversalOf ?? null,
        lines: e.lines.map(([code, debit, credit]) => ({ account_id: ids.get(code) as number, debit, credit })),
      })),
    ),
  );
}

/** A receipt into a bank ledger account (from the fund's tuition income). */
export const receipt = (on: string, bank: string, amount: number, narration: string): Entry => ({
  on,
  narration,
  lines: [
    [bank, amount, 0],
    [`${bank.split('-')[0]}-4100`, 0, amount],
  ],
});

/** A cheque paid out of a bank ledger account (to the fund's teaching materials). */
export const cheque = (on: string, bank: string, amount: number, narration: string): Entry => ({
  on,
  narration,
  lines: [
    [`${bank.split('-')[0]}-5100`, amount, 0],
    [bank, 0, amount],
  ],
});

/** Calls the API as one of the world's users, answering status and body. */
export async function call<T = Record<string, unknown>>(
  world: BankingWorld,
  who: keyof BankingWorld['tokens'],
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await world.t.call(method, path, { token: world.tokens[who], body });
  const type = response.headers.get('content-type') ?? '';
  return { status: response.status, body: type.includes('json') ? await json<T>(response) : (undefined as T) };
}

/** The trial balance's two totals: equal after every scenario. */
export async function expectBalancedBooks(world: BankingWorld): Promise<{ debit: number; credit: number }> {
  const tb = await trialBalance(world.t.ctx.database.db, world.branchId);
  if (tb.debit !== tb.credit) throw new Error(`trial balance out: ${tb.debit} ≠ ${tb.credit}`);
  return { debit: tb.debit, credit: tb.credit };
}
