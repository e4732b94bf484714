/** Swahili of finance-ledger.ts. */
export const LEDGER_SW = {
  resources: {
    funds: {
      name: 'Mfuko |||| Mifuko',
      fields: { name: 'Jina', code: 'Msimbo', kind: 'Aina' },
      choices: {
        kind: {
          tuition: 'Masomo (Tuition)',
          operations: 'Uendeshaji',
          school_fund: 'Mfuko wa shule',
          boarding: 'Bweni',
          pocket_money: 'Pesa za matumizi',
          other: 'Nyingine',
        },
      },
    },
    accounts: {
      name: 'Akaunti |||| Orodha ya akaunti',
      count: 'Akaunti |||| Akaunti',
      fields: {
        code: 'Msimbo',
        name: 'Jina',
        type: 'Kundi la akaunti',
        fund_id: 'Mfuko',
        parent_id: 'Akaunti kuu',
        purpose: 'Inatumika kwa',
        closed: 'Imefungwa',
      },
      helps: { closed: 'Akaunti iliyofungwa haipokei maingizo mapya' },
      choices: {
        type: { asset: 'Mali', liability: 'Deni', net_assets: 'Mali halisi', income: 'Mapato', expense: 'Matumizi' },
        purpose: {
          general: 'Ya jumla',
          bank: 'Benki',
          cash: 'Pesa taslimu',
          mpesa_clearing: 'M-Pesa (kusubiri benki)',
          fees_receivable: 'Ada zinazodaiwa',
          fees_in_advance: 'Ada za mapema (salio la wanafunzi)',
          pocket_money_held: 'Pesa za matumizi zilizohifadhiwa',
          discounts: 'Mapunguzo',
          accumulated_fund: 'Mfuko uliolimbikizwa',
        },
      },
    },
    journal_entries: {
      name: 'Ingizo la jarida |||| Jarida',
      count: 'Ingizo |||| Maingizo',
      fields: {
        entry_no: 'Ingizo',
        posted_on: 'Tarehe',
        narration: 'Maelezo ya ingizo',
        source: 'Chanzo',
        source_id: 'Rekodi ya chanzo',
        reversal_of_id: 'Inabatilisha',
        lines: 'Maingizo',
        total: 'Kiasi',
      },
      lines: {
        lines: {
          name: 'Ingizo |||| Maingizo',
          fields: {
            account_id: 'Akaunti',
            debit: 'Debiti',
            credit: 'Krediti',
            student_id: 'Mwanafunzi',
            vote_head_id: 'Kifungu',
          },
        },
      },
      choices: {
        source: {
          invoice: 'Ankara',
          discount: 'Punguzo',
          payment: 'Malipo',
          credit: 'Salio lililotumika',
          void: 'Risiti iliyobatilishwa',
          move: 'Risiti iliyohamishwa',
          refund: 'Kurejesha pesa',
          pocket_money: 'Pesa za matumizi',
          opening_balance: 'Salio la kuanzia',
          manual: 'Ingizo la mkono',
          reversal: 'Ubatilisho',
        },
      },
      represent: 'Ingizo {entry_no}',
    },
  },
};
