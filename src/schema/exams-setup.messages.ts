/** English of the exams set-up rules' answers, under `shule.exams.setup`. Swahili: exams-setup.messages.sw.ts. */
export const SETUP_MESSAGES = {
  weights_sum: "The papers of %{subject} have weights adding up to %{total}; a subject's papers add up to 100",
  paper_twice: '%{subject} paper %{paper} is listed twice',
  paper_has_marks: '%{subject} paper %{paper} has marks entered, so it cannot be removed',
  out_of_below_marks: '%{subject} paper %{paper} already has a mark of %{mark}: its out of cannot be below that',
  band_range: 'From (%{from}) is above To (%{to})',
  band_overlap: 'Band %{grade} overlaps band %{other}',
  band_gap: 'No band gives a grade to the marks from %{from} to %{to}: the bands cover 0 to 100',
  grade_twice: 'Grade %{grade} is listed twice',
  system_twice: 'The grading system %{name} already applies to this family, subject and class level',
  not_a_teacher: '%{name} is not an active teacher',
};
