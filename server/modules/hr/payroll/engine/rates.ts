import type { MessageKey } from '../../../../../src/schema';
import type { Db, Row } from '../../../../db/database';
import { formatCents } from '../../../finance/ledger/cents';
import { type FieldCode, refusal, say } from '../../../../errors';
import { basisPoints } from './arithmetic';
import type { HealthRates, PayeBand, RatesInForce, Reliefs } from './types';

/** 'YYYY-MM' of a real month (2000 to 2099). */
export const PERIOD = /^20\d{2}-(0[1-9]|1[0-2])$/;

const day = (value: unknown): string => String(value).slice(0, 10);
const cents = (value: unknown): number => Number(value);
const optionalCents = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** The tables of rates the engine reads, by table name. */
export const RATE_TABLES = [
  'paye_bands',
  'tax_reliefs',
  'nhif_bands',
  'shif_rates',
  'nssf_rates',
  'housing_levy_rates',
] as const;
export type RateTable = (typeof RATE_TABLES)[number];
export type RateRows = Readonly<Record<RateTable, readonly Row[]>>;

/**
 * The rows of one rate table in force in the month starting `first`: those of the latest
 * effective_from on or before that day (every band of that date).
 */
function latestRows(rows: readonly Row[], first: string): Row[] {
  let latest: string | undefined;
  for (const row of rows) {
    const from = day(row.effective_from);
    if (from <= first && (latest === undefined || from > latest)) latest = from;
  }
  return latest === undefined ? [] : rows.filter((row) => day(row.effective_from) === latest);
}

const missing = (key: MessageKey, period: string): Error => {
  const reason: FieldCode = say(key, { period });
  return refusal(400, reason, { period: reason });
};

/**
 * PAYE bands must tile the taxable pay from 0 up, each band starting where the one before ends,
 * the last without an upper limit: otherwise some pay would go untaxed or be taxed twice. A table
 * HR left that way is refused when used (409), naming where it breaks.
 */
function checkedBands(rows: readonly Row[], from: string): PayeBand[] {
  const bands = rows
    .map((row) => ({ lower: cents(row.lower), upper: optionalCents(row.upper), bp: basisPoints(Number(row.rate)) }))
    .sort((a, b) => a.lower - b.lower);
  let expected: number | null = 0;
  for (const band of bands) {
    if (expected === null || band.lower !== expected || (band.upper !== null && band.upper <= band.lower))
      throw refusal(409, say('shule.hr.rates.bands_broken', { date: from, at: formatCents(band.lower) }));
    expected = band.upper;
  }
  if (expected !== null)
    throw refusal(409, say('shule.hr.rates.bands_broken', { date: from, at: formatCents(expected) }));
  return bands;
}

function reliefsOf(row: Row): Reliefs {
  return {
    from: day(row.effective_from),
    personal_relief: cents(row.personal_relief),
    insurance_relief_bp: basisPoints(Number(row.insurance_relief_rate)),
    insurance_relief_cap: cents(row.insurance_relief_cap),
    health_relief: Boolean(row.health_relief),
    housing_relief_bp: basisPoints(Number(row.housing_relief_rate)),
    housing_relief_cap: cents(row.housing_relief_cap),
    prmf_relief_bp: basisPoints(Number(row.prmf_relief_rate)),
    prmf_relief_cap: cents(row.prmf_relief_cap),
    pension_cap: cents(row.pension_cap),
    pension_pay_bp: basisPoints(Number(row.pension_pay_rate)),
    prmf_cap: cents(row.prmf_cap),
    mortgage_cap: cents(row.mortgage_cap),
    shif_deductible: Boolean(row.shif_deductible),
    levy_deductible: Boolean(row.levy_deductible),
    disability_exemption: cents(row.disability_exemption),
    benefits_exempt_below: cents(row.benefits_exempt_below),
  };
}

/**
 * SHIF when a SHIF rate is in force, else the NHIF bands in force (those whose effective_to, if
 * any, is not before the month): SHIF replaced NHIF on 1 October 2024, so no month has both.
 */
function healthRates(tables: RateRows, first: string, period: string): HealthRates {
  const [shif] = latestRows(tables.shif_rates, first);
  if (shif)
    return {
      kind: 'shif',
      from: day(shif.effective_from),
      bp: basisPoints(Number(shif.rate)),
      minimum: cents(shif.minimum),
    };
  const nhif = latestRows(tables.nhif_bands, first).filter(
    (row) => row.effective_to === null || row.effective_to === undefined || day(row.effective_to) >= first,
  );
  if (nhif.length === 0) throw missing('shule.hr.rates.no_health_rates', period);
  return {
    kind: 'nhif',
    from: day(nhif[0].effective_from),
    bands: nhif
      .map((row) => ({ lower: cents(row.lower), amount: cents(row.amount) }))
      .sort((a, b) => a.lower - b.lower),
  };
}

/**
 * Every rate in force for the month `period` ('YYYY-MM'), from a school's rows: the rows of the
 * latest effective_from on or before the month's first day, table by table. A table with no such
 * row is a 400 naming the period (a month before the school's rates begin). Pure.
 */
export function pickRates(tables: RateRows, period: string): RatesInForce {
  if (!PERIOD.test(period)) {
    const reason = say('shule.hr.rates.period_needed');
    throw refusal(400, reason, { period: reason });
  }
  const first = `${period}-01`;
  const paye = latestRows(tables.paye_bands, first);
  if (paye.length === 0) throw missing('shule.hr.rates.no_paye_bands', period);
  const [reliefs] = latestRows(tables.tax_reliefs, first);
  if (!reliefs) throw missing('shule.hr.rates.no_tax_reliefs', period);
  const [nssf] = latestRows(tables.nssf_rates, first);
  if (!nssf) throw missing('shule.hr.rates.no_nssf_rates', period);
  const [levy] = latestRows(tables.housing_levy_rates, first);
  if (!levy) throw missing('shule.hr.rates.no_housing_levy_rates', period);
  const payeFrom = day(paye[0].effective_from);
  return {
    period,
    paye: { from: payeFrom, bands: checkedBands(paye, payeFrom) },
    reliefs: reliefsOf(reliefs),
    health: healthRates(tables, first, period),
    nssf: {
      from: day(nssf.effective_from),
      lower_limit: cents(nssf.lower_limit),
      upper_limit: cents(nssf.upper_limit),
      employee_bp: basisPoints(Number(nssf.employee_rate)),
      employer_bp: basisPoints(Number(nssf.employer_rate)),
    },
    housing_levy: {
      from: day(levy.effective_from),
      employee_bp: basisPoints(Number(levy.employee_rate)),
      employer_bp: basisPoints(Number(levy.employer_rate)),
    },
  };
}

/**
 * The rates in force for `period` in the school `branchId`: its own rows of every rate table up
 * to the month's first day (a few dozen), then pickRates. The payroll run calls it once a month.
 */
export async function ratesInForce(db: Db, branchId: number, period: string): Promise<RatesInForce> {
  const first = PERIOD.test(period) ? `${period}-01` : '0000-00-00';
  const loaded = await Promise.all(
    RATE_TABLES.map((table) =>
      db.selectFrom(table).selectAll().where('branch_id', '=', branchId).where('effective_from', '<=', first).execute(),
    ),
  );
  const [paye_bands, tax_reliefs, nhif_bands, shif_rates, nssf_rates, housing_levy_rates] = loaded;
  return pickRates({ paye_bands, tax_reliefs, nhif_bands, shif_rates, nssf_rates, housing_levy_rates }, period);
}
