import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeritListPage, MeritRow } from '../../../../src/schema/exam-results';
import { branchIdOf, insertUser } from '../../../../tests/helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../../../../tests/helpers/harness';
import { pdfPages } from '../../../documents/pdf-text';
import { insertSystem } from '../../../db/seed';
import { seedStandardExams } from '../setup/standard';

/**
 * A competency-based school end to end: the Demo Primary School (Grades 7 to 9 at levels 7 to 9,
 * and a Grade 3 added here) takes the standard exam set-up, which grades junior school on the 8
 * KJSEA levels and Grade 3 on the 4 CBE levels, every learning area counted; a Grade 7 exam's
 * merit list is worked by hand below.
 */
let t: TestApp;
let branchId: number;
let grade7: number;
let examId: number;
let token: string;
const students: number[] = [];

// The 8 levels: EE1 90-100 (8), EE2 75-89 (7), ME1 58-74 (6), ME2 41-57 (5), AE1 31-40 (4),
// AE2 21-30 (3), BE1 11-20 (2), BE2 0-10 (1).
const CODES = ['101', '102', '121', '231', '311'] as const;
const MARKS: readonly (readonly (number | 'absent')[])[] = [
  [95, 80, 60, 45, 35], // 8 7 6 5 4: 30 points over 5, 6.00, ME1
  [90, 92, 88, 75, 20], // 8 8 7 7 2: 32 points over 5, 6.40, ME1
  [10, 'absent', 30, 41, 58], // 1 X 3 5 6: 15 points over 5 (absent counts 0), 3.00, AE2
];

beforeAll(async () => {
  t = await createTestApp({ students: 4 });
  const database = t.ctx.database;
  const db = database.db;
  branchId = await branchIdOf(t, 'DPS');
  await insertSystem(database, 'classes', branchId, [{ name: 'Grade 3', level: 3, capacity: 40, active: true }]);
  await seedStandardExams(db, branchId);
  grade7 = Number(
    (
      await db
        .selectFrom('classes')
        .select('id')
        .where('branch_id', '=', branchId)
        .where('level', '=', 7)
        .executeTakeFirstOrThrow()
    ).id,
  );
  const pupils = await db
    .selectFrom('students')
    .select(['id', 'stream_id'])
    .where('branch_id', '=', branchId)
    .where('class_id', '=', grade7)
    .orderBy('id')
    .limit(3)
    .execute();
  expect(pupils.length).toBe(3);
  students.push(...pupils.map((p) => Number(p.id)));
  const courses = await db.selectFrom('courses').select(['id', 'code']).where('branch_id', '=', branchId).execute();
  const subject = (code: string) => Number(courses.find((c) => String(c.code) === code)?.id);
  const term = await db
    .selectFrom('terms')
    .select('id')
    .where('branch_id', '=', branchId)
    .orderBy('start_date')
    .executeTakeFirstOrThrow();
  const [category] = await insertSystem(database, 'exam_categories', branchId, [
    { name: 'End-term', kind: 'end_term', weight: 100 },
  ]);
  [examId] = await insertSystem(database, 'exams', branchId, [
    {
      name: 'Grade 7 End-term',
      category_id: category,
      term_id: Number(term.id),
      classes: [grade7],
      papers: CODES.map((code) => ({ subject_id: subject(code), paper: 1, out_of: 100, weight: 100 })),
    },
  ]);
  await insertSystem(
    database,
    'marks',
    branchId,
    pupils.flatMap((p, i) =>
      CODES.map((code, j) => {
        const mark = MARKS[i][j];
        return {
          exam_id: examId,
          student_id: Number(p.id),
          subject_id: subject(code),
          paper: 1,
          mark: mark === 'absent' ? null : mark,
          absent: mark === 'absent',
          class_id: grade7,
          stream_id: p.stream_id === null ? null : Number(p.stream_id),
        };
      }),
    ),
  );
  await insertUser(t, branchId, 'examiner_dps', ['ROLE_Exam_admin']);
  token = (await t.signIn('examiner_dps')).accessToken;
  for (const action of ['close', 'publish']) {
    const r = await t.call('POST', `/api/exams/${examId}/${action}`, { token, body: {} });
    expect(r.status, await r.text()).toBe(200);
  }
}, 180_000);
afterAll(() => t?.close());

describe(`competency-based results on ${ENGINE}`, () => {
  it('seeds a mean-grade rule for every CBE level: the 4 levels in primary, the 8 in junior school, all subjects counted', async () => {
    const rules = await t.ctx.database.db
      .selectFrom('required_subjects')
      .select(['level', 'rule', 'family'])
      .where('branch_id', '=', branchId)
      .orderBy('level')
      .execute();
    const byLevel = new Map(rules.map((r) => [Number(r.level), [String(r.rule), String(r.family)]]));
    // Level 3 is a grade in this school; levels 1, 2 and 4 have no classes and stay Forms.
    expect(byLevel.get(3)).toEqual(['all', 'cbe4']);
    expect(byLevel.get(1)).toEqual(['kcse_2023', 'kcse']);
    for (const level of [5, 6]) expect(byLevel.get(level), `level ${level}`).toEqual(['all', 'cbe4']);
    for (const level of [7, 8, 9]) expect(byLevel.get(level), `level ${level}`).toEqual(['all', 'cbe8']);
  });

  it('grades a Grade 7 exam on the 8 levels: mean = average of the levels, ranked on it', async () => {
    const r = await t.call('GET', `/api/exams/${examId}/results?class_id=${grade7}`, { token });
    expect(r.status, await r.clone().text()).toBe(200);
    const { rows } = (await r.json()) as MeritListPage;
    expect(rows.length).toBe(3);
    const row = (i: number) => rows.find((x) => x.student_id === students[i]) as MeritRow;
    const grades = (i: number) => Object.values(row(i).subjects).map((c) => c.grade);
    expect(grades(0).sort()).toEqual(['AE1', 'EE1', 'EE2', 'ME1', 'ME2']);
    expect(row(0)).toMatchObject({ total_points: 30, mean_points: 6, mean_grade: 'ME1', class_position: 2 });
    expect(row(1)).toMatchObject({ total_points: 32, mean_points: 6.4, mean_grade: 'ME1', class_position: 1 });
    expect(grades(2).sort()).toEqual(['AE2', 'BE2', 'ME1', 'ME2', 'X']);
    expect(row(2)).toMatchObject({ total_points: 15, mean_points: 3, mean_grade: 'AE2', class_position: 3 });
    expect(row(2).class_out_of).toBe(3);
  });

  it('prints the report forms with the 8-level grading key, not the KCSE one', async () => {
    const r = await t.call('GET', `/api/exams/${examId}/report-forms.pdf?class_id=${grade7}`, { token });
    expect(r.status, await r.clone().text()).toBe(200);
    const pages = pdfPages(Buffer.from(await r.arrayBuffer()));
    expect(pages.length).toBe(3);
    expect(pages[0]).toContain('EE1');
    expect(pages[0]).toContain('BE2');
    expect(pages[0]).not.toMatch(/\bB\+/);
  });
});
