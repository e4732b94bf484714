import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ErrorBody, insertUser, json } from '../../../../../tests/helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../../../../../tests/helpers/harness';
import { superSignIn } from '../../../../../tests/helpers/superadmin';
import statutoryRatesMigration from '../../../../db/migrations/2026-12-01T0940-statutory-payroll-rates';
import { STANDARD_RATES } from './standard-rates';

let t: TestApp;
const tokens: Record<string, string> = {};
let primary: number;
let home: number;

const KES = (shillings: number) => Math.round(shillings * 100);
const calculate = (who: string, query: string) =>
  t.call('GET', `/api/payroll/calculate?${query}`, { token: tokens[who] });
const add = (who: string, resource: string, body: Record<string, unknown>) =>
  t.call('POST', `/api/${resource}`, { token: tokens[who], body });
const rowsOf = async (table: string, branchId: number) =>
  Number(
    (
      await t.ctx.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('branch_id', '=', branchId)
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await createTestApp({ students: 10 });
  const second = await t.ctx.database.db
    .selectFrom('branches')
    .select('id')
    .where('code', '=', 'DPS')
    .executeTakeFirstOrThrow();
  primary = Number(second.id);
  const admin = await t.signIn('admin');
  home = admin.branchId;
  await insertUser(t, admin.branchId, 'rates_clerk', ['ROLE_Add_or_Edit_Employee']);
  await insertUser(t, primary, 'primary_hr', ['ROLR_HR_ADMIN']);
  for (const who of ['hr', 'admin', 'bursar', 'rates_clerk', 'primary_hr'])
    tokens[who] = (await t.signIn(who)).accessToken;
}, 180_000);
afterAll(() => t.close());

describe(`GET /api/payroll/calculate on ${ENGINE}`, () => {
  it('answers the hand-computed February 2026 breakdown of KES 100,000 and the dates its rates run from', async () => {
    const response = await calculate('hr', `gross=${KES(100_000)}&period=2026-02`);
    expect(response.status).toBe(200);
    // As compute.test.ts: NSSF 540 + 5,460; SHIF 2,750; levy 1,500; taxable 89,750; PAYE 19,308.35.
    expect(await json(response)).toMatchObject({
      period: '2026-02',
      gross: KES(100_000),
      nssf: KES(6_000),
      shif: KES(2_750),
      nhif: 0,
      housing_levy: KES(1_500),
      taxable_pay: KES(89_750),
      paye: KES(19_308.35),
      personal_relief: KES(2_400),
      net_pay: KES(70_441.65),
      nssf_employer: KES(6_000),
      housing_levy_employer: KES(1_500),
      in_force: {
        paye_bands: '2023-07-01',
        tax_reliefs: '2024-12-01',
        shif_rates: '2024-10-01',
        nssf_rates: '2026-02-01',
        housing_levy_rates: '2024-03-01',
      },
    });
  });

  it('takes the optional amounts: insurance premiums, pension, disability exemption', async () => {
    const body = await json(
      await calculate(
        'hr',
        `gross=${KES(100_000)}&period=2026-02&insurance_premium=${KES(40_000)}&disability_exempt=false`,
      ),
    );
    expect(body).toMatchObject({ insurance_relief: KES(5_000), paye: KES(14_308.35) });
    const exempt = await json(await calculate('hr', `gross=${KES(100_000)}&period=2026-02&disability_exempt=true`));
    expect(exempt).toMatchObject({ taxable_pay: 0, paye: 0 });
  });

  it('is for HR roles: the HR clerk and ROLE_All may, the bursar may not, nobody signed out', async () => {
    expect((await calculate('rates_clerk', `gross=100&period=2026-02`)).status).toBe(200);
    expect((await calculate('admin', `gross=100&period=2026-02`)).status).toBe(200);
    expect((await calculate('bursar', `gross=100&period=2026-02`)).status).toBe(403);
    expect((await t.call('GET', '/api/payroll/calculate?gross=100&period=2026-02')).status).toBe(401);
  });

  it('refuses a gross that is not whole cents and a month that is not YYYY-MM, field by field', async () => {
    for (const gross of ['', 'abc', '-500', '100.50', '1e5', '100000000001']) {
      const response = await calculate('hr', `gross=${encodeURIComponent(gross)}&period=2026-02`);
      expect(response.status, gross).toBe(400);
      const body = await json<ErrorBody>(response);
      expect(body.errors?.gross, gross).toBe(
        'Give the gross pay in cents: a whole number from 0 to 100000000000, such as 10000000 for KES 100,000',
      );
      expect(body.errors?.period).toBeUndefined();
    }
    for (const period of ['', '2026-13', '2026-2', '26-02', '2026-02-01']) {
      const body = await json<ErrorBody>(await calculate('hr', `gross=100&period=${period}`));
      expect(body.errors?.period, period).toBe('Give the month as YYYY-MM, such as 2026-02');
    }
    const both = await json<ErrorBody>(await calculate('hr', 'period=soon&pension_contribution=x'));
    expect(Object.keys(both.errors ?? {}).sort()).toEqual(['gross', 'pension_contribution', 'period']);
  });

  it('answers 400 for a month before the school’s first rates', async () => {
    const response = await calculate('hr', 'gross=100&period=2017-12');
    expect(response.status).toBe(400);
    expect((await json<ErrorBody>(response)).errors?.period).toBe(
      'No PAYE bands are in force for 2017-12: add the bands in force from that month or earlier',
    );
  });
});

describe(`dated rate rows on ${ENGINE}`, () => {
  it('a SHIF rate HR adds from March 2027 changes March 2027 on, not February, and only in its own school', async () => {
    const shif = async (who: string, period: string) =>
      (await json(await calculate(who, `gross=${KES(100_000)}&period=${period}`))).shif;
    expect(await shif('hr', '2027-03')).toBe(KES(2_750));
    const created = await add('hr', 'shif_rates', { effective_from: '2027-03-01', rate: 3.25, minimum: KES(500) });
    expect(created.status).toBe(201);
    expect(await shif('hr', '2027-02')).toBe(KES(2_750));
    expect(await shif('hr', '2027-03')).toBe(KES(3_250));
    expect(await shif('hr', '2027-09')).toBe(KES(3_250));
    expect(await shif('primary_hr', '2027-03')).toBe(KES(2_750));
  });

  it('HR admins write the rates; the HR clerk reads them only', async () => {
    expect((await t.call('GET', '/api/nssf_rates', { token: tokens.rates_clerk })).status).toBe(200);
    const refused = await add('rates_clerk', 'housing_levy_rates', {
      effective_from: '2027-07-01',
      employee_rate: 2,
      employer_rate: 2,
    });
    expect(refused.status).toBe(403);
    expect((await t.call('GET', '/api/paye_bands', { token: tokens.bursar })).status).toBe(403);
  });

  it('refuses a rate of more than two decimals and an upper limit not above the lower, writing nothing', async () => {
    const before = await rowsOf('nssf_rates', home);
    const fine = await add('hr', 'nssf_rates', {
      effective_from: '2027-02-01',
      lower_limit: KES(10_000),
      upper_limit: KES(9_000),
      employee_rate: 6.125,
      employer_rate: 6,
    });
    expect(fine.status).toBe(400);
    expect((await json<ErrorBody>(fine)).errors).toEqual({
      employee_rate: 'A rate has at most two decimals, such as 2.75',
    });
    const limits = await add('hr', 'nssf_rates', {
      effective_from: '2027-02-01',
      lower_limit: KES(10_000),
      upper_limit: KES(9_000),
      employee_rate: 6,
      employer_rate: 6,
    });
    expect((await json<ErrorBody>(limits)).errors).toEqual({
      upper_limit: 'The upper limit must be above the lower one (KES 10,000.00)',
    });
    expect(await rowsOf('nssf_rates', home)).toBe(before);
  });

  it('a PAYE band table with a gap is refused when used (409), naming where it breaks', async () => {
    const band = await add('primary_hr', 'paye_bands', {
      effective_from: '2027-01-01',
      lower: 0,
      upper: KES(24_000),
      rate: 10,
    });
    expect(band.status).toBe(201);
    await add('primary_hr', 'paye_bands', { effective_from: '2027-01-01', lower: KES(30_000), rate: 30 });
    const response = await calculate('primary_hr', `gross=${KES(50_000)}&period=2027-01`);
    expect(response.status).toBe(409);
    expect((await json<ErrorBody>(response)).message).toBe(
      'The PAYE bands in force from 2027-01-01 do not run on from 0 without gaps or overlaps (at KES 30,000.00), with an open top band: correct them on the tax bands screen',
    );
    expect((await calculate('primary_hr', `gross=${KES(50_000)}&period=2026-12`)).status).toBe(200);
  });
});

describe(`every school's statutory rates on ${ENGINE}`, () => {
  const counts = async (branchId: number) =>
    Object.fromEntries(await Promise.all(STANDARD_RATES.map(async (s) => [s.table, await rowsOf(s.table, branchId)])));
  const standard = Object.fromEntries(STANDARD_RATES.map((s) => [s.table, s.rows.length]));

  const newSchool = async (code: string): Promise<number> => {
    const { accessToken } = await superSignIn(t);
    const response = await t.call('POST', '/api/super/branches', {
      token: accessToken,
      body: { name: `Rates Test Academy ${code}`, code },
    });
    expect(response.status).toBe(201);
    return (await json<{ id: number }>(response)).id;
  };

  it('a school the super administrator creates has them from the start', async () => {
    expect(await counts(await newSchool('RTA'))).toEqual(standard);
  });

  it('the migration gives a school of before payroll the rows it lacks, and adding again adds nothing', async () => {
    const { db } = t.ctx.database;
    const id = await newSchool('RTB');
    await db.deleteFrom('nssf_rates').where('branch_id', '=', id).execute();
    await db.deleteFrom('paye_bands').where('branch_id', '=', id).where('effective_from', '=', '2023-07-01').execute();
    await statutoryRatesMigration.up(db);
    expect(await counts(id)).toEqual(standard);
    await statutoryRatesMigration.up(db);
    expect(await counts(id)).toEqual(standard);
  });
});
