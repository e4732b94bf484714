import { sql } from 'kysely';
import { toE164 } from '../../../src/schema/phone';
import { tableColumns } from '../inspect';
import type { Patch } from '../patch';

/**
 * A student's primary guardian name and phone are now copies of the primary guardian line, kept
 * by the engine (admissions.ts `fromLine`). Rows written before could disagree with their lines
 * (a phone edited on the guardian left the student's stale), and students registered without
 * lines held the only copy. So: a student with a name and phone but no guardian line gets one
 * (the primary, relationship "guardian"), then every student with lines takes its copies from
 * them, the marked primary first, else the first entered.
 */
export default {
  phase: 'after-sync',
  async up(db, engine) {
    const students = await tableColumns(db, engine, 'students');
    const guardians = await tableColumns(db, engine, 'guardians');
    if (!students?.has('guardian_phone') || !students.has('guardian_name') || !guardians?.has('is_primary')) return;
    const orphans = await db
      .selectFrom('students')
      .select(['id', 'branch_id', 'guardian_name', 'guardian_phone'])
      .where('guardian_name', 'is not', null)
      .where('guardian_phone', 'is not', null)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('guardians').select('id').whereRef('guardians.student_id', '=', 'students.id'))),
      )
      .execute();
    const now = new Date().toISOString();
    for (const s of orphans) {
      const phone = toE164(String(s.guardian_phone));
      const name = String(s.guardian_name).trim();
      // A copy that could not be a guardian line (no readable number) stays as it is, for a person.
      if (!phone || name === '') continue;
      await db
        .insertInto('guardians')
        .values({
          branch_id: s.branch_id,
          student_id: s.id,
          name: name.slice(0, 120),
          relationship: 'guardian',
          phone,
          is_primary: true,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    const primary = (column: string) =>
      sql`(select ${sql.ref(`g.${column}`)} from guardians g where g.student_id = students.id
           order by case when g.is_primary then 0 else 1 end, g.id limit 1)`;
    await db
      .updateTable('students')
      .set({ guardian_name: primary('name'), guardian_phone: primary('phone') })
      .where(({ exists, selectFrom }) =>
        exists(selectFrom('guardians').select('id').whereRef('guardians.student_id', '=', 'students.id')),
      )
      .execute();
  },
} satisfies Patch;
