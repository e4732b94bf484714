/** English of the finance module's books answers, under `shule.finance.books`. */
export const BOOKS_MESSAGES = {
  account_has_postings:
    'Account %{account} has %{count} postings and cannot be deleted: close it instead (tick Closed), so it takes no new postings',
  period_locked:
    'The accounting period %{period} is locked: nothing can be posted dated %{date}. Date it in an open period, or have a bookkeeper unlock %{period}',
  unbalanced: 'The lines do not balance: debits KES %{debit}, credits KES %{credit}',
  two_lines: 'A journal entry needs two lines at least: a debit and a credit',
  one_side: 'A line is a debit or a credit, not both',
  no_amount: 'Enter a debit or a credit',
  account_closed: 'Account %{account} is closed and takes no postings',
  not_our_account: 'No account with id %{id} in this school’s chart of accounts',
  own_journal: 'You prepared this journal entry, so another bookkeeper must approve it',
  reversal_narration: 'Reversal of %{journal_no}: %{reason}',
  reversal_before_entry: 'The reversal cannot be dated before the entry it reverses (%{date})',
  fiscal_year_needed: 'Give the fiscal year as the year it starts in, such as 2026 for 2026/27',
};
