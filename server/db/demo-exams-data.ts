/**
 * The exams demo's fixed data: who teaches what (David Kiprop, the demo user `teacher`, has four
 * class-subjects in different states), how hard each subject is, the exams and their papers, and
 * the remark banks a Kenyan school writes by mean grade.
 */

/** Subjects every demo student takes. */
export const CORE = ['101', '102', '121', '233'] as const;
/** Forms 1 and 2 take these too (11 subjects); about 4 in 10 also take Computer Studies (12). */
export const LOWER_EXTRA = ['231', '232', '311', '312', '313', '443', '565'] as const;
/** Forms 3 and 4 choose 4 of these besides the core, for 8 subjects: a science, a humanity, an applied subject, one more. */
export const UPPER_SCIENCES = ['231', '232'] as const;
export const UPPER_HUMANITIES = ['311', '312', '313'] as const;
export const UPPER_APPLIED = ['443', '451', '565'] as const;

/** Points above or below a student's usual percentage, per subject (Mathematics and Chemistry run low). */
export const DIFFICULTY: Readonly<Record<string, number>> = {
  '101': 4,
  '102': 6,
  '121': -12,
  '231': -2,
  '232': -7,
  '233': -9,
  '311': 3,
  '312': 1,
  '313': 8,
  '443': 5,
  '451': 2,
  '565': 4,
};

/** The demo user `teacher`'s class-subjects: (class, stream, subject code), and how far the end-term has come. */
export const DAVID: readonly { cls: string; stream: string; code: string; done: 'none' | 'half' | 'all' }[] = [
  { cls: 'Form 1', stream: 'East', code: '121', done: 'none' },
  { cls: 'Form 2', stream: 'East', code: '232', done: 'half' },
  { cls: 'Form 3', stream: 'West', code: '232', done: 'all' },
  { cls: 'Form 4', stream: 'North', code: '121', done: 'all' },
];

export const CATEGORIES = [
  { name: 'CAT', kind: 'cat', weight: 15 },
  { name: 'Mid-term', kind: 'mid_term', weight: 15 },
  { name: 'End-term', kind: 'end_term', weight: 70 },
  { name: 'Mock', kind: 'mock', weight: 100 },
] as const;

interface PaperSeed {
  readonly paper: number;
  readonly out_of: number;
  readonly weight: number;
}

/** A CAT is out of 30 and a mid-term out of 50; the end-term sits KCSE-like papers (sciences 3, Mathematics 2). */
export function papersOf(kind: 'cat' | 'mid_term' | 'end_term', code: string): PaperSeed[] {
  if (kind === 'cat') return [{ paper: 1, out_of: 30, weight: 100 }];
  if (kind === 'mid_term') return [{ paper: 1, out_of: 50, weight: 100 }];
  if (code === '121')
    return [
      { paper: 1, out_of: 100, weight: 50 },
      { paper: 2, out_of: 100, weight: 50 },
    ];
  if (code === '231' || code === '232' || code === '233')
    return [
      { paper: 1, out_of: 80, weight: 40 },
      { paper: 2, out_of: 80, weight: 40 },
      { paper: 3, out_of: 40, weight: 20 },
    ];
  if (code === '101' || code === '102')
    return [
      { paper: 1, out_of: 60, weight: 30 },
      { paper: 2, out_of: 80, weight: 40 },
      { paper: 3, out_of: 60, weight: 30 },
    ];
  return [{ paper: 1, out_of: 100, weight: 100 }];
}

const GRADES = ['A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-', 'D+', 'D', 'D-', 'E'] as const;

const CLASS_TEACHER: Readonly<Record<(typeof GRADES)[number], string>> = {
  A: 'Excellent work. Keep up the discipline and consistency that got you here.',
  'A-': 'Very good performance. A little more effort will take you to the top grade.',
  'B+': 'Very good. Aim higher: you have what it takes to score an A.',
  B: 'Good work. Keep revising consistently and ask for help where you are stuck.',
  'B-': 'Good effort. More practice in your weaker subjects will raise your grade.',
  'C+': 'Fair performance. You can do better with a personal study timetable.',
  C: 'Average. Put in more effort and consult your subject teachers regularly.',
  'C-': 'Below average. Work harder and make use of the evening preps.',
  'D+': 'Weak performance. You need to be more serious with your studies.',
  D: 'Poor performance. Commit yourself fully to your studies next term.',
  'D-': 'Very poor. Let us meet with your parents to plan how to improve.',
  E: 'Very poor. Urgent improvement is needed; please see me with your guardian.',
};

const PRINCIPAL: Readonly<Record<(typeof GRADES)[number], string>> = {
  A: 'Outstanding results. Congratulations and keep it up.',
  'A-': 'Excellent. Keep aiming for the very top.',
  'B+': 'Very good results. Maintain the focus.',
  B: 'Good results. There is room to rise further.',
  'B-': 'Good. Work on your weaker subjects.',
  'C+': 'Fair. You can achieve more with extra effort.',
  C: 'Average results. Greater effort is expected.',
  'C-': 'Below expectations. Improve your study habits.',
  'D+': 'Weak. You must work much harder.',
  D: 'Poor results. Serious improvement is required.',
  'D-': 'Very poor. See the principal with your parents.',
  E: 'Unacceptable performance. See the principal with your parents at opening.',
};

export const REMARK_BANK = GRADES.flatMap((grade) => [
  { author: 'class_teacher', grade, text: CLASS_TEACHER[grade] },
  { author: 'principal', grade, text: PRINCIPAL[grade] },
]);
