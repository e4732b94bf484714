/** English of the finance module's wallets answers, under `shule.finance.wallets`. */
export const WALLETS_MESSAGES = {
  insufficient_wallet: 'The wallet holds KES %{balance}: a withdrawal of KES %{amount} would take it below zero',
  over_credit: 'The student’s credit available for refund is KES %{credit}: the refund of KES %{amount} is more',
  own_request: 'You requested this refund, so someone else must approve it',
  not_a_student: 'No student with id %{id}',
};
