/** Swahili of finance-wallets.ts: resources by name, pages by path, reports by name. */
const MODES = { cash: 'Pesa taslimu', mpesa: 'M-Pesa', bank: 'Benki', cheque: 'Hundi' };

export const WALLETS_SW = {
  resources: {
    refunds: {
      name: 'Kurejesha pesa |||| Marejesho ya pesa',
      count: 'Rejesho |||| Marejesho',
      fields: {
        student_id: 'Mwanafunzi',
        amount: 'Kiasi',
        reason: 'Sababu',
        status: 'Hali',
        requested_by: 'Imeombwa na',
        approved_by: 'Imeidhinishwa na',
        approved_on: 'Tarehe ya kuidhinishwa',
        paid_by: 'Imelipwa na',
        paid_on: 'Tarehe ya kulipwa',
        mode: 'Njia ya kulipa',
        reference: 'Kumbukumbu',
        decision_note: 'Maelezo',
      },
      helps: { amount: 'Si zaidi ya salio la mwanafunzi' },
      choices: {
        status: { requested: 'Imeombwa', approved: 'Imeidhinishwa', paid: 'Imelipwa', rejected: 'Imekataliwa' },
        mode: MODES,
      },
      actions: {
        approve: { label: 'Idhinisha', confirm: 'Rejesho limeidhinishwa kulipwa.', fields: { note: 'Maelezo' } },
        reject: { label: 'Kataa', fields: { note: 'Sababu' } },
        pay: {
          label: 'Lipa',
          confirm: 'Pesa zinalipwa kwa mzazi wa mwanafunzi na salio lake linapungua kwa kiasi hicho.',
          fields: { mode: 'Njia ya malipo', reference: 'Kumbukumbu', paid_on: 'Tarehe ya kulipwa' },
          helps: { reference: 'Nambari ya M-Pesa, hundi au benki' },
          choices: { mode: MODES },
        },
      },
      represent: 'Rejesho {amount}',
    },
    pocket_money_transactions: {
      name: 'Pesa za matumizi |||| Pesa za matumizi',
      count: 'Muamala wa pesa za matumizi |||| Miamala ya pesa za matumizi',
      fields: {
        student_id: 'Mwanafunzi',
        kind: 'Aina',
        amount: 'Kiasi',
        mode: 'Njia ya malipo',
        reference: 'Kumbukumbu',
        transacted_on: 'Tarehe',
        balance_after: 'Salio baada',
        note: 'Maelezo',
      },
      helps: { reference: 'Nambari ya M-Pesa, kama ipo' },
      choices: {
        kind: { deposit: 'Kuweka', withdrawal: 'Kutoa' },
        mode: { cash: 'Pesa taslimu', mpesa: 'M-Pesa' },
      },
    },
  },
  pages: { '/pocketmoneydesk': 'Dawati la pesa za matumizi' },
  reports: {},
};
