import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchIdOf } from '../../../../tests/helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../../../../tests/helpers/harness';
import type { SessionUser } from '../../../context';
import { loadAccounts } from './accounts';
import { postEntries, type Posting } from './journal';
import { reverseSource } from './reverse';
import { accountCode, STANDARD_FUNDS } from './standard-chart';
import { trialBalance } from './trial-balance';

let t: TestApp;
let user: SessionUser;
let other: SessionUser;

beforeAll(async () => {
  t = await createTestApp({ students: 2 });
  user = { id: 0, username: 'system', roles: ['ROLE_All'], branchId: await branchIdOf(t, 'DHS') };
  other = { ...user, branchId: await branchIdOf(t, 'DPS') };
});
afterAll(() => t.close());

const db = () => t.ctx.database.db;

async function accountId(branchId: number, code: string): Promise<number> {
  const row = await db()
    .selectFrom('accounts')
    .select('id')
    .where('branch_id', '=', branchId)
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function fees(branchId: number, amount: number, sourceId: number): Promise<Posting> {
  return {
    posted_on: '2026-01-05',
    narration: `Invoice ${sourceId}`,
    source: 'invoice',
    source_id: sourceId,
    lines: [
      { account_id: await accountId(branchId, accountCode('TUI', '1200')), debit: amount, credit: 0 },
      { account_id: await accountId(branchId, accountCode('TUI', '4100')), debit: 0, credit: amount },
    ],
  };
}

describe(`the journal on ${ENGINE}`, () => {
  it('gives every school its funds and standard accounts, one purpose account per fund', async () => {
    for (const branch of [user, other]) {
      const map = await loadAccounts(db(), branch.branchId);
      for (const fund of STANDARD_FUNDS) {
        const fundId = map.fundOfKind(fund.kind);
        expect(map.get(fundId, 'bank')).toBeGreaterThan(0);
        expect(map.get(fundId, 'cash')).toBeGreaterThan(0);
      }
      expect(() => map.get(map.fundOfKind('pocket_money'), 'fees_receivable')).toThrow(/has no fees_receivable/);
    }
  });

  it('numbers entries on per school, keeps their lines and answers the ids in order', async () => {
    // Built before the transaction: SQLite has one connection, held by the transaction.
    const postings = [await fees(user.branchId, 1234567, 1), await fees(user.branchId, 1, 2)];
    const ids = await db()
      .transaction()
      .execute((trx) => postEntries(trx, user, postings));
    expect(ids).toHaveLength(2);
    const entries = await db()
      .selectFrom('journal_entries')
      .select(['id', 'entry_no', 'total', 'source_id'])
      .where('id', 'in', ids)
      .orderBy('entry_no')
      .execute();
    expect(entries.map((e) => [Number(e.id), Number(e.total), Number(e.source_id)])).toEqual([
      [ids[0], 1234567, 1],
      [ids[1], 1, 2],
    ]);
    expect(Number(entries[1].entry_no)).toBe(Number(entries[0].entry_no) + 1);
    const lines = await db()
      .selectFrom('journal_entries_lines')
      .select(['debit', 'credit'])
      .where('parent_id', '=', ids[0])
      .execute();
    expect(lines.map((l) => [Number(l.debit), Number(l.credit)])).toEqual([
      [1234567, 0],
      [0, 1234567],
    ]);
    // The other school's numbering is its own.
    const theirs = await fees(other.branchId, 500, 9);
    const [first] = await db()
      .transaction()
      .execute((trx) => postEntries(trx, other, [theirs]));
    const row = await db()
      .selectFrom('journal_entries')
      .select('entry_no')
      .where('id', '=', first)
      .executeTakeFirstOrThrow();
    expect(Number(row.entry_no)).toBe(1);
  });

  it('refuses an unbalanced entry, fractions of a cent and an account of another school, writing nothing', async () => {
    const before = await db()
      .selectFrom('journal_entries')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    const good = await fees(user.branchId, 1000, 3);
    const unbalanced: Posting = { ...good, lines: [good.lines[0], { ...good.lines[1], credit: 999 }] };
    await expect(postEntries(db(), user, [good, unbalanced])).rejects.toThrow(
      'The entry does not balance: debits 10.00, credits 9.99',
    );
    const fraction: Posting = {
      ...good,
      lines: good.lines.map((l) => ({ ...l, debit: l.debit && 10.5, credit: l.credit && 10.5 })),
    };
    await expect(postEntries(db(), user, [fraction])).rejects.toThrow(/whole cents/);
    await expect(postEntries(db(), user, [await fees(other.branchId, 1000, 4)])).rejects.toThrow(
      /not an account of branch/,
    );
    const after = await db()
      .selectFrom('journal_entries')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it('refuses a posting to a closed account with its code', async () => {
    const code = accountCode('OPS', '4110');
    await db()
      .updateTable('accounts')
      .set({ closed: true })
      .where('code', '=', code)
      .where('branch_id', '=', user.branchId)
      .execute();
    const posting: Posting = {
      ...(await fees(user.branchId, 100, 5)),
      lines: [
        { account_id: await accountId(user.branchId, accountCode('OPS', '1200')), debit: 100, credit: 0 },
        { account_id: await accountId(user.branchId, code), debit: 0, credit: 100 },
      ],
    };
    await expect(postEntries(db(), user, [posting])).rejects.toThrow(`Account ${code} is closed and takes no postings`);
    await db()
      .updateTable('accounts')
      .set({ closed: false })
      .where('code', '=', code)
      .where('branch_id', '=', user.branchId)
      .execute();
  });

  it('reverses a source once, mirror for mirror, and the trial balance balances to the cent', async () => {
    await postEntries(db(), user, [await fees(user.branchId, 777_001, 42)]);
    const receivable = await accountId(user.branchId, accountCode('TUI', '1200'));
    const owed = async () =>
      (await trialBalance(db(), user.branchId)).rows.find((r) => r.account_id === receivable)?.debit ?? 0;
    const before = await owed();
    const reversed = await reverseSource(db(), user, ['invoice'], 42, '2026-02-01', 'Invoice 42 cancelled');
    expect(reversed).toHaveLength(1);
    expect(await owed()).toBe(before - 777_001);
    expect(await reverseSource(db(), user, ['invoice'], 42, '2026-02-01', 'again')).toEqual([]);
    const balance = await trialBalance(db(), user.branchId);
    expect(balance.debit).toBe(balance.credit);
    expect(balance.debit).toBeGreaterThan(0);
    // A period before the reversal still shows the invoice.
    const january = await trialBalance(db(), user.branchId, { to: '2026-01-31' });
    expect(january.rows.find((r) => r.account_id === receivable)?.debit).toBeGreaterThanOrEqual(777_001);
  });

  it('answers the trial balance to journal readers only', async () => {
    const bursar = await t.signIn('bursar');
    const registrar = await t.signIn('registrar');
    const ok = await t.call('GET', '/api/finance/trial-balance?to=2026-12-31', { token: bursar.accessToken });
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { debit: number; credit: number };
    expect(body.debit).toBe(body.credit);
    expect((await t.call('GET', '/api/finance/trial-balance', { token: registrar.accessToken })).status).toBe(403);
  });
});
