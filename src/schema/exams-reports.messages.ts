/**
 * English of the report forms' and results SMS's answers, under `shule.exams.reports` and
 * `shule.exams.results_sms`. Swahili: exams-reports.messages.sw.ts.
 */
export const REPORTS_MESSAGES = {
  reports: {
    no_exam: 'No exam with id %{id} in this school',
    not_published: 'Report forms print published results only: %{name} is not published yet',
    no_results: 'This student has no results in %{name}',
    no_class: 'No such class in this school',
    no_stream: 'No such stream in this school',
    choose_group: 'Choose a class or a stream',
    whole_number: 'Use a whole number',
    nobody: 'No student of this class or stream sat %{name}',
  },
  results_sms: {
    nobody: 'No student here has a mean grade in this exam to send',
    too_many: 'At most %{max} students in one send',
    audience: 'Exam results: %{exam}, %{group}',
  },
};
