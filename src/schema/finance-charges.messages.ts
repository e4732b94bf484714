/** English of the finance module's charges answers, under `shule.finance.charges`. */
export const CHARGES_MESSAGES = {
  no_students: 'The charge reaches no active student: choose students or a class with students',
  one_student: 'Choose exactly one student, or charge chosen students',
  choose_class: 'Choose the class to charge',
  choose_students: 'Choose the students to charge',
  not_other_vote_head: 'Choose a vote head used for other charges',
  not_transport_vote_head: 'Choose a vote head used for transport',
  already_on_route: '%{student} already rides route %{route}: end that assignment first',
  no_term: 'No current term is set: choose the current term in Settings → Academic terms first',
};
