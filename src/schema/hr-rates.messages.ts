/** English of the statutory rates' and the pay calculator's answers, under `shule.hr.rates`. */
export const RATES_MESSAGES = {
  gross_needed: 'Give the gross pay in cents: a whole number from 0 to %{max}, such as 10000000 for KES 100,000',
  amount_needed: 'Give the amount in cents: a whole number from 0 to %{max}',
  period_needed: 'Give the month as YYYY-MM, such as 2026-02',
  no_paye_bands: 'No PAYE bands are in force for %{period}: add the bands in force from that month or earlier',
  no_tax_reliefs: 'No tax reliefs are in force for %{period}: add the reliefs in force from that month or earlier',
  no_nssf_rates: 'No NSSF rates are in force for %{period}: add the rates in force from that month or earlier',
  no_housing_levy_rates:
    'No housing levy rates are in force for %{period}: add the rates in force from that month or earlier',
  no_health_rates: 'Neither SHIF nor NHIF rates are in force for %{period}: add the rates in force from that month',
  bands_broken:
    'The PAYE bands in force from %{date} do not run on from 0 without gaps or overlaps (at KES %{at}), with an open top band: correct them on the tax bands screen',
  upper_not_above: 'The upper limit must be above the lower one (KES %{lower})',
  two_decimals: 'A rate has at most two decimals, such as 2.75',
};
