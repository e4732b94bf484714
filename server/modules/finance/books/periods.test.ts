import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayAtSchool } from '../../../../src/schema/display';
import { fiscalYearOf } from '../../../../src/schema/fiscal-year';
import { type ErrorBody, json } from '../../../../tests/helpers/api';
import {
  type BooksWorld,
  expectBalanced,
  lockedPeriods,
  makeBooksWorld,
  rowsIn,
} from '../../../../tests/helpers/books-test-kit';
import { ENGINE } from '../../../../tests/helpers/harness';
import { firstOpenDay, monthsOf } from './periods';

let w: BooksWorld;
let student: number;
const year = fiscalYearOf(todayAtSchool());

const pay = (who: string, paid_on: string, amount = 1_000_00) =>
  w.t.call('POST', '/api/fee_payments', {
    token: w.tokens[who],
    body: { student_id: student, amount, mode: 'cash', paid_on },
  });
const act = (who: string, id: number, action: string, body: Record<string, unknown> = {}) =>
  w.t.call('POST', `/api/accounting_periods/${id}/${action}`, { token: w.tokens[who], body });

beforeAll(async () => {
  w = await makeBooksWorld();
  const row = await w.t.ctx.database.db
    .selectFrom('students')
    .select('id')
    .where('branch_id', '=', w.branchId)
    .where('status', '=', 'active')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  student = Number(row.id);
}, 120_000);
afterAll(() => w.t.close());

describe(`accounting periods on ${ENGINE}`, () => {
  it('names the twelve months of a fiscal year, July to June', () => {
    const months = monthsOf(2026);
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ name: 'July 2026', starts_on: '2026-07-01', ends_on: '2026-07-31' });
    expect(months[7]).toEqual({ name: 'February 2027', starts_on: '2027-02-01', ends_on: '2027-02-28' });
    expect(months[11]).toEqual({ name: 'June 2027', starts_on: '2027-06-01', ends_on: '2027-06-30' });
  });

  it('the demo has the fiscal year’s months with its first quarter locked by the bursar', async () => {
    const all = await w.t.ctx.database.db
      .selectFrom('accounting_periods')
      .select(['name', 'status'])
      .where('branch_id', '=', w.branchId)
      .orderBy('starts_on')
      .execute();
    expect(all.map((p) => p.name)).toEqual(monthsOf(year.start_year).map((m) => m.name));
    const locked = await lockedPeriods(w.t, w.branchId);
    expect(locked.length).toBeGreaterThan(0);
    expect(locked.length).toBeLessThanOrEqual(3);
    expect(locked[0].name).toBe(`July ${year.start_year}`);
    expect(locked.every((p) => p.locked_by === 'Grace Wanjiru')).toBe(true);
  });

  it('refuses a payment dated in a locked month, names the period and date, and writes nothing', async () => {
    const [period] = await lockedPeriods(w.t, w.branchId);
    const date = `${period.starts_on.slice(0, 8)}15`;
    const counts = async () => [
      await rowsIn(w.t, 'fee_payments', w.branchId),
      await rowsIn(w.t, 'journal_entries', w.branchId),
      await rowsIn(w.t, 'fee_allocations', w.branchId),
    ];
    const before = await counts();
    const refused = await pay('bursar', date);
    expect(refused.status).toBe(409);
    expect((await json<ErrorBody>(refused)).message).toBe(
      `The accounting period ${period.name} is locked: nothing can be posted dated ${date}. Date it in an open period, or have a bookkeeper unlock ${period.name}`,
    );
    expect(await counts()).toEqual(before);
    await expectBalanced(w.t, w.branchId);
  });

  it('refuses an invoice (an other charge) dated in a locked month, writing nothing', async () => {
    const [period] = await lockedPeriods(w.t, w.branchId);
    const head = await w.t.ctx.database.db
      .selectFrom('vote_heads')
      .select('id')
      .where('branch_id', '=', w.branchId)
      .where('kind', '=', 'other')
      .executeTakeFirstOrThrow();
    const before = [await rowsIn(w.t, 'fee_invoices', w.branchId), await rowsIn(w.t, 'other_charges', w.branchId)];
    const refused = await w.t.call('POST', '/api/other_charges', {
      token: w.tokens.bursar,
      body: {
        description: 'Broken window',
        vote_head_id: Number(head.id),
        amount: 500_00,
        target: 'student',
        student_ids: [student],
        charged_on: `${period.starts_on.slice(0, 8)}20`,
      },
    });
    expect(refused.status).toBe(409);
    expect((await json<ErrorBody>(refused)).message).toContain(`${period.name} is locked`);
    expect([await rowsIn(w.t, 'fee_invoices', w.branchId), await rowsIn(w.t, 'other_charges', w.branchId)]).toEqual(
      before,
    );
  });

  it('unlocking needs a bookkeeper and a reason; then the payment posts; locking again refuses it', async () => {
    const [period] = await lockedPeriods(w.t, w.branchId);
    const date = `${period.starts_on.slice(0, 8)}16`;
    expect((await act('viewer', period.id, 'unlock', { reason: 'Audit' })).status).toBe(403);
    expect((await act('accountant', period.id, 'unlock', { reason: 'Audit' })).status).toBe(403);
    const noReason = await act('bursar', period.id, 'unlock');
    expect(noReason.status).toBe(400);
    expect(Object.keys((await json<ErrorBody>(noReason)).errors ?? {})).toEqual(['reason']);
    const opened = await act('principal', period.id, 'unlock', { reason: 'Receipt of 16th found in the drawer' });
    expect(opened.status).toBe(200);
    expect(await json(opened)).toMatchObject({
      status: 'open',
      unlocked_by: 'Esther Mutiso',
      unlock_reason: 'Receipt of 16th found in the drawer',
    });
    expect((await pay('bursar', date)).status).toBe(201);
    await expectBalanced(w.t, w.branchId);
    expect((await act('viewer', period.id, 'lock')).status).toBe(403);
    const locked = await act('bursar', period.id, 'lock');
    expect(locked.status).toBe(200);
    expect(await json(locked)).toMatchObject({ status: 'locked', locked_by: 'Grace Wanjiru' });
    expect((await act('bursar', period.id, 'lock')).status).toBe(409);
    expect((await pay('bursar', date)).status).toBe(409);
  });

  it('periods are made by the engine only: no create, edit or delete through the API', async () => {
    const [period] = await lockedPeriods(w.t, w.branchId);
    const body = { name: 'Extra', fiscal_year: 2026, starts_on: '2026-07-01', ends_on: '2026-07-31' };
    expect((await w.t.call('POST', '/api/accounting_periods', { token: w.tokens.bursar, body })).status).toBe(405);
    const put = await w.t.call('PUT', `/api/accounting_periods/${period.id}`, {
      token: w.tokens.bursar,
      body: { status: 'open' },
    });
    expect(put.status).toBe(405);
    expect((await w.t.call('DELETE', `/api/accounting_periods/${period.id}`, { token: w.tokens.bursar })).status).toBe(
      405,
    );
  });

  it('the year’s periods are created by bookkeepers, once, in their own branch only', async () => {
    const create = (who: string, fiscal_year: unknown) =>
      w.t.call('POST', '/api/finance/books/periods', { token: w.tokens[who], body: { fiscal_year } });
    expect((await create('viewer', 2027)).status).toBe(403);
    expect((await create('registrar', 2027)).status).toBe(403);
    expect((await create('bursar', 'next')).status).toBe(400);
    for (const body of [null, [], 2026, 'x'])
      expect(
        (await w.t.call('POST', '/api/finance/books/periods', { token: w.tokens.bursar, body: JSON.stringify(body) }))
          .status,
      ).toBe(400);
    const made = await create('bursar', year.start_year + 1);
    expect(made.status).toBe(201);
    expect(await json(made)).toEqual({ fiscal_year: year.start_year + 1, created: 12 });
    expect(await json(await create('bursar', year.start_year + 1))).toEqual({
      fiscal_year: year.start_year + 1,
      created: 0,
    });
    // The second school has none of the first's: its own year, nothing locked, its payments post.
    const other = await create('bk2', year.start_year);
    expect(await json(other)).toEqual({ fiscal_year: year.start_year, created: 12 });
    const [dhs] = await lockedPeriods(w.t, w.branchId);
    expect((await act('bk2', dhs.id, 'unlock', { reason: 'Not mine' })).status).toBe(404);
    const theirs = await w.t.call('GET', '/api/accounting_periods?filter={"status":"locked"}', {
      token: w.tokens.bk2,
    });
    expect(await json(theirs)).toEqual([]);
  });

  it('readers of the ledger read the periods; others do not', async () => {
    for (const who of ['viewer', 'accountant', 'bursar'])
      expect((await w.t.call('GET', '/api/accounting_periods', { token: w.tokens[who] })).status).toBe(200);
    expect((await w.t.call('GET', '/api/accounting_periods', { token: w.tokens.registrar })).status).toBe(403);
  });

  it('an engine dating by a past day moves to the first open day after a locked month', async () => {
    const locked = await lockedPeriods(w.t, w.branchId);
    const db = w.t.ctx.database.db;
    const last = locked[locked.length - 1];
    const dayAfter = new Date(`${last.ends_on}T00:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    expect(await firstOpenDay(db, w.branchId, `${locked[0].starts_on.slice(0, 8)}24`)).toBe(
      dayAfter.toISOString().slice(0, 10),
    );
    expect(await firstOpenDay(db, w.otherBranchId, `${locked[0].starts_on.slice(0, 8)}24`)).toBe(
      `${locked[0].starts_on.slice(0, 8)}24`,
    );
  });
});
