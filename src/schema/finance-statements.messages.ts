/** English of the finance module's statements answers, under `shule.finance.statements`. */
export const STATEMENTS_MESSAGES = {
  bad_date: 'Use a date written YYYY-MM-DD',
  bad_range: 'The period ends before it starts',
  no_fund: 'No such fund in this school',
  unknown_report: 'No financial report is called %{name}',
};
