/** Swahili of exams-report-setup.ts. */
export const REPORT_SETUP_SW = {
  resources: {
    remarks: {
      name: 'Maoni |||| Maoni',
      fields: { author: 'Mwandishi', grade: 'Daraja la wastani', text: 'Kauli' },
      helps: { grade: 'mf. B+, au EE kwa CBE' },
      choices: { author: { class_teacher: 'Mwalimu wa darasa', principal: 'Mkuu wa shule' } },
    },
    report_remarks: {
      name: 'Maoni ya mwanafunzi |||| Maoni ya wanafunzi',
      fields: {
        exam_id: 'Mtihani',
        student_id: 'Mwanafunzi',
        class_teacher_remark: 'Maoni ya mwalimu wa darasa',
        principal_remark: 'Maoni ya mkuu wa shule',
      },
    },
    report_dates: {
      name: 'Tarehe za ripoti |||| Tarehe za ripoti',
      fields: { term_id: 'Muhula', closing_date: 'Tarehe ya kufunga', opening_date: 'Muhula ujao unafunguliwa' },
    },
    report_colours: {
      name: 'Rangi ya ripoti |||| Rangi za ripoti',
      fields: { grade: 'Daraja', colour: 'Rangi ya daraja' },
      helps: { colour: 'Kama #RRGGBB, mf. #2E7D32' },
    },
  },
};
