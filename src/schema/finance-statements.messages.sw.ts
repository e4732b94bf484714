import type { STATEMENTS_MESSAGES } from './finance-statements.messages';

/** Swahili of finance-statements.messages.ts. */
export const STATEMENTS_MESSAGES_SW: Record<keyof typeof STATEMENTS_MESSAGES, string> = {
  bad_date: 'Andika tarehe kwa muundo YYYY-MM-DD',
  bad_range: 'Kipindi kinaisha kabla ya kuanza',
  no_fund: 'Hakuna mfuko huo katika shule hii',
  unknown_report: 'Hakuna ripoti ya fedha inayoitwa %{name}',
};
