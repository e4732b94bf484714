/** As settings.sw.ts names the terms; a record's name shows the number ('Muhula 3 2026'). */
const TERMS_SW = { 1: 'Wa kwanza', 2: 'Wa pili', 3: 'Wa tatu' };

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
        expense_account_id: 'Akaunti ya matumizi',
        priority: 'Kipaumbele',
        kind: 'Kinatumika kwa',
        active: 'Kinatumika',
      },
      helps: { priority: 'Malipo hulipa vifungu kwa mpangilio huu: 1 kwanza' },
      choices: { kind: { fees: 'Ada', transport: 'Usafiri', other: 'Tozo nyinginezo' } },
    },
    fee_categories: {
      name: 'Kundi la ada |||| Makundi ya ada',
      fields: { name: 'Jina', residence: 'Chaguo-msingi kwa', students: 'Wanafunzi' },
      choices: {
        residence: { boarding: 'Wanafunzi wa bweni', day: 'Wanafunzi wa kutwa', none: 'Wanafunzi waliopewa kwa mkono' },
      },
    },
    fee_structures: {
      name: 'Muundo wa ada |||| Miundo ya ada',
      fields: {
        academic_year: 'Mwaka wa masomo',
        term: 'Muhula',
        class_id: 'Darasa',
        category_id: 'Kundi la ada',
        items: 'Vifungu vya ada',
        total: 'Jumla',
      },
      lines: {
        items: { name: 'Kifungu cha ada |||| Vifungu vya ada', fields: { vote_head_id: 'Kifungu', amount: 'Kiasi' } },
      },
      choices: { term: TERMS_SW },
      represent: 'Muhula {term} {academic_year}',
    },
    fee_invoices: {
      name: 'Ankara |||| Ankara',
      fields: {
        invoice_no: 'Ankara',
        student_id: 'Mwanafunzi',
        academic_year: 'Mwaka wa masomo',
        term: 'Muhula',
        issued_on: 'Tarehe ya kutolewa',
        due_on: 'Inadaiwa',
        source: 'Inadaiwa kwa',
        description: 'Maelezo',
        billing_key: 'Ufunguo wa utozaji',
        items: 'Vifungu vya ada',
        discount: 'Kiasi cha punguzo',
        total: 'Kiasi kinachodaiwa',
        paid: 'Kilicholipwa',
        balance: 'Salio',
        status: 'Hali',
        billing_run_id: 'Awamu ya utozaji',
        cancel_reason: 'Sababu ya kughairi',
      },
      helps: { total: 'Vifungu vya ada ukiondoa punguzo' },
      lines: {
        items: {
          name: 'Kifungu cha ada |||| Vifungu vya ada',
          fields: { vote_head_id: 'Kifungu', amount: 'Kiasi', discount: 'Kiasi cha punguzo' },
        },
      },
      choices: {
        term: TERMS_SW,
        source: {
          term_fees: 'Ada ya muhula',
          other_charge: 'Tozo nyingine',
          transport: 'Usafiri',
          opening_balance: 'Salio la mwanzo',
        },
        status: { unpaid: 'Haijalipwa', partial: 'Imelipwa kiasi', paid: 'Imelipwa', cancelled: 'Imeghairiwa' },
      },
      actions: {
        cancel: {
          label: 'Ghairi ankara',
          confirm: 'Ankara inabatilishwa vitabuni; pesa zilizolipwa kwayo zinakuwa salio la mwanafunzi.',
          fields: { reason: 'Sababu' },
        },
      },
    },
    billing_runs: {
      name: 'Awamu ya utozaji |||| Awamu za utozaji',
      fields: {
        academic_year: 'Mwaka wa masomo',
        term: 'Muhula',
        class_ids: 'Madarasa',
        students_billed: 'Wanafunzi waliotozwa',
        amount_billed: 'Kiasi kilichotozwa',
        skipped: 'Walishatozwa',
        missing: 'Bila muundo wa ada',
        run_by: 'Imeendeshwa na',
        invoices: 'Ankara zilizotolewa',
      },
      choices: { term: TERMS_SW },
      represent: 'Muhula {term} {academic_year}',
    },
    fee_discounts: {
      name: 'Punguzo la ada |||| Mapunguzo ya ada',
      fields: {
        student_id: 'Mwanafunzi',
        kind: 'Aina',
        method: 'Namna ya punguzo',
        amount: 'Kiasi kwa muhula',
        percent: 'Kiwango cha asilimia',
        vote_head_ids: 'Vifungu vya ada',
        active: 'Linatumika',
        note: 'Maelezo',
      },
      helps: { vote_head_ids: 'Acha tupu kwa vifungu vyote vya ada ya muhula' },
      choices: {
        kind: { sibling: 'Ndugu', staff_child: 'Mtoto wa mfanyakazi', sponsor: 'Mfadhili', other: 'Lingine' },
        method: { fixed: 'Kiasi maalum kwa muhula', percent: 'Asilimia' },
      },
    },
  },
  pages: { '/studentbilling': 'Utozaji wa wanafunzi' },
  reports: {},
};
