import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportFormList } from '../../../../src/schema/exams-reports';
import { ENGINE } from '../../../../tests/helpers/harness';
import { pdfPages } from '../../../documents/pdf-text';
import { termAfter } from './fees';
import { createReportsWorld, type ReportsWorld } from '../../../../tests/helpers/exams-reports-world';

let w: ReportsWorld;

beforeAll(async () => {
  w = await createReportsWorld();
}, 120_000);
afterAll(() => w?.t.close());

const pdfOf = async (path: string, token?: string) => {
  const r = await w.get(path, token);
  expect(r.status, await r.clone().text()).toBe(200);
  expect(r.headers.get('content-type')).toBe('application/pdf');
  return pdfPages(Buffer.from(await r.arrayBuffer()));
};
const errorsOf = async (r: Response) => ((await r.json()) as { errors?: Record<string, string> }).errors;
/** The cells after a subject's name on its row: marks, grade, points, position, teacher, remark. */
const rowOf = (page: string, subject: string) => {
  const lines = page.split('\n');
  const at = lines.indexOf(subject);
  expect(at, `${subject} on the page`).toBeGreaterThan(0);
  return lines.slice(at + 1, at + 7);
};

describe(`report forms on ${ENGINE}`, () => {
  it('print a hand-checked student: every subject, totals, positions, progress, remarks, dates and fees', async () => {
    const [page, ...more] = await pdfOf(`${w.endTerm}/report-forms/${w.students.S5}.pdf`);
    expect(more).toHaveLength(0);
    for (const text of ['REPORT FORM', 'RES End-term  ·  Term', 'Chebet ResS5', 'RES/S5', 'Class RES B'])
      expect(page).toContain(text);
    // Mathematics 48/80 and 50/100 at half each: 55, B on the school's Maths bands (A from 70); 5th
    // of the 5 who sat it (S4 was absent); taught in stream B by the world's second teacher.
    const initials = `${w.teacherNames.B.split(' ')
      .map((n) => n[0].toUpperCase())
      .join('.')}.`;
    expect(rowOf(page, 'Mathematics')).toEqual(['55', 'B', '9', '5/5', initials, 'Very good']);
    // No teacher is assigned English or Physics: an empty cell draws nothing, so the remark follows.
    expect(rowOf(page, 'English').slice(0, 5)).toEqual(['60', 'B-', '8', '5/6', 'Good']);
    expect(rowOf(page, 'Physics').slice(0, 5)).toEqual(['40', 'D+', '4', '5/6', 'Weak']);
    // 463 marks over 8 subjects; 57 points over 7 (2023 rule): 8.14, B-; 2nd of 2 in B, 5th of 5 ranked.
    for (const text of ['463 / 800', '57', '8.14', 'B-', '2 / 2', '5 / 5']) expect(page).toContain(text);
    // The CAT: 60 everywhere, Mathematics B+ on its bands: 58/7 = 8.29; 8.14 − 8.29 = −0.15.
    expect(page).toContain('RES CAT 1');
    expect(page).toContain('8.29 (B-)');
    expect(page).toContain('−0.15');
    expect(page).toContain('Steady work; revise the sciences.');
    expect(page).toContain('A fair result. Aim for a B next term.');
    expect(page).toMatch(/Fee balance: \nKES 30,000\.00/);
    if (termAfter(w.term).year === w.term.year) expect(page).toMatch(/Next term’s fees: \nKES 25,000\.00/);
    expect(page).toContain('Grading key');
  });

  it('print a class in merit order, one page per student, and a stream on its own', async () => {
    const pages = await pdfOf(`${w.endTerm}/report-forms.pdf?class_id=${w.classId}`);
    expect(pages).toHaveLength(6);
    const order = ['S6', 'S2', 'S3', 'S1', 'S5', 'S4'];
    pages.forEach((page, i) => expect(page, `page ${i + 1}`).toContain(`RES/${order[i]}`));
    const stream = await pdfOf(`${w.endTerm}/report-forms.pdf?stream_id=${w.streams.B}`);
    expect(stream.map((p) => (p.includes('RES/S6') ? 'S6' : p.includes('RES/S5') ? 'S5' : '?'))).toEqual(['S6', 'S5']);
  });

  it('print a student’s own remark over the bank’s, and no fee line for a student finance has no record of', async () => {
    const [otieno] = await pdfOf(`${w.endTerm}/report-forms/${w.students.S6}.pdf`);
    expect(otieno).toContain('Otieno leads the class; a fine example.');
    expect(otieno).not.toContain('Outstanding in every subject.');
    expect(otieno).toContain('Excellent. Keep it up.');
    expect(otieno).not.toContain('Fee balance');
    // Mutua (S4) was absent from Kiswahili and a Mathematics paper: X, and unranked.
    const [mutua] = await pdfOf(`${w.endTerm}/report-forms/${w.students.S4}.pdf`);
    const initials = `${w.teacherNames.A.split(' ')
      .map((n) => n[0].toUpperCase())
      .join('.')}.`;
    expect(rowOf(mutua, 'Mathematics').slice(0, 3)).toEqual(['X', initials, 'Absent']);
  });

  it('print the stream’s class teacher on the class teacher’s line, and take only an active teacher as one', async () => {
    const put = (stream: number, body: Record<string, unknown>) =>
      w.t.call('PUT', `/api/streams/${stream}`, { token: w.tokens.admin, body });
    const [before] = await pdfOf(`${w.endTerm}/report-forms/${w.students.S5}.pdf`);
    expect(before).not.toContain(w.teacherNames.B);
    const cook = await w.t.ctx.database.db
      .selectFrom('employees')
      .select('id')
      .where('branch_id', '=', w.branchId)
      .where('category', '=', 'non_teaching')
      .executeTakeFirstOrThrow();
    const refused = await put(w.streams.B, { class_teacher_id: Number(cook.id) });
    expect(refused.status).toBe(400);
    expect(Object.keys((await errorsOf(refused)) ?? {})).toEqual(['class_teacher_id']);
    expect((await put(w.streams.B, { class_teacher_id: w.teachers.B })).status).toBe(200);
    const [chebet] = await pdfOf(`${w.endTerm}/report-forms/${w.students.S5}.pdf`);
    const lines = chebet.split('\n');
    const remarks = lines.indexOf('Class teacher’s remarks');
    expect(remarks).toBeGreaterThan(0);
    expect(lines.slice(remarks, remarks + 6)).toContain(w.teacherNames.B);
    // Stream A has no class teacher yet: its line stays blank to be written in.
    const [mutua] = await pdfOf(`${w.endTerm}/report-forms/${w.students.S4}.pdf`);
    expect(mutua).not.toContain(w.teacherNames.B);
  });

  it('print the principal named in the school settings on the principal’s line', async () => {
    const principalLine = async () => {
      const [form] = await pdfOf(`${w.endTerm}/report-forms/${w.students.S5}.pdf`);
      const lines = form.split('\n');
      const at = lines.indexOf('Principal’s remarks');
      expect(at).toBeGreaterThan(0);
      return lines.slice(at, at + 6);
    };
    await w.t.ctx.database.db
      .updateTable('branches')
      .set({ principal_name: null })
      .where('id', '=', w.branchId)
      .execute();
    expect(await principalLine()).not.toContain('Grace Wambui Ndungu');
    const saved = await w.t.call('PUT', `/api/branches/${w.branchId}`, {
      token: w.tokens.admin,
      body: { principal_name: 'Grace Wambui Ndungu' },
    });
    expect(saved.status).toBe(200);
    expect(await principalLine()).toContain('Grace Wambui Ndungu');
  });

  it('list a class’s students for the panel with their mean grade, own and bank remarks', async () => {
    const r = await w.get(`${w.endTerm}/report-forms?class_id=${w.classId}`);
    expect(r.status).toBe(200);
    const list = (await r.json()) as ReportFormList;
    expect(list.exam.name).toBe('RES End-term');
    expect(list.students.map((s) => s.admission_no)).toEqual([
      'RES/S6',
      'RES/S2',
      'RES/S3',
      'RES/S1',
      'RES/S5',
      'RES/S4',
    ]);
    const s5 = list.students.find((s) => s.admission_no === 'RES/S5');
    expect(s5).toMatchObject({ mean_grade: 'B-', mean_points: 8.14, position: 5, out_of: 5, remark_id: null });
    expect(s5?.bank_class_teacher_remark).toBe('Steady work; revise the sciences.');
    const s6 = list.students[0];
    expect(s6.remark_id).toEqual(expect.any(Number));
    expect([s6.class_teacher_remark, s6.principal_remark]).toEqual(['Otieno leads the class; a fine example.', null]);
    const stream = (await (await w.get(`${w.endTerm}/report-forms?stream_id=${w.streams.A}`)).json()) as ReportFormList;
    expect(stream.students.map((s) => [s.admission_no, s.position, s.out_of])).toEqual([
      ['RES/S2', 1, 3],
      // Equal positions by name: Akinyi (S3) before Wanjiru (S1).
      ['RES/S3', 2, 3],
      ['RES/S1', 2, 3],
      ['RES/S4', null, 3],
    ]);
  });

  it('are the exams office’s only', async () => {
    for (const path of [
      `${w.endTerm}/report-forms/${w.students.S5}.pdf`,
      `${w.endTerm}/report-forms.pdf?class_id=${w.classId}`,
      `${w.endTerm}/report-forms?class_id=${w.classId}`,
    ]) {
      expect((await w.get(path, w.tokens.teacher)).status, path).toBe(403);
      expect((await w.get(path, w.tokens.registrar)).status, path).toBe(403);
      expect((await w.get(path, w.tokens.admin)).status, path).toBe(200);
      expect((await w.t.call('GET', `/api/exams/${path}`)).status, path).toBe(401);
    }
  });

  it('print published exams only, and refuse a bad request per field', async () => {
    const open = await w.get(`${w.open}/report-forms.pdf?class_id=${w.classId}`);
    expect(open.status).toBe(409);
    expect(((await open.json()) as { message: string }).message).toBe(
      'Report forms print published results only: RES Mock is not published yet',
    );
    const both = await w.get(`${w.endTerm}/report-forms.pdf?class_id=${w.classId}&stream_id=${w.streams.A}`);
    expect([both.status, await errorsOf(both)]).toEqual([400, { stream_id: 'Choose a class or a stream' }]);
    const none = await w.get(`${w.endTerm}/report-forms.pdf`);
    expect([none.status, await errorsOf(none)]).toEqual([400, { class_id: 'Choose a class or a stream' }]);
    const word = await w.get(`${w.endTerm}/report-forms.pdf?class_id=abc`);
    expect([word.status, await errorsOf(word)]).toEqual([400, { class_id: 'Use a whole number' }]);
    expect((await w.get(`${w.endTerm}/report-forms/999999.pdf`)).status).toBe(404);
    expect((await w.get(`${w.endTerm}/report-forms/x.pdf`)).status).toBe(400);
  });

  it('keep each school to its own exams, students and classes', async () => {
    expect((await w.get(`${w.endTerm}/report-forms/${w.students.S5}.pdf`, w.tokens.otherExaminer)).status).toBe(404);
    expect((await w.get(`${w.endTerm}/report-forms.pdf?class_id=${w.classId}`, w.tokens.otherExaminer)).status).toBe(
      404,
    );
    const theirs = await w.t.ctx.database.db
      .selectFrom('classes')
      .select('id')
      .where('branch_id', '=', w.otherBranchId)
      .executeTakeFirstOrThrow();
    const refused = await w.get(`${w.endTerm}/report-forms.pdf?class_id=${theirs.id}`);
    expect([refused.status, await errorsOf(refused)]).toEqual([400, { class_id: 'No such class in this school' }]);
  });
});
