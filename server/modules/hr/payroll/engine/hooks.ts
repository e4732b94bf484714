import type { HookArgs, HookTable } from '../../../../engine/hooks';
import { fieldsRefused, type FieldCode, say } from '../../../../errors';
import { formatCents } from '../../../finance/ledger/cents';
import { hasTwoDecimalsAtMost } from './arithmetic';

/** The value a write leaves: what it sends, else what is stored. */
const after = ({ data, before }: HookArgs, field: string): unknown =>
  Object.hasOwn(data, field) ? data[field] : before?.[field];

/** Percentages the engine reads as whole basis points: two decimals at most (2.75, 32.5). */
const exactRates =
  (...fields: string[]) =>
  (args: HookArgs): void => {
    const refused: Record<string, FieldCode> = {};
    for (const field of fields) {
      const value = args.data[field];
      if (typeof value === 'number' && !hasTwoDecimalsAtMost(value))
        refused[field] = say('shule.hr.rates.two_decimals');
    }
    if (Object.keys(refused).length > 0) throw fieldsRefused(refused);
  };

/** A band's or a limit's upper figure above its lower one (equal allowed where `orEqual`). */
const upperAbove =
  (lowerField: string, upperField: string, orEqual = false) =>
  (args: HookArgs): void => {
    const lower = after(args, lowerField);
    const upper = after(args, upperField);
    if (lower === null || lower === undefined || upper === null || upper === undefined) return;
    const ok = orEqual ? Number(upper) >= Number(lower) : Number(upper) > Number(lower);
    if (!ok)
      throw fieldsRefused({
        [upperField]: say('shule.hr.rates.upper_not_above', { lower: formatCents(Number(lower)) }),
      });
  };

/** Rules on the statutory rate tables' writes; the engine checks a whole band table when it uses it. */
export const ratesHooks = (): HookTable => ({
  paye_bands: { validate: [exactRates('rate'), upperAbove('lower', 'upper')] },
  tax_reliefs: {
    validate: [exactRates('insurance_relief_rate', 'housing_relief_rate', 'prmf_relief_rate', 'pension_pay_rate')],
  },
  nhif_bands: { validate: [upperAbove('lower', 'upper')] },
  shif_rates: { validate: [exactRates('rate')] },
  nssf_rates: {
    validate: [exactRates('employee_rate', 'employer_rate'), upperAbove('lower_limit', 'upper_limit', true)],
  },
  housing_levy_rates: { validate: [exactRates('employee_rate', 'employer_rate')] },
});
