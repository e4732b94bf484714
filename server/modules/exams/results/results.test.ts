import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExamAnalysis, ExamDashboard, MeritListPage, MeritRow } from '../../../../src/schema/exam-results';
import { ENGINE } from '../../../../tests/helpers/harness';
import { pdfPages } from '../../../documents/pdf-text';
import { examResults } from './index';
import { createResultsWorld, type ResultsWorld } from '../../../../tests/helpers/exams-results-world';

let w: ResultsWorld;

beforeAll(async () => {
  w = await createResultsWorld();
}, 120_000);
afterAll(() => w?.t.close());

const page = async (path: string, token?: string) => {
  const r = await w.get(path, token);
  expect(r.status, await r.clone().text()).toBe(200);
  return (await r.json()) as MeritListPage;
};
const byAdm = (rows: readonly MeritRow[], who: string) => rows.find((r) => r.admission_no === `RES/${who}`) as MeritRow;

describe(`exam results on ${ENGINE}`, () => {
  it('are refused while the exam is open, previewed by the exams office once closed, and read by teachers once published', async () => {
    expect((await w.get(`${w.endTerm}/results`)).status).toBe(409);
    await w.act(w.endTerm, 'close');
    expect((await w.get(`${w.endTerm}/results`)).status).toBe(200);
    const early = await w.get(`${w.endTerm}/results`, w.tokens.teacher);
    expect(early.status).toBe(409);
    expect(((await early.json()) as { message: string }).message).toBe(
      'The results of RES End-term are not published yet',
    );
    await w.act(w.endTerm, 'publish');
    for (const exam of [w.cat]) {
      await w.act(exam, 'close');
      await w.act(exam, 'publish');
    }
    expect((await w.get(`${w.endTerm}/results`, w.tokens.teacher)).status).toBe(200);
    expect((await w.get(`${w.endTerm}/results`, w.tokens.admin)).status).toBe(200);
    for (const path of ['results', 'analysis', 'merit-list.pdf'])
      expect((await w.get(`${w.endTerm}/${path}`, w.tokens.registrar)).status, path).toBe(403);
    expect((await w.t.call('GET', `/api/exams/${w.endTerm}/results`)).status).toBe(401);
  });

  it('keep each school to its own exams, classes and streams', async () => {
    expect((await w.get(`${w.endTerm}/results`, w.tokens.otherExaminer)).status).toBe(404);
    expect((await w.get(`${w.endTerm}/merit-list.pdf`, w.tokens.otherExaminer)).status).toBe(404);
    const theirs = await w.t.ctx.database.db
      .selectFrom('classes')
      .select('id')
      .where('branch_id', '=', w.otherBranchId)
      .executeTakeFirstOrThrow();
    const refused = await w.get(`${w.endTerm}/results?class_id=${theirs.id}`);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: Record<string, string> }).errors).toEqual({
      class_id: 'No such class in this school',
    });
  });

  it('compute scores, grades, the 2023 mean grade and positions as worked by hand', async () => {
    const { rows, total } = await page(`${w.endTerm}/results?class_id=${w.classId}`);
    expect(total).toBe(6);
    const maths = String(w.subjects['121']);
    const s1 = byAdm(rows, 'S1');
    // Mathematics 60/80 and 70/100 at half each: 72.5, rounded up to 73; A on the school's Maths bands (A from 70).
    expect(s1.subjects[maths]).toMatchObject({ score: 73, grade: 'A', points: 12, counted: true });
    expect(s1.subjects[String(w.subjects['565'])]).toMatchObject({ score: 50, grade: 'C', counted: false });
    expect([s1.total_marks, s1.total_points, s1.mean_points, s1.mean_grade]).toEqual([528, 69, 9.86, 'B+']);
    expect(byAdm(rows, 'S2')).toMatchObject({ total_points: 74, mean_points: 10.57, mean_grade: 'A-' });
    // Kiswahili (62) beats English (60) at equal points; 57 points over 7.
    expect(byAdm(rows, 'S5')).toMatchObject({
      total_marks: 463,
      total_points: 57,
      mean_points: 8.14,
      mean_grade: 'B-',
    });
    expect(byAdm(rows, 'S6')).toMatchObject({ subjects_sat: 7, total_points: 84, mean_points: 12, mean_grade: 'A' });
    const s4 = byAdm(rows, 'S4');
    expect(s4.subjects[maths]).toMatchObject({ score: 'absent', grade: 'X', points: null });
    expect([s4.mean_points, s4.mean_grade, s4.missing, s4.class_position]).toEqual([3, 'D', ['121'], null]);
    const positions = (who: string) => {
      const r = byAdm(rows, who);
      return [r.class_position, r.class_out_of, r.stream_position, r.stream_out_of];
    };
    expect(positions('S6')).toEqual([1, 5, 1, 2]);
    expect(positions('S2')).toEqual([2, 5, 1, 3]);
    expect(positions('S1')).toEqual([3, 5, 2, 3]);
    expect(positions('S3')).toEqual([3, 5, 2, 3]);
    expect(positions('S5')).toEqual([5, 5, 2, 2]);
    // Equal positions list by name (Akinyi before Wanjiru); the unranked come last.
    expect(rows.map((r) => r.admission_no)).toEqual(['RES/S6', 'RES/S2', 'RES/S3', 'RES/S1', 'RES/S5', 'RES/S4']);
  });

  it('give each student their deviation from an earlier exam', async () => {
    const { rows, compare } = await page(`${w.endTerm}/results?class_id=${w.classId}&compare_exam_id=${w.cat}`);
    expect(compare?.name).toBe('RES CAT 1');
    // The CAT: 60 everywhere, B- (8) but B+ (10) in Mathematics: 58/7 = 8.29.
    expect(byAdm(rows, 'S1')).toMatchObject({ previous_mean_points: 8.29, deviation: 1.57 });
    expect(byAdm(rows, 'S5')).toMatchObject({ deviation: -0.15 });
    expect(byAdm(rows, 'S6')).toMatchObject({ deviation: 3.71 });
    const same = await w.get(`${w.endTerm}/results?compare_exam_id=${w.endTerm}`);
    expect(same.status).toBe(400);
    expect(((await same.json()) as { errors: Record<string, string> }).errors).toEqual({
      compare_exam_id: 'Choose an earlier exam, not this one',
    });
  });

  it('show one stream with its positions still counted over the class', async () => {
    const { rows } = await page(`${w.endTerm}/results?stream_id=${w.streams.B}`);
    expect(rows.map((r) => [r.admission_no, r.class_position, r.stream_position])).toEqual([
      ['RES/S6', 1, 1],
      ['RES/S5', 5, 2],
    ]);
  });

  it('page, sort and search the merit list, and refuse a bad query per field', async () => {
    const first = await page(`${w.endTerm}/results?class_id=${w.classId}&sort=total_marks&order=DESC&per_page=2`);
    expect([first.total, first.rows.map((r) => r.admission_no)]).toEqual([6, ['RES/S6', 'RES/S2']]);
    const second = await page(
      `${w.endTerm}/results?class_id=${w.classId}&sort=total_marks&order=DESC&per_page=2&page=2`,
    );
    expect(second.rows.map((r) => r.total_marks)).toEqual([528, 528]);
    const found = await page(`${w.endTerm}/results?q=chebet`);
    expect(found.rows.map((r) => r.admission_no)).toEqual(['RES/S5']);
    const bySubject = await page(
      `${w.endTerm}/results?class_id=${w.classId}&sort=subject:${w.subjects['121']}&order=ASC`,
    );
    expect(bySubject.rows.map((r) => r.admission_no).at(-1)).toBe('RES/S4'); // absent, last
    const bad = await w.get(`${w.endTerm}/results?page=0&sort=height&per_page=9999`);
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { errors: Record<string, string> }).errors).sort()).toEqual([
      'page',
      'per_page',
      'sort',
    ]);
  });

  it('export every row as CSV', async () => {
    const r = await w.get(`${w.endTerm}/results?class_id=${w.classId}&format=csv&per_page=1`);
    expect(r.headers.get('content-type')).toContain('text/csv');
    const lines = (await r.text()).trim().split('\r\n');
    expect(lines).toHaveLength(7);
    expect(lines[0]).toContain('Admission number,Name,Class,Stream');
    expect(lines.find((l) => l.includes('RES/S4'))).toMatch(/,X,X,/);
  });

  it('analyse each subject overall, per stream and per teacher', async () => {
    const r = await w.get(`${w.endTerm}/analysis?class_id=${w.classId}&compare_exam_id=${w.cat}`);
    expect(r.status).toBe(200);
    const { analysis, classes, streams } = (await r.json()) as ExamAnalysis;
    const maths = analysis.find((a) => a.subject.code === '121');
    // 73, 73, 73, 55, 100 and one absent: mean 74.8; points 57/5 = 11.4, A- on the Maths bands.
    expect(maths).toMatchObject({ entries: 5, absent: 1, mean_score: 74.8, mean_points: 11.4, mean_grade: 'A-' });
    expect(maths?.grades).toEqual({ A: 4, B: 1 });
    expect([maths?.previous_mean_points, maths?.deviation]).toEqual([10, 1.4]);
    expect(maths?.by_stream.map((s) => [s.stream_name, s.mean_points, s.mean_grade, s.absent])).toEqual([
      ['Class RES A', 12, 'A', 1],
      ['Class RES B', 10.5, 'A-', 0],
    ]);
    expect(maths?.by_teacher.map((s) => [s.teacher_id, s.streams, s.mean_points])).toEqual([
      [w.teachers.A, 'Class RES A', 12],
      [w.teachers.B, 'Class RES B', 10.5],
    ]);
    // (9.86 + 10.57 + 9.86 + 3.00 + 8.14 + 12.00) / 6 = 8.905, 8.91: B.
    expect(classes[0]).toMatchObject({ students: 6, mean_points: 8.91, mean_grade: 'B' });
    expect(streams.map((s) => s.name)).toEqual(['Class RES A', 'Class RES B']);
  });

  it('is one computation for every reader: the function gives what the API gives', async () => {
    const direct = await examResults(w.t.ctx.database.db, w.branchId, { examId: w.endTerm, classId: w.classId });
    const { rows } = await page(`${w.endTerm}/results?class_id=${w.classId}&per_page=500`);
    expect(direct.rows).toEqual(rows);
  });

  it('print the merit list on the letterhead, landscape', async () => {
    const r = await w.get(`${w.endTerm}/merit-list.pdf?class_id=${w.classId}&compare_exam_id=${w.cat}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await r.arrayBuffer());
    const [first] = pdfPages(pdf);
    expect(first).toContain('MERIT LIST');
    expect(first).toContain('Demo High School');
    expect(first).toContain('Otieno ResS6');
    expect(first).toContain('+3.71');
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
  });

  it('print a long admission number on one line of the merit list', async () => {
    const db = w.t.ctx.database.db;
    const long = 'ADM/2026/00412';
    await db.updateTable('students').set({ admission_no: long }).where('id', '=', w.students.S5).execute();
    try {
      const r = await w.get(`${w.endTerm}/merit-list.pdf?class_id=${w.classId}`);
      expect(r.status).toBe(200);
      const [first] = pdfPages(Buffer.from(await r.arrayBuffer()));
      expect(first.split('\n')).toContain(long);
    } finally {
      await db.updateTable('students').set({ admission_no: 'RES/S5' }).where('id', '=', w.students.S5).execute();
    }
  });

  it('sum up the latest published exam on the dashboard, for teachers too', async () => {
    expect((await w.get('dashboard', w.tokens.registrar)).status).toBe(403);
    const r = await w.get('dashboard', w.tokens.teacher);
    expect(r.status).toBe(200);
    const d = (await r.json()) as ExamDashboard;
    expect([d.exam?.name, d.previous?.name]).toEqual(['RES End-term', 'RES CAT 1']);
    expect(d.overall).toMatchObject({ students: 6, mean_points: 8.91, mean_grade: 'B' });
    // The top three of the class (S1 and S3 tie at 3), and who gained most since the CAT.
    expect(d.best.map((s) => [s.admission_no, s.class_position])).toEqual([
      ['RES/S6', 1],
      ['RES/S2', 2],
      ['RES/S3', 3],
      ['RES/S1', 3],
    ]);
    expect(d.improved.map((s) => [s.admission_no, s.deviation])).toEqual([
      ['RES/S6', 3.71],
      ['RES/S2', 2.28],
      ['RES/S3', 1.57],
      ['RES/S1', 1.57],
    ]);
    expect(d.subjects.find((s) => s.subject.code === '121')?.mean_points).toBe(11.4);
    expect(d.trend.at(-1)).toMatchObject({ exam: 'RES End-term', mean_points: 8.91, classes: { 'Class RES': 8.91 } });
    expect(d.trend.at(-2)).toMatchObject({ exam: 'RES CAT 1', mean_points: 8.29 });
  });
});
