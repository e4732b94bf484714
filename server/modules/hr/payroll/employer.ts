import type { Db } from '../../../db/database';

/**
 * The school's KRA PIN as an employer (School settings), for the P9A card and the P10 return;
 * '' while the school has not recorded one.
 */
export async function employerPin(db: Db, branchId: number): Promise<string> {
  const row = await db.selectFrom('branches').select('kra_pin').where('id', '=', branchId).executeTakeFirst();
  return row?.kra_pin ? String(row.kra_pin) : '';
}
