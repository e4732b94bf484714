/** English of the finance module's banking answers, under `shule.finance.banking`. */
export const BANKING_MESSAGES = {
  no_paybill: 'An M-Pesa account needs its paybill number',
  wrong_ledger_account: 'Account %{code} is not a %{purpose} account of this fund',
  account_taken: 'Account %{code} is already the ledger account of %{name}',
  fixed_account: 'The fund, kind and ledger account of a bank account cannot change once it is saved',
  no_free_code: 'The fund %{fund} has no free account code left for another %{purpose} account',
  not_a_bank_account: 'No bank account with id %{id}',
  overlap: 'A statement of this account for %{from} to %{to} is already recorded: a statement is entered once',
  line_no_amount: 'A line is either money in or money out',
  line_outside: 'Dated outside the statement’s period',
  closing_mismatch: 'The opening balance and the lines make a closing balance of KES %{expected}, not KES %{stated}',
  statement_matched:
    'Lines of this statement are matched to the cash book: unmatch them before changing or deleting it',
  statement_finalised: 'This statement is part of a finalised reconciliation and can no longer change',
  csv_too_big: 'The file is larger than 5 MB: export a shorter period',
  csv_empty: 'The file has no statement lines',
  csv_columns:
    'The file needs a date, a description or reference, and money in and money out (or amount) columns; found: %{found}',
  csv_date: 'Line %{line}: the date "%{value}" is not a date; nothing was imported',
  csv_amount: 'Line %{line}: the amount "%{value}" is not an amount; nothing was imported',
  csv_both_sides: 'Line %{line}: it has both money in and money out; nothing was imported',
  csv_balance:
    'Line %{line}: the balance %{stated} does not follow from the line before (KES %{expected}); nothing was imported',
  csv_no_balances:
    'The file has no balance column: enter the opening and closing balances as the printed statement gives them',
  no_statement: 'No bank statement with id %{id}',
  no_reconciliation: 'No bank reconciliation with id %{id}',
  reconciliation_finalised: 'This reconciliation is finalised: nothing in it can change',
  statement_reconciled: 'This statement already has a reconciliation',
  earlier_finalised: 'The reconciliation as at %{as_at} is finalised: reconcile a later statement',
  match_empty: 'Choose the statement lines and cash-book postings that clear each other',
  match_unequal:
    'The statement lines come to KES %{statement} and the cash-book postings to KES %{cash_book}: a match must be equal',
  match_taken: 'Some of the chosen lines are already matched or are not of this account: reload and choose again',
  match_after: 'Dated after %{as_at}, the date of this reconciliation',
  no_match: 'No match %{match} in this account',
  match_locked: 'Match %{match} is part of a finalised reconciliation and cannot be undone',
  post_taken: 'The statement line is already in the cash book (matched): unmatch it first',
  post_account_out: 'Money out is charged to an expense account of the fund',
  post_account_in: 'Money in is credited to an income account of the fund',
  post_choose_income: 'Choose the income account of the fund that the money in goes to',
  not_zero:
    'The adjusted bank balance and the cash book differ by KES %{difference}: match or post the remaining items first',
  bad_date: 'Not a date (YYYY-MM-DD)',
};
