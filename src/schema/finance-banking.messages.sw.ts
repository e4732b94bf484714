import type { BANKING_MESSAGES } from './finance-banking.messages';

/** Swahili of finance-banking.messages.ts. */
export const BANKING_MESSAGES_SW: Record<keyof typeof BANKING_MESSAGES, string> = {
  no_paybill: 'Akaunti ya M-Pesa inahitaji nambari yake ya paybill',
  wrong_ledger_account: 'Akaunti %{code} si akaunti ya %{purpose} ya mfuko huu',
  account_taken: 'Akaunti %{code} tayari ni akaunti ya leja ya %{name}',
  fixed_account: 'Mfuko, aina na akaunti ya leja ya akaunti ya benki haviwezi kubadilika baada ya kuhifadhiwa',
  no_free_code: 'Mfuko %{fund} hauna nambari ya akaunti iliyobaki kwa akaunti nyingine ya %{purpose}',
  not_a_bank_account: 'Hakuna akaunti ya benki yenye nambari %{id}',
  overlap: 'Taarifa ya akaunti hii ya %{from} hadi %{to} tayari imeandikwa: taarifa huingizwa mara moja',
  line_no_amount: 'Mstari ni pesa zilizoingia au pesa zilizotoka',
  line_outside: 'Tarehe iko nje ya kipindi cha taarifa',
  closing_mismatch: 'Salio la mwanzo na mistari vinatoa salio la mwisho la KES %{expected}, si KES %{stated}',
  statement_matched:
    'Mistari ya taarifa hii imeoanishwa na daftari la fedha: iondoe kwenye uoanishaji kabla ya kuibadilisha au kuifuta',
  statement_finalised: 'Taarifa hii ni sehemu ya ulinganisho uliokamilishwa na haiwezi kubadilika tena',
  csv_too_big: 'Faili ni kubwa kuliko MB 5: toa kipindi kifupi zaidi',
  csv_empty: 'Faili haina mistari ya taarifa',
  csv_columns:
    'Faili inahitaji safu za tarehe, maelezo au kumbukumbu, na pesa zilizoingia na zilizotoka (au kiasi); zilizopatikana: %{found}',
  csv_date: 'Mstari %{line}: tarehe "%{value}" si tarehe; hakuna kilichoingizwa',
  csv_amount: 'Mstari %{line}: kiasi "%{value}" si kiasi; hakuna kilichoingizwa',
  csv_both_sides: 'Mstari %{line}: una pesa zilizoingia na zilizotoka pamoja; hakuna kilichoingizwa',
  csv_balance: 'Mstari %{line}: salio %{stated} halifuati mstari uliotangulia (KES %{expected}); hakuna kilichoingizwa',
  csv_no_balances: 'Faili haina safu ya salio: andika salio la mwanzo na la mwisho kama yalivyo kwenye taarifa',
  no_statement: 'Hakuna taarifa ya benki yenye nambari %{id}',
  no_reconciliation: 'Hakuna ulinganisho wa benki wenye nambari %{id}',
  reconciliation_finalised: 'Ulinganisho huu umekamilishwa: hakuna kinachoweza kubadilika ndani yake',
  statement_reconciled: 'Taarifa hii tayari ina ulinganisho',
  earlier_finalised: 'Ulinganisho wa tarehe %{as_at} umekamilishwa: linganisha taarifa ya baadaye',
  match_empty: 'Chagua mistari ya taarifa na maingizo ya daftari la fedha yanayolingana',
  match_unequal:
    'Mistari ya taarifa ni KES %{statement} na maingizo ya daftari la fedha ni KES %{cash_book}: uoanishaji lazima ulingane',
  match_taken: 'Baadhi ya mistari uliyochagua tayari imeoanishwa au si ya akaunti hii: pakia upya uchague tena',
  match_after: 'Tarehe ni baada ya %{as_at}, tarehe ya ulinganisho huu',
  no_match: 'Hakuna uoanishaji %{match} katika akaunti hii',
  match_locked: 'Uoanishaji %{match} ni sehemu ya ulinganisho uliokamilishwa na hauwezi kutenguliwa',
  post_taken: 'Mstari wa taarifa tayari uko kwenye daftari la fedha (umeoanishwa): utengue kwanza',
  post_account_out: 'Pesa zilizotoka hutozwa kwenye akaunti ya matumizi ya mfuko',
  post_account_in: 'Pesa zilizoingia huwekwa kwenye akaunti ya mapato ya mfuko',
  post_choose_income: 'Chagua akaunti ya mapato ya mfuko ambako pesa zilizoingia zinaenda',
  not_zero:
    'Salio la benki lililorekebishwa na daftari la fedha vinatofautiana kwa KES %{difference}: oanisha au andika vilivyobaki kwanza',
  bad_date: 'Si tarehe (YYYY-MM-DD)',
};
