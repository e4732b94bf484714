import type { FINANCE_REPORTS_MESSAGES } from './finance-reports.messages';

/** Swahili of finance-reports.messages.ts. */
export const FINANCE_REPORTS_MESSAGES_SW: { readonly [K in keyof typeof FINANCE_REPORTS_MESSAGES]: string } = {
  no_student: 'Hakuna mwanafunzi mwenye kitambulisho %{id} katika shule hii',
  bad_date: 'Andika tarehe kwa muundo YYYY-MM-DD',
  bad_range: 'Kipindi kinaisha kabla ya kuanza',
  no_students: 'Chagua angalau mwanafunzi mmoja: hakuna anayelingana na vichujio hivi',
  too_many: 'Wanafunzi %{max} zaidi kwa wakati mmoja; punguza vichujio',
  unknown_kind: 'Chagua vikumbusho vya salio au taarifa za ankara',
  no_invoices: 'Hakuna mwanafunzi wa kundi hili mwenye ankara ya muhula %{term} %{year}',
  no_term: 'Weka muhula wa sasa kwanza (Mipangilio → Mihula)',
};
