/** Swahili of finance-ledger.messages.ts. */
export const LEDGER_MESSAGES_SW = {
  unbalanced: 'Ingizo halilingani: debiti %{debit}, krediti %{credit}',
  closed_account: 'Akaunti %{account} imefungwa na haipokei maingizo',
  no_account: 'Mfuko wa %{fund} hauna akaunti ya %{purpose}: iongeze kwenye orodha ya akaunti',
  no_fund: 'Orodha ya akaunti haina mfuko wa aina %{kind}',
};
