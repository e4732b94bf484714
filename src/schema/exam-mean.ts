import { gradeForPoints, mean2dp, type GradeBand } from './exam-grading';

/**
 * A student's mean grade from the points of the subjects counted (issue 13, domain note A1):
 * - 'kcse_2023' (KCSE 2023 onward): Mathematics + the better of English, Kiswahili or Kenya Sign
 *   Language + the best (N - 2) others;
 * - 'kcse_pre2023': English, Kiswahili, Mathematics + the best 2 sciences (group II) + the best
 *   humanity (group III) + the best (N - 6) remaining;
 * - 'all': every subject taken (Forms 1 and 2, CBE levels).
 * N is subjects_counted (7 for KCSE). An absent subject (X) counts 0 points where its slot requires
 * it; a compulsory subject or group not sat is reported in `missing`, and the school's rank_missing
 * setting decides whether such a student is ranked.
 */
export type MeanRule = 'kcse_2023' | 'kcse_pre2023' | 'all';

export interface SubjectPoints {
  /** KNEC code (101 English, 102 Kiswahili, 121 Mathematics ...). */
  readonly code: string | number | null;
  /** Subject group number: 1 compulsory, 2 sciences, 3 humanities, 4 applied, 5 languages and others. */
  readonly group: number | null;
  readonly points: number | 'absent';
  /** The subject's score: orders subjects of equal points, so the choice is stable. */
  readonly score?: number | null;
  readonly subject_id?: number;
}

export interface MeanGradeInput {
  readonly rule: MeanRule;
  readonly subjects_counted: number;
  readonly subjects: readonly SubjectPoints[];
  /** The bands the mean grade is read from (the school's default system of the family). */
  readonly bands: readonly GradeBand[];
}

export interface MeanGradeResult {
  /** The subjects whose points make the total, in the rule's order. */
  readonly counted: readonly SubjectPoints[];
  readonly total_points: number;
  readonly divisor: number;
  /** total / divisor, 2 decimals half up; null when nothing was sat. */
  readonly mean_points: number | null;
  readonly mean_grade: string | null;
  /** Compulsory subjects or groups not sat (codes, '101/102/504', 'II', 'III'). */
  readonly missing: readonly string[];
  /** Every counted slot holds a subject with points and nothing is missing. */
  readonly complete: boolean;
}

const MATHS = ['121', '122'];
const LANGUAGES = ['101', '102', '504'];
const SCIENCES = 2;
const HUMANITIES = 3;

const pts = (s: SubjectPoints): number => (s.points === 'absent' ? 0 : s.points);
const sat = (s: SubjectPoints): boolean => s.points !== 'absent';
const codeOf = (s: SubjectPoints): string => String(s.code ?? '').trim();

/** Better first: points, then score, then code (so equal subjects are chosen the same way every time). */
function better(a: SubjectPoints, b: SubjectPoints): number {
  const bySat = Number(sat(b)) - Number(sat(a));
  return pts(b) - pts(a) || bySat || (b.score ?? -1) - (a.score ?? -1) || codeOf(a).localeCompare(codeOf(b));
}

/** A pool that hands out its best subjects matching a test, each at most once. */
function pool(subjects: readonly SubjectPoints[]) {
  const left = [...subjects].sort(better);
  return {
    take(n: number, test: (s: SubjectPoints) => boolean = () => true): SubjectPoints[] {
      const out: SubjectPoints[] = [];
      for (let i = 0; i < left.length && out.length < n;) {
        if (test(left[i])) out.push(...left.splice(i, 1));
        else i += 1;
      }
      return out;
    },
  };
}

function pickKcse2023(subjects: readonly SubjectPoints[], n: number) {
  const p = pool(subjects);
  const missing: string[] = [];
  const maths = p.take(1, (s) => MATHS.includes(codeOf(s)));
  if (!maths.some(sat)) missing.push('121');
  const language = p.take(1, (s) => LANGUAGES.includes(codeOf(s)));
  if (!language.some(sat)) missing.push(LANGUAGES.join('/'));
  const others = p.take(Math.max(0, n - 2));
  return { counted: [...maths, ...language, ...others], missing };
}

function pickKcsePre2023(subjects: readonly SubjectPoints[], n: number) {
  const p = pool(subjects);
  const missing: string[] = [];
  const compulsory: SubjectPoints[] = [];
  for (const codes of [['101'], ['102'], MATHS]) {
    const hit = p.take(1, (s) => codes.includes(codeOf(s)));
    if (!hit.some(sat)) missing.push(codes[0]);
    compulsory.push(...hit);
  }
  const sciences = p.take(2, (s) => s.group === SCIENCES);
  if (sciences.filter(sat).length < 2) missing.push('II');
  const humanity = p.take(1, (s) => s.group === HUMANITIES);
  if (!humanity.some(sat)) missing.push('III');
  // A compulsory subject not sat leaves its slot empty (0 points), as KNEC does; a slot a group
  // could not fill goes to the best remaining subject. Either way the gap stays in `missing`.
  const chosen = [...compulsory, ...sciences, ...humanity];
  const rest = p.take(Math.max(0, n - 3 - sciences.length - humanity.length));
  return { counted: [...chosen, ...rest], missing };
}

export function meanGrade(input: MeanGradeInput): MeanGradeResult {
  const { rule, subjects, bands } = input;
  const n = Math.max(0, Math.floor(input.subjects_counted));
  let counted: SubjectPoints[];
  let missing: string[];
  let divisor: number;
  if (rule === 'all') {
    counted = [...subjects].sort(better);
    missing = counted.filter((s) => !sat(s)).map(codeOf);
    divisor = counted.length;
  } else {
    ({ counted, missing } = rule === 'kcse_2023' ? pickKcse2023(subjects, n) : pickKcsePre2023(subjects, n));
    divisor = n;
  }
  const total = counted.reduce((sum, s) => sum + pts(s), 0);
  const anySat = counted.some(sat);
  const mean = anySat ? mean2dp(total, divisor) : null;
  const filled = counted.filter(sat).length;
  return {
    counted,
    total_points: total,
    divisor,
    mean_points: mean,
    mean_grade: mean === null ? null : (gradeForPoints(mean, bands) ?? null),
    missing,
    complete: missing.length === 0 && divisor > 0 && filled === divisor,
  };
}
