import type { ShuleDatabase } from './database';
import { DAVID } from './demo-exams-data';
import type { DemoSitter } from './demo-exams-marks';
import { seededRandom } from './demo-random';
import { insertSystem, updateSystem } from './system-writes';

/** The teacher record of the demo user `teacher` (David Kiprop), made when the register has none. */
export async function davidKiprop(
  database: ShuleDatabase,
  branchId: number,
  subjectIds: ReadonlyMap<string, number>,
): Promise<number> {
  const db = database.db;
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('branch_id', '=', branchId)
    .where('username', '=', 'teacher')
    .executeTakeFirstOrThrow();
  const linked = await db
    .selectFrom('employees')
    .select('id')
    .where('branch_id', '=', branchId)
    .where('user_id', '=', Number(user.id))
    .executeTakeFirst();
  if (linked) return Number(linked.id);
  const [id] = await insertSystem(database, 'teachers', branchId, [
    {
      first_name: 'David',
      last_name: 'Kiprop',
      gender: 'male',
      terms: 'tsc',
      tsc_number: '612345',
      subjects: ['232', '121'].flatMap((c) => subjectIds.get(c) ?? []),
      user_id: Number(user.id),
      active: true,
    },
  ]);
  return id;
}

export interface Assigned {
  /** The user who enters a class-subject's marks: its teacher's sign-in, else the exams office's. */
  userOf(streamId: number, code: string): number | null;
  /** How far the open end-term's marks of a class-subject have come. */
  progressOf(streamId: number, code: string): 'none' | 'half' | 'all';
}

/**
 * A subject teacher for every subject each stream's students take, through the writer (titles,
 * the teaching-staff rule, audit): David Kiprop his four, everyone else by the subjects on their
 * record, the least loaded first; then each stream's class teacher. Also decides how far each class-subject's end-term has come.
 */
export async function assignTeachers(
  database: ShuleDatabase,
  branchId: number,
  sitters: readonly DemoSitter[],
  subjectIds: ReadonlyMap<string, number>,
  david: number,
): Promise<Assigned> {
  const db = database.db;
  const random = seededRandom(31);
  const streams = await db
    .selectFrom('streams')
    .innerJoin('classes', 'classes.id', 'streams.class_id')
    .select(['streams.id', 'streams.name', 'classes.name as class_name', 'classes.level'])
    .where('streams.branch_id', '=', branchId)
    .where('classes.level', '<=', 4)
    .orderBy('classes.level')
    .orderBy('streams.name')
    .execute();
  const people = await db
    .selectFrom('employees')
    .select(['id', 'subjects', 'user_id'])
    .where('branch_id', '=', branchId)
    .where('category', '=', 'teaching')
    .where('active', '=', true)
    .orderBy('id')
    .execute();
  const codeOf = new Map([...subjectIds].map(([code, id]) => [id, code]));
  const teaches = (p: (typeof people)[number]) => {
    const raw = typeof p.subjects === 'string' ? (JSON.parse(p.subjects) as unknown) : p.subjects;
    return (Array.isArray(raw) ? raw : []).map((id) => codeOf.get(Number(id)));
  };
  const load = new Map(people.map((p) => [Number(p.id), 0]));
  const userOfTeacher = new Map(people.map((p) => [Number(p.id), p.user_id === null ? null : Number(p.user_id)]));
  const examiner = await db
    .selectFrom('users')
    .select('id')
    .where('branch_id', '=', branchId)
    .where('username', '=', 'examiner')
    .executeTakeFirst();
  const records: Record<string, unknown>[] = [];
  const teacherOf = new Map<string, number>();
  const progress = new Map<string, 'none' | 'half' | 'all'>();
  for (const stream of streams) {
    const codes = [
      ...new Set(sitters.filter((s) => s.stream_id === Number(stream.id)).flatMap((s) => s.subjects)),
    ].sort();
    for (const code of codes) {
      const mine = DAVID.find((d) => d.cls === stream.class_name && d.stream === stream.name && d.code === code);
      const candidates = people.filter((p) => Number(p.id) !== david && teaches(p).includes(code));
      const pool = candidates.length > 0 ? candidates : people.filter((p) => Number(p.id) !== david);
      const teacher = mine
        ? david
        : Number(pool.reduce((a, b) => ((load.get(Number(b.id)) ?? 0) < (load.get(Number(a.id)) ?? 0) ? b : a)).id);
      load.set(teacher, (load.get(teacher) ?? 0) + 1);
      const key = `${stream.id}/${code}`;
      teacherOf.set(key, teacher);
      const level = Number(stream.level);
      const roll = random();
      const done =
        level <= 2
          ? roll < 0.85
            ? 'all'
            : 'half'
          : level === 3
            ? roll < 0.55
              ? 'all'
              : roll < 0.85
                ? 'half'
                : 'none'
            : roll < 0.4
              ? 'all'
              : roll < 0.7
                ? 'half'
                : 'none';
      progress.set(key, mine?.done ?? done);
      records.push({ stream_id: Number(stream.id), subject_id: subjectIds.get(code), teacher_id: teacher });
    }
  }
  await insertSystem(database, 'class_subjects', branchId, records);
  // A class teacher for every stream, named on its report forms: one of the stream's subject
  // teachers who is no other stream's class teacher yet (David Kiprop for the first of his).
  const classTeachers = new Set<number>();
  for (const stream of streams) {
    const own = [...teacherOf].filter(([key]) => key.startsWith(`${stream.id}/`)).map(([, id]) => id);
    const chosen = own.includes(david) && !classTeachers.has(david) ? david : own.find((id) => !classTeachers.has(id));
    if (chosen === undefined) continue;
    classTeachers.add(chosen);
    await updateSystem(database, 'streams', branchId, Number(stream.id), { class_teacher_id: chosen });
  }
  const fallback = examiner ? Number(examiner.id) : null;
  return {
    userOf: (streamId, code) => {
      const teacher = teacherOf.get(`${streamId}/${code}`);
      return (teacher === undefined ? null : userOfTeacher.get(teacher)) ?? fallback;
    },
    progressOf: (streamId, code) => progress.get(`${streamId}/${code}`) ?? 'all',
  };
}
