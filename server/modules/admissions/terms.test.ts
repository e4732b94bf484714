import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ErrorBody, auditOf, insertUser } from '../../../tests/helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../../../tests/helpers/harness';
import { createBranch } from '../../db/seed';
import { body, counts, demoBranches, firstOf, type Session, sessionOf } from '../../../tests/helpers/admissions';

let t: TestApp;
let admin: Session;
/** A school with no terms yet, to see its first term become current. */
let fresh: Session;

beforeAll(async () => {
  t = await createTestApp({ students: 4 });
  admin = await sessionOf(t, 'admin');
  const branchId = await createBranch(t.ctx.database, { name: 'New School', code: 'NEW' });
  await insertUser(t, branchId, 'newadmin', ['ROLE_All']);
  fresh = await sessionOf(t, 'newadmin');
});
afterAll(() => t.close());

let year = 2040;
const term = (overrides: Record<string, unknown> = {}) => {
  year += 1;
  return { academic_year: year, term: '1', start_date: `${year}-01-06`, end_date: `${year}-04-04`, ...overrides };
};
const create = (payload: Record<string, unknown>, session = admin) =>
  t.call('POST', '/api/terms', { token: session.token, body: payload });
const update = (id: unknown, payload: Record<string, unknown>, session = admin) =>
  t.call('PUT', `/api/terms/${String(id)}`, { token: session.token, body: payload });

async function currentOf(branchId: number): Promise<number[]> {
  const rows = await t.ctx.database.db
    .selectFrom('terms')
    .select(['id', 'current'])
    .where('branch_id', '=', branchId)
    .execute();
  return rows.filter((r) => Boolean(r.current)).map((r) => Number(r.id));
}

describe(`terms on ${ENGINE}`, () => {
  it("a school's first term is current even when not asked; the next one is not", async () => {
    const first = await body(await create(term({ current: false }), fresh));
    expect(first.current).toBe(true);
    const second = await body(await create(term(), fresh));
    expect(second.current).toBe(false);
    expect(await currentOf(fresh.branchId)).toEqual([first.id]);
  });

  it('making a term current ends the other one, audited, in the same write', async () => {
    const [was] = await currentOf(admin.branchId);
    const made = await body(await create(term({ current: true })));
    expect(await currentOf(admin.branchId)).toEqual([made.id]);
    expect((await auditOf(t, 'terms', was)).at(-1)?.changes).toEqual({ current: { before: true, after: false } });
    const other = await body(await create(term()));
    const response = await update(other.id, { current: true });
    expect(response.status).toBe(200);
    expect(await currentOf(admin.branchId)).toEqual([other.id]);
  });

  it('other schools keep their current term', async () => {
    const { away } = await demoBranches(t);
    const theirs = await currentOf(away);
    await create(term({ current: true }));
    expect(await currentOf(away)).toEqual(theirs);
    expect(theirs).toHaveLength(1);
  });

  it('unsetting the current term is a 400 on current, and nothing changes', async () => {
    const [current] = await currentOf(admin.branchId);
    const before = await counts(t, ['terms', 'audit_log']);
    const response = await update(current, { current: false });
    expect(response.status).toBe(400);
    expect((await body<ErrorBody>(response)).errors).toEqual({ current: 'Make another term current instead' });
    expect(await currentOf(admin.branchId)).toEqual([current]);
    expect(await counts(t, ['terms', 'audit_log'])).toEqual(before);
  });

  it.each([
    ['closes before it opens', { start_date: '04-01', end_date: '01-10' }],
    ['closes the day it opens', { start_date: '04-01', end_date: '04-01' }],
  ])('a term that %s is a 400 on end_date', async (_name, days) => {
    const before = await counts(t, ['terms', 'audit_log']);
    const current = await currentOf(admin.branchId);
    const next = year + 1;
    const dates = { start_date: `${next}-${days.start_date}`, end_date: `${next}-${days.end_date}` };
    const response = await create(term({ ...dates, current: true }));
    expect(response.status).toBe(400);
    expect(Object.keys((await body<ErrorBody>(response)).errors ?? {})).toEqual(['end_date']);
    expect(await counts(t, ['terms', 'audit_log'])).toEqual(before);
    expect(await currentOf(admin.branchId)).toEqual(current);
  });

  it('an update of one date is compared with the stored other date', async () => {
    const stored = await body(await create(term()));
    const response = await update(stored.id, { end_date: `${String(stored.academic_year)}-01-01` });
    expect(response.status).toBe(400);
    expect(Object.keys((await body<ErrorBody>(response)).errors ?? {})).toEqual(['end_date']);
    expect((await update(stored.id, { end_date: `${String(stored.academic_year)}-04-30` })).status).toBe(200);
  });

  it("another school's term is a 404 even when making it current", async () => {
    const { away } = await demoBranches(t);
    const theirs = await firstOf(t, 'terms', away, { current: ENGINE === 'postgres' ? false : 0 });
    const mine = await currentOf(admin.branchId);
    expect((await update(theirs.id, { current: true })).status).toBe(404);
    expect(await currentOf(admin.branchId)).toEqual(mine);
    expect(await currentOf(away)).not.toContain(Number(theirs.id));
  });

  it('a second Term 1 of a year is a 409 naming the year and term, and nothing is stored', async () => {
    const first = await body(await create(term({ term: '1' })));
    const y = Number(first.academic_year);
    const before = await counts(t, ['terms', 'audit_log']);
    const response = await create({ academic_year: y, term: '1', start_date: `${y}-09-01`, end_date: `${y}-11-20` });
    expect(response.status).toBe(409);
    const answer = await body<ErrorBody>(response);
    expect(answer.message).toBe('A record with the same Academic year and Term already exists');
    expect(Object.keys(answer.errors ?? {}).sort()).toEqual(['academic_year', 'term']);
    expect(await counts(t, ['terms', 'audit_log'])).toEqual(before);
    // Another school may have its own Term 1 of that year.
    const theirs = { academic_year: y, term: '1', start_date: `${y}-01-06`, end_date: `${y}-04-04` };
    expect((await create(theirs, fresh)).status).toBe(201);
  });

  it('a term overlapping another of the school is a 400 naming that term and its dates', async () => {
    const first = await body(await create(term({ term: '1' })));
    const y = Number(first.academic_year);
    const before = await counts(t, ['terms', 'audit_log']);
    const overlapping = { academic_year: y, term: '2', start_date: `${y}-03-20`, end_date: `${y}-07-30` };
    const response = await create(overlapping);
    expect(response.status).toBe(400);
    const wanted = `Overlaps Term 1 ${y} (06/01/${y} to 04/04/${y})`;
    expect((await body<ErrorBody>(response)).errors).toEqual({ start_date: wanted, end_date: wanted });
    expect(await counts(t, ['terms', 'audit_log'])).toEqual(before);
    // The day after it closes is free; moving that term back over the first is refused too.
    const second = await create({ ...overlapping, start_date: `${y}-04-05` });
    expect(second.status).toBe(201);
    const moved = await update((await body(second)).id, { start_date: `${y}-04-04` });
    expect(moved.status).toBe(400);
    expect((await body<ErrorBody>(moved)).errors?.start_date).toBe(wanted);
    // Editing a term's own dates within its range is not an overlap with itself.
    expect((await update(first.id, { end_date: `${y}-04-03` })).status).toBe(200);
  });

  it("a term's dates fall in its academic year", async () => {
    const y = year + 1;
    const response = await create(term({ start_date: `${y - 1}-12-28`, end_date: `${y}-03-30` }));
    expect(response.status).toBe(400);
    expect((await body<ErrorBody>(response)).errors).toEqual({
      start_date: `Must fall in ${y}, the academic year of the term`,
    });
  });
});
