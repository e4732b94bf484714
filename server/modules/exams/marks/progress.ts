import type { ClassSubjectProgress, ExamProgress, MySubject, MySubjects } from '../../../../src/schema/exams-marks-api';
import { isExamAdmin } from '../../../../src/schema/exam-roles';
import type { SessionUser } from '../../../context';
import type { Db } from '../../../db/database';
import { loadExam, type SheetExam, teacherOf } from './scope';

/** The class-subjects a user enters marks for: all of the school's for the exams office, else their own. */
async function classSubjectsOf(
  db: Db,
  user: SessionUser,
  teacherId: number | null,
  all: boolean,
): Promise<MySubject[]> {
  if (!all && teacherId === null) return [];
  const rows = await db
    .selectFrom('class_subjects as cs')
    .innerJoin('streams', 'streams.id', 'cs.stream_id')
    .innerJoin('classes', 'classes.id', 'streams.class_id')
    .innerJoin('courses', 'courses.id', 'cs.subject_id')
    .leftJoin('employees', 'employees.id', 'cs.teacher_id')
    .select([
      'cs.id',
      'cs.stream_id',
      'streams.name as stream',
      'streams.class_id',
      'classes.name as class_name',
      'classes.level',
      'cs.subject_id',
      'courses.name as subject',
      'courses.short_name',
      'courses.code',
      'employees.first_name',
      'employees.last_name',
    ])
    .where('cs.branch_id', '=', user.branchId)
    .$if(!all, (q) => q.where('cs.teacher_id', '=', teacherId))
    .orderBy('classes.level')
    .orderBy('streams.name')
    .orderBy('courses.code')
    .execute();
  const counts = await db
    .selectFrom('students')
    .select(['stream_id', (eb) => eb.fn.countAll().as('n')])
    .where('branch_id', '=', user.branchId)
    .where('status', '=', 'active')
    .groupBy('stream_id')
    .execute();
  const sizes = new Map(counts.map((c) => [Number(c.stream_id), Number(c.n)]));
  return rows.map((r) => ({
    class_subject_id: Number(r.id),
    stream_id: Number(r.stream_id),
    stream: String(r.stream),
    class_id: Number(r.class_id),
    class_name: String(r.class_name),
    subject_id: Number(r.subject_id),
    subject: String(r.subject),
    short_name: r.short_name === null ? null : String(r.short_name),
    teacher: r.first_name === null ? null : `${r.first_name} ${r.last_name}`,
    students: sizes.get(Number(r.stream_id)) ?? 0,
  }));
}

/**
 * How far an exam's marks have come for these class-subjects: per class-subject, the students
 * expected to sit it (those who took it in an earlier exam of their class; all while there is
 * none) and of them those with every paper entered, a mark or X.
 */
async function progressOf(db: Db, branchId: number, exam: SheetExam, subjects: readonly MySubject[]) {
  const papers = new Map<number, number>();
  for (const p of exam.papers) papers.set(p.subject_id, (papers.get(p.subject_id) ?? 0) + 1);
  const sitting = subjects.filter((s) => exam.classes.includes(s.class_id) && papers.has(s.subject_id));
  if (sitting.length === 0) return [];
  const streamIds = [...new Set(sitting.map((s) => s.stream_id))];
  const students = await db
    .selectFrom('students')
    .select(['id', 'stream_id'])
    .where('branch_id', '=', branchId)
    .where('status', '=', 'active')
    .where('stream_id', 'in', streamIds)
    .execute();
  const inStream = new Map<number, number[]>();
  for (const s of students)
    inStream.set(Number(s.stream_id), [...(inStream.get(Number(s.stream_id)) ?? []), Number(s.id)]);
  const classIds = [...new Set(sitting.map((s) => s.class_id))];
  const subjectIds = [...new Set(sitting.map((s) => s.subject_id))];
  const rows = await db
    .selectFrom('marks')
    .select(['student_id', 'subject_id', 'exam_id', (eb) => eb.fn.countAll().as('papers')])
    .where('branch_id', '=', branchId)
    .where('class_id', 'in', classIds)
    .where('subject_id', 'in', subjectIds)
    .groupBy(['student_id', 'subject_id', 'exam_id'])
    .execute();
  const now = new Map<string, number>();
  const earlier = new Set<string>();
  for (const r of rows) {
    const key = `${r.student_id}/${r.subject_id}`;
    if (Number(r.exam_id) === exam.id) now.set(key, Number(r.papers));
    else earlier.add(key);
  }
  return sitting.map((s): ClassSubjectProgress => {
    const ids = inStream.get(s.stream_id) ?? [];
    const took = ids.filter((id) => earlier.has(`${id}/${s.subject_id}`));
    const expected = took.length > 0 ? ids.filter((id) => took.includes(id) || now.has(`${id}/${s.subject_id}`)) : ids;
    const need = papers.get(s.subject_id) ?? 0;
    const entered = expected.filter((id) => (now.get(`${id}/${s.subject_id}`) ?? 0) >= need).length;
    return {
      class_subject_id: s.class_subject_id,
      stream_id: s.stream_id,
      stream: s.stream,
      class_id: s.class_id,
      class_name: s.class_name,
      subject_id: s.subject_id,
      subject: s.subject,
      teacher: s.teacher,
      students: expected.length,
      entered,
      complete: expected.length > 0 && entered === expected.length,
    };
  });
}

const summary = (exam: SheetExam, rows: ClassSubjectProgress[]): ExamProgress => ({
  exam: { id: exam.id, name: exam.name, status: exam.status },
  rows,
  complete: rows.filter((r) => r.complete).length,
  total: rows.length,
});

/** GET /api/exams/{id}/progress: the exams office sees every class-subject, a teacher their own. */
export async function examProgress(db: Db, user: SessionUser, examId: number): Promise<ExamProgress> {
  const exam = await loadExam(db, user.branchId, examId);
  const all = isExamAdmin(user.roles);
  const teacher = all ? null : await teacherOf(db, user);
  const subjects = await classSubjectsOf(db, user, teacher?.id ?? null, all);
  return summary(exam, await progressOf(db, user.branchId, exam, subjects));
}

/** GET /api/exams/my-subjects: the user's class-subjects and the exams open for their marks. */
export async function mySubjects(db: Db, user: SessionUser): Promise<MySubjects> {
  const all = isExamAdmin(user.roles);
  const teacher = await teacherOf(db, user);
  const subjects = await classSubjectsOf(db, user, teacher?.id ?? null, all);
  const open = await db
    .selectFrom('exams')
    .innerJoin('terms', 'terms.id', 'exams.term_id')
    .select(['exams.id', 'terms.term', 'terms.academic_year'])
    .where('exams.branch_id', '=', user.branchId)
    .where('exams.status', '=', 'open')
    .orderBy('terms.start_date', 'desc')
    .orderBy('exams.id', 'desc')
    .execute();
  const exams = [];
  for (const row of open) {
    const exam = await loadExam(db, user.branchId, Number(row.id));
    const rows = await progressOf(db, user.branchId, exam, subjects);
    if (rows.length > 0 || all)
      exams.push({ ...summary(exam, rows), term: { term: String(row.term), year: Number(row.academic_year) } });
  }
  return { teacher, all, subjects, open_exams: exams };
}
