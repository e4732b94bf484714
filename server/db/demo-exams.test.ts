import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExamProgress, MySubjects } from '../../src/schema/exams-marks-api';
import { branchIdOf, json } from '../../tests/helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../../tests/helpers/harness';

let t: TestApp;
let branchId: number;
const exams = new Map<string, { id: number; status: string }>();

beforeAll(async () => {
  t = await createTestApp({ students: 120 });
  branchId = await branchIdOf(t, 'DHS');
  const rows = await t.ctx.database.db
    .selectFrom('exams')
    .select(['id', 'name', 'status'])
    .where('branch_id', '=', branchId)
    .execute();
  for (const r of rows) exams.set(String(r.name), { id: Number(r.id), status: String(r.status) });
}, 300_000);
afterAll(() => t.close());

/** Subjects with marks per student in one exam. */
async function subjectsPerStudent(examId: number) {
  const rows = await t.ctx.database.db
    .selectFrom('marks')
    .innerJoin('classes', 'classes.id', 'marks.class_id')
    .select(['marks.student_id', 'marks.subject_id', 'classes.level'])
    .distinct()
    .where('marks.exam_id', '=', examId)
    .execute();
  const per = new Map<number, { level: number; n: number }>();
  for (const r of rows) {
    const s = per.get(Number(r.student_id)) ?? { level: Number(r.level), n: 0 };
    per.set(Number(r.student_id), { ...s, n: s.n + 1 });
  }
  return [...per.values()];
}

describe(`the exams demo on ${ENGINE}`, () => {
  it('has CAT 1 and the mid-term of term 1 published, the end-term open', () => {
    expect(exams.get('CAT 1')?.status).toBe('published');
    expect(exams.get('Mid-term')?.status).toBe('published');
    expect(exams.get('End-term')?.status).toBe('open');
  });

  it('gives Forms 1-2 their 11 or 12 subjects and Forms 3-4 their 8, with a few absents and plausible marks', async () => {
    const per = await subjectsPerStudent(Number(exams.get('CAT 1')?.id));
    expect(per.length).toBeGreaterThan(100);
    for (const s of per) expect(s.level <= 2 ? [11, 12] : [8]).toContain(s.n);
    const marks = await t.ctx.database.db
      .selectFrom('marks')
      .select(['mark', 'absent', 'paper'])
      .where('exam_id', '=', Number(exams.get('End-term')?.id))
      .execute();
    const absent = marks.filter((m) => Boolean(m.absent));
    expect(absent.length).toBeGreaterThan(0);
    expect(absent.length / marks.length).toBeLessThan(0.05);
    expect(absent.every((m) => m.mark === null)).toBe(true);
    expect(new Set(marks.map((m) => Number(m.paper)))).toEqual(new Set([1, 2, 3]));
  });

  it('has a subject teacher for every subject of every stream, and David Kiprop signs in as one', async () => {
    const db = t.ctx.database.db;
    const taught = await db
      .selectFrom('marks')
      .select(['stream_id', 'subject_id'])
      .distinct()
      .where('exam_id', '=', Number(exams.get('CAT 1')?.id))
      .execute();
    const assigned = await db
      .selectFrom('class_subjects')
      .select(['stream_id', 'subject_id', 'teacher_id', 'title'])
      .where('branch_id', '=', branchId)
      .execute();
    const keys = new Set(assigned.filter((a) => a.teacher_id !== null).map((a) => `${a.stream_id}/${a.subject_id}`));
    for (const pair of taught) expect(keys.has(`${pair.stream_id}/${pair.subject_id}`)).toBe(true);
    expect(assigned.some((a) => a.title === 'Form 1 East Mathematics')).toBe(true);
    const token = (await t.signIn('teacher')).accessToken;
    const mine = await json<MySubjects>(await t.call('GET', '/api/exams/my-subjects', { token }));
    expect(mine.teacher?.name).toBe('David Kiprop');
    expect(mine.subjects.map((s) => `${s.class_name} ${s.stream} ${s.subject}`)).toEqual([
      'Form 1 East Mathematics',
      'Form 2 East Physics',
      'Form 3 West Physics',
      'Form 4 North Mathematics',
    ]);
    const endTerm = mine.open_exams.find((e) => e.exam.name === 'End-term');
    expect(endTerm?.rows.map((r) => [r.complete, r.entered > 0])).toEqual([
      [false, false],
      [false, true],
      [true, true],
      [true, true],
    ]);
  });

  it('has a different class teacher for every stream, one of its subject teachers (David Kiprop for one)', async () => {
    const db = t.ctx.database.db;
    const streams = await db
      .selectFrom('streams')
      .innerJoin('classes', 'classes.id', 'streams.class_id')
      .leftJoin('employees', 'employees.id', 'streams.class_teacher_id')
      .select([
        'streams.id',
        'streams.class_teacher_id',
        'employees.first_name',
        'employees.last_name',
        'employees.category',
      ])
      .where('streams.branch_id', '=', branchId)
      .where('classes.level', '<=', 4)
      .execute();
    expect(streams.length).toBeGreaterThan(0);
    for (const s of streams) expect(s.category, `stream ${String(s.id)}`).toBe('teaching');
    expect(new Set(streams.map((s) => Number(s.class_teacher_id))).size).toBe(streams.length);
    expect(streams.some((s) => `${String(s.first_name)} ${String(s.last_name)}` === 'David Kiprop')).toBe(true);
    const teaching = await db
      .selectFrom('class_subjects')
      .select(['stream_id', 'teacher_id'])
      .where('branch_id', '=', branchId)
      .execute();
    for (const s of streams)
      expect(
        teaching.some(
          (c) => Number(c.stream_id) === Number(s.id) && Number(c.teacher_id) === Number(s.class_teacher_id),
        ),
      ).toBe(true);
  });

  it('has the end-term partly entered across the school, and everything a report form reads', async () => {
    const token = (await t.signIn('examiner')).accessToken;
    const progress = await json<ExamProgress>(
      await t.call('GET', `/api/exams/${Number(exams.get('End-term')?.id)}/progress`, { token }),
    );
    expect(progress.complete).toBeGreaterThan(progress.total / 3);
    expect(progress.complete).toBeLessThan(progress.total);
    const db = t.ctx.database.db;
    const remarks = await db
      .selectFrom('remarks')
      .select(['author', 'grade'])
      .where('branch_id', '=', branchId)
      .execute();
    const grades = ['A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-', 'D+', 'D', 'D-', 'E'];
    for (const author of ['class_teacher', 'principal'])
      expect(
        remarks
          .filter((r) => r.author === author)
          .map((r) => r.grade)
          .sort(),
      ).toEqual([...grades].sort());
    const dates = await db.selectFrom('report_dates').selectAll().where('branch_id', '=', branchId).execute();
    const terms = await db.selectFrom('terms').select('id').where('branch_id', '=', branchId).execute();
    expect(dates.length).toBe(terms.length);
    const colours = await db.selectFrom('report_colours').select('grade').where('branch_id', '=', branchId).execute();
    expect(colours.map((c) => c.grade)).toEqual(expect.arrayContaining(grades));
    const rules = await db
      .selectFrom('required_subjects')
      .select(['level', 'rule'])
      .where('branch_id', '=', branchId)
      .orderBy('level')
      .execute();
    // Forms 1-2 on all their subjects, Forms 3-4 on the 2023 rule; the CBE grades keep the standard rules.
    expect(rules.map((r) => r.rule).slice(0, 4)).toEqual(['all', 'all', 'kcse_2023', 'kcse_2023']);
  });
});
