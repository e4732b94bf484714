import type { RESULTS_MESSAGES } from './exams-results.messages';

/** Swahili of exams-results.messages.ts. */
export const RESULTS_MESSAGES_SW: { readonly [K in keyof typeof RESULTS_MESSAGES]: string } = {
  no_exam: 'Hakuna mtihani wenye kitambulisho %{id} katika shule hii',
  not_published: 'Matokeo ya %{name} bado hayajachapishwa',
  still_open: '%{name} bado uko wazi kwa alama: ufunge ili kuhakiki matokeo yake',
  no_class: 'Hakuna darasa hili katika shule hii',
  no_stream: 'Hakuna mkondo huu katika shule hii',
  stream_class: 'Mkondo huu hauko katika darasa lililochaguliwa',
  no_compare: 'Hakuna mtihani huu katika shule hii',
  compare_unpublished: 'Linganisha na mtihani uliochapishwa',
  compare_same: 'Chagua mtihani uliotangulia, si huu',
  whole_number: 'Tumia namba kamili',
  per_page: 'Kati ya safu 1 na %{max} kwa ukurasa',
  sort: 'Panga kwa mojawapo ya: %{sorts}',
  order: 'ASC au DESC',
  format: 'csv pekee',
  nothing: 'Hakuna alama zilizoingizwa kwa mtihani huu',
};
