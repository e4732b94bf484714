/** Swahili of finance-billing.ts: resources by name, pages by path, reports by name. */
export const BILLING_SW = {
  resources: {
    vote_heads: {
      name: 'Kifungu cha ada |||| Vifungu vya ada',
      fields: {
        code: 'Msimbo',
        name: 'Jina',
        fund_id: 'Mfuko',
        income_account_id: 'Akaunti ya mapato',
        priority: 'Kipaumbele',
        kind: 'Kinatumika kwa',
        active: 'Kinatumika',
      },
      helps: { priority: 'Malipo hulipa vifungu kwa mpangilio huu: 1 kwanza' },
      choices: { kind: { fees: 'Ada', transport: 'Usafiri', other: 'Malipo mengine' } },
    },
    fee_categories: {
      name: 'Kundi la ada |||| Makundi ya ada',
      fields: { name: 'Jina', residence: 'Chaguo-msingi kwa', students: 'Wanafunzi' },
      choices: {
        residence: { boarding: 'Wanafunzi wa bweni', day: 'Wanafunzi wa kutwa', none: 'Wanafunzi waliopewa kwa mkono' },
      },
    },
  },
  pages: {},
  reports: {},
};
