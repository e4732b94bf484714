import type { Db } from '../../../db/database';
import type { Hook } from '../../../engine/hooks';
import { fieldsRefused, say } from '../../../errors';

const merged = (data: Record<string, unknown>, before: Record<string, unknown> | undefined, name: string) =>
  Object.hasOwn(data, name) ? data[name] : before?.[name];

/** validate: the field names an active teaching employee of the school. */
const activeTeacher =
  (field: string): Hook =>
  async ({ db, user, action, data }) => {
    if ((action !== 'create' && action !== 'update') || data[field] === undefined || data[field] === null) return;
    const teacher = await db
      .selectFrom('employees')
      .select(['first_name', 'last_name', 'category', 'active'])
      .where('branch_id', '=', user.branchId)
      .where('id', '=', Number(data[field]))
      .executeTakeFirst();
    // A missing record is answered by the generic reference check.
    if (teacher && (teacher.category !== 'teaching' || !teacher.active))
      throw fieldsRefused({
        [field]: say('shule.exams.setup.not_a_teacher', { name: `${teacher.first_name} ${teacher.last_name}` }),
      });
  };

/** validate (class_subjects): the subject teacher is an active teaching employee of the school. */
export const checkSubjectTeacher = activeTeacher('teacher_id');

/** validate (streams): so is the class teacher, whose name the report forms print. */
export const checkClassTeacher = activeTeacher('class_teacher_id');

/**
 * beforeSave (class_subjects): the title lists and pickers show, "Form 2 East Mathematics", and
 * the teacher's name, kept so that readers of exams need not read HR's register.
 */
export const nameClassSubject: Hook = async ({ db, user, data, before }) => {
  if (Object.hasOwn(data, 'teacher_id')) data.teacher_name = await teacherName(db, user.branchId, data.teacher_id);
  const streamId = merged(data, before, 'stream_id');
  const subjectId = merged(data, before, 'subject_id');
  if (streamId === undefined || subjectId === undefined) return;
  const stream = await db
    .selectFrom('streams')
    .innerJoin('classes', 'classes.id', 'streams.class_id')
    .select(['streams.name as stream', 'classes.name as class'])
    .where('streams.branch_id', '=', user.branchId)
    .where('streams.id', '=', Number(streamId))
    .executeTakeFirst();
  const subject = await db
    .selectFrom('courses')
    .select('name')
    .where('branch_id', '=', user.branchId)
    .where('id', '=', Number(subjectId))
    .executeTakeFirst();
  if (!stream || !subject) return;
  data.title = `${stream.class} ${stream.stream} ${subject.name}`.slice(0, 160);
};

async function teacherName(db: Db, branchId: number, id: unknown): Promise<string | null> {
  if (id === null || id === undefined) return null;
  const row = await db
    .selectFrom('employees')
    .select(['first_name', 'last_name'])
    .where('branch_id', '=', branchId)
    .where('id', '=', Number(id))
    .executeTakeFirst();
  return row ? `${row.first_name} ${row.last_name}`.slice(0, 130) : null;
}
