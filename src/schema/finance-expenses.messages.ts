/** English of the finance module's expenses answers, under `shule.finance.expenses`. */
export const EXPENSES_MESSAGES = {
  own_voucher: 'You prepared or last changed this voucher, so someone else must approve or reject it',
  own_imprest: 'You requested this imprest, so someone else must approve or reject it',
  payee_needed: 'Choose a supplier or type the payee’s name',
  payee_both: 'Choose a supplier or type a payee, not both',
  pay_from_purpose: '%{account} is not a bank, cash or M-Pesa account: choose one of the fund’s',
  line_account_needed: 'Choose a vote head or an expense account',
  line_vote_head_missing: 'No vote head with id %{id}',
  line_vote_head_fund: '%{vote_head} is a vote head of %{fund}, not of this fund',
  line_vote_head_no_account:
    '%{vote_head} has no expense account: set one on the vote head, or choose an expense account',
  line_vote_head_account: '%{vote_head} spends from %{account}: leave the account empty or choose that one',
  line_account_not_expense: '%{account} is not an expense account of this fund',
  line_account_missing: 'No account with id %{id}',
  cheque_no_needed: 'Type the cheque number',
  transfer_ref_needed: 'Type the bank’s transfer reference',
  mpesa_code_needed: 'Type the M-Pesa transaction code',
  mode_needs_bank: 'A cheque or bank transfer is drawn on a bank account: %{account} is not one',
  mode_needs_cash: 'Cash is paid from cash in hand: %{account} is not cash in hand',
  mode_needs_mpesa: 'M-Pesa is paid from the M-Pesa or bank account: %{account} is neither',
  attachment_unknown: 'Document %{n} is not a file uploaded for a payment voucher',
  dated_before: 'Must be on or after %{date}',
  no_voucher: 'No payment voucher with id %{id}',
  imprest_outstanding:
    '%{holder} still holds %{imprest} (KES %{amount}, issued %{date}): it must be surrendered before another imprest is issued',
  imprest_issued_fixed: 'An issued imprest changes only by its surrender: enter the receipts under Spent',
  imprest_lines_later: 'Receipts are entered once the imprest has been issued',
  surrender_short:
    'The receipts (KES %{spent}) and the cash returned (KES %{returned}) come to KES %{total}, KES %{gap} short of the advance of KES %{amount}',
  surrender_over:
    'The receipts (KES %{spent}) and the cash returned (KES %{returned}) come to KES %{total}, KES %{gap} more than the advance of KES %{amount}',
};
