import { type FieldDef, RESOURCES } from '../../src/schema';
import { dependencyOrder } from '../../server/db/registry-sync';
import { insertSystem } from '../../server/db/seed';
import { idsOf } from './api';
import { freshSample } from './fresh-sample';
import type { TestApp } from './harness';

/**
 * Gives every declared resource at least one record in each branch, so the model-based suites
 * (permissions, isolation) test a resource the moment it is declared, demo data or not.
 */
export async function ensureRecords(t: TestApp, branchIds: readonly number[]): Promise<void> {
  for (const branchId of branchIds) {
    for (const resource of dependencyOrder(RESOURCES.filter((r) => !r.view && r.name !== 'branches'))) {
      if ((await idsOf(t, resource.name, branchId)).length > 0) continue;
      // A reference that offers only some targets (a transport vote head) gets one of those, field
      // by field: two references to one table may offer different ones (an income and a bank account).
      const targets = new Map<FieldDef, number>();
      for (const field of Object.values(resource.fields))
        if (field.reference) targets.set(field, (await idsOf(t, field.reference, branchId, field.offer))[0]);
      const record = await freshSample(
        t,
        resource,
        branchId,
        7000 + branchId,
        (_target, field) => targets.get(field as FieldDef) as number,
      );
      await insertSystem(t.ctx.database, resource.name, branchId, [record]);
    }
  }
}
