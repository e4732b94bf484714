import type { Messages } from '../registryMessages';

/** Swahili of ../books.ts. */
export const BOOKS_SW: Messages = {
  shule: {
    books_screens: {
      chart: {
        search: 'Tafuta kwa msimbo au jina',
        fund: 'Mfuko',
        all_funds: 'Mifuko yote',
        type: 'Kundi la akaunti',
        all_types: 'Makundi yote',
        types: {
          asset: 'Akaunti za mali',
          liability: 'Akaunti za madeni',
          net_assets: 'Akaunti za mali halisi',
          income: 'Akaunti za mapato',
          expense: 'Akaunti za matumizi',
        },
        closed: 'Imefungwa',
        postings: 'Maingizo ya %{account}',
        tree_label: 'Orodha ya akaunti kwa mfuko, na salio hadi leo',
        help: 'Salio hadi leo. Vitufe vya mishale vinapitia mti, Kulia na Kushoto vinafungua na kufunga tawi, Enter inafungua akaunti.',
        none: 'Hakuna akaunti inayolingana na utafutaji au vichujio.',
        failed: 'Orodha ya akaunti haikuweza kupakiwa. Jaribu tena baada ya muda.',
      },
      journal: {
        new_entry: 'Ingizo jipya la jarida',
        manual: 'Maingizo ya jarida ya mkono',
        periods: 'Vipindi vya hesabu',
        daily: 'Makusanyo ya kila siku',
        source_document: 'Hati ya chanzo',
      },
      periods: {
        fiscal_year: 'Mwaka wa fedha',
        create_year: 'Unda vipindi vya mwaka',
        created: 'Kipindi %{smart_count} cha %{year} kimeundwa |||| Vipindi %{smart_count} vya %{year} vimeundwa',
        none_new: 'Vipindi vyote vya %{year} tayari vipo',
      },
    },
  },
};
