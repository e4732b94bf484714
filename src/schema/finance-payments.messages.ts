/** English of the finance module's payments answers, under `shule.finance.payments`. */
export const PAYMENTS_MESSAGES = {
  student_not_found: 'No student with id %{id} in this school',
  sponsor_needed: 'A bursary payment names its sponsor',
  in_kind_needed: 'Say what goods were received',
  not_bursary_mode: 'Only a bursary pays chosen vote heads',
  same_student: 'The receipt is already this student’s',
  moved_to: 'Moved to %{receipt}',
  moved_from: 'Moved from %{receipt}',
  bursary_not_awarded: 'This bursary is %{status} and cannot be received',
  amount_positive: 'The amount must be more than zero',
  no_receipt: 'No receipt %{id} in this school',
  narration_payment: 'Receipt %{receipt}: %{student}',
  narration_credit: 'Credit applied: %{student}',
  narration_release: 'Invoice %{invoice} cancelled: its payments become credit',
  narration_void: 'Receipt %{receipt} voided: %{reason}',
};
