import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExamProgress, MarkSheet, MySubjects } from '../../../../src/schema/exams-marks-api';
import { branchIdOf, type ErrorBody, insertUser, json, totalOf } from '../../../../tests/helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../../../../tests/helpers/harness';
import { type MarksWorld, marksWorld } from '../../../../tests/helpers/exams-marks-world';

let t: TestApp;
let w: MarksWorld;

const sheetPath = (stream: number, examId = w.examId) =>
  `/api/exams/${examId}/sheet?stream_id=${stream}&subject_id=${w.maths}`;
const get = (who: string, path: string) => t.call('GET', path, { token: w.tokens[who] });
const put = (who: string, stream: number, rows: unknown) =>
  t.call('PUT', sheetPath(stream), { token: w.tokens[who], body: { rows } });
const marksOf = () =>
  t.ctx.database.db.selectFrom('marks').selectAll().where('exam_id', '=', w.examId).orderBy('id').execute();

beforeAll(async () => {
  t = await createTestApp({ students: 60 });
  w = await marksWorld(t);
}, 180_000);
afterAll(() => t.close());

describe(`mark entry on ${ENGINE}`, () => {
  it("opens a teacher's own class-subject: the stream's students, the subject's papers, the bands", async () => {
    const response = await get('markera', sheetPath(w.east));
    expect(response.status).toBe(200);
    const sheet = await json<MarkSheet>(response);
    expect(sheet.papers).toEqual([
      { paper: 1, out_of: 80, weight: 50 },
      { paper: 2, out_of: 100, weight: 50 },
    ]);
    expect(sheet.stream.class_name).toBe('Form 1');
    expect(sheet.students.length).toBeGreaterThan(0);
    expect(sheet.students.every((s) => Object.keys(s.marks).length === 0)).toBe(true);
    expect(sheet.bands.find((b) => b.grade === 'B+')).toMatchObject({ min_mark: 70, max_mark: 74 });
    expect(sheet.editable).toBe(true);
  });

  it("refuses another teacher's class-subject (403, nothing written); the exams office enters any", async () => {
    expect((await get('markera', sheetPath(w.west))).status).toBe(403);
    const sheet = await json<MarkSheet>(await get('examiner', sheetPath(w.west)));
    const rows = [{ student_id: sheet.students[0].id, marks: { 1: 40, 2: 50 } }];
    const refused = await put('markera', w.west, rows);
    expect(refused.status).toBe(403);
    expect((await json<ErrorBody>(refused)).message).toContain('You do not teach Mathematics in Form 1 West');
    expect(await marksOf()).toEqual([]);
    expect((await put('registrar', w.west, rows)).status).toBe(403);
    const saved = await put('examiner', w.west, rows);
    expect(saved.status).toBe(200);
    expect(await json(saved)).toMatchObject({ created: 2, updated: 0, deleted: 0 });
    expect((await put('markerb', w.west, [{ student_id: sheet.students[0].id, marks: { 2: 55 } }])).status).toBe(200);
  });

  it('refuses a mark above its out of, below 0, with two decimals or not a mark, naming each cell', async () => {
    const sheet = await json<MarkSheet>(await get('markera', sheetPath(w.east)));
    const [a, b, c] = sheet.students;
    const before = (await marksOf()).length;
    const refused = await put('markera', w.east, [
      { student_id: a.id, marks: { 1: 81, 2: 50 } },
      { student_id: b.id, marks: { 1: '45.25', 2: -1 } },
      { student_id: c.id, marks: { 1: 'forty', 3: 10 } },
      { student_id: 999_999, marks: { 1: 1 } },
    ]);
    expect(refused.status).toBe(400);
    expect((await json<ErrorBody>(refused)).errors).toEqual({
      'rows.0.marks.1': '81 is above the paper’s out of (80)',
      'rows.1.marks.1': 'A mark has at most one decimal',
      'rows.1.marks.2': 'A mark cannot be below 0',
      'rows.2.marks.1': 'Type a mark, X (or abs) for absent, or leave it empty',
      'rows.2.marks.3': 'There is no paper 3 of Mathematics in this exam',
      'rows.3.student_id': 'This student is not in Form 1 East',
    });
    expect((await marksOf()).length).toBe(before);
  });

  it('saves marks and absents (X, not zero), changes and clears them, each change audited', async () => {
    const sheet = await json<MarkSheet>(await get('markera', sheetPath(w.east)));
    const [a, b] = sheet.students;
    const first = await put('markera', w.east, [
      { student_id: a.id, marks: { 1: '45.5', 2: 'X' } },
      { student_id: b.id, marks: { 1: 'abs', 2: 70 } },
    ]);
    expect(await json(first)).toMatchObject({ created: 4, updated: 0, deleted: 0 });
    const again = await json<{ sheet: MarkSheet }>(
      await put('markera', w.east, [
        { student_id: a.id, marks: { 1: 50, 2: '' } },
        { student_id: b.id, marks: { 1: 'X', 2: 70 } },
      ]),
    );
    expect(again).toMatchObject({ created: 0, updated: 1, deleted: 1 });
    const row = (id: number) => again.sheet.students.find((s) => s.id === id)?.marks;
    expect(row(a.id)).toEqual({ 1: 50 });
    expect(row(b.id)).toEqual({ 1: 'X', 2: 70 });
    const stored = (await marksOf()).filter((m) => Number(m.student_id) === b.id);
    expect(stored.find((m) => Number(m.paper) === 1)).toMatchObject({ mark: null });
    expect(Boolean(stored.find((m) => Number(m.paper) === 1)?.absent)).toBe(true);
    expect(stored.every((m) => Number(m.stream_id) === w.east && Number(m.class_id) === w.form1)).toBe(true);
    const audit = await t.ctx.database.db
      .selectFrom('audit_log')
      .select(['action', 'username', 'changes'])
      .where('resource', '=', 'marks')
      .where('username', '=', 'markera')
      .execute();
    expect(audit.map((r) => r.action).sort()).toEqual(['create', 'create', 'create', 'create', 'delete', 'update']);
    expect(audit.find((r) => r.action === 'update')?.changes).toContain('"before":45.5');
  });

  it('shows progress per class-subject: the exams office sees all, a teacher their own', async () => {
    const sheet = await json<MarkSheet>(await get('markera', sheetPath(w.east)));
    const rows = sheet.students.map((s) => ({ student_id: s.id, marks: { 1: 60, 2: s.id % 3 === 0 ? 'X' : 75 } }));
    expect((await put('markera', w.east, rows)).status).toBe(200);
    const office = await json<ExamProgress>(await get('examiner', `/api/exams/${w.examId}/progress`));
    const east = office.rows.find((r) => r.stream_id === w.east);
    const west = office.rows.find((r) => r.stream_id === w.west);
    expect(east).toMatchObject({ subject: 'Mathematics', students: sheet.students.length, complete: true });
    expect(east?.entered).toBe(sheet.students.length);
    expect(west?.entered).toBe(1);
    expect(west?.complete).toBe(false);
    const own = await json<ExamProgress>(await get('markera', `/api/exams/${w.examId}/progress`));
    // The suite's exam sits Mathematics only; the demo may give this teacher other class-subjects too.
    expect(own.rows.map((r) => r.stream_id)).toEqual([w.east]);
    const mine = await json<MySubjects>(await get('markera', '/api/exams/my-subjects'));
    expect(mine.all).toBe(false);
    const maths = mine.subjects.filter((s) => s.subject === 'Mathematics').map((s) => s.stream_id);
    expect(maths).toContain(w.east);
    expect(maths).not.toContain(w.west);
    const open = mine.open_exams.find((e) => e.exam.id === w.examId);
    expect(open?.rows).toEqual([expect.objectContaining({ stream_id: w.east, complete: true })]);
  });

  it('keeps a paper that has marks, and its out of at or above the highest mark', async () => {
    const exam = await json(await get('examiner', `/api/exams/${w.examId}`));
    const papers = exam.papers as Record<string, unknown>[];
    const put1 = (body: unknown) => t.call('PUT', `/api/exams/${w.examId}`, { token: w.tokens.examiner, body });
    const removed = await put1({ papers: [{ ...papers[0], weight: 100 }] });
    expect(removed.status).toBe(400);
    expect((await json<ErrorBody>(removed)).errors).toEqual({
      papers: 'Mathematics paper 2 has marks entered, so it cannot be removed',
    });
    const lowered = await put1({ papers: [{ ...papers[0], out_of: 50 }, papers[1]] });
    expect((await json<ErrorBody>(lowered)).errors).toEqual({
      'papers.0.out_of': 'Mathematics paper 1 already has a mark of 60: its out of cannot be below that',
    });
  });

  it('takes no marks once the exam is closed (409); the sheet still reads', async () => {
    const exam = w.examId;
    expect((await t.call('POST', `/api/exams/${exam}/close`, { token: w.tokens.examiner, body: {} })).status).toBe(200);
    const sheet = await json<MarkSheet>(await get('markera', sheetPath(w.east)));
    expect(sheet.editable).toBe(false);
    const refused = await put('examiner', w.east, [{ student_id: sheet.students[0].id, marks: { 1: 1 } }]);
    expect(refused.status).toBe(409);
    expect((await json<ErrorBody>(refused)).message).toContain('it is closed');
    await t.call('POST', `/api/exams/${exam}/reopen`, { token: w.tokens.examiner, body: {} });
  });

  it('keeps marks to the exams office in the registry, read-only, and to their own school', async () => {
    expect((await get('markera', '/api/marks')).status).toBe(403);
    expect((await get('registrar', '/api/marks')).status).toBe(403);
    const listed = await get(
      'examiner',
      `/api/marks?filter=${encodeURIComponent(JSON.stringify({ exam_id: w.examId }))}`,
    );
    expect(listed.status).toBe(200);
    expect(totalOf(listed)).toBe((await marksOf()).length);
    const created = await t.call('POST', '/api/marks', {
      token: w.tokens.admin,
      body: { exam_id: w.examId, student_id: 1, subject_id: w.maths, paper: 1, mark: 1, class_id: w.form1 },
    });
    expect(created.status).toBe(405);
    const dps = await branchIdOf(t, 'DPS');
    await insertUser(t, dps, 'examiner2', ['ROLE_Exam_admin']);
    const other = (await t.signIn('examiner2')).accessToken;
    const theirs = await t.call('GET', '/api/marks', { token: other });
    expect(totalOf(theirs)).toBe(0);
    expect((await t.call('GET', sheetPath(w.east), { token: other })).status).toBe(404);
    expect((await t.call('GET', `/api/exams/${w.examId}/progress`, { token: other })).status).toBe(404);
  });
});
