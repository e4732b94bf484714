import { SW_ROLES } from './roles.sw';

/** Swahili of the settings module (settings.ts; classes and streams are declared in admissions.ts). */
export default {
  label: 'Mipangilio',
  resources: {
    classes: {
      name: 'Darasa |||| Madarasa',
      fields: { name: 'Jina', level: 'Kiwango', capacity: 'Uwezo', active: 'Hai', students_count: 'Wanafunzi' },
      helps: {
        level: 'Mpangilio wa kupanda darasa: Kidato cha 1 ni 1',
        active: 'Madarasa yasiyo hai huhifadhi wahitimu',
      },
    },
    streams: {
      name: 'Mkondo |||| Mikondo',
      fields: {
        name: 'Jina',
        class_id: 'Darasa',
        capacity: 'Uwezo',
        class_teacher_id: 'Mwalimu wa darasa',
        students_count: 'Wanafunzi',
      },
      helps: { class_teacher_id: 'Jina lake huchapishwa kwenye ripoti za mitihani' },
    },
    users: {
      name: 'Mtumiaji |||| Watumiaji',
      fields: {
        username: 'Jina la mtumiaji',
        name: 'Jina kamili',
        email: 'Barua pepe',
        roles: 'Majukumu',
        active: 'Hai',
        password: 'Nenosiri',
        theme: 'Mandhari',
      },
      helps: {
        theme: '0 mwanga, 1 giza',
        username: 'Herufi ndogo, tarakimu, nukta, kistari na kistari cha chini',
        password: 'Herufi 8 hadi 128; acha tupu ili kubaki na lililopo',
      },
      choices: { roles: SW_ROLES },
    },
    departments: {
      name: 'Idara |||| Idara',
      fields: { name: 'Jina', head: 'Mkuu wa idara', description: 'Maelezo' },
    },
    courses: {
      name: 'Somo |||| Masomo na kozi',
      fields: {
        name: 'Jina',
        code: 'Msimbo',
        category: 'Kundi',
        compulsory: 'Lazima',
        department_id: 'Idara',
        subject_group_id: 'Kundi la KNEC',
        short_name: 'Jina fupi',
      },
      helps: { code: 'Msimbo wa somo wa KNEC, mf. 121', short_name: 'Kwenye orodha za matokeo, mf. ENG, MAT' },
      choices: {
        category: {
          languages: 'Lugha',
          sciences: 'Sayansi',
          humanities: 'Sanaa na jamii',
          technical: 'Ufundi',
          applied: 'Masomo ya vitendo',
          other: 'Mengineyo',
        },
      },
    },
    terms: {
      name: 'Muhula |||| Mihula ya masomo',
      represent: 'Muhula {term} {academic_year}',
      fields: {
        academic_year: 'Mwaka wa masomo',
        term: 'Muhula',
        start_date: 'Unafunguliwa',
        end_date: 'Unafungwa',
        current: 'Muhula wa sasa',
      },
      helps: { current: 'Muhula mmoja tu ni wa sasa; kuchagua mmoja humaliza mwingine' },
      choices: { term: { '1': 'Wa kwanza', '2': 'Wa pili', '3': 'Wa tatu' } },
    },
    hostels: {
      name: 'Bweni |||| Nyumba na mabweni',
      count: 'Bweni |||| Mabweni',
      fields: {
        name: 'Jina',
        gender: 'Kwa ajili ya',
        capacity: 'Uwezo',
        occupancy: 'Waliomo',
        master: 'Mlezi wa nyumba / matroni',
      },
      choices: { gender: { boys: 'Wavulana', girls: 'Wasichana', mixed: 'Mchanganyiko' } },
    },
  },
};
