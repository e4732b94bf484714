import { KCSE_BANDS } from '../../src/schema/exam-grading';
import { branchIdOf, insertUser } from './api';
import { createTestApp, withoutAdmissionBilling, type TestApp } from './harness';
import { insertSystem } from '../../server/db/seed';
import { updateSystem } from '../../server/db/system-writes';

/**
 * A class of the suite's own (level 15, so no demo rule or grading system applies to it) with two
 * streams and six students, two exams with hand-computed results (see results.test.ts), the
 * 2023 KCSE rule with unranked students who miss a counted subject, a Mathematics grading system
 * of its own (A from 70, as KNEC grades it) and one Mathematics teacher per stream.
 */
export const LEVEL = 15;
export const CODES = ['101', '102', '121', '231', '232', '233', '311', '565'] as const;
type Code = (typeof CODES)[number];
type Marks = Partial<Record<Code, number | 'absent' | [number | 'absent', number | 'absent']>>;

/** The end-term's marks (Mathematics: paper 1 out of 80, paper 2 out of 100, half each). */
export const END_TERM: Record<string, Marks> = {
  S1: { 101: 80, 102: 75, 121: [60, 70], 231: 70, 232: 65, 233: 60, 311: 55, 565: 50 },
  S2: { 101: 80, 102: 75, 121: [60, 70], 231: 70, 232: 65, 233: 60, 311: 55, 565: 80 },
  S3: { 101: 80, 102: 75, 121: [60, 70], 231: 70, 232: 65, 233: 60, 311: 55, 565: 50 },
  S4: { 101: 40, 102: 'absent', 121: [40, 'absent'], 231: 30, 232: 35, 233: 45, 311: 50, 565: 29 },
  S5: { 101: 60, 102: 62, 121: [48, 50], 231: 58, 232: 40, 233: 52, 311: 66, 565: 70 },
  S6: { 101: 85, 102: 90, 121: [80, 100], 231: 90, 232: 88, 233: 95, 565: 81 },
};
const STREAM_OF: Record<string, 'A' | 'B'> = { S1: 'A', S2: 'A', S3: 'A', S4: 'A', S5: 'B', S6: 'B' };

export interface ResultsWorld {
  readonly t: TestApp;
  readonly branchId: number;
  readonly otherBranchId: number;
  readonly classId: number;
  readonly streams: { readonly A: number; readonly B: number };
  readonly students: Readonly<Record<string, number>>;
  readonly subjects: Readonly<Record<Code, number>>;
  readonly teachers: { readonly A: number; readonly B: number };
  readonly cat: number;
  readonly endTerm: number;
  readonly tokens: Readonly<Record<'admin' | 'examiner' | 'teacher' | 'registrar' | 'otherExaminer', string>>;
  get(path: string, token?: string): Promise<Response>;
  act(examId: number, action: string): Promise<void>;
}

async function subjectIds(t: TestApp, branchId: number): Promise<Record<Code, number>> {
  const db = t.ctx.database.db;
  const groups = await db
    .selectFrom('subject_groups')
    .select(['id', 'number'])
    .where('branch_id', '=', branchId)
    .execute();
  const groupId = new Map(groups.map((g) => [Number(g.number), Number(g.id)]));
  for (const [n, name] of [
    [1, 'RES Group I'],
    [2, 'RES Group II'],
    [3, 'RES Group III'],
    [5, 'RES Group V'],
  ] as const)
    if (!groupId.has(n))
      groupId.set(n, (await insertSystem(t.ctx.database, 'subject_groups', branchId, [{ number: n, name }]))[0]);
  const rows = await db.selectFrom('courses').select(['id', 'code']).where('branch_id', '=', branchId).execute();
  const out = {} as Record<Code, number>;
  for (const code of CODES) {
    const id = Number(rows.find((r) => String(r.code) === code)?.id);
    const group = code.startsWith('1') ? 1 : code.startsWith('2') ? 2 : code.startsWith('3') ? 3 : 5;
    await updateSystem(t.ctx.database, 'courses', branchId, id, { subject_group_id: groupId.get(group) });
    out[code] = id;
  }
  return out;
}

function markRows(
  exam: number,
  marks: Record<string, Marks>,
  w: Pick<ResultsWorld, 'classId' | 'streams' | 'students' | 'subjects'>,
) {
  return Object.entries(marks).flatMap(([who, subjects]) =>
    Object.entries(subjects).flatMap(([code, value]) => {
      const papers = Array.isArray(value) ? value : [value];
      return papers.map((mark, i) => ({
        exam_id: exam,
        student_id: w.students[who],
        subject_id: w.subjects[code as Code],
        paper: i + 1,
        mark: mark === 'absent' ? null : mark,
        absent: mark === 'absent',
        class_id: w.classId,
        stream_id: w.streams[STREAM_OF[who]],
      }));
    }),
  );
}

export async function createResultsWorld(): Promise<ResultsWorld> {
  const t = await createTestApp({ students: 4 });
  await withoutAdmissionBilling(t);
  const database = t.ctx.database;
  const branchId = await branchIdOf(t, 'DHS');
  const otherBranchId = await branchIdOf(t, 'DPS');
  const subjects = await subjectIds(t, branchId);
  const [classId] = await insertSystem(database, 'classes', branchId, [
    { name: 'Class RES', level: LEVEL, capacity: 90, active: true },
  ]);
  const [A, B] = await insertSystem(database, 'streams', branchId, [
    { name: 'A', class_id: classId, capacity: 45 },
    { name: 'B', class_id: classId, capacity: 45 },
  ]);
  const names = Object.keys(STREAM_OF);
  const ids = await insertSystem(
    database,
    'students',
    branchId,
    names.map((who, i) => ({
      admission_no: `RES/${who}`,
      first_name: ['Wanjiru', 'Kipchoge', 'Akinyi', 'Mutua', 'Chebet', 'Otieno'][i],
      last_name: `Res${who}`,
      gender: i % 2 === 0 ? 'female' : 'male',
      class_id: classId,
      stream_id: STREAM_OF[who] === 'A' ? A : B,
      admission_class_id: classId,
      guardian_name: `Guardian ${who}`,
      guardian_phone: `+2547980000${i}${i}`,
      status: 'active',
      residence: 'day',
      admission_date: '2026-01-05',
    })),
  );
  const students = Object.fromEntries(names.map((n, i) => [n, ids[i]]));
  const teacherRows = await database.db
    .selectFrom('employees')
    .select('id')
    .where('branch_id', '=', branchId)
    .orderBy('id')
    .limit(2)
    .execute();
  const teachers = { A: Number(teacherRows[0].id), B: Number(teacherRows[1].id) };
  await insertSystem(database, 'class_subjects', branchId, [
    { stream_id: A, subject_id: subjects['121'], teacher_id: teachers.A },
    { stream_id: B, subject_id: subjects['121'], teacher_id: teachers.B },
  ]);
  await insertSystem(database, 'grading_systems', branchId, [
    { name: 'RES default', family: 'kcse', level: LEVEL, bands: KCSE_BANDS.map((b) => ({ ...b })) },
    {
      name: 'RES Mathematics',
      family: 'kcse',
      level: LEVEL,
      subject_id: subjects['121'],
      bands: KCSE_BANDS.map((b) => ({
        ...b,
        min_mark: Math.max(0, b.min_mark - 10),
        max_mark: b.points === 12 ? 100 : b.max_mark - 10,
      })),
    },
  ]);
  await insertSystem(database, 'required_subjects', branchId, [
    {
      level: LEVEL,
      rule: 'kcse_2023',
      subjects_counted: 7,
      family: 'kcse',
      rank_missing: false,
      rank_by: 'mean_points',
    },
  ]);
  const [category] = await insertSystem(database, 'exam_categories', branchId, [
    { name: 'RES category', kind: 'cat', weight: 30 },
  ]);
  const terms = await database.db
    .selectFrom('terms')
    .select('id')
    .where('branch_id', '=', branchId)
    .orderBy('start_date')
    .execute();
  const papers = (maths: 'two' | 'one') =>
    CODES.flatMap((code) =>
      code === '121' && maths === 'two'
        ? [
            { subject_id: subjects[code], paper: 1, out_of: 80, weight: 50 },
            { subject_id: subjects[code], paper: 2, out_of: 100, weight: 50 },
          ]
        : [{ subject_id: subjects[code], paper: 1, out_of: 100, weight: 100 }],
    );
  const [cat, endTerm] = await insertSystem(database, 'exams', branchId, [
    {
      name: 'RES CAT 1',
      category_id: category,
      term_id: Number(terms[0].id),
      classes: [classId],
      papers: papers('one'),
    },
    {
      name: 'RES End-term',
      category_id: category,
      term_id: Number(terms[0].id),
      classes: [classId],
      papers: papers('two'),
    },
  ]);
  const base = { classId, streams: { A, B }, students, subjects };
  // The CAT: 60 in every subject for everyone (S6 has no History).
  const catMarks = Object.fromEntries(
    Object.entries(END_TERM).map(([who, m]) => [who, Object.fromEntries(Object.keys(m).map((code) => [code, 60]))]),
  ) as Record<string, Marks>;
  await insertSystem(database, 'marks', branchId, [
    ...markRows(cat, catMarks, base),
    ...markRows(endTerm, END_TERM, base),
  ]);
  await insertUser(t, otherBranchId, 'examiner2', ['ROLE_Exam_admin']);
  const token = async (u: string) => (await t.signIn(u)).accessToken;
  const tokens = {
    admin: await token('admin'),
    examiner: await token('examiner'),
    teacher: await token('teacher'),
    registrar: await token('registrar'),
    otherExaminer: await token('examiner2'),
  };
  const get = (path: string, tk: string = tokens.examiner) => t.call('GET', `/api/exams/${path}`, { token: tk });
  const act = async (examId: number, action: string) => {
    const r = await t.call('POST', `/api/exams/${examId}/${action}`, { token: tokens.examiner, body: {} });
    if (r.status !== 200) throw new Error(`${action} ${examId}: ${r.status} ${await r.text()}`);
  };
  return {
    t,
    branchId,
    otherBranchId,
    classId,
    streams: { A, B },
    students,
    subjects,
    teachers,
    cat,
    endTerm,
    tokens,
    get,
    act,
  };
}
