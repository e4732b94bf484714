import { type GradeBand, type GradingFamily, pickBands } from '../../../../src/schema/exam-grading';
import type { MarkSheet, SheetStudent } from '../../../../src/schema/exams-marks-api';
import type { SessionUser } from '../../../context';
import type { Db } from '../../../db/database';
import { refusal, say } from '../../../errors';
import { assertMayOpen, loadExam, loadStream, type SheetStream } from './scope';

export interface SheetKey {
  readonly examId: number;
  readonly streamId: number;
  readonly subjectId: number;
}

/** What reading and saving a sheet both check: the exam, stream and subject, and the user's boundary. */
export async function openSheet(db: Db, user: SessionUser, key: SheetKey) {
  const exam = await loadExam(db, user.branchId, key.examId);
  const stream = await loadStream(db, user.branchId, key.streamId);
  const subject = await db
    .selectFrom('courses')
    .select(['id', 'name', 'code', 'short_name'])
    .where('branch_id', '=', user.branchId)
    .where('id', '=', key.subjectId)
    .executeTakeFirst();
  if (!subject) throw refusal(404, say('shule.exams.marks.no_subject'));
  await assertMayOpen(db, user, stream, key.subjectId);
  if (!exam.classes.includes(stream.class_id))
    throw refusal(400, say('shule.exams.marks.not_sitting', { class: stream.class_name, exam: exam.name }));
  const papers = exam.papers.filter((p) => p.subject_id === key.subjectId);
  if (papers.length === 0)
    throw refusal(400, say('shule.exams.marks.no_papers', { exam: exam.name, subject: String(subject.name) }));
  return { exam, stream, subject, papers };
}

/** The active students of a stream, in admission-number order. */
export async function streamStudents(db: Db, branchId: number, streamId: number) {
  const rows = await db
    .selectFrom('students')
    .select(['id', 'admission_no', 'first_name', 'middle_name', 'last_name', 'class_id'])
    .where('branch_id', '=', branchId)
    .where('stream_id', '=', streamId)
    .where('status', '=', 'active')
    .orderBy('admission_no')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    admission_no: String(r.admission_no ?? ''),
    name: [r.first_name, r.middle_name, r.last_name].filter((n) => n).join(' '),
    class_id: Number(r.class_id),
  }));
}

/**
 * Who is expected to sit a subject: a student with no mark row did not take it, so the students
 * who have rows of it from an earlier exam of this class (their subject choice), plus any with a
 * row in this exam; while the class has no earlier marks of the subject, every student.
 */
export async function expectedTakers(
  db: Db,
  examId: number,
  stream: SheetStream,
  subjectId: number,
  studentIds: readonly number[],
): Promise<Set<number>> {
  if (studentIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('marks')
    .select(['student_id', 'exam_id'])
    .distinct()
    .where('subject_id', '=', subjectId)
    .where('class_id', '=', stream.class_id)
    .where('student_id', 'in', [...studentIds])
    .execute();
  const earlier = new Set(rows.filter((r) => Number(r.exam_id) !== examId).map((r) => Number(r.student_id)));
  const now = rows.filter((r) => Number(r.exam_id) === examId).map((r) => Number(r.student_id));
  if (earlier.size === 0) return new Set(studentIds);
  return new Set([...earlier, ...now]);
}

/** The bands a subject's scores are graded on at a class level, as results will grade them. */
export async function bandsFor(db: Db, branchId: number, subjectId: number, level: number): Promise<GradeBand[]> {
  const rule = await db
    .selectFrom('required_subjects')
    .select('family')
    .where('branch_id', '=', branchId)
    .where('level', '=', level)
    .executeTakeFirst();
  const family = (rule?.family ?? 'kcse') as GradingFamily;
  const systems = await db
    .selectFrom('grading_systems')
    .select(['id', 'family', 'subject_id', 'level'])
    .where('branch_id', '=', branchId)
    .where('family', '=', family)
    .execute();
  const bands = systems.length
    ? await db
        .selectFrom('grading_systems_bands')
        .select(['parent_id', 'grade', 'points', 'min_mark', 'max_mark'])
        .where(
          'parent_id',
          'in',
          systems.map((s) => Number(s.id)),
        )
        .orderBy('position')
        .execute()
    : [];
  const picked = pickBands(
    systems.map((s) => ({
      family,
      subject_id: s.subject_id === null ? null : Number(s.subject_id),
      level: s.level === null ? null : Number(s.level),
      bands: bands
        .filter((b) => Number(b.parent_id) === Number(s.id))
        .map((b) => ({
          grade: String(b.grade),
          points: Number(b.points),
          min_mark: Number(b.min_mark),
          max_mark: Number(b.max_mark),
        })),
    })),
    family,
    subjectId,
    level,
  );
  return [...picked];
}

export async function readSheet(db: Db, user: SessionUser, key: SheetKey): Promise<MarkSheet> {
  const { exam, stream, subject, papers } = await openSheet(db, user, key);
  const students = await streamStudents(db, user.branchId, stream.id);
  const ids = students.map((s) => s.id);
  const marks = ids.length
    ? await db
        .selectFrom('marks')
        .select(['student_id', 'paper', 'mark', 'absent'])
        .where('exam_id', '=', exam.id)
        .where('subject_id', '=', key.subjectId)
        .where('student_id', 'in', ids)
        .execute()
    : [];
  const byStudent = new Map<number, Record<string, number | 'X'>>();
  for (const m of marks) {
    const cells = byStudent.get(Number(m.student_id)) ?? {};
    cells[String(m.paper)] = m.absent === true || Number(m.absent) === 1 ? 'X' : Number(m.mark);
    byStudent.set(Number(m.student_id), cells);
  }
  const expected = await expectedTakers(db, exam.id, stream, key.subjectId, ids);
  const teacher = await subjectTeacher(db, user.branchId, stream.id, key.subjectId);
  // Those who take the subject first, each group in admission order: the grid is filled top down.
  const ordered = [...students].sort((a, b) => Number(expected.has(b.id)) - Number(expected.has(a.id)));
  const rows: SheetStudent[] = ordered.map((s) => ({
    id: s.id,
    admission_no: s.admission_no,
    name: s.name,
    expected: expected.has(s.id),
    marks: byStudent.get(s.id) ?? {},
  }));
  return {
    exam: { id: exam.id, name: exam.name, status: exam.status },
    stream: { id: stream.id, name: stream.name, class_id: stream.class_id, class_name: stream.class_name },
    subject: {
      id: Number(subject.id),
      name: String(subject.name),
      code: subject.code === null ? null : String(subject.code),
      short_name: subject.short_name === null ? null : String(subject.short_name),
    },
    teacher,
    papers: papers.map(({ paper, out_of, weight }) => ({ paper, out_of, weight })),
    bands: await bandsFor(db, user.branchId, key.subjectId, stream.level),
    students: rows,
    editable: exam.status === 'open',
  };
}

async function subjectTeacher(db: Db, branchId: number, streamId: number, subjectId: number): Promise<string | null> {
  const row = await db
    .selectFrom('class_subjects')
    .innerJoin('employees', 'employees.id', 'class_subjects.teacher_id')
    .select(['employees.first_name', 'employees.last_name'])
    .where('class_subjects.branch_id', '=', branchId)
    .where('class_subjects.stream_id', '=', streamId)
    .where('class_subjects.subject_id', '=', subjectId)
    .executeTakeFirst();
  return row ? `${row.first_name} ${row.last_name}` : null;
}
