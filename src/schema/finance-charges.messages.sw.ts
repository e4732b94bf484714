/** Swahili of finance-charges.messages.ts. */
export const CHARGES_MESSAGES_SW = {
  no_students: 'Tozo hii haimfikii mwanafunzi yeyote aliye shuleni: chagua wanafunzi au darasa lenye wanafunzi',
  one_student: 'Chagua mwanafunzi mmoja tu, au toza wanafunzi waliochaguliwa',
  choose_class: 'Chagua darasa la kutoza',
  choose_students: 'Chagua wanafunzi wa kutoza',
  not_other_vote_head: 'Chagua kifungu kinachotumika kwa tozo nyingine',
  not_transport_vote_head: 'Chagua kifungu kinachotumika kwa usafiri',
  already_on_route: '%{student} tayari anatumia njia %{route}: maliza mpangilio huo kwanza',
  no_term: 'Hakuna muhula wa sasa: chagua muhula wa sasa katika Mipangilio → Mihula kwanza',
};
