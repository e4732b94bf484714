import settingsSwahili from './settings.sw';

/** Swahili of exams-subjects.ts. /subjects is the courses table, so its labels are the courses'. */
export const SUBJECTS_SW = {
  resources: {
    subject_groups: {
      name: 'Kundi la masomo |||| Makundi ya masomo',
      fields: { number: 'Nambari ya kundi', name: 'Jina', notes: 'Kanuni' },
      helps: { name: 'Kundi II: sayansi', notes: 'Kile KNEC inachotaka, mf. angalau sayansi mbili' },
    },
    // A view's type allows a form and a workflow it does not have: one catch-all section, no actions.
    subjects: {
      ...settingsSwahili.resources.courses,
      name: 'Somo |||| Masomo',
      actions: {},
    },
    class_subjects: {
      name: 'Mwalimu wa somo |||| Walimu wa masomo',
      fields: {
        title: 'Somo la darasa',
        stream_id: 'Mkondo',
        class_id: 'Darasa',
        subject_id: 'Somo',
        teacher_id: 'Mwalimu',
        teacher_name: 'Mwalimu',
        lessons: 'Vipindi kwa wiki',
      },
      helps: { teacher_id: 'Huingiza alama; herufi za kwanza za jina lake huchapishwa kwenye ripoti' },
    },
  },
};
