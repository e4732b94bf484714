import type { ScreenOverrides } from '../../../resources/screenTypes';
import { HealthRatesScreen, HousingLevyScreen, NssfRatesScreen, TaxBandsScreen } from './RateScreens';

/**
 * The statutory rate tables' lists (HrScreens.tsx uses them): dated rows grouped by date with what
 * is in force this month. The reliefs' and SHIF's own lists are the screens they are shown on.
 */
export const RATES_OVERRIDES: Readonly<Record<string, ScreenOverrides>> = {
  paye_bands: { list: TaxBandsScreen },
  tax_reliefs: { list: TaxBandsScreen },
  nhif_bands: { list: HealthRatesScreen },
  shif_rates: { list: HealthRatesScreen },
  nssf_rates: { list: NssfRatesScreen },
  housing_levy_rates: { list: HousingLevyScreen },
};
