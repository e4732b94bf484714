import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { school } from '../../../db/typed';

/**
 * An account number as a parent types it ("adm 2024/0123", "ADM-2024-0123 ", "2024/0123") reduced
 * to what identifies the student: upper case, without spaces, slashes, dashes, dots, underscores or
 * a hash, and without a leading "ADM" (or "ADMNO"). The same reduction is applied to the stored
 * admission numbers, in SQL, so "ADM/2024/0123" and "2024-0123" meet at "20240123".
 */
export function normaliseAccount(typed: string): string {
  const plain = typed.toUpperCase().replace(/[\s/\\\-._#]+/g, '');
  return plain.replace(/^ADM(?:NO)?(?=[0-9A-Z])/, '');
}

/** The stored admission number, reduced in SQL the way normaliseAccount reduces the typed one. */
const REMOVED = [' ', '/', '\\', '-', '.', '_', '#'];
function reducedAdmissionNo() {
  let expression = sql<string>`upper(students.admission_no)`;
  for (const character of REMOVED) expression = sql<string>`replace(${expression}, ${character}, '')`;
  return expression;
}

export interface AccountMatch {
  readonly id: number;
  readonly admissionNo: string;
  readonly name: string;
}

/**
 * The one student of the branch whose admission number the account names, or undefined when none
 * or more than one does (two numbers that reduce alike are not guessed between: the clerk assigns).
 */
export async function studentOfAccount(db: Db, branchId: number, typed: string): Promise<AccountMatch | undefined> {
  const key = normaliseAccount(typed);
  if (key === '' || key.length > 40) return undefined;
  const reduced = reducedAdmissionNo();
  const rows = await school(db)
    .selectFrom('students')
    .select(['id', 'admission_no', 'first_name', 'last_name'])
    .where('branch_id', '=', branchId)
    .where((eb) => eb.or([eb(reduced, '=', key), eb(reduced, '=', `ADM${key}`), eb(reduced, '=', `ADMNO${key}`)]))
    .limit(2)
    .execute();
  if (rows.length !== 1) return undefined;
  const row = rows[0];
  return {
    id: Number(row.id),
    admissionNo: String(row.admission_no ?? ''),
    name: `${String(row.first_name ?? '')} ${String(row.last_name ?? '')}`.trim(),
  };
}
