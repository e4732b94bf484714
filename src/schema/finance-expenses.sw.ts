/** Swahili of finance-expenses.ts (and its vouchers and imprests): resources by name, pages by path, reports by name. */
const MODES = { cheque: 'Hundi', bank_transfer: 'Uhamisho wa benki', mpesa: 'M-Pesa', cash: 'Pesa taslimu' };

const SPENDING_FIELDS = {
  vote_head_id: 'Kifungu',
  account_id: 'Akaunti ya matumizi',
  description: 'Maelezo',
  amount: 'Kiasi',
};
const SPENDING_HELPS = { account_id: 'Ya kifungu chenyewe kifungu kikichaguliwa' };
const PAY_FROM_HELP = 'Akaunti ya benki, pesa taslimu au M-Pesa ya mfuko';

export const EXPENSES_SW = {
  resources: {
    suppliers: {
      name: 'Msambazaji |||| Wasambazaji',
      fields: {
        name: 'Jina',
        kra_pin: 'PIN ya KRA',
        category: 'Bidhaa au huduma',
        active: 'Anatumika',
        contact_person: 'Mtu wa kuwasiliana naye',
        phone: 'Simu',
        email: 'Barua pepe',
        address: 'Anwani',
        bank_name: 'Benki',
        bank_branch: 'Tawi la benki',
        bank_account_no: 'Nambari ya akaunti',
        mpesa_paybill: 'Paybill ya M-Pesa',
        mpesa_account: 'Nambari ya akaunti ya paybill',
        mpesa_till: 'Till ya M-Pesa (Buy Goods)',
        mpesa_phone: 'Simu ya M-Pesa',
        notes: 'Maelezo ya ziada',
        owed: 'Zilizoidhinishwa, bado kulipwa',
        paid_to_date: 'Zilizolipwa hadi sasa',
      },
      helps: {
        kra_pin: 'Herufi, tarakimu tisa na herufi, kama P051234567X',
        active: 'Wasambazaji wanaotumika tu ndio hutolewa kwenye hati mpya',
        address: 'Sanduku la posta na mji, na mahali biashara ilipo',
      },
      choices: {
        category: {
          foodstuffs: 'Vyakula',
          utilities: 'Umeme na maji',
          books_stationery: 'Vitabu na vifaa vya kuandikia',
          hardware: 'Vifaa vya ujenzi',
          transport: 'Usafiri',
          medical: 'Vifaa vya matibabu',
          services: 'Huduma',
          other: 'Nyingine',
        },
      },
      sections: {
        0: 'Jina na PIN',
        1: 'Mawasiliano',
        2: 'Jinsi wanavyolipwa',
        3: 'Hesabu yao na shule',
        4: 'Maelezo ya ziada',
        other: 'Maelezo mengine',
      },
    },
    payment_vouchers: {
      name: 'Hati ya malipo |||| Hati za malipo',
      fields: {
        voucher_no: 'Nambari ya hati',
        payee: 'Anayelipwa',
        prepared_on: 'Tarehe',
        supplier_id: 'Msambazaji',
        payee_name: 'Anayelipwa (si msambazaji)',
        fund_id: 'Mfuko',
        pay_from_account_id: 'Inalipwa kutoka',
        particulars: 'Maelezo ya malipo',
        lines: 'Imetozwa kwa',
        total: 'Jumla',
        attachments: 'Hati za kuthibitisha',
        status: 'Hali',
        prepared_by: 'Imeandaliwa na',
        approved_by: 'Imeidhinishwa na',
        approved_on: 'Tarehe ya kuidhinishwa',
        budget_warnings: 'Tahadhari za bajeti wakati wa kuidhinisha',
        paid_by: 'Imelipwa na',
        paid_on: 'Tarehe ya kulipwa',
        payment_mode: 'Namna ya malipo',
        payment_reference: 'Nambari ya hundi au uhamisho',
        decision_note: 'Sababu ya kukataa au kughairi',
        cancelled_on: 'Tarehe ya kughairi',
      },
      helps: {
        payee_name: 'Mtu au shirika linalolipwa bila rekodi ya msambazaji',
        pay_from_account_id: PAY_FROM_HELP,
        particulars: 'Kinacholipiwa, pamoja na nambari za ankara au hati za kupokea',
      },
      choices: {
        status: {
          draft: 'Rasimu',
          approved: 'Imeidhinishwa',
          paid: 'Imelipwa',
          rejected: 'Imekataliwa',
          cancelled: 'Imeghairiwa',
        },
        payment_mode: MODES,
      },
      sections: {
        0: 'Anayelipwa',
        1: 'Mfuko na akaunti',
        2: 'Imetozwa kwa',
        3: 'Hati za kuthibitisha',
        4: 'Kuidhinisha',
        5: 'Ulipaji',
        other: 'Maelezo mengine',
      },
      lines: {
        lines: { name: 'Mstari |||| Mistari', fields: SPENDING_FIELDS, helps: SPENDING_HELPS },
        attachments: { name: 'Hati |||| Hati', fields: { upload_id: 'Faili lililopakiwa', caption: 'Maelezo mafupi' } },
      },
      actions: {
        approve: {
          label: 'Idhinisha',
          confirm:
            'Hati imeidhinishwa kulipwa na haiwezi kubadilishwa tena. Aliyeiandaa au kuibadilisha mwisho hawezi kuiidhinisha.',
        },
        reject: { label: 'Kataa', fields: { note: 'Sababu' } },
        pay: {
          label: 'Lipa',
          confirm:
            'Malipo yanaingizwa vitabuni: akaunti ya matumizi ya kila mstari inatozwa na akaunti ya kulipa inapunguzwa. Hati iliyolipwa hubadilika kwa kughairiwa tu, jambo linaloingiza ubatilisho.',
          fields: {
            paid_on: 'Tarehe ya kulipwa',
            payment_mode: 'Namna ya malipo',
            payment_reference: 'Nambari ya hundi, uhamisho au M-Pesa',
          },
          helps: { payment_reference: 'Nambari ya hundi, kumbukumbu ya uhamisho wa benki au nambari ya M-Pesa' },
          choices: { payment_mode: MODES },
        },
        cancel: {
          label: 'Ghairi',
          confirm:
            'Malipo ya hati iliyolipwa yanabatilishwa vitabuni kwa tarehe hii; nambari yake inabaki kwenye rejista.',
          fields: { note: 'Sababu', cancelled_on: 'Tarehe' },
        },
      },
    },
    imprests: {
      name: 'Masurufu |||| Masurufu',
      count: 'Masurufu |||| Masurufu',
      fields: {
        imprest_no: 'Nambari ya masurufu',
        holder_name: 'Mwenye masurufu',
        holder_id_no: 'Nambari ya kitambulisho',
        designation: 'Cheo',
        holder_phone: 'Simu',
        purpose: 'Madhumuni',
        requested_on: 'Tarehe ya kuomba',
        surrender_by: 'Yarejeshwe kabla ya',
        fund_id: 'Mfuko',
        pay_from_account_id: 'Yamelipwa kutoka',
        amount: 'Kiasi',
        status: 'Hali',
        requested_by: 'Yameombwa na',
        approved_by: 'Yameidhinishwa na',
        issued_on: 'Tarehe yalipotolewa',
        issue_mode: 'Namna ya malipo',
        issue_reference: 'Nambari ya hundi, uhamisho au M-Pesa',
        issued_by: 'Yametolewa na',
        expenses: 'Yaliyotumika',
        spent: 'Yaliyotumika',
        cash_returned: 'Pesa zilizorudishwa',
        surrendered_on: 'Tarehe ya kurejesha',
        surrendered_by: 'Urejeshaji umeandikwa na',
        decision_note: 'Sababu ya kukataliwa',
      },
      helps: {
        holder_name: 'Mfanyakazi anayechukua masurufu',
        designation: 'Mwalimu wa michezo, mlezi wa bweni, dereva…',
        surrender_by: 'Ndani ya siku saba baada ya shughuli kuisha',
        pay_from_account_id: PAY_FROM_HELP,
      },
      choices: {
        status: {
          requested: 'Yameombwa',
          approved: 'Yameidhinishwa',
          issued: 'Yametolewa',
          surrendered: 'Yamerejeshwa',
          rejected: 'Yamekataliwa',
        },
        issue_mode: MODES,
      },
      sections: {
        0: 'Mwenye masurufu',
        1: 'Malipo ya awali',
        2: 'Kuidhinisha na kutoa',
        3: 'Kurejesha',
        other: 'Maelezo mengine',
      },
      lines: {
        expenses: {
          name: 'Risiti |||| Risiti',
          fields: { ...SPENDING_FIELDS, receipt_no: 'Nambari ya risiti' },
          helps: SPENDING_HELPS,
        },
      },
      actions: {
        approve: {
          label: 'Idhinisha',
          confirm: 'Masurufu yameidhinishwa kutolewa. Aliyeyaomba hawezi kuyaidhinisha.',
        },
        reject: { label: 'Kataa', fields: { note: 'Sababu' } },
        issue: {
          label: 'Toa',
          confirm:
            'Masurufu yanalipwa na kuingizwa vitabuni: masurufu yaliyotolewa yanaongezeka, akaunti ya kulipa inapungua.',
          fields: {
            issued_on: 'Tarehe yalipotolewa',
            issue_mode: 'Namna ya malipo',
            issue_reference: 'Nambari ya hundi, uhamisho au M-Pesa',
          },
          choices: { issue_mode: MODES },
        },
        surrender: {
          label: 'Rejesha',
          confirm:
            'Risiti zilizoandikwa chini ya Yaliyotumika na pesa zilizorudishwa lazima zifikie kiasi cha masurufu. Matumizi yanaingizwa kwenye akaunti zake na masurufu yanafutwa.',
          fields: {
            surrendered_on: 'Tarehe ya kurejesha',
            cash_returned: 'Pesa zilizorudishwa',
            returned_to: 'Pesa zimerudishwa kwa',
          },
          choices: { returned_to: { cash: 'Pesa taslimu', bank: 'Benki' } },
        },
      },
    },
  },
  pages: {},
  reports: {
    outstanding_imprests: {
      name: 'Masurufu ambayo hayajarejeshwa',
      columns: {
        imprest_no: 'Nambari ya masurufu',
        holder_name: 'Mwenye masurufu',
        holder_id_no: 'Nambari ya kitambulisho',
        designation: 'Cheo',
        purpose: 'Madhumuni',
        issued_on: 'Tarehe yalipotolewa',
        surrender_by: 'Yarejeshwe kabla ya',
        amount: 'Kiasi',
        days_out: 'Siku tangu kutolewa',
        days_overdue: 'Siku za kuchelewa',
      },
      filters: { fund_id: 'Mfuko', holder_id_no: 'Nambari ya kitambulisho', overdue: 'Yamechelewa' },
      choices: { overdue: { yes: 'Ndiyo', no: 'Hapana' } },
    },
  },
};
