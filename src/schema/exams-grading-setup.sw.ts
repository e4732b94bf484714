/** Swahili of exams-grading-setup.ts. */
const FAMILIES = {
  kcse: 'KCSE alama 12 (A hadi E)',
  cbe4: 'CBE viwango 4 (EE, ME, AE, BE)',
  cbe8: 'CBE viwango 8 (EE1 hadi BE2)',
};

export const GRADING_SETUP_SW = {
  resources: {
    grading_systems: {
      name: 'Mfumo wa madaraja |||| Mifumo ya madaraja',
      fields: {
        name: 'Jina',
        family: 'Familia ya madaraja',
        subject_id: 'Somo',
        level: 'Kiwango cha darasa',
        bands: 'Viwango',
      },
      helps: { subject_id: 'Wazi: kila somo', level: 'Wazi: kila kiwango; Kidato cha 1 ni 1' },
      choices: { family: FAMILIES },
      sections: { 0: 'Inahusu', 1: 'Viwango', other: 'Maelezo mengine' },
      lines: {
        bands: {
          name: 'Kiwango |||| Viwango',
          fields: { grade: 'Daraja', points: 'Pointi', min_mark: 'Kuanzia (%)', max_mark: 'Hadi (%)' },
        },
      },
    },
    required_subjects: {
      name: 'Kanuni ya daraja la wastani |||| Kanuni za daraja la wastani',
      represent: 'Kiwango {level}',
      fields: {
        level: 'Kiwango cha darasa',
        rule: 'Masomo yanayohesabiwa',
        subjects_counted: 'Idadi inayohesabiwa',
        family: 'Madaraja',
        rank_missing: 'Panga mwanafunzi aliyekosa somo linalohesabiwa',
        rank_by: 'Panga kwa',
      },
      choices: {
        rule: {
          kcse_2023: 'KCSE kuanzia 2023: Hisabati, bora kati ya Kiingereza au Kiswahili, masomo 5 bora mengine',
          kcse_pre2023: 'KCSE kabla ya 2023: Kiingereza, Kiswahili, Hisabati, sayansi 2, somo 1 la jamii, 1 zaidi',
          all: 'Kila somo lililofanywa',
        },
        family: FAMILIES,
        rank_by: { mean_points: 'Pointi za wastani', total_marks: 'Jumla ya alama' },
      },
    },
  },
};
