import type { BUDGETS_MESSAGES } from './finance-budgets.messages';

/** Swahili of finance-budgets.messages.ts. */
export const BUDGETS_MESSAGES_SW: Record<keyof typeof BUDGETS_MESSAGES, string> = {
  no_budget:
    'Hakuna bajeti ya mfuko wa %{fund} iliyoidhinishwa kwa %{year}: hati hii haikaguliwi dhidi ya bajeti yoyote',
  no_line: '%{account} haina mstari katika bajeti iliyoidhinishwa ya %{year}',
  over_budget:
    'Hii inapitisha %{account} juu ya bajeti yake ya %{year}: bajeti KES %{budget}, iliyotumika na kuahidiwa KES %{used}, hati hii KES %{amount}, ziada KES %{over}',
  own_budget: 'Uliandaa au ulibadilisha bajeti hii mwisho, kwa hivyo mtu mwingine lazima aiidhinishe',
  line_account_or_head: 'Chagua akaunti au kifungu cha ada',
  line_both: 'Chagua akaunti au kifungu cha ada, si vyote viwili',
  line_not_of_fund: '%{account} si akaunti ya mfuko wa %{fund}',
  line_not_income_or_expense: '%{account} si akaunti ya mapato au matumizi',
  line_closed: '%{account} imefungwa',
  head_not_of_fund: 'Kifungu cha ada %{head} ni cha mfuko mwingine',
  head_without_account: 'Kifungu cha ada %{head} hakina akaunti ya matumizi',
  line_twice: '%{account} tayari imewekwa kwenye bajeti katika mstari %{line}',
  not_income_account: '%{account} si akaunti ya mapato',
  not_pay_in_account: '%{account} si akaunti ya benki, pesa taslimu au M-Pesa',
  cheque_number_needed: 'Andika nambari ya hundi',
  narration_income: 'Risiti ya mapato %{receipt} kutoka kwa %{payer}%{detail}',
  narration_void: 'Kubatilisha risiti ya mapato %{receipt}: %{reason}',
  no_receipt: 'Hakuna risiti ya mapato yenye nambari %{id}',
};
