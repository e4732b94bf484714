/**
 * English texts of the admissions rules' answers (server/modules/admissions), under
 * `shule.admissions`; their Swahili is in admissions.sw.ts. The server's English is formatted
 * from these, so the wording lives here once.
 */
export const ADMISSIONS_MESSAGES = {
  errors: {
    pattern_gives_invalid:
      'The school\'s admission-number pattern gives "%{number}", which is not a valid admission number',
    type_or_fix_pattern: 'Type an admission number, or correct the pattern in the school settings',
    hostel_of_gender: "%{hostel} is a %{gender}' hostel",
    hostel_takes_only: '%{hostel} takes %{gender} only',
    hostel_full: '%{hostel} is full',
    hostel_places_taken: '%{hostel} is full: %{taken} of %{capacity} places are taken',
    term_closes_after_opening: 'A term must close after it opens',
    term_in_its_year: 'Must fall in %{year}, the academic year of the term',
    term_overlaps: 'Overlaps %{term} (%{opens} to %{closes})',
    current_term_needed: 'A school always has a current term',
    make_another_current: 'Make another term current instead',
    not_transferable: '%{student} is %{status} and cannot be transferred out',
    readmit_to_reverse: 'This transfer moved %{student} out of the school: readmit the student to reverse it',
    only_active_promoted: 'Only active students can be promoted',
    not_active: 'Not active: %{students}',
    no_promotion: 'No promotion %{id} in this school',
    promotion_undone: 'This promotion has already been undone',
    promotion_changed: 'Nothing was undone: %{students} changed after the promotion',
    date_format: 'date must be YYYY-MM-DD',
    invalid_date: 'Invalid date',
    no_free_number: 'No free number was found in the sequence; type one instead',
    no_free_number_field: 'No free number',
    certificate_for_transfer_out: 'A leaving certificate is issued for a transfer out only',
  },
} as const;
