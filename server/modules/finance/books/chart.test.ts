import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChartOfAccounts } from '../../../../src/schema/chart-of-accounts';
import { type ErrorBody, json, totalOf } from '../../../../tests/helpers/api';
import { accountId, type BooksWorld, expectBalanced, makeBooksWorld } from '../../../../tests/helpers/books-test-kit';
import { ENGINE, listQuery } from '../../../../tests/helpers/harness';
import { postEntries } from '../ledger/journal';
import { trialBalance } from '../ledger/trial-balance';

let w: BooksWorld;

const chart = async (who: string, query = '') =>
  w.t.call('GET', `/api/finance/books/chart${query}`, { token: w.tokens[who] });
const journal = (filter: Record<string, unknown>) =>
  w.t.call('GET', `/api/journal_entries?${listQuery({ filter, range: [0, 999] })}`, { token: w.tokens.viewer });

beforeAll(async () => {
  w = await makeBooksWorld();
}, 120_000);
afterAll(() => w.t.close());

describe(`chart of accounts and journal on ${ENGINE}`, () => {
  it('answers every account with its balance to date, as the trial balance has it', async () => {
    const response = await chart('viewer');
    expect(response.status).toBe(200);
    const body = await json<ChartOfAccounts>(response);
    expect(body.funds.map((f) => f.code)).toEqual(['OPS', 'PM', 'SF', 'TUI']);
    const tb = await trialBalance(w.t.ctx.database.db, w.branchId);
    const net = new Map(tb.rows.map((r) => [r.account_id, r.debit - r.credit]));
    for (const account of body.accounts) {
      const expected = net.get(account.id) ?? 0;
      const natural = account.type === 'asset' || account.type === 'expense' ? expected : -expected;
      expect(account.balance, account.code).toBe(natural === 0 ? 0 : natural);
    }
    // Every account of the school, posted to or not; the demo's manual journal is among the postings.
    const all = await w.t.ctx.database.db
      .selectFrom('accounts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('branch_id', '=', w.branchId)
      .executeTakeFirstOrThrow();
    expect(body.accounts).toHaveLength(Number(all.n));
    expect(body.accounts.find((a) => a.code === 'OPS-3000')?.balance).toBeGreaterThanOrEqual(48_500_00);
    expect(body.accounts.find((a) => a.code === 'TUI-4100')?.type).toBe('income');
  });

  it('balances at a date leave out later postings', async () => {
    const early = await json<ChartOfAccounts>(await chart('viewer', '?to=2000-01-01'));
    expect(early.as_at).toBe('2000-01-01');
    expect(early.accounts.every((a) => a.balance === 0 && a.postings === 0)).toBe(true);
  });

  it('is read by ledger readers only', async () => {
    for (const who of ['viewer', 'accountant', 'bursar', 'daily']) expect((await chart(who)).status).toBe(200);
    for (const who of ['registrar', 'cashier']) expect((await chart(who)).status).toBe(403);
  });

  it('a branch sees its own chart only', async () => {
    const theirs = await json<ChartOfAccounts>(await chart('bk2'));
    const ours = await json<ChartOfAccounts>(await chart('bursar'));
    const ourIds = new Set(ours.accounts.map((a) => a.id));
    expect(theirs.accounts.length).toBeGreaterThan(0);
    expect(theirs.accounts.some((a) => ourIds.has(a.id))).toBe(false);
  });

  it('an account with postings cannot be deleted, only closed; a closed account takes no postings', async () => {
    const cash = await accountId(w.t, w.branchId, 'OPS-1110');
    const refused = await w.t.call('DELETE', `/api/accounts/${cash}`, { token: w.tokens.bursar });
    expect(refused.status).toBe(409);
    expect((await json<ErrorBody>(refused)).message).toMatch(
      /^Account OPS-1110 Operations: Cash in hand has \d+ postings and cannot be deleted: close it instead \(tick Closed\), so it takes no new postings$/,
    );
    expect((await w.t.call('DELETE', `/api/accounts/${cash}`, { token: w.tokens.viewer })).status).toBe(403);
    const closed = await w.t.call('PUT', `/api/accounts/${cash}`, { token: w.tokens.bursar, body: { closed: true } });
    expect(closed.status).toBe(200);
    const posting = postEntries(w.t.ctx.database.db, { id: 0, username: 'test', roles: [], branchId: w.branchId }, [
      {
        posted_on: '2026-02-02',
        narration: 'Cash banked',
        source: 'manual',
        source_id: null,
        lines: [
          { account_id: await accountId(w.t, w.branchId, 'OPS-1100'), debit: 100_00, credit: 0 },
          { account_id: cash, debit: 0, credit: 100_00 },
        ],
      },
    ]);
    await expect(posting).rejects.toThrow('Account OPS-1110 is closed and takes no postings');
    expect(
      (await w.t.call('PUT', `/api/accounts/${cash}`, { token: w.tokens.bursar, body: { closed: false } })).status,
    ).toBe(200);
    await expectBalanced(w.t, w.branchId);
  });

  it('an account never posted to can be deleted', async () => {
    const fund = await w.t.ctx.database.db
      .selectFrom('funds')
      .select('id')
      .where('branch_id', '=', w.branchId)
      .where('code', '=', 'SF')
      .executeTakeFirstOrThrow();
    const made = await w.t.call('POST', '/api/accounts', {
      token: w.tokens.bursar,
      body: { code: 'SF-4495', name: 'Sale of scrap', type: 'income', fund_id: Number(fund.id) },
    });
    expect(made.status).toBe(201);
    const id = Number((await json(made)).id);
    expect((await w.t.call('DELETE', `/api/accounts/${id}`, { token: w.tokens.bursar })).status).toBe(200);
  });

  it('filters the journal by any line’s account and fund, date range and source', async () => {
    const db = w.t.ctx.database.db;
    const bank = await accountId(w.t, w.branchId, 'SF-1100');
    const byAccount = await journal({ account_ids: bank });
    expect(byAccount.status).toBe(200);
    const expected = await db
      .selectFrom('journal_entries_lines')
      .select((eb) => eb.fn.count<number>('parent_id').distinct().as('n'))
      .where('branch_id', '=', w.branchId)
      .where('account_id', '=', bank)
      .executeTakeFirstOrThrow();
    expect(Number(expected.n)).toBeGreaterThan(0);
    expect(totalOf(byAccount)).toBe(Number(expected.n));
    const fund = await db
      .selectFrom('funds')
      .select('id')
      .where('branch_id', '=', w.branchId)
      .where('code', '=', 'OPS')
      .executeTakeFirstOrThrow();
    const byFund = await json<{ id: number }[]>(await journal({ fund_ids: Number(fund.id), source: 'manual' }));
    const manualOps = await db
      .selectFrom('journal_entries as e')
      .select('e.id')
      .where('e.branch_id', '=', w.branchId)
      .where('e.source', '=', 'manual')
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('journal_entries_lines as l')
            .innerJoin('accounts as a', 'a.id', 'l.account_id')
            .select('l.id')
            .whereRef('l.parent_id', '=', 'e.id')
            .where('a.fund_id', '=', Number(fund.id)),
        ),
      )
      .orderBy('e.id')
      .execute();
    expect(byFund.map((e) => e.id).sort((a, b) => a - b)).toEqual(manualOps.map((e) => Number(e.id)));
    expect(byFund.length).toBeGreaterThan(0);
    const days = (await json<{ posted_on: string }[]>(byAccount)).map((e) => e.posted_on).sort();
    const [from, to] = [days[Math.floor(days.length / 3)], days[Math.floor((2 * days.length) / 3)]];
    const dated = await json<{ posted_on: string }[]>(
      await journal({ posted_on_gte: from, posted_on_lte: to, account_ids: bank }),
    );
    expect(dated.length).toBe(days.filter((d) => d >= from && d <= to).length);
    expect(dated.every((e) => e.posted_on >= from && e.posted_on <= to)).toBe(true);
    const other = await json(await journal({ account_ids: await accountId(w.t, w.otherBranchId, 'SF-1100') }));
    expect(other).toEqual([]);
  });

  it('exports the filtered journal', async () => {
    const bank = await accountId(w.t, w.branchId, 'SF-1100');
    const response = await w.t.call(
      'GET',
      `/api/journal_entries/export?format=csv&${listQuery({ filter: { account_ids: bank, source: 'payment' } })}`,
      { token: w.tokens.viewer },
    );
    expect(response.status).toBe(200);
    const rows = (await response.text()).trim().split('\r\n');
    const listed = await journal({ account_ids: bank, source: 'payment' });
    expect(rows.length - 1).toBe(totalOf(listed));
  });
});
