/** Swahili of finance-books.ts: resources by name, pages by path, reports by name. */
const MODES = {
  cash: 'Pesa taslimu',
  mpesa: 'M-Pesa',
  bank: 'Amana ya benki',
  cheque: 'Hundi',
  in_kind: 'Vitu (kwa thamani ya KES)',
  bursary: 'Bursari',
};

export const BOOKS_SW = {
  resources: {
    manual_journals: {
      name: 'Ingizo la jarida la mkono |||| Maingizo ya jarida ya mkono',
      fields: {
        journal_no: 'Nambari ya ingizo',
        posted_on: 'Tarehe',
        narration: 'Maelezo ya ingizo',
        lines: 'Mistari',
        total: 'Kiasi',
        status: 'Hali',
        prepared_by: 'Limeandaliwa na',
        approved_by: 'Limeidhinishwa na',
        approved_on: 'Tarehe ya kuidhinishwa',
        journal_entry_id: 'Ingizo la jarida',
        reversed_by: 'Limegeuzwa na',
        reversed_on: 'Tarehe ya kugeuzwa',
        reversal_reason: 'Sababu ya kugeuza ingizo',
      },
      helps: { narration: 'Kwa nini ingizo linafanywa, kama mkaguzi atakavyolisoma' },
      lines: {
        lines: {
          name: 'Mstari |||| Mistari',
          fields: { account_id: 'Akaunti', debit: 'Debiti', credit: 'Krediti', memo: 'Maelezo ya mstari' },
        },
      },
      choices: { status: { draft: 'Rasimu', approved: 'Limeidhinishwa', reversed: 'Limegeuzwa' } },
      actions: {
        approve: {
          label: 'Idhinisha na uingize',
          confirm: 'Ingizo linaingia kwenye jarida kwa tarehe yake na baadaye linaweza tu kubatilishwa.',
        },
        reverse: {
          label: 'Geuza ingizo',
          confirm: 'Ingizo pinzani linaingizwa kwa tarehe iliyotolewa; la awali linabaki kwenye jarida.',
          fields: { reversed_on: 'Tarehe ya kugeuza', reason: 'Sababu' },
        },
      },
    },
    accounting_periods: {
      name: 'Kipindi cha hesabu |||| Vipindi vya hesabu',
      fields: {
        name: 'Kipindi',
        fiscal_year: 'Mwaka wa fedha',
        starts_on: 'Kinaanza',
        ends_on: 'Kinaisha',
        status: 'Hali',
        locked_by: 'Kimefungwa na',
        locked_on: 'Tarehe ya kufungwa',
        unlocked_by: 'Kilifunguliwa mwisho na',
        unlock_reason: 'Sababu ya kufungua',
      },
      helps: { fiscal_year: 'Mwaka unaoanzia' },
      choices: { status: { open: 'Wazi', locked: 'Kimefungwa' } },
      actions: {
        lock: {
          label: 'Funga kipindi',
          confirm:
            'Hakuna kitakachoingizwa katika mwezi huu hadi ufunguliwe: ada, malipo, hati za malipo na maingizo ya jarida.',
        },
        unlock: {
          label: 'Fungua kipindi',
          confirm: 'Maingizo katika mwezi huu yanaruhusiwa tena; sababu inahifadhiwa kwenye kipindi na ukaguzi.',
          fields: { reason: 'Sababu' },
        },
      },
    },
  },
  pages: {},
  reports: {
    daily_collections: {
      name: 'Makusanyo ya kila siku',
      columns: {
        paid_on: 'Tarehe',
        vote_head: 'Kifungu',
        cash: 'Pesa taslimu',
        mpesa: 'M-Pesa',
        bank: 'Amana ya benki',
        cheque: 'Hundi',
        in_kind: 'Vitu',
        bursary: 'Bursari',
        total: 'Jumla',
      },
      filters: { paid_on: 'Tarehe', vote_head_id: 'Kifungu', mode: 'Njia ya malipo' },
      choices: { mode: MODES },
    },
  },
};
