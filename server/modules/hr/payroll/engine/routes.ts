import { Hono } from 'hono';
import { payeBands } from '../../../../../src/schema/hr-rates';
import { requireAccess } from '../../../../auth/require-access';
import type { AppContext, AppEnv } from '../../../../context';
import { inBranch } from '../../../../crud/scope';
import { type FieldCode, fieldsRefused, say } from '../../../../errors';
import { MAX_CENTS } from './arithmetic';
import { computePay } from './compute';
import { PERIOD, ratesInForce } from './rates';
import type { PayInput } from './types';

/** The optional amounts the calculator takes besides the gross pay, by their query names. */
const OPTIONAL_AMOUNTS = [
  'non_cash_benefits',
  'non_taxable_allowances',
  'insurance_premium',
  'pension_contribution',
  'prmf_contribution',
  'mortgage_interest',
] as const;

const WHOLE_CENTS = /^\d{1,12}$/;
const cents = (text: string): number | undefined =>
  WHOLE_CENTS.test(text) && Number(text) <= MAX_CENTS ? Number(text) : undefined;

/**
 * The query as a PayInput and a period, or a 400 naming each field that is wrong: gross (whole
 * cents, 0 to MAX_CENTS), period (YYYY-MM), the optional amounts and disability_exempt (true/false).
 */
function readQuery(query: Record<string, string>): { input: PayInput; period: string } {
  const refused: Record<string, FieldCode> = {};
  const gross = cents(query.gross ?? '');
  if (gross === undefined) refused.gross = say('shule.hr.rates.gross_needed', { max: `${MAX_CENTS}` });
  const period = query.period ?? '';
  if (!PERIOD.test(period)) refused.period = say('shule.hr.rates.period_needed');
  const extras: Record<string, number> = {};
  for (const name of OPTIONAL_AMOUNTS) {
    const text = query[name];
    if (text === undefined || text === '') continue;
    const value = cents(text);
    if (value === undefined) refused[name] = say('shule.hr.rates.amount_needed', { max: `${MAX_CENTS}` });
    else extras[name] = value;
  }
  const exempt = query.disability_exempt;
  if (exempt !== undefined && !['true', 'false', '1', '0', ''].includes(exempt))
    refused.disability_exempt = say('shule.validation.not_boolean');
  if (Object.keys(refused).length > 0) throw fieldsRefused(refused);
  return {
    input: { gross: gross ?? 0, ...extras, disability_exempt: exempt === 'true' || exempt === '1' },
    period,
  };
}

/**
 * `GET /api/payroll/calculate?gross=<cents>&period=YYYY-MM` (HR roles: the readers of the rates):
 * one month's statutory breakdown for a gross pay, from the school's rates in force that month,
 * with the date each table's rows have been in force from. Optional: the amounts of a PayInput
 * in cents and disability_exempt=true.
 */
export const engineRoutes = (ctx: AppContext): Hono<AppEnv> => {
  const routes = new Hono<AppEnv>();
  routes.get('/payroll/calculate', requireAccess({ resource: payeBands, action: 'read' }), async (c) => {
    const user = c.get('user');
    const { input, period } = readQuery(c.req.query());
    const rates = await inBranch(ctx, user, 'read', (db) => ratesInForce(db, user.branchId, period));
    return c.json({
      period,
      ...computePay(input, rates),
      in_force: {
        paye_bands: rates.paye.from,
        tax_reliefs: rates.reliefs.from,
        [rates.health.kind === 'shif' ? 'shif_rates' : 'nhif_bands']: rates.health.from,
        nssf_rates: rates.nssf.from,
        housing_levy_rates: rates.housing_levy.from,
      },
    });
  });
  return routes;
};
