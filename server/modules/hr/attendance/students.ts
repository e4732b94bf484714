import { studentAttendance } from '../../../../src/schema/hr-attendance';
import type { SessionUser } from '../../../context';
import type { Db } from '../../../db/database';
import type { Writer } from '../../../engine/writer';
import { refusal, say } from '../../../errors';
import { addDays } from '../../../../src/schema/hr-leave-calendar';
import { checkedRows, dailyCounts, saveMarks, storedMarks } from './register';

/**
 * A class's (or a stream's) register of a day: its active students, each with the day's mark or
 * none yet. The roll comes from here, not from the students list, so a class teacher who marks it
 * (ROLE_Mark_attendance_register) needs no access to the students' records.
 */
export interface StudentLine {
  readonly student_id: number;
  readonly admission_no: string | null;
  readonly name: string;
  readonly stream: string | null;
  readonly status: string | null;
  readonly note: string | null;
  readonly saved: boolean;
}

export interface ClassChoice {
  readonly class_id: number;
  readonly stream_id: number | null;
}

/** The class and stream asked for, checked to be the branch's and to belong together. */
export async function classChoice(db: Db, branchId: number, classText: unknown, streamText: unknown) {
  const classId = Number(classText);
  const noClass = say('shule.hr.attendance.no_class');
  if (!Number.isInteger(classId) || classId <= 0) throw refusal(400, noClass, { class_id: noClass });
  const found = await db
    .selectFrom('classes')
    .select('id')
    .where('branch_id', '=', branchId)
    .where('id', '=', classId)
    .executeTakeFirst();
  if (!found) throw refusal(400, noClass, { class_id: noClass });
  if (streamText === undefined || streamText === null || streamText === '')
    return { class_id: classId, stream_id: null };
  const streamId = Number(streamText);
  const stream = Number.isInteger(streamId)
    ? await db
        .selectFrom('streams')
        .select('id')
        .where('branch_id', '=', branchId)
        .where('id', '=', streamId)
        .where('class_id', '=', classId)
        .executeTakeFirst()
    : undefined;
  const wrong = say('shule.hr.attendance.stream_not_of_class');
  if (!stream) throw refusal(400, wrong, { stream_id: wrong });
  return { class_id: classId, stream_id: streamId };
}

async function roll(db: Db, branchId: number, choice: ClassChoice) {
  let query = db
    .selectFrom('students')
    .leftJoin('streams', 'streams.id', 'students.stream_id')
    .select([
      'students.id',
      'students.admission_no',
      'students.first_name',
      'students.last_name',
      'students.stream_id',
      'streams.name as stream',
    ])
    .where('students.branch_id', '=', branchId)
    .where('students.class_id', '=', choice.class_id)
    .where('students.status', '=', 'active');
  if (choice.stream_id !== null) query = query.where('students.stream_id', '=', choice.stream_id);
  return query.orderBy('students.first_name').orderBy('students.last_name').orderBy('students.id').execute();
}

export async function studentRegister(
  db: Db,
  branchId: number,
  date: string,
  choice: ClassChoice,
): Promise<StudentLine[]> {
  const students = await roll(db, branchId, choice);
  const marks = await storedMarks(
    db,
    'student_attendance',
    'student_id',
    branchId,
    date,
    students.map((s) => Number(s.id)),
  );
  const text = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));
  return students.map((s) => {
    const mark = marks.get(Number(s.id));
    return {
      student_id: Number(s.id),
      admission_no: text(s.admission_no),
      name: `${String(s.first_name)} ${String(s.last_name)}`,
      stream: text(s.stream),
      status: text(mark?.status),
      note: text(mark?.note),
      saved: mark !== undefined,
    };
  });
}

/** Saves a class's register of a day in the caller's transaction; each mark keeps the student's stream. */
export async function saveStudentRegister(
  db: Db,
  user: SessionUser,
  writer: Writer,
  date: string,
  choice: ClassChoice,
  body: unknown,
): Promise<{ created: number; changed: number }> {
  const students = await roll(db, user.branchId, choice);
  const streamOf = new Map(students.map((s) => [Number(s.id), s.stream_id === null ? null : Number(s.stream_id)]));
  const rows = checkedRows(
    studentAttendance,
    'student_id',
    body,
    { date, class_id: choice.class_id },
    (id) => streamOf.has(id),
    say('shule.hr.attendance.not_in_class'),
  ).map((r) => ({ ...r, values: { ...r.values, stream_id: streamOf.get(r.person) ?? null } }));
  return saveMarks(db, user, writer, studentAttendance, 'student_id', date, rows);
}

/** Per-day counts for the class (or stream) over the fortnight up to `date`. */
export const studentSummary = (db: Db, branchId: number, date: string, choice: ClassChoice) =>
  dailyCounts(db, 'student_attendance', branchId, addDays(date, -13), date, {
    class_id: choice.class_id,
    ...(choice.stream_id === null ? {} : { stream_id: choice.stream_id }),
  });
