import type { Messages } from '../registryMessages';

/** Swahili of ../exams.ts. */
export const EXAMS_SW: Messages = {
  shule: {
    exams_screens: {
      marks: {
        no_teacher:
          'Akaunti yako haijaunganishwa na rekodi ya mwalimu, kwa hivyo huna darasa na somo lolote. Ofisi ya mitihani huiunganisha kwenye rekodi ya mwalimu.',
        no_subjects: 'Bado hujapewa darasa na somo lolote. Ofisi ya mitihani hukupa chini ya Walimu wa masomo.',
        all_subjects: 'Unaingiza alama kwa niaba ya ofisi ya mitihani: kila darasa na somo la shule limeorodheshwa.',
        class: 'Darasa',
        stream: 'Mkondo',
        subject: 'Somo',
        teacher: 'Mwalimu',
        students: 'Wanafunzi',
        progress: 'Maendeleo',
        entered: '%{entered} kati ya %{students} wameingizwa',
        complete: 'Imekamilika',
        in_progress: 'Inaendelea',
        not_started: 'Haijaanza',
        not_sitting: 'Haufanyi',
        enter: 'Ingiza alama',
        enter_for: 'Ingiza alama: %{exam}, %{class} %{stream} %{subject}',
        no_open_exams: 'Hakuna mtihani ulio wazi kwa alama sasa.',
        open_exams: 'Mitihani iliyo wazi kwa alama',
        exam: 'Mtihani',
        exam_term: '%{exam} (Muhula %{term} %{year})',
        class_subject: 'Darasa na somo',
        choose_exam: 'Chagua mtihani ulio wazi kwa alama',
        choose_class_subject: 'Chagua darasa na somo',
        none_sitting: 'Hakuna darasa na somo lako linalofanya mtihani huu.',
        adm_no: 'Nam. ya usajili',
        name: 'Jina',
        paper: 'Karatasi %{paper}',
        paper_out_of: 'Karatasi %{paper} /%{out_of}',
        paper_cell: 'Karatasi %{paper} (kati ya %{out_of}), %{name} (%{adm})',
        score: 'Alama ya somo',
        grade: 'Daraja',
        absent: 'Hakuwepo',
        keys_help:
          'Andika alama (desimali moja tu), X au abs kwa asiyekuwepo; Enter huenda chini, Tab kando, mishale popote. Bandika kipande kilichonakiliwa kutoka spredishiti kwenye kisanduku cha kwanza.',
        weights: 'Uzito wa karatasi %{weights}',
        save: 'Hifadhi alama',
        saving: 'Inahifadhi…',
        saved: 'Alama zimehifadhiwa: %{created} mpya, %{updated} zimebadilishwa, %{deleted} zimefutwa',
        nothing_to_save: 'Hakuna alama iliyobadilika',
        fix_first:
          'Kisanduku %{smart_count} kinahitaji kurekebishwa kabla ya kuhifadhi |||| Visanduku %{smart_count} vinahitaji kurekebishwa kabla ya kuhifadhi',
        unsaved:
          'Mwanafunzi %{smart_count} ana alama ambazo hazijahifadhiwa |||| Wanafunzi %{smart_count} wana alama ambazo hazijahifadhiwa',
        leave_title: 'Uondoke bila kuhifadhi?',
        leave_text: 'Alama ulizoandika kwenye karatasi hii hazijahifadhiwa na zitapotea.',
        stay: 'Baki',
        leave: 'Ondoka bila kuhifadhi',
        read_only: 'Mtihani huu ni %{status}: alama zake zinasomeka lakini haziwezi kubadilishwa tena.',
        not_expected: 'Hakufanya somo hili katika mitihani iliyopita',
        progress_title: 'Maendeleo ya kuingiza alama',
        progress_summary: 'Darasa na somo %{complete} kati ya %{total} yamekamilika',
        no_class_subjects: 'Hakuna walimu wa masomo waliowekwa kwa madarasa yanayofanya mtihani huu.',
      },
    },
  },
};
