import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from '../../tests/helpers/harness';
import { canAccess, getResource } from '../../src/schema';

let t: TestApp;
let admin: { accessToken: string; branchId: number };
let registrar2: { accessToken: string; branchId: number };

beforeAll(async () => {
  t = await createTestApp({ students: 120 });
  admin = await t.signIn('admin');
  registrar2 = await t.signIn('registrar2');
});
afterAll(() => t.close());

const rowsOf = (table: string, branchId: number) =>
  t.ctx.database.db.selectFrom(table).selectAll().where('branch_id', '=', branchId).execute();

async function get<T>(path: string, token: string): Promise<T> {
  const response = await t.call('GET', path, { token });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

type Cls = { id: number | string; name: string; level?: number };
const byLevel = (a: Record<string, unknown>, b: Record<string, unknown>) => Number(a.level) - Number(b.level);
const summary = (c: Record<string, unknown>) => ({ id: Number(c.id), name: c.name, level: Number(c.level) });

describe(`pick-list endpoints on ${ENGINE}`, () => {
  it("getclsseswithall puts 'All classes' first, then the active classes in level order", async () => {
    const active = (await rowsOf('classes', admin.branchId)).filter((c) => Boolean(c.active)).sort(byLevel);
    const body = await get<Cls[]>('/api/index/getclsseswithall', admin.accessToken);
    expect(body).toEqual([{ id: 'all', name: 'All classes' }, ...active.map(summary)]);
  });

  it('getactiveclassesandallumni splits active classes from alumni classes', async () => {
    const all = (await rowsOf('classes', admin.branchId)).sort(byLevel);
    const body = await get<{ active: Cls[]; alumni: Cls[] }>(
      '/api/index/getactiveclassesandallumni',
      admin.accessToken,
    );
    expect(body.active).toEqual(all.filter((c) => Boolean(c.active)).map(summary));
    expect(body.alumni).toEqual(all.filter((c) => !c.active).map(summary));
    expect(body.alumni.length).toBeGreaterThan(0);
  });

  it('getstreams names each stream with its class', async () => {
    const classes = new Map((await rowsOf('classes', admin.branchId)).map((c) => [Number(c.id), String(c.name)]));
    const streams = await rowsOf('streams', admin.branchId);
    const body = await get<Record<string, unknown>[]>('/api/index/getstreams', admin.accessToken);
    expect(body).toHaveLength(streams.length);
    for (const s of streams) {
      expect(body).toContainEqual({
        id: Number(s.id),
        name: s.name,
        class_id: Number(s.class_id),
        class_name: classes.get(Number(s.class_id)),
      });
    }
  });

  it("gethostels lists the branch's hostels with their occupancy", async () => {
    const hostels = await rowsOf('hostels', admin.branchId);
    const students = await rowsOf('students', admin.branchId);
    expect(hostels.length).toBeGreaterThan(0);
    const body = await get<Record<string, unknown>[]>('/api/index/gethostels', admin.accessToken);
    expect(body.map((h) => h.id).sort()).toEqual(hostels.map((h) => Number(h.id)).sort());
    for (const h of body) {
      expect(h.occupancy).toBe(students.filter((s) => Number(s.hostel_id) === h.id).length);
      expect(h.branch_id).toBe(admin.branchId);
    }
    const theirs = await get<Record<string, unknown>[]>('/api/index/gethostels', registrar2.accessToken);
    expect(theirs.every((h) => h.branch_id === registrar2.branchId)).toBe(true);
  });

  it('getActiveStudents lists active students by admission number', async () => {
    const registrar = await t.signIn('registrar');
    const students = (await rowsOf('students', admin.branchId)).filter((s) => s.status === 'active');
    const body = await get<Record<string, unknown>[]>('/api/reg/getActiveStudents', registrar.accessToken);
    expect(body.map((s) => s.admission_no)).toEqual(students.map((s) => String(s.admission_no)).sort());
    const first = students.find((s) => s.admission_no === body[0].admission_no);
    expect(body[0]).toEqual({
      id: Number(first?.id),
      admission_no: first?.admission_no,
      name: [first?.first_name, first?.middle_name, first?.last_name].filter(Boolean).join(' '),
      class_id: Number(first?.class_id),
      stream_id: first?.stream_id == null ? null : Number(first.stream_id),
    });
    expect(Object.keys(body[0]).sort()).toEqual(['admission_no', 'class_id', 'id', 'name', 'stream_id']);
  });

  it('getActiveStudents needs read access to students: 403 otherwise', async () => {
    for (const username of ['examiner', 'librarian']) {
      const user = await t.signIn(username);
      const response = await t.call('GET', '/api/reg/getActiveStudents', { token: user.accessToken });
      expect(response.status, username).toBe(403);
      expect(((await response.json()) as { message: string }).message).toMatch(/permission/);
    }
  });

  it('registrar2 sees only the classes, streams and students of the second school', async () => {
    const myClasses = new Set((await rowsOf('classes', registrar2.branchId)).map((c) => Number(c.id)));
    const classes = await get<Cls[]>('/api/index/getclsseswithall', registrar2.accessToken);
    expect(classes.slice(1).every((c) => myClasses.has(Number(c.id)))).toBe(true);
    expect(classes.length - 1).toBe(myClasses.size);

    const streams = await get<{ class_id: number }[]>('/api/index/getstreams', registrar2.accessToken);
    expect(streams.length).toBe((await rowsOf('streams', registrar2.branchId)).length);
    expect(streams.every((s) => myClasses.has(s.class_id))).toBe(true);

    const students = await get<{ admission_no: string }[]>('/api/reg/getActiveStudents', registrar2.accessToken);
    const mine = (await rowsOf('students', registrar2.branchId)).filter((s) => s.status === 'active');
    expect(students).toHaveLength(mine.length);
    expect(students.every((s) => s.admission_no.startsWith('DPS/'))).toBe(true);
  });
});

describe(`counties and subcounties on ${ENGINE}`, () => {
  it('getcounty lists the 47 counties by official code', async () => {
    const body = await get<{ code: number; name: string }[]>('/api/index/getcounty', admin.accessToken);
    expect(body).toHaveLength(47);
    expect(body.map((c) => c.code)).toEqual(Array.from({ length: 47 }, (_, i) => i + 1));
    expect(body[0]).toEqual({ code: 1, name: 'Mombasa' });
    expect(body[46]).toEqual({ code: 47, name: 'Nairobi' });
  });

  it('getsubcounty?county= answers that county only; every county has at least one', async () => {
    for (const code of [1, 32, 47]) {
      const body = await get<{ county_code: number }[]>(`/api/index/getsubcounty?county=${code}`, admin.accessToken);
      expect(body.length, `county ${code}`).toBeGreaterThan(0);
      expect(body.every((s) => s.county_code === code)).toBe(true);
    }
    const all = await get<{ county_code: number; name: string }[]>('/api/index/getsubcounty', admin.accessToken);
    expect(new Set(all.map((s) => s.county_code)).size).toBe(47);
    expect(all).toContainEqual({ county_code: 32, name: 'Nakuru Town East' });
    expect(await get('/api/index/getsubcounty?county=047', admin.accessToken)).toEqual(
      all.filter((s) => s.county_code === 47),
    );
  });

  it.each(['0', '48', 'abc', '-1', '1.5', ''])('getsubcounty?county=%s is 400 with a clear message', async (code) => {
    const response = await t.call('GET', `/api/index/getsubcounty?county=${code}`, { token: admin.accessToken });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/county code from 1 to 47/);
  });
});

describe(`images on ${ENGINE}`, () => {
  it('a valid request answers 404 with a message until uploads exist', async () => {
    const [student] = await rowsOf('students', admin.branchId);
    for (const path of [
      `/api/images/getimage/student/${student.id}`,
      `/api/images/getimage/school/${admin.branchId}`,
    ]) {
      const response = await t.call('GET', path, { token: admin.accessToken });
      expect(response.status, path).toBe(404);
      expect(((await response.json()) as { message: string }).message).toMatch(/No image is stored/);
    }
    const staff = await t.call('GET', '/api/images/getimage/staff/1', { token: admin.accessToken });
    expect(staff.status).toBe(404);
  });

  it("another school's student is not found, and says so without revealing an image", async () => {
    const [other] = await rowsOf('students', admin.branchId);
    const response = await t.call('GET', `/api/images/getimage/student/${other.id}`, { token: registrar2.accessToken });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toBe(`No student with id ${other.id}`);
  });

  it.each([
    ['/api/images/getimage/pupil/1', /Unknown image type/],
    ['/api/images/getimage/student/abc', /positive whole number/],
    ['/api/images/getimage/student/0', /positive whole number/],
    ['/api/images/getimage/school/-3', /positive whole number/],
  ])('%s is 400', async (path, message) => {
    const response = await t.call('GET', path, { token: admin.accessToken });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(message);
  });
});

describe('without a token', () => {
  it.each([
    '/api/index/getclsseswithall',
    '/api/index/getactiveclassesandallumni',
    '/api/index/getstreams',
    '/api/index/getcounty',
    '/api/index/getsubcounty?county=1',
    '/api/index/gethostels',
    '/api/reg/getActiveStudents',
    '/api/images/getimage/student/1',
  ])('%s is 401', async (path) => {
    expect((await t.call('GET', path)).status).toBe(401);
  });
});

describe('pick-lists follow the read roles of what they list', () => {
  it.each([
    ['/api/index/getclsseswithall', 'classes'],
    ['/api/index/getactiveclassesandallumni', 'classes'],
    ['/api/index/getstreams', 'streams'],
    ['/api/index/gethostels', 'hostels'],
    ['/api/reg/getActiveStudents', 'students'],
  ])('%s answers exactly the users who may read %s', async (path, name) => {
    const resource = getResource(name);
    for (const username of ['librarian', 'bursar', 'registrar']) {
      const { accessToken, roles } = await t.signIn(username);
      const allowed = resource ? canAccess(roles, resource.access, 'read') : false;
      expect((await t.call('GET', path, { token: accessToken })).status, username).toBe(allowed ? 200 : 403);
    }
  });
});
