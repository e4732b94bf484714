/** English of the payroll's answers, under `shule.hr.payroll`. Swahili: hr-payroll.messages.sw.ts. */
export const PAYROLL_MESSAGES = {
  no_payroll: 'No payroll with id %{id}',
  period_taken: 'There is a payroll for %{period} already: cancel that draft to run the month again',
  period_fixed: 'A payroll’s month is set when it is made: cancel this draft and make one for the other month',
  period_ahead: 'A payroll can be made up to next month: %{period} is further ahead',
  own_payroll: 'You prepared or last recomputed this payroll, so another HR administrator must approve it',
  stale: 'The register, leave or rates changed since this payroll was computed: recompute it before it is approved',
  paid_early: 'A payroll is paid on or after the first day of its month (%{date})',
  no_payslip: 'This payroll has no payslip for employee %{id}',
  no_school_fund:
    'The school has no School Fund (SF) to pay salaries from: the bursar sets up the chart of accounts first',
  no_account: 'The chart of accounts has no open account %{code}: the bursar adds or reopens it',
  narration: 'Payroll %{period}: %{employees} employees',
  year_needed: 'Choose a year from 2000 to 2100',
  no_paid_payslips: 'No paid payroll of %{year} pays this employee',
  files_after_approval: 'The returns and payment files are made once the payroll is approved',
  unknown_file: 'No payroll file called %{name}',
  cut_to_third:
    'Deductions of KES %{cut} not taken: an employee keeps at least a third of the pay (Employment Act s.19(3))',
};
