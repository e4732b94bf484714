import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from '../../tests/helpers/harness';

let t: TestApp;
let admin: { accessToken: string; branchId: number };
let registrar2: { accessToken: string; branchId: number };

beforeAll(async () => {
  // 120 students: enough that the demo data holds transferred (inactive) students too.
  t = await createTestApp({ students: 120 });
  admin = await t.signIn('admin');
  registrar2 = await t.signIn('registrar2');
});
afterAll(() => t.close());

const rowsOf = (table: string, branchId: number) =>
  t.ctx.database.db.selectFrom(table).selectAll().where('branch_id', '=', branchId).execute();

/** Figures computed straight from the tables, independently of the endpoints. */
async function expected(branchId: number) {
  const classes = (await rowsOf('classes', branchId)).filter((c) => Boolean(c.active));
  const activeIds = new Set(classes.map((c) => Number(c.id)));
  const students = (await rowsOf('students', branchId)).filter((s) => s.status === 'active');
  const streams = (await rowsOf('streams', branchId)).filter((s) => activeIds.has(Number(s.class_id)));
  const users = (await rowsOf('users', branchId)).filter((u) => Boolean(u.active));
  const branch = await t.ctx.database.db
    .selectFrom('branches')
    .selectAll()
    .where('id', '=', branchId)
    .executeTakeFirstOrThrow();
  const term = (await rowsOf('terms', branchId)).find((r) => Boolean(r.current));
  return { classes, students, streams, users, branch, term };
}

async function get(path: string, token: string): Promise<unknown> {
  const response = await t.call('GET', path, { token });
  expect(response.status, path).toBe(200);
  return response.json();
}

describe(`dashboard endpoints on ${ENGINE}`, () => {
  it('the demo has inactive students and an alumni class, so the filters are exercised', async () => {
    const all = await rowsOf('students', admin.branchId);
    expect(all.some((s) => s.status !== 'active')).toBe(true);
    expect((await rowsOf('classes', admin.branchId)).some((c) => !c.active)).toBe(true);
  });

  it('getindexpagedata answers one record with the school, its current term and its counts', async () => {
    const e = await expected(admin.branchId);
    expect(e.term).toBeDefined();
    const body = (await get('/api/index/getindexpagedata', admin.accessToken)) as unknown[];
    expect(body).toHaveLength(1);
    expect(body[0]).toEqual({
      schoolName: e.branch.name,
      motto: e.branch.motto,
      currentTerm: e.term ? `Term ${String(e.term.term)} ${String(e.term.academic_year)}` : null,
      currentTermValues: e.term ? { term: String(e.term.term), academic_year: Number(e.term.academic_year) } : null,
      studentCount: e.students.length,
      classCount: e.classes.length,
      streamCount: e.streams.length,
      userCount: e.users.length,
    });
  });

  it('getpopulationfigures counts active students by gender, and active teachers and staff', async () => {
    const { students } = await expected(admin.branchId);
    // Teachers and staff are views of employees (issue 14).
    const active = async (view: 'teachers' | 'staff') =>
      (await rowsOf('employees', admin.branchId)).filter(
        (r) => Boolean(r.active) && r.category === (view === 'teachers' ? 'teaching' : 'non_teaching'),
      ).length;
    const body = (await get('/api/index/getpopulationfigures', admin.accessToken)) as unknown[];
    expect(body).toEqual([
      {
        students: students.length,
        boys: students.filter((s) => s.gender === 'male').length,
        girls: students.filter((s) => s.gender === 'female').length,
        teachers: await active('teachers'),
        staff: await active('staff'),
      },
    ]);
    expect(students.length).toBeGreaterThan(0);
    expect(await active('teachers')).toBeGreaterThan(0);
  });

  it('getpopulationperclass gives one row per active class in level order, active students only', async () => {
    const e = await expected(admin.branchId);
    const body = (await get('/api/index/getpopulationperclass', admin.accessToken)) as Record<string, unknown>[];
    const ordered = [...e.classes].sort((a, b) => Number(a.level) - Number(b.level));
    expect(body.map((r) => r.class_id)).toEqual(ordered.map((c) => Number(c.id)));
    for (const row of body) {
      const mine = e.students.filter((s) => Number(s.class_id) === row.class_id);
      expect(row).toEqual({
        class_id: row.class_id,
        class_name: ordered.find((c) => Number(c.id) === row.class_id)?.name,
        boys: mine.filter((s) => s.gender === 'male').length,
        girls: mine.filter((s) => s.gender === 'female').length,
        total: mine.length,
      });
    }
    expect(body.reduce((sum, r) => sum + Number(r.total), 0)).toBe(e.students.length);
  });

  it('getBioAttendancetable is an empty table until the biometrics module stores punches', async () => {
    expect(await get('/api/bio/getBioAttendancetable', admin.accessToken)).toEqual([]);
  });

  it('any signed-in user of the branch may read the dashboard, even one without roles', async () => {
    const librarian = await t.signIn('librarian');
    const response = await t.call('GET', '/api/index/getpopulationfigures', { token: librarian.accessToken });
    expect(response.status).toBe(200);
  });

  it("registrar2 of the second branch sees only their own school's figures", async () => {
    const mine = await expected(registrar2.branchId);
    const other = await expected(admin.branchId);
    expect(registrar2.branchId).not.toBe(admin.branchId);

    const [page] = (await get('/api/index/getindexpagedata', registrar2.accessToken)) as Record<string, unknown>[];
    expect(page.schoolName).toBe(mine.branch.name);
    expect(page.studentCount).toBe(mine.students.length);
    expect(page.studentCount).not.toBe(other.students.length);
    expect(page.classCount).toBe(mine.classes.length);

    const [figures] = (await get('/api/index/getpopulationfigures', registrar2.accessToken)) as Record<
      string,
      unknown
    >[];
    expect(figures.students).toBe(mine.students.length);

    const perClass = (await get('/api/index/getpopulationperclass', registrar2.accessToken)) as Record<
      string,
      unknown
    >[];
    const myClassIds = mine.classes.map((c) => Number(c.id)).sort((a, b) => a - b);
    expect(perClass.map((r) => Number(r.class_id)).sort((a, b) => a - b)).toEqual(myClassIds);
  });

  it.each([
    '/api/index/getindexpagedata',
    '/api/index/getpopulationfigures',
    '/api/index/getpopulationperclass',
    '/api/bio/getBioAttendancetable',
  ])('%s without a token is 401', async (path) => {
    const response = await t.call('GET', path);
    expect(response.status).toBe(401);
    expect(((await response.json()) as { message: string }).message).toMatch(/sign in/i);
  });
});
