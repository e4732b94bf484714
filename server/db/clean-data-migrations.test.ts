import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ShuleDatabase } from './database';
import { migrate } from './migrate';
import { insertBranch, insertRows } from './test-resources';
import { openTestDatabase, TEST_ENGINE } from './test-database';

let database: ShuleDatabase;
beforeEach(async () => {
  database = await openTestDatabase();
  await migrate(database);
});
afterEach(() => database.close());

/** Runs one migration again on rows written as before it, the way an older database meets it. */
const rerun = async (name: string) => {
  await sql`delete from kysely_migration where name = ${name}`.execute(database.db);
  await migrate(database);
};

async function classIn(branchId: number): Promise<number> {
  const [id] = await insertRows(database.db, 'classes', branchId, [{ name: 'Form 1', level: 1, active: true }]);
  return id;
}

describe(`clean-data migrations on ${TEST_ENGINE}`, () => {
  it("students' guardian copies come from their lines; a copy with no line becomes one", async () => {
    const branchId = await insertBranch(database.db);
    const classId = await classIn(branchId);
    const student = (first: string, name: string | null, phone: string | null) => ({
      first_name: first,
      last_name: 'Mwangi',
      gender: 'female',
      class_id: classId,
      residence: 'day',
      status: 'active',
      guardian_name: name,
      guardian_phone: phone,
    });
    const [stale, orphan, unreadable, none] = await insertRows(database.db, 'students', branchId, [
      student('Stale', 'Old Name', '+254700000001'),
      student('Orphan', 'Only Copy', '0712 345 678'),
      student('Unreadable', 'No Number', 'call the office'),
      student('None', null, null),
    ]);
    await insertRows(database.db, 'guardians', branchId, [
      { student_id: stale, name: 'First Entered', relationship: 'father', phone: '+254700000002', is_primary: false },
      { student_id: stale, name: 'Marked Primary', relationship: 'mother', phone: '+254700000003', is_primary: true },
    ]);
    await rerun('2026-11-24T1010-guardian-copies-from-lines');
    const rows = await database.db
      .selectFrom('students')
      .select(['id', 'guardian_name', 'guardian_phone'])
      .where('branch_id', '=', branchId)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.guardian_name, r.guardian_phone])).toEqual([
      ['Marked Primary', '+254700000003'],
      ['Only Copy', '+254712345678'],
      ['No Number', 'call the office'],
      [null, null],
    ]);
    const lines = await database.db
      .selectFrom('guardians')
      .select(['student_id', 'name', 'phone', 'relationship', 'is_primary'])
      .where('student_id', 'in', [orphan, unreadable, none])
      .execute();
    expect(lines.map((l) => [l.student_id, l.name, l.phone, l.relationship, Boolean(l.is_primary)])).toEqual([
      [orphan, 'Only Copy', '+254712345678', 'guardian', true],
    ]);
  });

  it('a repeated term of a year keeps the current one, else the first, and the removal is audited', async () => {
    const branchId = await insertBranch(database.db);
    const other = await insertBranch(database.db);
    // As before terms were unique per year: the index did not exist.
    await sql`drop index terms_academic_year_term_unique`.execute(database.db);
    const term = (n: string, current: boolean, start: string) => ({
      academic_year: 2026,
      term: n,
      start_date: `2026-${start}`,
      end_date: `2026-${start.slice(0, 2)}-28`,
      current,
    });
    const [first, second, earlier, single] = await insertRows(database.db, 'terms', branchId, [
      term('1', false, '01-06'),
      term('1', false, '01-07'),
      term('2', false, '05-04'),
      term('3', false, '09-01'),
    ]);
    // Entered later, but the term the school works in: it stays.
    const [current] = await insertRows(database.db, 'terms', branchId, [term('2', true, '05-05')]);
    const [theirs] = await insertRows(database.db, 'terms', other, [term('1', true, '01-06')]);
    await rerun('2026-11-24T1000-terms-one-per-year');
    const kept = await database.db.selectFrom('terms').select('id').orderBy('id').execute();
    expect(kept.map((r) => Number(r.id))).toEqual([first, single, current, theirs]);
    const audit = await database.db
      .selectFrom('audit_log')
      .select(['action', 'record_id', 'username', 'changes'])
      .where('resource', '=', 'terms')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.action, Number(a.record_id), a.username])).toEqual([
      ['delete', second, 'migration'],
      ['delete', earlier, 'migration'],
    ]);
    expect(JSON.parse(String(audit[0].changes))).toMatchObject({
      term: { before: '1' },
      start_date: { before: '2026-01-07' },
    });
    // The sync made the index again: a second Term 1 2026 is refused by the database itself.
    await expect(insertRows(database.db, 'terms', branchId, [term('1', false, '02-01')])).rejects.toThrow();
  });
});
