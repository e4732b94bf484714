/** English of the ledger's answers, under `shule.finance.ledger` (server/modules/finance/ledger). */
export const LEDGER_MESSAGES = {
  unbalanced: 'The entry does not balance: debits %{debit}, credits %{credit}',
  closed_account: 'Account %{account} is closed and takes no postings',
  no_account: 'The %{fund} fund has no %{purpose} account: add one in the chart of accounts',
  no_fund: 'The chart of accounts has no fund of kind %{kind}',
};
