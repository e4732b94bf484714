/** English of the exam results' answers, under `shule.exams.results`. Swahili: exams-results.messages.sw.ts. */
export const RESULTS_MESSAGES = {
  no_exam: 'No exam with id %{id} in this school',
  not_published: 'The results of %{name} are not published yet',
  still_open: '%{name} is still open for marks: close it to preview its results',
  no_class: 'No such class in this school',
  no_stream: 'No such stream in this school',
  stream_class: 'This stream is not in the chosen class',
  no_compare: 'No such exam in this school',
  compare_unpublished: 'Compare with a published exam',
  compare_same: 'Choose an earlier exam, not this one',
  whole_number: 'Use a whole number',
  per_page: 'Between 1 and %{max} rows a page',
  sort: 'Sort by one of: %{sorts}',
  order: 'ASC or DESC',
  format: 'Only csv',
  nothing: 'No marks have been entered for this exam',
};
