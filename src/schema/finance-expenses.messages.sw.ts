import type { EXPENSES_MESSAGES } from './finance-expenses.messages';

/** Swahili of finance-expenses.messages.ts. */
export const EXPENSES_MESSAGES_SW: Record<keyof typeof EXPENSES_MESSAGES, string> = {
  own_voucher: 'Uliandaa au ulibadilisha hati hii mwisho, kwa hivyo mtu mwingine lazima aiidhinishe au aikatae',
  own_imprest: 'Uliomba masurufu haya, kwa hivyo mtu mwingine lazima ayaidhinishe au ayakatae',
  payee_needed: 'Chagua msambazaji au andika jina la anayelipwa',
  payee_both: 'Chagua msambazaji au andika anayelipwa, si vyote viwili',
  pay_from_purpose: '%{account} si akaunti ya benki, pesa taslimu wala M-Pesa: chagua mojawapo ya mfuko huu',
  line_account_needed: 'Chagua kifungu au akaunti ya matumizi',
  line_vote_head_missing: 'Hakuna kifungu chenye nambari %{id}',
  line_vote_head_fund: '%{vote_head} ni kifungu cha %{fund}, si cha mfuko huu',
  line_vote_head_no_account:
    '%{vote_head} hakina akaunti ya matumizi: iweke kwenye kifungu, au chagua akaunti ya matumizi',
  line_vote_head_account: '%{vote_head} hutumia kutoka %{account}: acha akaunti wazi au chagua hiyo',
  line_account_not_expense: '%{account} si akaunti ya matumizi ya mfuko huu',
  line_account_missing: 'Hakuna akaunti yenye nambari %{id}',
  cheque_no_needed: 'Weka nambari ya hundi',
  transfer_ref_needed: 'Andika kumbukumbu ya benki ya uhamisho',
  mpesa_code_needed: 'Andika nambari ya muamala wa M-Pesa',
  mode_needs_bank: 'Hundi au uhamisho wa benki hutoka kwenye akaunti ya benki: %{account} si ya benki',
  mode_needs_cash: 'Pesa taslimu hulipwa kutoka pesa taslimu zilizopo: %{account} si hiyo',
  mode_needs_mpesa: 'M-Pesa hulipwa kutoka akaunti ya M-Pesa au ya benki: %{account} si mojawapo',
  attachment_unknown: 'Hati %{n} si faili iliyopakiwa kwa hati ya malipo',
  dated_before: 'Lazima iwe tarehe %{date} au baadaye',
  no_voucher: 'Hakuna hati ya malipo yenye nambari %{id}',
  imprest_outstanding:
    '%{holder} bado ana %{imprest} (KES %{amount}, yaliyotolewa %{date}): lazima yarejeshwe kabla ya kupewa masurufu mengine',
  imprest_issued_fixed: 'Masurufu yaliyotolewa hubadilika kwa kurejeshwa tu: andika risiti chini ya Yaliyotumika',
  imprest_lines_later: 'Risiti huandikwa baada ya masurufu kutolewa',
  surrender_short:
    'Risiti (KES %{spent}) na pesa zilizorudishwa (KES %{returned}) ni KES %{total}, pungufu ya KES %{gap} kwa masurufu ya KES %{amount}',
  surrender_over:
    'Risiti (KES %{spent}) na pesa zilizorudishwa (KES %{returned}) ni KES %{total}, zaidi ya KES %{gap} kwa masurufu ya KES %{amount}',
};
