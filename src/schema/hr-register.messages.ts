/** English of the HR register's answers, under `shule.hr.register`. Swahili: hr-register.messages.sw.ts. */
export const REGISTER_MESSAGES = {
  needs_salary: 'An employee on the school payroll needs a basic salary',
  needs_method: 'Choose how an employee on the payroll is paid',
  needs_bank_branch: 'Paid by bank: choose the bank branch',
  needs_account: 'Paid by bank: type the account number',
  needs_mpesa: 'Paid by M-Pesa: type the M-Pesa number',
  needs_certificate: 'The disability exemption needs its certificate number',
  tsc_not_teaching: 'TSC terms are for teachers only',
  needs_amount: 'A fixed allowance needs its amount',
  needs_percent: 'A percentage allowance needs its percent of basic',
  needs_month: 'A one-off needs the month it is paid',
  month_order: 'The last month is before the first',
  balance_over_principal: 'The balance cannot be more than the amount borrowed',
  needs_principal: 'A loan or advance needs the amount borrowed',
  no_employee: 'No employee with id %{id}',
  staff_no_pattern: 'The staff number pattern needs {SEQ} (for example EMP/{SEQ:3})',
};
