import { isExamAdmin } from '../../../../src/schema/exam-roles';
import type { SessionUser } from '../../../context';
import type { Db } from '../../../db/database';
import { refusal, say } from '../../../errors';
import { subjectNames } from '../setup/papers';

/** The exam a sheet belongs to, with what mark entry needs of it. */
export interface SheetExam {
  readonly id: number;
  readonly name: string;
  readonly status: string;
  readonly classes: readonly number[];
  readonly papers: readonly { subject_id: number; paper: number; out_of: number; weight: number }[];
}

const list = (value: unknown): number[] => {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(parsed) ? parsed.map(Number) : [];
};

export async function loadExam(db: Db, branchId: number, id: number): Promise<SheetExam> {
  const exam = await db
    .selectFrom('exams')
    .select(['id', 'name', 'status', 'classes'])
    .where('branch_id', '=', branchId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!exam) throw refusal(404, say('shule.exams.marks.no_exam', { id }));
  const papers = await db
    .selectFrom('exams_papers')
    .select(['subject_id', 'paper', 'out_of', 'weight'])
    .where('parent_id', '=', id)
    .orderBy('subject_id')
    .orderBy('paper')
    .execute();
  return {
    id,
    name: String(exam.name),
    status: String(exam.status),
    classes: list(exam.classes),
    papers: papers.map((p) => ({
      subject_id: Number(p.subject_id),
      paper: Number(p.paper),
      out_of: Number(p.out_of),
      weight: Number(p.weight),
    })),
  };
}

export interface SheetStream {
  readonly id: number;
  readonly name: string;
  readonly class_id: number;
  readonly class_name: string;
  readonly level: number;
}

export async function loadStream(db: Db, branchId: number, id: number): Promise<SheetStream> {
  const row = await db
    .selectFrom('streams')
    .innerJoin('classes', 'classes.id', 'streams.class_id')
    .select(['streams.id', 'streams.name', 'streams.class_id', 'classes.name as class_name', 'classes.level'])
    .where('streams.branch_id', '=', branchId)
    .where('streams.id', '=', id)
    .executeTakeFirst();
  if (!row) throw refusal(404, say('shule.exams.marks.no_stream'));
  return {
    id,
    name: String(row.name),
    class_id: Number(row.class_id),
    class_name: String(row.class_name),
    level: Number(row.level),
  };
}

/** The teacher record (a teaching employee) whose sign-in is this user's, if any. */
export async function teacherOf(db: Db, user: SessionUser): Promise<{ id: number; name: string } | null> {
  const row = await db
    .selectFrom('employees')
    .select(['id', 'first_name', 'last_name'])
    .where('branch_id', '=', user.branchId)
    .where('user_id', '=', user.id)
    .where('category', '=', 'teaching')
    .executeTakeFirst();
  return row ? { id: Number(row.id), name: `${row.first_name} ${row.last_name}` } : null;
}

/**
 * The teacher's boundary, enforced here for reading and writing a sheet: the exams office (and
 * ROLE_All) may open any class-subject; anyone else only those whose subject teacher is the
 * teacher record linked to their sign-in.
 */
export async function assertMayOpen(db: Db, user: SessionUser, stream: SheetStream, subjectId: number): Promise<void> {
  if (isExamAdmin(user.roles)) return;
  const teacher = await teacherOf(db, user);
  if (!teacher) throw refusal(403, say('shule.exams.marks.not_teacher'));
  const mine = await db
    .selectFrom('class_subjects')
    .select('id')
    .where('branch_id', '=', user.branchId)
    .where('stream_id', '=', stream.id)
    .where('subject_id', '=', subjectId)
    .where('teacher_id', '=', teacher.id)
    .executeTakeFirst();
  if (mine) return;
  const names = await subjectNames(db, user.branchId, [subjectId]);
  throw refusal(
    403,
    say('shule.exams.marks.not_yours', {
      subject: names.get(subjectId) ?? String(subjectId),
      stream: `${stream.class_name} ${stream.name}`,
    }),
  );
}

/** 409 while the exam is closed or published: marks change only while it is open. */
export function assertOpen(exam: SheetExam): void {
  if (exam.status !== 'open')
    throw refusal(
      409,
      say(
        'shule.exams.marks.not_open',
        { exam: exam.name, status: exam.status },
        { status: { key: `resources.exams.choices.status.${exam.status}`, lower: true } },
      ),
    );
}
