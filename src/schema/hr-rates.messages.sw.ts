import type { RATES_MESSAGES } from './hr-rates.messages';

/** Swahili of hr-rates.messages.ts. */
export const RATES_MESSAGES_SW: Record<keyof typeof RATES_MESSAGES, string> = {
  gross_needed: 'Toa mshahara wa jumla kwa senti: nambari kamili kutoka 0 hadi %{max}, kama 10000000 kwa KES 100,000',
  amount_needed: 'Toa kiasi kwa senti: nambari kamili kutoka 0 hadi %{max}',
  period_needed: 'Toa mwezi kama YYYY-MM, kama 2026-02',
  no_paye_bands: 'Hakuna viwango vya PAYE vinavyotumika kwa %{period}: ongeza viwango vinavyoanza mwezi huo au kabla',
  no_tax_reliefs: 'Hakuna nafuu za kodi zinazotumika kwa %{period}: ongeza nafuu zinazoanza mwezi huo au kabla',
  no_nssf_rates: 'Hakuna viwango vya NSSF vinavyotumika kwa %{period}: ongeza viwango vinavyoanza mwezi huo au kabla',
  no_housing_levy_rates:
    'Hakuna viwango vya ushuru wa nyumba vinavyotumika kwa %{period}: ongeza viwango vinavyoanza mwezi huo au kabla',
  no_health_rates:
    'Hakuna viwango vya SHIF wala NHIF vinavyotumika kwa %{period}: ongeza viwango vinavyoanza mwezi huo',
  bands_broken:
    'Viwango vya PAYE vinavyoanza %{date} havifuatani kutoka 0 bila mapengo wala mwingiliano (kwa KES %{at}), na kiwango cha juu kisicho na kikomo: virekebishe kwenye skrini ya viwango vya kodi',
  upper_not_above: 'Kikomo cha juu lazima kiwe juu ya cha chini (KES %{lower})',
  two_decimals: 'Kiwango kisizidi desimali mbili, kama 2.75',
};
