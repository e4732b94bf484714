/**
 * Kenyan exam grading, pure and exact (issue 13): one engine for the KCSE 12-point scale and the
 * competency-based 4 and 8 levels. The browser (mark-entry grid, result screens) and the server
 * (results, report forms, SMS) both call it, so a grade is never computed two ways.
 *
 * Arithmetic is done on integers: marks carry at most one decimal, so they are held in tenths, and
 * fractions are compared through common denominators. No float ever decides a grade boundary.
 */
export { meanGrade, type MeanGradeInput, type MeanGradeResult, type MeanRule, type SubjectPoints } from './exam-mean';

export type GradingFamily = 'kcse' | 'cbe4' | 'cbe8';

/** One row of a grading system: a whole-percent range (inclusive) and its grade and points. */
export interface GradeBand {
  readonly grade: string;
  readonly points: number;
  readonly min_mark: number;
  readonly max_mark: number;
}

export interface PaperSpec {
  readonly out_of: number;
  /** Percent of the subject this paper carries; a subject's papers add to 100. */
  readonly weight: number;
}

/** A paper's mark: a number (at most one decimal), 'absent' (X, not zero) or undefined (no row). */
export type PaperMark = number | 'absent' | undefined;

const band = (grade: string, points: number, min_mark: number, max_mark: number): GradeBand => ({
  grade,
  points,
  min_mark,
  max_mark,
});

/** The common KCSE cut-offs (schools edit them per subject and class level). */
export const KCSE_BANDS: readonly GradeBand[] = [
  band('A', 12, 80, 100),
  band('A-', 11, 75, 79),
  band('B+', 10, 70, 74),
  band('B', 9, 65, 69),
  band('B-', 8, 60, 64),
  band('C+', 7, 55, 59),
  band('C', 6, 50, 54),
  band('C-', 5, 45, 49),
  band('D+', 4, 40, 44),
  band('D', 3, 35, 39),
  band('D-', 2, 30, 34),
  band('E', 1, 0, 29),
];

/** Competency-based, 4 levels (primary and junior school rubrics). */
export const CBE4_BANDS: readonly GradeBand[] = [
  band('EE', 4, 80, 100),
  band('ME', 3, 65, 79),
  band('AE', 2, 50, 64),
  band('BE', 1, 0, 49),
];

/** Competency-based, 8 levels (KJSEA 2025); KNEC gives no level for 0 %, so BE2 starts at 0. */
export const CBE8_BANDS: readonly GradeBand[] = [
  band('EE1', 8, 90, 100),
  band('EE2', 7, 75, 89),
  band('ME1', 6, 58, 74),
  band('ME2', 5, 41, 57),
  band('AE1', 4, 31, 40),
  band('AE2', 3, 21, 30),
  band('BE1', 2, 11, 20),
  band('BE2', 1, 0, 10),
];

export function defaultBands(family: GradingFamily): readonly GradeBand[] {
  return family === 'cbe4' ? CBE4_BANDS : family === 'cbe8' ? CBE8_BANDS : KCSE_BANDS;
}

/** The grades of a band set, best first: the columns of grade counts in subject analysis. */
export function gradeColumns(bands: readonly GradeBand[]): string[] {
  return [...bands].sort((a, b) => b.points - a.points || b.min_mark - a.min_mark).map((b) => b.grade);
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const lcm = (a: number, b: number): number => (a / gcd(a, b)) * b;
const tenths = (n: number): number => Math.round(n * 10);

/** num/den (positive den) rounded half up to an integer, exactly. */
export function roundHalfUp(num: number, den: number): number {
  return Math.floor((2 * num + den) / (2 * den));
}

/**
 * A subject's score: the papers' marks as fractions of their "out of", weighted and rounded half up
 * to a whole percent. 'absent' when any paper is absent, or when some papers have marks and another
 * has none (a paper not sat is not a zero); undefined when no paper has a row (subject not taken).
 * Weights are normalised by their sum, so papers whose weights do not add to 100 still give 0..100.
 */
export function subjectScore(papers: readonly PaperSpec[], marks: readonly PaperMark[]): number | 'absent' | undefined {
  if (papers.length === 0 || marks.every((m) => m === undefined)) return undefined;
  let denomLcm = 1;
  for (const p of papers) denomLcm = lcm(denomLcm, Math.max(1, Math.round(p.out_of)));
  let num = 0;
  let weightSum = 0;
  for (let i = 0; i < papers.length; i += 1) {
    const mark = marks[i];
    if (mark === undefined || mark === 'absent') return 'absent';
    const outOf = Math.max(1, Math.round(papers[i].out_of));
    const w = tenths(papers[i].weight);
    // mark/out_of * w, over the common denominator denomLcm, all in tenths: integers throughout.
    num += tenths(mark) * w * (denomLcm / outOf);
    weightSum += w;
  }
  if (weightSum <= 0) return undefined;
  // percent = 100 * sum(mark10/10/out * w10) / sum(w10) = 10 * num / (denomLcm * weightSum)
  return roundHalfUp(10 * num, denomLcm * weightSum);
}

/** The band a whole-percent score falls in; undefined when no band covers it (a gap in the bands). */
export function gradeFor(score: number, bands: readonly GradeBand[]): { grade: string; points: number } | undefined {
  const s = Math.round(score);
  const hit = bands.find((b) => s >= b.min_mark && s <= b.max_mark);
  return hit ? { grade: hit.grade, points: hit.points } : undefined;
}

/**
 * The grade whose points are the given mean rounded half up (46/7 = 6.57 -> 7 -> C+). A mean below the
 * lowest band's points (possible only with absent subjects counted as 0) takes the lowest grade.
 */
export function gradeForPoints(meanPoints: number, bands: readonly GradeBand[]): string | undefined {
  if (bands.length === 0) return undefined;
  const target = roundHalfUp(Math.round(meanPoints * 100), 100);
  const sorted = [...bands].sort((a, b) => a.points - b.points);
  const clamped = Math.min(Math.max(target, sorted[0].points), sorted[sorted.length - 1].points);
  return (sorted.find((b) => b.points === clamped) ?? sorted.find((b) => b.points >= clamped))?.grade;
}

/** sum/n rounded half up to 2 decimals, exactly for integer sums (scores, points). */
export function mean2dp(sum: number, n: number): number | null {
  if (n <= 0) return null;
  return roundHalfUp(Math.round(sum * 100), n) / 100;
}

/**
 * Standard competition ranking (1, 2, 2, 4): rank = 1 + the number of values strictly better (higher).
 * null values are not ranked. Values are compared in hundredths, so 2-dp means tie exactly.
 */
export function competitionRank(values: readonly (number | null | undefined)[]): (number | null)[] {
  const keyed = values.map((v) => (v === null || v === undefined ? null : Math.round(v * 100)));
  const sorted = keyed.filter((v): v is number => v !== null).sort((a, b) => b - a);
  const firstIndex = new Map<number, number>();
  sorted.forEach((v, i) => {
    if (!firstIndex.has(v)) firstIndex.set(v, i + 1);
  });
  return keyed.map((v) => (v === null ? null : (firstIndex.get(v) ?? null)));
}

/** Current less previous, both 2-dp figures, exactly; null when either is missing. */
export function deviation(current: number | null | undefined, previous: number | null | undefined): number | null {
  if (current === null || current === undefined || previous === null || previous === undefined) return null;
  return (Math.round(current * 100) - Math.round(previous * 100)) / 100;
}

/** A grading system as stored (bands as its child table). */
export interface GradingSystemLike {
  readonly family: GradingFamily;
  readonly subject_id: number | null;
  readonly level: number | null;
  readonly bands: readonly GradeBand[];
}

/**
 * The most specific system for a subject at a class level in a family: subject+level, then subject,
 * then level, then the school default (both empty). Falls back to the family's standard bands.
 */
export function pickBands(
  systems: readonly GradingSystemLike[],
  family: GradingFamily,
  subjectId: number | null,
  level: number | null,
): readonly GradeBand[] {
  const ofFamily = systems.filter((s) => s.family === family && s.bands.length > 0);
  const tiers: ((s: GradingSystemLike) => boolean)[] = [
    (s) => s.subject_id !== null && s.subject_id === subjectId && s.level !== null && s.level === level,
    (s) => s.subject_id !== null && s.subject_id === subjectId && s.level === null,
    (s) => s.subject_id === null && s.level !== null && s.level === level,
    (s) => s.subject_id === null && s.level === null,
  ];
  for (const tier of tiers) {
    const hit = ofFamily.find(tier);
    if (hit) return hit.bands;
  }
  return defaultBands(family);
}
