import type { REPORTS_MESSAGES } from './exams-reports.messages';

type Swahili<T> = { readonly [K in keyof T]: T[K] extends string ? string : Swahili<T[K]> };

/** Swahili of exams-reports.messages.ts. */
export const REPORTS_MESSAGES_SW: Swahili<typeof REPORTS_MESSAGES> = {
  reports: {
    no_exam: 'Hakuna mtihani wenye kitambulisho %{id} katika shule hii',
    not_published: 'Ripoti huchapisha matokeo yaliyochapishwa tu: %{name} bado haujachapishwa',
    no_results: 'Mwanafunzi huyu hana matokeo katika %{name}',
    no_class: 'Hakuna darasa hili katika shule hii',
    no_stream: 'Hakuna mkondo huu katika shule hii',
    choose_group: 'Chagua darasa au mkondo',
    whole_number: 'Tumia namba kamili',
    nobody: 'Hakuna mwanafunzi wa darasa au mkondo huu aliyefanya %{name}',
  },
  results_sms: {
    nobody: 'Hakuna mwanafunzi hapa mwenye wastani wa gredi katika mtihani huu wa kutumiwa',
    too_many: 'Wanafunzi %{max} kwa zaidi katika utumaji mmoja',
    audience: 'Matokeo ya mtihani: %{exam}, %{group}',
  },
};
