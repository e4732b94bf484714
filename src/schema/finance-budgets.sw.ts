/** Swahili of finance-budgets.ts: resources by name, pages by path, reports by name. */
export const BUDGETS_SW = {
  resources: {
    budgets: {
      name: 'Bajeti |||| Bajeti',
      fields: {
        title: 'Bajeti',
        fiscal_year: 'Mwaka wa fedha',
        fund_id: 'Mfuko',
        status: 'Hali',
        lines: 'Mistari ya bajeti',
        total_income: 'Mapato yaliyopangwa',
        total_expenditure: 'Matumizi yaliyopangwa',
        notes: 'Maelezo',
        revision: 'Toleo',
        prepared_by: 'Imeandaliwa na',
        approved_by: 'Imeidhinishwa na',
        approved_on: 'Tarehe ya kuidhinishwa',
        revision_reason: 'Sababu ya marekebisho ya mwisho',
      },
      helps: { fiscal_year: 'Mwaka unaoanza: 2026 kwa Julai 2026 hadi Juni 2027' },
      choices: { status: { draft: 'Rasimu', approved: 'Imeidhinishwa' } },
      sections: { 0: 'Mwaka na mfuko', 1: 'Mistari', 2: 'Kuidhinishwa', other: 'Maelezo mengine' },
      actions: {
        approve: {
          label: 'Idhinisha',
          confirm: 'Bajeti imeidhinishwa: hati za malipo zinakaguliwa dhidi yake na haiwezi kubadilishwa tena.',
        },
        revise: {
          label: 'Rekebisha',
          confirm:
            'Bajeti inarudi kuwa rasimu kama marekebisho mapya; hadi iidhinishwe tena hati za malipo hazikaguliwi dhidi ya bajeti yoyote.',
          fields: { reason: 'Sababu' },
        },
      },
      lines: {
        lines: {
          name: 'Mstari wa bajeti |||| Mistari ya bajeti',
          fields: { account_id: 'Akaunti', vote_head_id: 'Kifungu cha ada', description: 'Maelezo', amount: 'Kiasi' },
          helps: {
            account_id: 'Akaunti ya mapato au matumizi ya mfuko',
            vote_head_id: 'Au kifungu cha ada: akaunti yake ya matumizi',
          },
        },
      },
    },
    other_incomes: {
      name: 'Risiti ya mapato |||| Mapato mengine',
      count: 'Risiti ya mapato |||| Risiti za mapato',
      fields: {
        receipt_no: 'Risiti',
        received_on: 'Tarehe ya kupokelewa',
        kind: 'Aina',
        payer: 'Imepokelewa kutoka kwa',
        fund_id: 'Mfuko',
        income_account_id: 'Akaunti ya mapato',
        academic_year: 'Mwaka wa masomo',
        tranche: 'Awamu',
        amount: 'Kiasi',
        mode: 'Njia ya malipo',
        reference: 'Kumbukumbu',
        pay_in_account_id: 'Imewekwa kwenye',
        description: 'Maelezo ya mapato',
        status: 'Hali',
        received_by: 'Imepokelewa na',
        void_reason: 'Sababu ya kubatilishwa',
        voided_on: 'Tarehe ya kubatilishwa',
        voided_by: 'Imebatilishwa na',
      },
      helps: {
        tranche: 'Hutolewa 50:30:20 katika muhula wa 1, 2 na 3',
        reference: 'Nambari ya hati ya benki, uhamisho, hundi au M-Pesa',
        pay_in_account_id:
          'Ikiachwa wazi: akaunti ya benki, pesa taslimu au M-Pesa ya mfuko, kulingana na njia ya malipo',
      },
      choices: {
        kind: { general: 'Mapato mengine', capitation: 'Ruzuku ya serikali (capitation)' },
        tranche: { 1: 'Awamu ya 1', 2: 'Awamu ya 2', 3: 'Awamu ya 3' },
        mode: { bank: 'Benki (kuweka au uhamisho)', cash: 'Pesa taslimu', mpesa: 'M-Pesa', cheque: 'Hundi' },
        status: { posted: 'Imeingizwa', voided: 'Imebatilishwa' },
      },
      sections: { 0: 'Kupokelewa', 1: 'Imeingizwa kwenye', 2: 'Risiti', other: 'Maelezo mengine' },
      actions: {
        void: {
          label: 'Batilisha',
          confirm: 'Risiti inabaki kwenye kumbukumbu ikiwa imebatilishwa na ingizo lake linabatilishwa vitabuni leo.',
          fields: { reason: 'Sababu' },
        },
      },
    },
  },
  pages: { '/budgetvsactual': 'Bajeti dhidi ya halisi' },
  reports: {
    budget_vs_actual: {
      name: 'Bajeti dhidi ya halisi',
      columns: {
        fund: 'Mfuko',
        code: 'Msimbo',
        name: 'Akaunti',
        type: 'Kundi la akaunti',
        budget: 'Bajeti',
        actual: 'Kiasi halisi',
        committed: 'Kilichoahidiwa',
        available: 'Kilichobaki',
        percent_used: '% iliyotumika',
        over_budget: 'Zaidi ya bajeti',
      },
      filters: { fiscal_year: 'Mwaka wa fedha', fund_id: 'Mfuko' },
      choices: { type: { income: 'Mapato', expense: 'Matumizi' } },
    },
  },
};
