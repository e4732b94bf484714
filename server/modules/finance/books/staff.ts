import type { SessionUser } from '../../../context';
import type { Db } from '../../../db/database';

/** A user as staff name each other on a document ("Prepared by Grace Wanjiru"), else the username. */
export async function staffName(db: Db, user: SessionUser): Promise<string> {
  const row = await db.selectFrom('users').select('name').where('id', '=', user.id).executeTakeFirst();
  const name = typeof row?.name === 'string' && row.name.trim() !== '' ? row.name.trim() : user.username;
  return name.slice(0, 120);
}
