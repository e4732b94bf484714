/** Swahili of finance-payments.ts: resources by name, pages by path, reports by name. */
const MODES = {
  cash: 'Pesa taslimu',
  mpesa: 'M-Pesa',
  bank: 'Amana ya benki',
  cheque: 'Hundi',
  in_kind: 'Vitu (kwa thamani ya KES)',
  bursary: 'Basari',
};

export const PAYMENTS_SW = {
  resources: {
    fee_payments: {
      name: 'Risiti |||| Malipo ya ada',
      count: 'Risiti |||| Risiti',
      fields: {
        receipt_no: 'Risiti',
        student_id: 'Mwanafunzi',
        amount: 'Kiasi',
        mode: 'Njia ya malipo',
        reference: 'Kumbukumbu',
        paid_on: 'Tarehe ya malipo',
        payer: 'Amelipa',
        in_kind_description: 'Vitu vilivyopokelewa',
        sponsor_id: 'Mfadhili',
        vote_head_ids: 'Vifungu hivi tu',
        status: 'Hali',
        allocated: 'Kilichogawiwa',
        credit: 'Salio la ziada',
        unapplied: 'Salio ambalo halijatumika',
        balance_after: 'Salio baada ya malipo',
        void_reason: 'Sababu ya kubatilisha',
        moved_to_id: 'Imehamishiwa',
        moved_from_id: 'Imehamishwa kutoka',
        received_by: 'Imepokelewa na',
      },
      helps: {
        reference: 'Msimbo wa M-Pesa, hati ya benki au namba ya hundi',
        vote_head_ids: 'Mfadhili anayelipa vifungu vilivyochaguliwa; tupu hulipa chochote',
        credit: 'Kilichobaki baada ya ankara zote kulipwa',
        balance_after: 'Salio la ada la mwanafunzi baada ya risiti',
        unapplied: 'Salio ambalo bado halijatumiwa na ankara inayofuata',
      },
      choices: {
        mode: MODES,
        status: { posted: 'Imerekodiwa', voided: 'Imebatilishwa', moved: 'Imehamishwa' },
      },
      actions: {
        void: {
          label: 'Batilisha',
          confirm: 'Risiti inabaki kwenye kumbukumbu kama batili; pesa zake zinaondolewa kwenye ankara na vitabu.',
          fields: { reason: 'Sababu' },
        },
        move: {
          label: 'Hamishia mwanafunzi mwingine',
          confirm: 'Risiti hii inabatilishwa na pesa zinapewa risiti mpya kwa mwanafunzi aliyechaguliwa.',
          fields: { student_id: 'Mwanafunzi' },
        },
      },
    },
    fee_allocations: {
      name: 'Mgawanyo wa ada |||| Migawanyo ya ada',
      fields: {
        payment_id: 'Risiti',
        invoice_id: 'Ankara',
        vote_head_id: 'Kifungu',
        student_id: 'Mwanafunzi',
        amount: 'Kiasi',
        kind: 'Aina',
        allocated_on: 'Tarehe',
      },
      choices: {
        kind: { payment: 'Malipo ya risiti', credit_applied: 'Salio la ziada limetumika', reversal: 'Ubatilishaji' },
      },
      represent: 'Mgawanyo wa {allocated_on}',
    },
    sponsors: {
      name: 'Mfadhili |||| Wafadhili',
      fields: {
        name: 'Jina',
        kind: 'Aina',
        contact_person: 'Mtu wa mawasiliano',
        phone: 'Simu',
        email: 'Barua pepe',
        bursaries: 'Idadi ya basari',
      },
      choices: {
        kind: {
          government: 'Serikali ya kitaifa',
          cdf: 'Hazina ya Maeneo Bunge (NG-CDF)',
          county: 'Serikali ya kaunti',
          company: 'Kampuni',
          other: 'Mwingine',
        },
      },
    },
    bursaries: {
      name: 'Basari |||| Basari',
      fields: {
        sponsor_id: 'Mfadhili',
        student_id: 'Mwanafunzi',
        academic_year: 'Mwaka wa masomo',
        term: 'Muhula',
        amount: 'Kiasi',
        vote_head_ids: 'Vifungu vinavyolipwa',
        status: 'Hali',
        payment_id: 'Risiti',
        note: 'Maelezo',
      },
      helps: { vote_head_ids: 'Tupu: kifungu chochote' },
      choices: {
        term: { '1': 'Wa kwanza', '2': 'Wa pili', '3': 'Wa tatu' },
        status: { awarded: 'Imetolewa', received: 'Imepokelewa', cancelled: 'Imefutwa' },
      },
      represent: 'Basari {academic_year} muhula {term}',
      actions: {
        receive: {
          label: 'Pokea',
          confirm: 'Risiti inaandikwa kwa basari na pesa zake zinalipa vifungu inavyolipia.',
          fields: { paid_on: 'Tarehe ya kupokea', reference: 'Kumbukumbu' },
          helps: { reference: 'Namba ya hundi au ya uhamisho' },
        },
        cancel: { label: 'Ghairi' },
      },
    },
    finance_settings: {
      name: 'Mipangilio ya ada |||| Mipangilio ya ada',
      fields: {
        allocation_mode: 'Gawa malipo',
        receipt_prefix: 'Kianzio cha risiti',
        paybill_number: 'Paybill ya M-Pesa',
        bill_on_admission: 'Toza ada anapodahiliwa',
        next_receipt_no: 'Namba ya risiti inayofuata',
      },
      helps: { bill_on_admission: 'Mwanafunzi anayedahiliwa baada ya muhula kutozwa hutozwa mara moja' },
      choices: {
        allocation_mode: {
          priority: 'Ankara ya zamani kwanza, kisha kipaumbele cha kifungu',
          pro_rata: 'Kwa uwiano wa kinachodaiwa',
        },
      },
      represent: 'Mipangilio ya ada',
    },
  },
  pages: { '/receivefees': 'Pokea ada' },
  reports: {},
};
