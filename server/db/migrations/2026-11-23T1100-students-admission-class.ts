import { tableColumns } from '../inspect';
import type { Patch } from '../patch';

/** Ids per UPDATE: well under SQLite's and PostgreSQL's limits on bound values. */
const CHUNK = 500;

interface Change {
  readonly before?: unknown;
  readonly after?: unknown;
}

const classIdOf = (value: unknown): number | null => {
  const id = Number(value);
  return value !== null && value !== undefined && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * The class each existing student joined (students.admission_class_id, new), from the best record
 * there is: the class the audit log shows the student created in; else the class the first
 * recorded class change moved them from (a promotion); else, with no change recorded, the class
 * they are in now. A class that is gone or belongs to another school is not taken.
 */
export default {
  phase: 'after-sync',
  async up(db, engine) {
    if (!(await tableColumns(db, engine, 'students'))?.has('admission_class_id')) return;
    const students = await db
      .selectFrom('students')
      .select(['id', 'branch_id'])
      .where('admission_class_id', 'is', null)
      .execute();
    if (students.length === 0) return;
    const branchOf = new Map(students.map((s) => [String(s.id), Number(s.branch_id)]));
    const classes = await db.selectFrom('classes').select(['id', 'branch_id']).execute();
    const classBranch = new Map(classes.map((c) => [Number(c.id), Number(c.branch_id)]));

    // Oldest first: the first audit row that names the class decides.
    const rows = await db
      .selectFrom('audit_log')
      .select(['record_id', 'action', 'changes'])
      .where('resource', '=', 'students')
      .where('changes', 'like', '%"class_id"%')
      .orderBy('id')
      .execute();
    const found = new Map<string, number | null>();
    for (const row of rows) {
      const key = String(row.record_id);
      if (found.has(key) || !branchOf.has(key)) continue;
      let change: Change | undefined;
      try {
        change = (JSON.parse(String(row.changes)) as Record<string, Change>).class_id;
      } catch {
        continue;
      }
      if (!change) continue;
      const first = classIdOf(row.action === 'create' ? change.after : change.before);
      found.set(key, first !== null && classBranch.get(first) === branchOf.get(key) ? first : null);
    }

    const byClass = new Map<number, number[]>();
    for (const [key, classId] of found) {
      if (classId === null) continue;
      byClass.set(classId, [...(byClass.get(classId) ?? []), Number(key)]);
    }
    for (const [classId, ids] of byClass)
      for (let start = 0; start < ids.length; start += CHUNK)
        await db
          .updateTable('students')
          .set({ admission_class_id: classId })
          .where('id', 'in', ids.slice(start, start + CHUNK))
          .execute();
    // No recorded change of class: the student is still in the class they joined.
    await db
      .updateTable('students')
      .set((eb) => ({ admission_class_id: eb.ref('class_id') }))
      .where('admission_class_id', 'is', null)
      .execute();
  },
} satisfies Patch;
