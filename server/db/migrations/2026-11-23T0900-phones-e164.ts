import { toE164 } from '../../../src/schema/phone';
import { tableColumns } from '../inspect';
import type { Patch } from '../patch';

/**
 * Phone numbers were stored as typed ('0712 345 678', '+254 712 345 678', '+254712345678' side by
 * side); the phone kind now stores E.164. Each stored number that reads as one is rewritten; one
 * that does not is left as it is for a person to correct (the form will ask on the next save).
 */
const PHONE_COLUMNS: readonly (readonly [table: string, column: string])[] = [
  ['students', 'guardian_phone'],
  ['guardians', 'phone'],
  ['branches', 'phone'],
  ['teachers', 'phone'],
  ['staff', 'phone'],
  ['board_members', 'phone'],
];

export default {
  phase: 'after-sync',
  async up(db, engine) {
    for (const [table, column] of PHONE_COLUMNS) {
      if (!(await tableColumns(db, engine, table))?.has(column)) continue;
      const rows = await db
        .selectFrom(table)
        .select(['id', `${column} as phone`])
        .where(column, 'is not', null)
        .execute();
      for (const row of rows) {
        const stored = String(row.phone);
        const e164 = toE164(stored);
        if (e164 && e164 !== stored) await db.updateTable(table).set(column, e164).where('id', '=', row.id).execute();
      }
    }
  },
} satisfies Patch;
