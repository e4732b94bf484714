import type { Db } from '../../../db/database';
import { lockBooks } from '../ledger/journal';

/**
 * The next number of a branch's series (PV-000001, IMP-000001), without gaps: read and taken under
 * the books' lock, so two vouchers saved at once never share a number, and never lost, since these
 * documents are rejected or cancelled but never deleted. Zero-padded numbers sort as text, so the
 * highest is the last given.
 */
export async function nextNumber(db: Db, branchId: number, table: string, column: string, prefix: string) {
  await lockBooks(db, branchId);
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max(column).as('last'))
    .where('branch_id', '=', branchId)
    .where(column, 'like', `${prefix}%`)
    .executeTakeFirst();
  const last = typeof row?.last === 'string' ? Number(row.last.slice(prefix.length)) : 0;
  return `${prefix}${String((Number.isSafeInteger(last) ? last : 0) + 1).padStart(6, '0')}`;
}
