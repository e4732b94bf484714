import { type AnyResource, type Coded, getResource, tableOf } from '../../src/schema';
import type { Db } from '../db/database';
import { fieldsRefused, say } from '../errors';

/** References must point at records of the writer's own branch (or at a national table's rows). */
export async function checkReferences(
  db: Db,
  resource: AnyResource,
  data: Record<string, unknown>,
  branchId: number,
): Promise<void> {
  const errors: Record<string, Coded> = {};
  for (const [name, value] of Object.entries(data)) {
    const field = resource.fields[name];
    if (!field?.reference || field.kind === 'table' || value === null || value === undefined) continue;
    const ids = [...new Set(Array.isArray(value) ? (value as number[]) : [value as number])];
    if (ids.length === 0) continue;
    const target = getResource(field.reference);
    const table = target ? tableOf(target) : field.reference;
    const found = await db
      .selectFrom(table)
      .select('id')
      .where('id', 'in', ids)
      .$if(!target?.national, (qb) => qb.where('branch_id', '=', branchId))
      .execute();
    if (found.length !== ids.length) errors[name] = say('shule.validation.reference_missing');
  }
  if (Object.keys(errors).length > 0) throw fieldsRefused(errors);
}
