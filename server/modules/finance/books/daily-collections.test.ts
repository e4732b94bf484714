import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../../../tests/helpers/api';
import { type BooksWorld, makeBooksWorld } from '../../../../tests/helpers/books-test-kit';
import { ENGINE, listQuery } from '../../../../tests/helpers/harness';

let w: BooksWorld;
type Row = Record<string, number | string | null>;
const MODES = ['cash', 'mpesa', 'bank', 'cheque', 'in_kind', 'bursary'] as const;

const report = (who: string, filter: Record<string, unknown> = {}) =>
  w.t.call('GET', `/api/reports/daily_collections?${listQuery({ filter, range: [0, 999] })}`, {
    token: w.tokens[who],
  });

/** What the receipts of a period add up to, by mode: the figures the report must reach. */
async function receipts(from: string, to: string) {
  const rows = await w.t.ctx.database.db
    .selectFrom('fee_payments')
    .select(['mode', (eb) => eb.fn.sum<number>('amount').as('amount')])
    .where('branch_id', '=', w.branchId)
    .where('status', '=', 'posted')
    .where('paid_on', '>=', from)
    .where('paid_on', '<=', to)
    .groupBy('mode')
    .execute();
  return Object.fromEntries(rows.map((r) => [String(r.mode), Number(r.amount)]));
}

beforeAll(async () => {
  w = await makeBooksWorld(20);
}, 120_000);
afterAll(() => w.t.close());

describe(`daily collections on ${ENGINE}`, () => {
  it('adds up, by mode and in total, to the receipts of the period, voided ones left out', async () => {
    const from = '2026-01-01';
    const to = '2026-12-31';
    const response = await report('daily', { paid_on_gte: from, paid_on_lte: to });
    expect(response.status).toBe(200);
    const rows = await json<Row[]>(response);
    expect(rows.length).toBeGreaterThan(0);
    const expected = await receipts(from, to);
    for (const mode of MODES) {
      const sum = rows.reduce((s, r) => s + Number(r[mode] ?? 0), 0);
      expect(sum, mode).toBe(expected[mode] ?? 0);
    }
    const total = rows.reduce((s, r) => s + Number(r.total), 0);
    expect(total).toBe(Object.values(expected).reduce((s, n) => s + n, 0));
    for (const r of rows) expect(Number(r.total)).toBe(MODES.reduce((s, m) => s + Number(r[m] ?? 0), 0));
    // One row per day and vote head, newest day first.
    const keys = rows.map((r) => `${String(r.paid_on)}|${String(r.vote_head)}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(rows.map((r) => String(r.paid_on))).toEqual(
      rows
        .map((r) => String(r.paid_on))
        .sort()
        .reverse(),
    );
  });

  it('a day’s rows are that day’s receipts, by vote head', async () => {
    const all = await json<Row[]>(await report('viewer'));
    const day = String(all[0].paid_on);
    const rows = await json<Row[]>(await report('viewer', { paid_on: day }));
    expect(rows.every((r) => r.paid_on === day)).toBe(true);
    const expected = await receipts(day, day);
    expect(rows.reduce((s, r) => s + Number(r.total), 0)).toBe(Object.values(expected).reduce((s, n) => s + n, 0));
    const named = all.find((r) => r.vote_head !== 'Paid in advance');
    const head = await w.t.ctx.database.db
      .selectFrom('vote_heads')
      .select(['id', 'name'])
      .where('branch_id', '=', w.branchId)
      .where('name', '=', String(named?.vote_head))
      .executeTakeFirstOrThrow();
    const oneHead = await json<Row[]>(await report('viewer', { vote_head_id: Number(head.id) }));
    expect(oneHead.length).toBeGreaterThan(0);
    expect(oneHead.every((r) => r.vote_head === head.name)).toBe(true);
  });

  it('is run by daily-collection and report readers only, and exports to XLSX', async () => {
    for (const who of ['daily', 'viewer', 'accountant', 'bursar']) expect((await report(who)).status).toBe(200);
    for (const who of ['cashier', 'registrar']) expect((await report(who)).status).toBe(403);
    const xlsx = await w.t.call('GET', '/api/reports/daily_collections/export?format=xlsx', { token: w.tokens.daily });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
  });

  it('a branch reports its own receipts only', async () => {
    const theirs = await json<Row[]>(await report('bk2'));
    const dps = await w.t.ctx.database.db
      .selectFrom('fee_payments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('branch_id', '=', w.otherBranchId)
      .executeTakeFirstOrThrow();
    if (Number(dps.n) === 0) expect(theirs).toEqual([]);
    else expect(theirs.reduce((s, r) => s + Number(r.total), 0)).toBeGreaterThan(0);
    const ours = await json<Row[]>(await report('bursar'));
    expect(ours.length).toBeGreaterThan(0);
  });
});
