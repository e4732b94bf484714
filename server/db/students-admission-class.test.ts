import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ShuleDatabase } from './database';
import { migrate } from './migrate';
import { insertBranch, insertRows } from './test-resources';
import { openTestDatabase, TEST_ENGINE } from './test-database';

let database: ShuleDatabase;
beforeEach(async () => {
  database = await openTestDatabase();
});
afterEach(() => database.close());

const student = (last: string, classId: number, more: Record<string, unknown> = {}) => ({
  first_name: 'Pupil',
  last_name: last,
  gender: 'female',
  class_id: classId,
  residence: 'day',
  status: 'active',
  ...more,
});

describe(`the class each existing student joined (${TEST_ENGINE})`, () => {
  it('comes from the audit log where it shows one, else from the current class', async () => {
    await migrate(database);
    const db = database.db;
    const home = await insertBranch(db);
    const away = await insertBranch(db);
    const [form1, form2] = await insertRows(db, 'classes', home, [
      { name: 'Form 1', level: 1 },
      { name: 'Form 2', level: 2 },
    ]);
    const [elsewhere] = await insertRows(db, 'classes', away, [{ name: 'Grade 7', level: 7 }]);
    const [registered, promoted, unrecorded, foreign, kept] = await insertRows(db, 'students', home, [
      student('Registered', form2),
      student('Promoted', form2),
      student('Unrecorded', form2),
      student('Foreign', form2),
      student('Kept', form1, { admission_class_id: form2 }),
    ]);
    const audit = (recordId: number, action: string, changes: object) => ({
      branch_id: home,
      username: 'system',
      action,
      resource: 'students',
      record_id: String(recordId),
      changes: JSON.stringify(changes),
      at: new Date().toISOString(),
    });
    await db
      .insertInto('audit_log')
      .values([
        // Registered in Form 1 through the app, then promoted.
        audit(registered, 'create', { last_name: { after: 'Registered' }, class_id: { after: form1 } }),
        audit(registered, 'update', { class_id: { before: form1, after: form2 } }),
        // Imported without an audit row, then promoted through the app.
        audit(promoted, 'update', { class_id: { before: form1, after: form2 } }),
        audit(promoted, 'update', { class_id: { before: form2, after: form1 } }),
        // A row naming another school's class is not believed.
        audit(foreign, 'create', { class_id: { after: elsewhere } }),
        audit(unrecorded, 'update', { middle_name: { after: 'Class-less change' } }),
      ])
      .execute();
    // As the database was before the migration: the column there, empty, the patch not applied.
    await db.updateTable('students').set({ admission_class_id: null }).where('id', '!=', kept).execute();
    await sql`delete from kysely_migration where name = '2026-11-23T1100-students-admission-class'`.execute(db);
    await migrate(database);

    const rows = await db
      .selectFrom('students')
      .select(['id', 'admission_class_id'])
      .where('branch_id', '=', home)
      .execute();
    const joined = Object.fromEntries(rows.map((r) => [Number(r.id), Number(r.admission_class_id)]));
    expect(joined).toEqual({
      [registered]: form1,
      [promoted]: form1,
      [unrecorded]: form2,
      [foreign]: form2,
      [kept]: form2,
    });
  });
});
