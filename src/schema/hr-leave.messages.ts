/** English of the HR module's leave answers, under `shule.hr.leave`. Swahili: hr-leave.messages.sw.ts. */
export const LEAVE_MESSAGES = {
  overlap: 'This overlaps the %{type} from %{from} to %{to}, which is %{status}',
  beyond_balance:
    'Only %{remaining} days of %{type} remain for %{year} (earned %{entitled}, carried forward %{carried}, taken %{taken}, pending %{pending}): this leave needs %{days}',
  women_only: '%{type} is taken by women only',
  men_only: '%{type} is taken by men only',
  no_days: 'These dates hold no working days: weekends and public holidays are not counted',
  before_employed: 'The leave starts before the employee was employed (%{date})',
  after_left: 'The leave ends after the employee left (%{date})',
  type_inactive: '%{type} is no longer offered',
  document_needed: '%{type} needs a supporting document: attach it before the leave is approved',
  bad_year: 'Give a year between 2000 and 2100',
  bad_month: 'Give a month as YYYY-MM',
  no_employee: 'No employee with id %{id}',
};
