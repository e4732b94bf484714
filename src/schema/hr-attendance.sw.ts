/** Swahili of hr-attendance.ts: resources by name. */
const SOURCE = { register: 'Rejista', device: 'Kifaa cha alama za vidole' };

export const ATTENDANCE_SW = {
  resources: {
    staff_attendance: {
      name: 'Rekodi ya mahudhurio ya wafanyakazi |||| Mahudhurio ya wafanyakazi',
      count: 'Rekodi ya mahudhurio |||| Rekodi za mahudhurio',
      fields: {
        date: 'Tarehe',
        employee_id: 'Mfanyakazi',
        status: 'Hali',
        time_in: 'Saa ya kuingia',
        note: 'Maelezo',
        source: 'Imejazwa na',
      },
      helps: { time_in: 'Saa 24: 07:45' },
      choices: {
        status: { present: 'Yupo', absent: 'Hayupo', on_leave: 'Yuko likizoni', late: 'Amechelewa' },
        source: SOURCE,
      },
    },
    student_attendance: {
      name: 'Rekodi ya mahudhurio ya wanafunzi |||| Mahudhurio ya wanafunzi',
      count: 'Rekodi ya mahudhurio |||| Rekodi za mahudhurio',
      fields: {
        date: 'Tarehe',
        student_id: 'Mwanafunzi',
        class_id: 'Darasa',
        stream_id: 'Mkondo',
        status: 'Hali',
        note: 'Maelezo',
        source: 'Imejazwa na',
      },
      choices: {
        status: { present: 'Yupo', absent: 'Hayupo', late: 'Amechelewa', excused: 'Ameruhusiwa' },
        source: SOURCE,
      },
    },
  },
};
