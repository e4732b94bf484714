/** English of the finance module's budgets answers, under `shule.finance.budgets`. */
export const BUDGETS_MESSAGES = {
  no_budget: 'No budget of the %{fund} fund is approved for %{year}: this voucher is checked against none',
  no_line: '%{account} has no line in the approved %{year} budget',
  over_budget:
    'This takes %{account} over its %{year} budget: budget KES %{budget}, spent and committed KES %{used}, this voucher KES %{amount}, over by KES %{over}',
  own_budget: 'You prepared or last changed this budget, so someone else must approve it',
  line_account_or_head: 'Choose an account or a vote head',
  line_both: 'Choose an account or a vote head, not both',
  line_not_of_fund: '%{account} is not an account of the %{fund} fund',
  line_not_income_or_expense: '%{account} is not an income or expense account',
  line_closed: '%{account} is closed',
  head_not_of_fund: 'The vote head %{head} belongs to another fund',
  head_without_account: 'The vote head %{head} has no expense account',
  line_twice: '%{account} is budgeted on line %{line} already',
  not_income_account: '%{account} is not an income account',
  not_pay_in_account: '%{account} is not a bank, cash in hand or M-Pesa account',
  cheque_number_needed: 'Give the cheque’s number',
  narration_income: 'Income receipt %{receipt} from %{payer}%{detail}',
  narration_void: 'Void of income receipt %{receipt}: %{reason}',
  no_receipt: 'No income receipt with id %{id}',
};
