import { tableColumns } from '../inspect';
import type { Patch } from '../patch';

/**
 * Rows that hold null where the declaration promises a value: demo schools created before system
 * inserts applied declared defaults (staff were inactive, day scholars had no residence), and
 * transfers written before `reversed` existed (the sync back-fills defaults only since then).
 */
const FILLS: readonly (readonly [table: string, column: string, value: string | boolean])[] = [
  ['staff', 'active', true],
  ['students', 'residence', 'day'],
  ['transfers', 'reversed', false],
];

export default {
  phase: 'after-sync',
  async up(db, engine) {
    for (const [table, column, value] of FILLS) {
      // Written against the declarations of its day: a table or column renamed since is skipped.
      if (!(await tableColumns(db, engine, table))?.has(column)) continue;
      await db.updateTable(table).set(column, value).where(column, 'is', null).execute();
    }
  },
} satisfies Patch;
