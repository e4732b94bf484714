import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchIdOf, insertUser, json, totalOf } from '../helpers/api';
import { createTestApp, ENGINE, listQuery, type TestApp } from '../helpers/harness';

/**
 * A list's compiled statement is kept by its shape and reused with each request's values
 * (server/crud/statements.ts): requests of one shape one after the other must each get their own
 * answer, never the previous request's values, branch, page or list length.
 */
let t: TestApp;
let token: string;
let otherToken: string;
let home: number;
let away: number;

type Student = { id: number; admission_no: string; last_name: string; branch_id: number };

beforeAll(async () => {
  t = await createTestApp({ students: 30 });
  home = await branchIdOf(t, 'DHS');
  away = await branchIdOf(t, 'DPS');
  token = (await t.signIn('admin')).accessToken;
  await insertUser(t, away, 'shapes2', ['ROLE_All']);
  otherToken = (await t.signIn('shapes2')).accessToken;
});
afterAll(() => t.close());

const list = (params: Parameters<typeof listQuery>[0], as = token) =>
  t.call('GET', `/api/students?${listQuery(params)}`, { token: as });

async function studentsOf(branch: number): Promise<Student[]> {
  const rows = await t.ctx.database.db
    .selectFrom('students')
    .select(['id', 'admission_no', 'last_name', 'branch_id'])
    .where('branch_id', '=', branch)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id), branch_id: Number(r.branch_id) }) as Student);
}

describe(`lists of one shape, one after the other (${ENGINE})`, () => {
  it('each admission number finds its own student', async () => {
    for (const student of (await studentsOf(home)).slice(0, 5)) {
      const response = await list({ filter: { admission_no: student.admission_no } });
      expect((await json<Student[]>(response)).map((r) => r.id)).toEqual([student.id]);
      expect(response.headers.get('content-range')).toBe('students 0-0/1');
    }
  });

  it('each school sees its own rows through the same statement', async () => {
    const [mine, theirs] = [await studentsOf(home), await studentsOf(away)];
    expect(theirs.length).toBeGreaterThan(0);
    for (const [as, own] of [
      [token, mine],
      [otherToken, theirs],
      [token, mine],
    ] as const) {
      const response = await list({ sort: ['id', 'ASC'], range: [0, 999] }, as);
      expect((await json<Student[]>(response)).map((r) => r.id)).toEqual(own.map((s) => s.id));
      // Another school's admission number finds nothing.
      const foreign = (own === mine ? theirs : mine)[0];
      expect(await json<Student[]>(await list({ filter: { admission_no: foreign.admission_no } }, as))).toEqual([]);
    }
  });

  it('id lists of different lengths, and an empty one', async () => {
    const ids = (await studentsOf(home)).map((s) => s.id);
    for (const n of [3, 1, 4, 0, 2]) {
      const response = await list({ sort: ['id', 'ASC'], filter: { id: ids.slice(0, n) } });
      expect((await json<Student[]>(response)).map((r) => r.id)).toEqual(ids.slice(0, n));
    }
  });

  it('pages of one sort: each page its rows, each total its count', async () => {
    const ids = (await studentsOf(home)).map((s) => s.id);
    for (const [start, end] of [
      [0, 4],
      [5, 9],
      [ids.length - 2, ids.length + 5],
      [2, 2],
    ] as const) {
      const response = await list({ sort: ['id', 'ASC'], range: [start, end] });
      expect((await json<Student[]>(response)).map((r) => r.id)).toEqual(ids.slice(start, end + 1));
      expect(totalOf(response)).toBe(ids.length);
    }
    const descending = await list({ sort: ['id', 'DESC'], range: [0, 2] });
    expect((await json<Student[]>(descending)).map((r) => r.id)).toEqual(ids.slice(-3).reverse());
  });

  it('each search finds its own matches', async () => {
    const students = await studentsOf(home);
    for (const student of students.slice(0, 4)) {
      const serial = student.admission_no.split('/').pop() as string;
      const response = await list({ filter: { q: serial } });
      const found = (await json<Student[]>(response)).map((r) => r.id);
      expect(found).toContain(student.id);
      expect(totalOf(response)).toBe(found.length);
    }
  });

  it('a list field filter binds each item it looks for', async () => {
    const teachers = await t.ctx.database.db
      .selectFrom('employees')
      .select(['id', 'subjects'])
      .where('category', '=', 'teaching')
      .where('branch_id', '=', home)
      .execute();
    const courses = [...new Set(teachers.flatMap((r) => JSON.parse(String(r.subjects ?? '[]')) as number[]))];
    expect(courses.length).toBeGreaterThan(1);
    for (const course of courses.slice(0, 4)) {
      const response = await t.call(
        'GET',
        `/api/teachers?${listQuery({ filter: { subjects: course }, range: [0, 999] })}`,
        {
          token,
        },
      );
      const expected = teachers
        .filter((r) => (JSON.parse(String(r.subjects ?? '[]')) as number[]).includes(course))
        .map((r) => Number(r.id))
        .sort((a, b) => a - b);
      expect((await json<{ id: number }[]>(response)).map((r) => r.id).sort((a, b) => a - b)).toEqual(expected);
    }
  });
});
