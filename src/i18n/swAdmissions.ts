import { COUNTY_NAMES } from '../schema/kenya';
import type { ResourceTranslation } from './sw';

const GENDER = { male: 'Kiume', female: 'Kike' } as const;

/** County names are proper names: the same in both languages. */
const COUNTIES = Object.fromEntries(COUNTY_NAMES.map((name) => [name, name]));

/** Swahili for the admissions module's declarations (src/schema/admissions.ts and people.ts). */
export const SW_ADMISSIONS: Readonly<Record<string, ResourceTranslation>> = {
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
    fields: { name: 'Jina', class_id: 'Darasa', capacity: 'Uwezo', students_count: 'Wanafunzi' },
  },
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
      residence: 'Bweni au kutwa',
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
    },
    helps: {
      admission_no: 'Acha tupu ili itolewe kwa mfumo wa nambari za usajili wa shule',
      guardian_name: 'Huchukuliwa kutoka kwa mlezi wa kwanza; walezi wote wameorodheshwa hapa chini',
      fee_balance: 'Hutunzwa na moduli ya fedha',
    },
    choices: {
      gender: GENDER,
      residence: { boarding: 'Bweni', day: 'Kutwa' },
      county: COUNTIES,
      status: {
        active: 'Anasoma',
        transferred: 'Amehamishwa',
        suspended: 'Amesimamishwa',
        left: 'Ameondoka',
        alumni: 'Mhitimu',
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
      certificate_no: 'Nambari ya cheti cha kuacha shule',
      reversed: 'Imebatilishwa kwa kurejeshwa',
    },
    helps: {
      direction: 'Kutoka: anaenda shule nyingine; kuingia: anajiunga kutoka shule nyingine',
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
  teachers: {
    name: 'Mwalimu |||| Walimu',
    fields: {
      tsc_number: 'Nambari ya TSC',
      first_name: 'Jina la kwanza',
      last_name: 'Jina la mwisho',
      gender: 'Jinsia',
      employer: 'Mwajiri',
      subjects: 'Masomo anayofundisha',
      department_id: 'Idara',
      phone: 'Simu',
      email: 'Barua pepe',
      national_id: 'Nambari ya kitambulisho',
      photo: 'Picha',
      active: 'Hai',
    },
    helps: { tsc_number: 'Tupu kwa walimu walioajiriwa na bodi' },
    choices: { gender: GENDER, employer: { tsc: 'TSC (Tume ya Huduma ya Walimu)', bom: 'Bodi ya usimamizi' } },
  },
  staff: {
    name: 'Mfanyakazi |||| Wafanyakazi wasio walimu',
    fields: {
      staff_no: 'Nambari ya mfanyakazi',
      first_name: 'Jina la kwanza',
      last_name: 'Jina la mwisho',
      gender: 'Jinsia',
      job_title: 'Cheo',
      department_id: 'Idara',
      phone: 'Simu',
      email: 'Barua pepe',
      national_id: 'Nambari ya kitambulisho',
      photo: 'Picha',
      active: 'Hai',
    },
    helps: { job_title: 'Mhasibu, mpishi, dereva, mlezi wa bweni, mlinzi...' },
    choices: { gender: GENDER },
  },
  board_members: {
    name: 'Mjumbe wa bodi |||| Bodi ya usimamizi',
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
};
