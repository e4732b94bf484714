/** English of the finance module's documents and reports answers, under `shule.finance.reports`. */
export const FINANCE_REPORTS_MESSAGES = {
  no_student: 'No student with id %{id} in this school',
  bad_date: 'Use a date written YYYY-MM-DD',
  bad_range: 'The period ends before it starts',
  no_students: 'Choose at least one student: no one matches these filters',
  too_many: 'At most %{max} students at a time; narrow the filters',
  unknown_kind: 'Choose balance reminders or invoice notices',
  no_invoices: 'No student of this audience has an invoice for term %{term} %{year}',
  no_term: 'Set up the current term first (Settings → Terms)',
};
