import { COUNTY_NAMES, SUBCOUNTY_NAMES } from './kenya';
import { EMPLOYEE_FIELDS_SW, PEOPLE_SECTIONS_SW } from './hr-register.sw';

const GENDER = { male: 'Kiume', female: 'Kike' };

/** County names are proper names: the same in both languages. */
const COUNTIES = Object.fromEntries(COUNTY_NAMES.map((name) => [name, name])) as Record<
  (typeof COUNTY_NAMES)[number],
  string
>;

/** Subcounty names are proper names too. */
const SUBCOUNTIES = Object.fromEntries(SUBCOUNTY_NAMES.map((name) => [name, name])) as Record<
  (typeof SUBCOUNTY_NAMES)[number],
  string
>;

const STATUS = {
  active: 'Anasoma',
  transferred: 'Amehamishwa',
  suspended: 'Amesimamishwa',
  left: 'Ameondoka',
  alumni: 'Mhitimu',
};

/**
 * Swahili of the admissions module (admissions.ts and people.ts): loaded only when a user chooses
 * Swahili; the compiler checks it has every label the declarations have (translations.ts).
 */
export default {
  label: 'Udahili',
  resources: {
    students: {
      name: 'Mwanafunzi |||| Wanafunzi',
      fields: {
        admission_no: 'Nambari ya usajili',
        upi_number: 'Nambari ya UPI / NEMIS',
        first_name: 'Jina la kwanza',
        middle_name: 'Jina la kati',
        last_name: 'Jina la mwisho',
        gender: 'Jinsia',
        date_of_birth: 'Tarehe ya kuzaliwa',
        class_id: 'Darasa',
        stream_id: 'Mkondo',
        admission_class_id: 'Darasa alilojiunga nalo',
        residence: 'Bweni au kutwa',
        fee_category_id: 'Kundi la ada',
        hostel_id: 'Nyumba / bweni',
        county: 'Kaunti',
        subcounty: 'Kaunti ndogo',
        previous_school: 'Shule ya awali',
        kcpe_index: 'Nambari ya mtihani wa KCPE / KPSEA',
        kcpe_marks: 'Alama za KCPE / KPSEA',
        guardian_name: 'Mlezi mkuu',
        guardian_phone: 'Simu ya mlezi mkuu',
        guardians: 'Wazazi na walezi',
        medical_notes: 'Maelezo ya kiafya',
        photo: 'Picha',
        status: 'Hali',
        admission_date: 'Tarehe ya kujiunga',
        fee_balance: 'Salio la ada',
        left_on: 'Tarehe ya kuondoka',
        leaving_reason: 'Sababu ya kuondoka',
      },
      helps: {
        admission_no: 'Acha tupu ili itolewe kwa mfumo wa nambari za usajili wa shule',
        guardian_name: 'Mlezi mkuu aliye hapa chini; mbadilishe hapo',
        fee_balance: 'Hutunzwa na moduli ya fedha',
        fee_category_id: 'Acha tupu ili atozwe ada ya bweni au ya kutwa',
        admission_class_id: 'Darasa alilojiunga nalo mwanafunzi; huwekwa wakati wa usajili',
      },
      choices: {
        gender: GENDER,
        residence: { boarding: 'Bweni', day: 'Kutwa' },
        county: COUNTIES,
        subcounty: SUBCOUNTIES,
        status: STATUS,
      },
      sections: {
        '0': 'Taarifa binafsi',
        '1': 'Kujiunga',
        '2': 'Nyumbani na shule ya awali',
        '3': 'Wazazi na walezi',
        '4': 'Afya',
        other: 'Maelezo mengine',
      },
      actions: {
        transfer_out: {
          label: 'Hamisha',
          fields: {
            school: 'Shule anakokwenda',
            transfer_date: 'Tarehe ya uhamisho',
            reason: 'Sababu',
            conduct_remarks: 'Maoni kuhusu tabia',
          },
          helps: {
            conduct_remarks: 'Maoni ya mwalimu mkuu kuhusu tabia, yanayochapishwa kwenye cheti cha kuacha shule',
          },
        },
        mark_left: {
          label: 'Weka kuwa ameondoka',
          confirm:
            'Mwanafunzi anaondoka kwenye orodha za madarasa; rekodi zinabaki na kurejeshwa shuleni kunabatilisha hili.',
          fields: { leaving_date: 'Tarehe ya kuondoka', reason: 'Sababu' },
        },
        suspend: {
          label: 'Simamisha',
          fields: { from_date: 'Kuanzia', to_date: 'Hadi', reason: 'Sababu', approved_by: 'Imeidhinishwa na' },
        },
        graduate: {
          label: 'Hitimu',
          confirm: 'Mwanafunzi anakuwa mhitimu na anaondoka kwenye orodha za madarasa.',
        },
        readmit: {
          label: 'Rejesha shuleni',
          confirm: 'Uhamisho, kusimamishwa, kuondoka au kuhitimu kunabatilishwa na mwanafunzi anakuwa hai tena.',
          fields: { note: 'Maelezo' },
        },
      },
    },
    guardians: {
      name: 'Mlezi |||| Walezi',
      fields: {
        student_id: 'Mwanafunzi',
        name: 'Jina',
        relationship: 'Uhusiano',
        phone: 'Simu',
        email: 'Barua pepe',
        national_id: 'Nambari ya kitambulisho',
        is_primary: 'Mwasiliani mkuu',
      },
      choices: {
        relationship: { mother: 'Mama', father: 'Baba', guardian: 'Mlezi', sponsor: 'Mfadhili', other: 'Mwingine' },
      },
    },
    transfers: {
      name: 'Uhamisho |||| Uhamisho',
      fields: {
        student_id: 'Mwanafunzi',
        direction: 'Mwelekeo',
        school: 'Shule nyingine',
        transfer_date: 'Tarehe ya uhamisho',
        reason: 'Sababu',
        conduct_remarks: 'Maoni kuhusu tabia',
        certificate_no: 'Nambari ya cheti cha kuacha shule',
        reversed: 'Imebatilishwa kwa kurejeshwa',
      },
      helps: {
        direction: 'Kutoka: anaenda shule nyingine; kuingia: anajiunga kutoka shule nyingine',
        conduct_remarks:
          'Maoni ya mwalimu mkuu kuhusu tabia, yanayochapishwa kwenye cheti cha kuacha shule; yakiachwa tupu, cheti kina mistari ya kuyaandika kwa mkono',
        school: 'Shule anayoenda (kutoka) au shule ya awali (kuingia)',
      },
      choices: { direction: { out: 'Kutoka', in: 'Kuingia' } },
    },
    leaveouts: {
      name: 'Ruhusa au kusimamishwa |||| Ruhusa na kusimamishwa',
      fields: {
        student_id: 'Mwanafunzi',
        kind: 'Aina',
        from_date: 'Kuanzia',
        to_date: 'Hadi',
        reason: 'Sababu',
        approved_by: 'Imeidhinishwa na',
      },
      choices: { kind: { leave_out: 'Ruhusa ya kutoka', suspension: 'Kusimamishwa' } },
    },
    teachers: { name: 'Mwalimu |||| Walimu', ...EMPLOYEE_FIELDS_SW, sections: PEOPLE_SECTIONS_SW, actions: {} },
    staff: {
      name: 'Mfanyakazi |||| Wafanyakazi wasio walimu',
      ...EMPLOYEE_FIELDS_SW,
      sections: PEOPLE_SECTIONS_SW,
      actions: {},
    },
    board_members: {
      name: 'Mjumbe wa bodi |||| Bodi ya usimamizi',
      count: 'Mjumbe wa bodi |||| Wajumbe wa bodi',
      fields: {
        name: 'Jina',
        position: 'Wadhifa',
        representing: 'Anawakilisha',
        phone: 'Simu',
        email: 'Barua pepe',
        term_start: 'Muhula unaanza',
        term_end: 'Muhula unaisha',
      },
      helps: { term_end: 'Bodi hutumikia miaka mitatu' },
      choices: {
        position: {
          chair: 'Mwenyekiti',
          vice_chair: 'Makamu mwenyekiti',
          secretary: 'Katibu',
          treasurer: 'Mweka hazina',
          member: 'Mjumbe',
        },
        representing: {
          parents: 'Wazazi',
          sponsor: 'Mfadhili',
          county_government: 'Serikali ya kaunti',
          teachers: 'Walimu',
          community: 'Jamii',
          special_interests: 'Makundi maalum',
          students: 'Wanafunzi',
        },
      },
    },
  },
  pages: { '/registration': 'Usajili', '/classes': 'Orodha za madarasa' },
  reports: {
    enrolment: {
      name: 'Usajili kwa darasa',
      columns: {
        class_name: 'Darasa',
        level: 'Kiwango',
        boys: 'Wavulana',
        girls: 'Wasichana',
        boarders: 'Wanabweni',
        total: 'Jumla',
      },
      filters: { status: 'Hali', residence: 'Bweni au kutwa' },
      choices: { status: STATUS, residence: { boarding: 'Bweni', day: 'Kutwa' } },
    },
  },
  messages: {
    errors: {
      pattern_gives_invalid:
        'Mfumo wa nambari za usajili wa shule unatoa "%{number}", ambayo si nambari sahihi ya usajili',
      type_or_fix_pattern: 'Andika nambari ya usajili, au rekebisha mfumo katika mipangilio ya shule',
      hostel_of_gender: '%{hostel} ni bweni la %{gender}',
      hostel_takes_only: '%{hostel} hupokea %{gender} tu',
      hostel_full: '%{hostel} limejaa',
      hostel_places_taken: '%{hostel} limejaa: nafasi %{taken} kati ya %{capacity} zimechukuliwa',
      term_closes_after_opening: 'Muhula lazima ufungwe baada ya kufunguliwa',
      term_in_its_year: 'Lazima iwe ndani ya %{year}, mwaka wa masomo wa muhula huu',
      term_overlaps: 'Inaingiliana na %{term} (%{opens} hadi %{closes})',
      current_term_needed: 'Shule lazima iwe na muhula wa sasa kila wakati',
      make_another_current: 'Fanya muhula mwingine kuwa wa sasa badala yake',
      not_transferable: '%{student} yuko katika hali ya "%{status}" na hawezi kuhamishwa',
      readmit_to_reverse: 'Uhamisho huu ulimtoa %{student} shuleni: mrejeshe mwanafunzi ili kuubatilisha',
      only_active_promoted: 'Wanafunzi wanaosoma tu ndio wanaoweza kupandishwa darasa',
      not_active: 'Hawasomi kwa sasa: %{students}',
      no_promotion: 'Hakuna upandishaji %{id} katika shule hii',
      promotion_undone: 'Upandishaji huu tayari umetenduliwa',
      promotion_changed: 'Hakuna kilichorejeshwa: %{students} walibadilishwa baada ya upandishaji',
      date_format: 'tarehe lazima iwe YYYY-MM-DD',
      invalid_date: 'Tarehe si sahihi',
      no_free_number: 'Hakuna nambari huru iliyopatikana katika mfuatano; andika moja badala yake',
      no_free_number_field: 'Hakuna nambari huru',
      certificate_for_transfer_out: 'Cheti cha kuacha shule hutolewa kwa uhamisho wa kutoka tu',
    },
  },
};
