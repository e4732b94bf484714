/** Swahili of finance-charges.ts: resources by name, pages by path, reports by name. */
const MODES = {
  cash: 'Pesa taslimu',
  mpesa: 'M-Pesa',
  bank: 'Amana ya benki',
  cheque: 'Hundi',
  in_kind: 'Vitu (kwa thamani ya KES)',
  bursary: 'Basari',
};

export const CHARGES_SW = {
  resources: {
    transport_routes: {
      name: 'Njia ya usafiri |||| Njia za usafiri',
      fields: {
        name: 'Jina',
        vote_head_id: 'Kifungu',
        charge_per_term: 'Ada kwa muhula',
        description: 'Maelezo',
        locations: 'Vituo vya kupanda',
        students: 'Wanafunzi',
      },
    },
    transport_locations: {
      name: 'Kituo cha kupanda |||| Vituo vya kupanda',
      fields: { name: 'Jina', route_id: 'Njia', distance_km: 'Umbali (km)', pickup_time: 'Saa ya kupanda' },
      helps: { pickup_time: 'Kama 06:45' },
    },
    transport_assignments: {
      name: 'Mwanafunzi wa usafiri |||| Wanafunzi wa usafiri',
      fields: {
        student_id: 'Mwanafunzi',
        route_id: 'Njia',
        location_id: 'Kituo cha kupanda',
        active: 'Anatumia',
        from_date: 'Kuanzia',
      },
      helps: { active: 'Mwanafunzi anayetumia hutozwa ada ya njia kila muhula' },
    },
    other_charges: {
      name: 'Tozo nyingine |||| Tozo nyingine',
      fields: {
        description: 'Maelezo',
        vote_head_id: 'Kifungu',
        amount: 'Kiasi kwa mwanafunzi',
        target: 'Inatozwa kwa',
        student_ids: 'Wanafunzi',
        class_id: 'Darasa',
        stream_id: 'Mkondo',
        charged_on: 'Tarehe ya kutoza',
        students_billed: 'Wanafunzi waliotozwa',
        total_billed: 'Jumla iliyotozwa',
        status: 'Hali',
        cancel_reason: 'Sababu ya kughairi',
      },
      helps: { stream_id: 'Acha wazi kwa darasa zima' },
      choices: {
        target: { student: 'Mwanafunzi mmoja', students: 'Wanafunzi waliochaguliwa', class: 'Darasa' },
        status: { active: 'Inatumika', cancelled: 'Imeghairiwa' },
      },
      actions: {
        cancel: {
          label: 'Ghairi tozo',
          confirm: 'Ankara zake ambazo hazijalipwa zinaghairiwa; pesa zilizokwisha lipwa zinakuwa salio la mwanafunzi.',
          fields: { reason: 'Sababu' },
        },
      },
    },
  },
  pages: {},
  reports: {
    other_fees_balances: {
      name: 'Salio za tozo nyingine',
      columns: {
        admission_no: 'Nambari ya usajili',
        student: 'Mwanafunzi',
        class_name: 'Darasa',
        stream_name: 'Mkondo',
        charge: 'Tozo',
        vote_head: 'Kifungu',
        charged_on: 'Tarehe ya kutoza',
        billed: 'Iliyotozwa',
        paid: 'Iliyolipwa',
        balance: 'Salio',
      },
      filters: { class_id: 'Darasa', stream_id: 'Mkondo', vote_head_id: 'Kifungu', charge_id: 'Tozo' },
    },
    other_collections: {
      name: 'Makusanyo ya tozo nyingine',
      columns: {
        paid_on: 'Tarehe',
        vote_head: 'Kifungu',
        mode: 'Njia ya malipo',
        payments: 'Idadi ya malipo',
        amount: 'Kiasi',
      },
      filters: { paid_on: 'Tarehe', vote_head_id: 'Kifungu', mode: 'Njia ya malipo' },
      choices: { mode: MODES },
    },
  },
};
