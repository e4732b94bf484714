import { insertSystem } from '../../server/db/seed';
import type { TestApp } from './harness';

/**
 * A class of the suite's own in `branchId` with `count` active day scholars, each with one
 * guardian: no invoices, payments, credit, routes or wallets. The demo's books keep changing
 * (terms billed, payments through the year); a suite that counts money on its own students
 * checks what it did, whatever the demo holds. `label` keeps each suite's class, admission
 * numbers and phones apart (letters and digits, up to 8).
 */
export async function freshStudents(
  t: TestApp,
  branchId: number,
  count: number,
  label: string,
): Promise<{ classId: number; students: number[] }> {
  const database = t.ctx.database;
  const [classId] = await insertSystem(database, 'classes', branchId, [
    { name: `Class ${label}`, level: 1, capacity: 60, active: true },
  ]);
  // Phones outside the demo's range (+2547 1x…), so no demo guardian shares one.
  const seed = [...label].reduce((s, c) => s + c.charCodeAt(0), 0) % 1000;
  const phone = (i: number) => `+25479${String(seed * 1000 + i).padStart(7, '0')}`;
  const students = await insertSystem(
    database,
    'students',
    branchId,
    Array.from({ length: count }, (_, i) => ({
      admission_no: `${label}/2026/${String(i + 1).padStart(3, '0')}`,
      first_name: ['Wanjiru', 'Kipchoge', 'Akinyi', 'Mutua'][i % 4],
      last_name: `${label}${i + 1}`,
      gender: i % 2 === 0 ? 'female' : 'male',
      class_id: classId,
      admission_class_id: classId,
      guardian_name: `Guardian ${label}${i + 1}`,
      guardian_phone: phone(i),
      status: 'active',
      residence: 'day',
      admission_date: '2026-01-05',
    })),
  );
  await insertSystem(
    database,
    'guardians',
    branchId,
    students.map((student_id, i) => ({
      student_id,
      name: `Guardian ${label}${i + 1}`,
      relationship: 'guardian',
      phone: phone(i),
      is_primary: true,
    })),
  );
  return { classId, students };
}
