import type { ShuleDatabase } from './database';

/**
 * The HR demo's rates part (see demo-hr.ts for the order). Nothing to add: every school is given
 * Kenya's statutory rate rows since 2018 when it is created (seedStatutoryRates, beside its chart
 * of accounts), so the demo schools have the 2024 to 2026 tables (NHIF to SHIF, the NSSF years,
 * the December 2024 deductions) like any other, and /taxbands, /nhifbands, /nssfbands and
 * /housebands show them on first start.
 */
export async function seedHrRatesDemo(_database: ShuleDatabase, _branchId: number): Promise<void> {}
