import type { School } from '../../../documents';
import type { GradingKeyBand, ReportFormData, ReportSubjectLine } from './form-data';

/**
 * A hand-made report form for the layout's tests and the bench: Form 2 East's Jane Wanjiku in
 * End-term, 11 subjects, figures worked by hand (total 812 of 1,100; best-7 rule not involved).
 */
export const SAMPLE_SCHOOL: School = {
  name: 'Demo High School',
  motto: 'Elimu ni Mwanga',
  address: 'P.O. Box 100-20100, Nakuru',
  phone: '0712 345 678',
  email: 'info@demohigh.ac.ke',
  logo: null,
};

export const KCSE_KEY: readonly GradingKeyBand[] = [
  ['A', 12, 80, 100, '#1B5E20'],
  ['A-', 11, 75, 79, '#2E7D32'],
  ['B+', 10, 70, 74, '#43A047'],
  ['B', 9, 65, 69, '#7CB342'],
  ['B-', 8, 60, 64, '#C0CA33'],
  ['C+', 7, 55, 59, '#FDD835'],
  ['C', 6, 50, 54, '#FFB300'],
  ['C-', 5, 45, 49, '#FB8C00'],
  ['D+', 4, 40, 44, '#F4511E'],
  ['D', 3, 35, 39, '#E53935'],
  ['D-', 2, 30, 34, '#C62828'],
  ['E', 1, 0, 29, '#8E0000'],
].map(([grade, points, min_mark, max_mark, colour]) => ({
  grade: String(grade),
  points: Number(points),
  min_mark: Number(min_mark),
  max_mark: Number(max_mark),
  colour: String(colour),
}));

const line = (
  subject: string,
  code: string,
  score: number | null,
  grade: string | null,
  points: number | null,
  position: [number, number] | null,
  teacher: string,
  remark: string | null,
): ReportSubjectLine => ({
  subject,
  code,
  score,
  absent: score === null && grade === null && position === null && remark === 'Absent',
  grade,
  points,
  position: position ? { position: position[0], out_of: position[1] } : null,
  teacher_initials: teacher,
  remark,
});

export const SAMPLE_FORM: ReportFormData = {
  student: {
    id: 1,
    name: 'Jane Wanjiku Mũthoni',
    admission_no: 'ADM/2024/0412',
    class_name: 'Form 2',
    stream_name: 'East',
  },
  exam: { name: 'End-term', term: 'Term 1 2026' },
  subjects: [
    line('English', '101', 72, 'B+', 10, [6, 48], 'M.O.', 'Very good'),
    line('Kiswahili', '102', 81, 'A', 12, [2, 48], 'A.N.', 'Excellent'),
    line('Mathematics', '121', 66, 'B', 9, [11, 48], 'D.K.', 'Very good'),
    line('Biology', '231', 74, 'B+', 10, [5, 48], 'P.W.', 'Very good'),
    line('Physics', '232', 58, 'C+', 7, [19, 44], 'J.M.', 'Good'),
    line('Chemistry', '233', 69, 'B', 9, [8, 48], 'S.C.', 'Very good'),
    line('History and Government', '311', 77, 'A-', 11, [3, 30], 'R.O.', 'Excellent'),
    line('Geography', '312', 70, 'B+', 10, [7, 22], 'E.A.', 'Very good'),
    line('CRE', '313', 85, 'A', 12, [1, 40], 'G.N.', 'Excellent'),
    line('Agriculture', '443', 80, 'A', 12, [2, 25], 'T.K.', 'Excellent'),
    line('Business Studies', '565', 80, 'A', 12, [3, 26], 'L.M.', 'Excellent'),
  ],
  total_marks: 812,
  subjects_taken: 11,
  total_points: 114,
  mean_points: 10.36,
  mean_grade: 'B+',
  max_points: 12,
  stream_position: { position: 2, out_of: 24 },
  class_position: { position: 5, out_of: 48 },
  previous: { exam: 'Mid-term', mean_points: 9.93, mean_grade: 'B+', deviation: 0.43 },
  trend: [
    { label: 'CAT 1', mean_points: 9.2 },
    { label: 'Mid-term', mean_points: 9.93 },
    { label: 'End-term', mean_points: 10.36 },
  ],
  remarks: {
    class_teacher: 'A focused and hardworking student. Keep up the good work in the sciences.',
    principal: 'Very good results. Aim higher in Physics next term.',
    class_teacher_name: 'Mrs. Mary Otieno',
    principal_name: 'Esther Mutiso',
  },
  dates: { closing: '2026-04-02', opening: '2026-04-27' },
  fees: { balance: 1_230_000, next_term: 2_450_000 },
  grading_key: KCSE_KEY,
};
