import { insertAudit } from '../../crud/audit';
import { tableColumns } from '../inspect';
import type { Patch } from '../patch';

/**
 * Terms are unique per academic year and term number in a school (settings.ts `unique`), but a
 * second "Term 1 2026" could be saved before. Before the sync adds the unique index, each repeated
 * term keeps one row (the current one, else the first entered) and the others are removed, each
 * with an audit row holding what it was, so nothing is lost without a trace.
 */
export default {
  phase: 'before-sync',
  async up(db, engine) {
    const columns = await tableColumns(db, engine, 'terms');
    if (!columns?.has('academic_year') || !columns.has('term')) return;
    const rows = await db
      .selectFrom('terms')
      .selectAll()
      .orderBy('branch_id')
      .orderBy('academic_year')
      .orderBy('term')
      .orderBy('id')
      .execute();
    const kept = new Map<string, (typeof rows)[number]>();
    const repeated: (typeof rows)[number][] = [];
    for (const row of rows) {
      const key = `${String(row.branch_id)}|${String(row.academic_year)}|${String(row.term)}`;
      const first = kept.get(key);
      if (!first) kept.set(key, row);
      // The current term is the one a school works in: it stays, the other one goes.
      else if (Boolean(row.current) && !first.current) {
        repeated.push(first);
        kept.set(key, row);
      } else repeated.push(row);
    }
    for (const row of repeated) {
      await db.deleteFrom('terms').where('id', '=', row.id).execute();
      const changes = Object.fromEntries(
        Object.entries(row)
          .filter(([k]) => !['id', 'branch_id', 'created_at', 'updated_at', 'created_by', 'updated_by'].includes(k))
          .map(([k, v]) => [k, { before: v }]),
      );
      await insertAudit(
        db,
        { branchId: Number(row.branch_id), userId: null, username: 'migration' },
        'delete',
        'terms',
        row.id,
        changes,
      );
    }
  },
} satisfies Patch;
