import type { GradeFamily } from '../../../../src/schema/exams-grading-setup';

/**
 * What a new school's exams office starts from (domain note exams-timetable.md A1 and A2): KNEC's
 * subject groups and codes, the common KCSE bands and the CBE 4 and 8 levels, and grade colours.
 * All of it is ordinary data the school edits afterwards.
 */

export const STANDARD_GROUPS: readonly { readonly number: number; readonly name: string; readonly notes: string }[] = [
  { number: 1, name: 'Group I: compulsory', notes: 'English, Kiswahili (or Kenya Sign Language) and Mathematics' },
  { number: 2, name: 'Group II: sciences', notes: 'At least two sciences' },
  { number: 3, name: 'Group III: humanities', notes: 'At least one humanity' },
  { number: 4, name: 'Group IV: applied and technical', notes: 'Seven to nine subjects in all' },
  { number: 5, name: 'Group V: languages and others', notes: 'Seven to nine subjects in all' },
];

export interface SubjectSeed {
  readonly code: string;
  readonly name: string;
  readonly short: string;
  readonly group: number;
  readonly category: 'languages' | 'sciences' | 'humanities' | 'technical' | 'applied' | 'other';
  readonly compulsory?: boolean;
}

/** KNEC's KCSE subjects ([jitimu], cross-checked with [citizennewsline]). */
export const STANDARD_SUBJECTS: readonly SubjectSeed[] = [
  { code: '101', name: 'English', short: 'ENG', group: 1, category: 'languages', compulsory: true },
  { code: '102', name: 'Kiswahili', short: 'KIS', group: 1, category: 'languages', compulsory: true },
  { code: '121', name: 'Mathematics', short: 'MAT', group: 1, category: 'sciences', compulsory: true },
  { code: '122', name: 'Mathematics B', short: 'MAB', group: 1, category: 'sciences' },
  { code: '231', name: 'Biology', short: 'BIO', group: 2, category: 'sciences' },
  { code: '232', name: 'Physics', short: 'PHY', group: 2, category: 'sciences' },
  { code: '233', name: 'Chemistry', short: 'CHE', group: 2, category: 'sciences' },
  { code: '236', name: 'Biology for the Blind', short: 'BFB', group: 2, category: 'sciences' },
  { code: '237', name: 'General Science', short: 'GSC', group: 2, category: 'sciences' },
  { code: '311', name: 'History and Government', short: 'HAG', group: 3, category: 'humanities' },
  { code: '312', name: 'Geography', short: 'GEO', group: 3, category: 'humanities' },
  { code: '313', name: 'CRE', short: 'CRE', group: 3, category: 'humanities' },
  { code: '314', name: 'IRE', short: 'IRE', group: 3, category: 'humanities' },
  { code: '315', name: 'HRE', short: 'HRE', group: 3, category: 'humanities' },
  { code: '441', name: 'Home Science', short: 'HSC', group: 4, category: 'applied' },
  { code: '442', name: 'Art and Design', short: 'ART', group: 4, category: 'applied' },
  { code: '443', name: 'Agriculture', short: 'AGR', group: 4, category: 'applied' },
  { code: '444', name: 'Woodwork', short: 'WWK', group: 4, category: 'technical' },
  { code: '445', name: 'Metalwork', short: 'MWK', group: 4, category: 'technical' },
  { code: '446', name: 'Building Construction', short: 'BCN', group: 4, category: 'technical' },
  { code: '447', name: 'Power Mechanics', short: 'PMC', group: 4, category: 'technical' },
  { code: '448', name: 'Electricity', short: 'ELC', group: 4, category: 'technical' },
  { code: '449', name: 'Drawing and Design', short: 'DND', group: 4, category: 'technical' },
  { code: '450', name: 'Aviation Technology', short: 'AVT', group: 4, category: 'technical' },
  { code: '451', name: 'Computer Studies', short: 'COMP', group: 4, category: 'technical' },
  { code: '501', name: 'French', short: 'FRE', group: 5, category: 'languages' },
  { code: '502', name: 'German', short: 'GER', group: 5, category: 'languages' },
  { code: '503', name: 'Arabic', short: 'ARB', group: 5, category: 'languages' },
  { code: '504', name: 'Kenya Sign Language', short: 'KSL', group: 5, category: 'languages' },
  { code: '511', name: 'Music', short: 'MUS', group: 5, category: 'other' },
  { code: '565', name: 'Business Studies', short: 'BST', group: 5, category: 'applied' },
];

export interface BandSeed {
  readonly grade: string;
  readonly points: number;
  readonly min_mark: number;
  readonly max_mark: number;
}

const band = (grade: string, points: number, min_mark: number, max_mark: number): BandSeed => ({
  grade,
  points,
  min_mark,
  max_mark,
});

/** The school defaults (no subject, no level) of each family. */
export const STANDARD_SYSTEMS: readonly { name: string; family: GradeFamily; bands: readonly BandSeed[] }[] = [
  {
    name: 'KCSE common bands',
    family: 'kcse',
    bands: [
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
    ],
  },
  {
    name: 'CBE 4 levels',
    family: 'cbe4',
    bands: [band('EE', 4, 80, 100), band('ME', 3, 65, 79), band('AE', 2, 50, 64), band('BE', 1, 0, 49)],
  },
  {
    // KJSEA 2025; the source gives no level for 0 %, so BE2 starts at 0.
    name: 'CBE 8 levels (KJSEA)',
    family: 'cbe8',
    bands: [
      band('EE1', 8, 90, 100),
      band('EE2', 7, 75, 89),
      band('ME1', 6, 58, 74),
      band('ME2', 5, 41, 57),
      band('AE1', 4, 31, 40),
      band('AE2', 3, 21, 30),
      band('BE1', 2, 11, 20),
      band('BE2', 1, 0, 10),
    ],
  },
];

export interface LevelRuleSeed {
  readonly level: number;
  readonly rule: 'kcse_2023' | 'all';
  readonly subjects_counted: number;
  readonly family: GradeFamily;
  readonly rank_missing: boolean;
  readonly rank_by: 'mean_points';
}

/**
 * A competency-based level: every learning area taken is counted and the mean is the average of
 * the levels (points), read back on the family's scale (6.4 over the 8 levels is ME1). Nine
 * learning areas is junior school's count (KJSEA); the rule counts whatever was taken.
 */
export const cbeLevelRule = (level: number, family: 'cbe4' | 'cbe8'): LevelRuleSeed => ({
  level,
  rule: 'all',
  subjects_counted: 9,
  family,
  rank_missing: true,
  rank_by: 'mean_points',
});

/**
 * Forms 1 to 4: the KCSE rule from 2023 (Mathematics, the better language, the best 5 others).
 * Grades 5 and 6 (upper primary, KPSEA): the 4 CBE levels; Grades 7 to 9 (junior school, KJSEA):
 * the 8. A school whose levels 1 to 4 are Grades 1 to 4 gets the 4 levels there instead (standard.ts).
 */
export const STANDARD_LEVEL_RULES: readonly LevelRuleSeed[] = [
  ...[1, 2, 3, 4].map((level): LevelRuleSeed => ({
    level,
    rule: 'kcse_2023',
    subjects_counted: 7,
    family: 'kcse',
    rank_missing: true,
    rank_by: 'mean_points',
  })),
  ...[5, 6].map((level) => cbeLevelRule(level, 'cbe4')),
  ...[7, 8, 9].map((level) => cbeLevelRule(level, 'cbe8')),
];

/** Greens for the top grades through amber to red, as report forms commonly shade them. */
export const STANDARD_COLOURS: readonly { grade: string; colour: string }[] = [
  ...[
    ['A', '#1B5E20'],
    ['A-', '#2E7D32'],
    ['B+', '#388E3C'],
    ['B', '#558B2F'],
    ['B-', '#689F38'],
    ['C+', '#9E9D24'],
    ['C', '#F9A825'],
    ['C-', '#F57F17'],
    ['D+', '#EF6C00'],
    ['D', '#E65100'],
    ['D-', '#D84315'],
    ['E', '#B71C1C'],
    ['EE', '#1B5E20'],
    ['ME', '#558B2F'],
    ['AE', '#F9A825'],
    ['BE', '#C62828'],
    ['EE1', '#1B5E20'],
    ['EE2', '#2E7D32'],
    ['ME1', '#558B2F'],
    ['ME2', '#7CB342'],
    ['AE1', '#F9A825'],
    ['AE2', '#EF6C00'],
    ['BE1', '#D84315'],
    ['BE2', '#B71C1C'],
  ].map(([grade, colour]) => ({ grade, colour })),
];
