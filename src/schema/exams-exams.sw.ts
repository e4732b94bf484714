/** Swahili of exams-exams.ts. */
export const EXAMS_SW = {
  resources: {
    exam_categories: {
      name: 'Aina ya mtihani |||| Aina za mitihani',
      fields: { name: 'Jina', kind: 'Aina', weight: 'Uzito (%)' },
      helps: { weight: 'Sehemu yake matokeo ya muhula yanapounganisha mitihani, mf. CAT 30 na mwisho wa muhula 70' },
      choices: {
        kind: {
          cat: 'CAT',
          mid_term: 'Katikati ya muhula',
          end_term: 'Mwisho wa muhula',
          mock: 'Mtihani wa majaribio (mock)',
          other: 'Mengineyo',
        },
      },
    },
    exams: {
      name: 'Mtihani |||| Mitihani',
      fields: {
        name: 'Jina',
        category_id: 'Aina ya mtihani',
        term_id: 'Muhula',
        classes: 'Madarasa yanayoufanya',
        status: 'Hali',
        papers: 'Karatasi za mtihani',
        notes: 'Maelezo',
      },
      helps: { name: 'mf. CAT 1, Katikati ya muhula, Mwisho wa muhula' },
      choices: { status: { open: 'Wazi kwa alama', closed: 'Umefungwa', published: 'Umechapishwa' } },
      sections: { 0: 'Jina, muhula na madarasa', 1: 'Karatasi za mtihani', other: 'Maelezo mengine' },
      actions: {
        close: {
          label: 'Funga kwa alama',
          confirm: 'Walimu hawataweza tena kuingiza wala kubadilisha alama za mtihani huu.',
        },
        reopen: { label: 'Fungua tena kwa alama' },
        publish: {
          label: 'Chapisha',
          confirm:
            'Matokeo, ripoti za wanafunzi, dashibodi na matokeo kwa SMS yataonyesha mtihani huu; karatasi na alama zake haziwezi kubadilishwa tena.',
        },
      },
      lines: {
        papers: {
          name: 'Karatasi |||| Karatasi',
          fields: { subject_id: 'Somo', paper: 'Karatasi', out_of: 'Alama kamili', weight: 'Uzito (%)' },
          helps: { weight: 'Karatasi za somo moja zinajumlisha 100' },
        },
      },
    },
    marks: {
      name: 'Alama |||| Alama',
      fields: {
        exam_id: 'Mtihani',
        student_id: 'Mwanafunzi',
        subject_id: 'Somo',
        paper: 'Karatasi',
        mark: 'Alama',
        absent: 'Hakuwepo',
        class_id: 'Darasa',
        stream_id: 'Mkondo',
        entered_by: 'Imeingizwa na',
      },
    },
  },
};
