import { sql } from 'kysely';
import type { AnyResource } from '../../src/schema';
import type { AppContext, SessionUser } from '../context';
import type { Db } from '../db/database';
import { APP_ROLE } from '../db/row-security';

/**
 * The column that says which branch a row belongs to: branch_id on every table, a school's own row
 * included (its branch_id is its id, set when the school is created).
 */
export const scopeColumn = (_resource?: AnyResource | string): string => 'branch_id';

/**
 * Runs a request's queries for one branch. On PostgreSQL they run in a transaction as the
 * application role with the branch set, so row-level security holds even if a query forgot its
 * branch filter. Writes run in a transaction on both engines.
 */
export async function inBranch<T>(
  ctx: AppContext,
  user: SessionUser,
  mode: 'read' | 'write',
  work: (db: Db) => Promise<T>,
): Promise<T> {
  const { db, engine } = ctx.database;
  if (engine === 'postgres') {
    return db.transaction().execute(async (trx) => {
      await sql`select set_config('role', ${APP_ROLE}, true), set_config('shule.branch_id', ${String(user.branchId)}, true)`.execute(
        trx,
      );
      return work(trx);
    });
  }
  return mode === 'write' ? db.transaction().execute(work) : work(db);
}
