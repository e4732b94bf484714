import type { BOOKS_MESSAGES } from './finance-books.messages';

/** Swahili of finance-books.messages.ts. */
export const BOOKS_MESSAGES_SW: Record<keyof typeof BOOKS_MESSAGES, string> = {
  account_has_postings:
    'Akaunti %{account} ina maingizo %{count} na haiwezi kufutwa: ifunge badala yake (weka alama kwenye Imefungwa), ili isipokee maingizo mapya',
  period_locked:
    'Kipindi cha hesabu %{period} kimefungwa: hakuna kinachoweza kuingizwa kwa tarehe %{date}. Tumia tarehe ya kipindi kilicho wazi, au mwombe mtunza hesabu akifungue %{period}',
  unbalanced: 'Mistari hailingani: debiti KES %{debit}, krediti KES %{credit}',
  two_lines: 'Ingizo la jarida linahitaji mistari miwili angalau: debiti na krediti',
  one_side: 'Mstari ni debiti au krediti, si yote mawili',
  no_amount: 'Weka debiti au krediti',
  account_closed: 'Akaunti %{account} imefungwa na haipokei maingizo',
  not_our_account: 'Hakuna akaunti yenye nambari %{id} katika orodha ya akaunti za shule hii',
  own_journal: 'Uliandaa ingizo hili la jarida, kwa hivyo mtunza hesabu mwingine lazima aliidhinishe',
  reversal_narration: 'Kugeuza %{journal_no}: %{reason}',
  reversal_before_entry: 'Kugeuza hakuwezi kuwa na tarehe kabla ya ingizo linalogeuzwa (%{date})',
  fiscal_year_needed: 'Toa mwaka wa fedha kama mwaka unaoanzia, kama 2026 kwa 2026/27',
};
