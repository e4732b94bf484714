/** Swahili of finance-billing.messages.ts. */
export const BILLING_MESSAGES_SW = {
  choose_classes: 'Chagua angalau darasa moja',
  unknown_class: 'Darasa %{id} si darasa la shule hii',
  term_invalid: 'Chagua muhula 1, 2 au 3',
  year_invalid: 'Andika mwaka wa masomo kati ya 2000 na 2100',
  no_income_account: 'Kifungu %{vote_head} hakina akaunti ya mapato ya mfuko wake',
  inactive_vote_head: 'Kifungu %{vote_head} hakitumiki',
  term_fees: 'Ada ya muhula %{term} %{year}',
  invoice_narration: 'Ankara %{invoice_no}, %{student}: %{description}',
  discount_narration: 'Punguzo kwenye ankara %{invoice_no}, %{student}',
  cancel_narration: 'Ankara %{invoice_no} imeghairiwa: %{reason}',
};
