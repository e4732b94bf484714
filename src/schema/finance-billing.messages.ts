/** English of the finance module's billing answers, under `shule.finance.billing`. */
export const BILLING_MESSAGES = {
  choose_classes: 'Choose at least one class',
  unknown_class: 'Class %{id} is not a class of this school',
  term_invalid: 'Choose term 1, 2 or 3',
  year_invalid: 'Give an academic year between 2000 and 2100',
  no_income_account: 'Vote head %{vote_head} has no income account of its fund',
  inactive_vote_head: 'Vote head %{vote_head} is not active',
  term_fees: 'Term %{term} %{year} fees',
  invoice_narration: 'Invoice %{invoice_no}, %{student}: %{description}',
  discount_narration: 'Discount on invoice %{invoice_no}, %{student}',
  cancel_narration: 'Invoice %{invoice_no} cancelled: %{reason}',
};
