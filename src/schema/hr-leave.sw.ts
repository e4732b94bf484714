/** Swahili of hr-leave.ts: resources by name. */
export const LEAVE_SW = {
  resources: {
    leave_types: {
      name: 'Aina ya likizo |||| Aina za likizo',
      fields: {
        name: 'Aina ya likizo',
        code: 'Msimbo',
        days_a_year: 'Siku kwa mwaka',
        accrual_per_month: 'Zinazopatikana kwa mwezi',
        pay: 'Mshahara likizoni',
        half_pay_days: 'Kisha kwa nusu mshahara',
        counts: 'Huhesabiwa kwa',
        gender: 'Huchukuliwa na',
        carry_forward_cap: 'Zinazohamishwa zisizozidi',
        requires_document: 'Inahitaji hati',
        active: 'Inatumika',
        notes: 'Maelezo',
      },
      helps: {
        code: 'Msimbo mfupi: ANNUAL, SICK',
        days_a_year: 'Tupu: bila kikomo (likizo bila malipo)',
        accrual_per_month:
          'Siku zinazopatikana kwa kila mwezi wa kazi (likizo ya mwaka: 1.75); tupu: siku za mwaka tangu siku yake ya kwanza',
        half_pay_days:
          'Siku kwa mwaka kwa nusu mshahara baada ya siku za mshahara kamili kwisha (likizo ya ugonjwa: 7)',
        counts:
          'Siku za kazi haziwekei wikendi na sikukuu za umma; likizo ya uzazi na ya baba huhesabiwa kwa siku za kalenda',
        carry_forward_cap: 'Siku zisizotumika zinazohamishiwa mwaka unaofuata, zisizozidi idadi hii',
        requires_document: 'Cheti cha daktari kwa likizo ya ugonjwa: huambatishwa kabla likizo haijaidhinishwa',
      },
      choices: {
        pay: { full: 'Mshahara kamili', half: 'Nusu mshahara', none: 'Bila malipo' },
        counts: { working_days: 'Siku za kazi', calendar_days: 'Siku za kalenda' },
        gender: { any: 'Wote', female: 'Wanawake', male: 'Wanaume' },
      },
    },
    leave_applications: {
      name: 'Ombi la likizo |||| Likizo',
      count: 'Ombi la likizo |||| Maombi ya likizo',
      fields: {
        employee_id: 'Mfanyakazi',
        leave_type_id: 'Aina ya likizo',
        start_date: 'Kuanzia',
        end_date: 'Hadi',
        days: 'Idadi ya siku',
        full_pay_days: 'Siku kwa mshahara kamili',
        half_pay_days: 'Siku kwa nusu mshahara',
        unpaid_days: 'Siku bila malipo',
        reason: 'Sababu',
        document: 'Hati ya kuthibitisha',
        status: 'Hali',
        decided_by: 'Imeamuliwa na',
        decided_on: 'Tarehe ya uamuzi',
        decision_note: 'Sababu iliyotolewa',
      },
      helps: {
        end_date: 'Siku ya mwisho ya likizo',
        days: 'Siku za kazi, bila wikendi na sikukuu za umma (siku za kalenda kwa likizo ya uzazi na ya baba)',
        document: 'Cheti cha daktari, taarifa ya kuzaliwa au ya mazishi',
      },
      choices: {
        status: {
          pending: 'Inasubiri uamuzi',
          approved: 'Imeidhinishwa',
          rejected: 'Imekataliwa',
          cancelled: 'Imeghairiwa',
        },
      },
      sections: { 0: 'Likizo', 1: 'Siku na uamuzi', other: 'Maelezo mengine' },
      actions: {
        approve: {
          label: 'Idhinisha',
          confirm: 'Likizo imeidhinishwa: siku zake zinatolewa kwenye salio la mfanyakazi.',
        },
        reject: { label: 'Kataa', fields: { reason: 'Sababu' } },
        cancel: {
          label: 'Ghairi likizo',
          confirm: 'Likizo imeghairiwa na siku zake zinarudi kwenye salio la mfanyakazi.',
          fields: { reason: 'Sababu' },
        },
      },
    },
    public_holidays: {
      name: 'Sikukuu ya umma |||| Sikukuu za umma',
      fields: { date: 'Tarehe', name: 'Sikukuu', note: 'Maelezo' },
      helps: { date: 'Tarehe iliyotangazwa kwenye gazeti; ya Jumapili huadhimishwa Jumatatu' },
    },
  },
};
