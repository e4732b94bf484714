import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchIdOf } from '../../../../tests/helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../../../../tests/helpers/harness';
import migration from '../../../db/migrations/2026-12-01T0950-payroll-accounts';
import { PAYROLL_ACCOUNTS, topUpPayrollChart } from './accounts';

let t: TestApp;
let branchId: number;

beforeAll(async () => {
  t = await createTestApp({ students: 4 });
  branchId = await branchIdOf(t, 'DPS');
}, 180_000);
afterAll(() => t.close());

const codes = async () =>
  (
    await t.ctx.database.db
      .selectFrom('accounts')
      .select(['code', 'name', 'type'])
      .where('branch_id', '=', branchId)
      .where('code', 'like', 'SF-%')
      .orderBy('code')
      .execute()
  ).map((a) => `${String(a.code)} ${String(a.type)} ${String(a.name)}`);

describe(`payroll accounts in the standard chart on ${ENGINE}`, () => {
  it('the migration gives a school without them every payroll account once, and again changes nothing', async () => {
    const db = t.ctx.database.db;
    const wanted = Object.values(PAYROLL_ACCOUNTS).map((a) => `SF-${a.code}`);
    await db.deleteFrom('accounts').where('branch_id', '=', branchId).where('code', 'in', wanted).execute();
    await migration.up(db);
    const after = await codes();
    expect(after).toContain('SF-2410 liability PAYE payable');
    expect(after).toContain('SF-2500 liability Net salaries payable');
    expect(after).toContain('SF-1310 asset Salary advances to staff');
    expect(after).toContain('SF-5211 expense Employer’s NSSF contributions');
    for (const code of wanted) expect(after.filter((a) => a.startsWith(`${code} `))).toHaveLength(1);
    await topUpPayrollChart(db, branchId);
    expect(await codes()).toEqual(after);
  });

  it('leaves an account the school renamed, or one of the same name it made itself, as it is', async () => {
    const db = t.ctx.database.db;
    await db
      .updateTable('accounts')
      .set({ name: 'PAYE owed to KRA' })
      .where('branch_id', '=', branchId)
      .where('code', '=', 'SF-2410')
      .execute();
    await topUpPayrollChart(db, branchId);
    const paye = await db
      .selectFrom('accounts')
      .select('name')
      .where('branch_id', '=', branchId)
      .where('code', '=', 'SF-2410')
      .execute();
    expect(paye.map((a) => a.name)).toEqual(['PAYE owed to KRA']);
  });
});
