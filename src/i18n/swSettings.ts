import type { ResourceTranslation } from './sw';

/** Swahili for the settings module's reference data (src/schema/settings.ts). */
export const SW_SETTINGS: Readonly<Record<string, ResourceTranslation>> = {
  departments: {
    name: 'Idara |||| Idara',
    fields: { name: 'Jina', head: 'Mkuu wa idara', description: 'Maelezo' },
  },
  courses: {
    name: 'Somo |||| Masomo na kozi',
    fields: { name: 'Jina', code: 'Msimbo', category: 'Kundi', compulsory: 'Lazima', department_id: 'Idara' },
    helps: { code: 'Msimbo wa somo wa KNEC, mf. 121' },
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
    fields: {
      name: 'Jina',
      gender: 'Kwa ajili ya',
      capacity: 'Uwezo',
      occupancy: 'Waliomo',
      master: 'Mlezi wa nyumba / matroni',
    },
    choices: { gender: { boys: 'Wavulana', girls: 'Wasichana', mixed: 'Mchanganyiko' } },
  },
};
