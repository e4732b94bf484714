import { describe, expect, it } from 'vitest';
import { CBE4_BANDS, KCSE_BANDS, meanGrade, type SubjectPoints } from './exam-grading';

const GROUP: Record<string, number> = {
  '101': 1,
  '102': 1,
  '121': 1,
  '231': 2,
  '232': 2,
  '233': 2,
  '311': 3,
  '312': 3,
  '313': 3,
  '443': 4,
  '565': 5,
};
const subj = (code: string, points: number | 'absent'): SubjectPoints => ({ code, group: GROUP[code], points });
const codes = (r: { counted: readonly SubjectPoints[] }) => r.counted.map((s) => s.code).sort();

// Weak in both languages, strong elsewhere: the two rules give different grades.
const student = [
  subj('101', 1),
  subj('102', 1),
  subj('121', 10),
  subj('231', 10),
  subj('233', 9),
  subj('232', 9),
  subj('311', 8),
  subj('312', 8),
  subj('565', 12),
  subj('313', 11),
];

describe('meanGrade, KCSE 2023 rule', () => {
  it('counts Maths, the better language and the best 5 others', () => {
    // 10 (121) + 1 (101 or 102) + 12 + 11 + 10 + 9 + 9 = 62; 62/7 = 8.857 -> 8.86 -> 9 = B
    const r = meanGrade({ rule: 'kcse_2023', subjects_counted: 7, subjects: student, bands: KCSE_BANDS });
    expect(r.total_points).toBe(62);
    expect(r.mean_points).toBe(8.86);
    expect(r.mean_grade).toBe('B');
    expect(r.counted).toHaveLength(7);
    expect(r.counted.map((s) => s.code)).toContain('121');
    expect(r.missing).toEqual([]);
    expect(r.complete).toBe(true);
  });

  it('takes Kiswahili when it beats English, and English may still be one of the 5', () => {
    const s = [subj('101', 7), subj('102', 9), subj('121', 8), subj('231', 10), subj('233', 6)];
    s.push(subj('311', 11), subj('312', 5), subj('443', 4), subj('565', 12));
    const r = meanGrade({ rule: 'kcse_2023', subjects_counted: 7, subjects: s, bands: KCSE_BANDS });
    // 8 + 9 + (12 + 11 + 10 + 7 + 6) = 63 -> 9.00 = B
    expect(r.total_points).toBe(63);
    expect(r.counted[1].code).toBe('102');
    expect(codes(r)).toEqual(['101', '102', '121', '231', '233', '311', '565']);
    expect(r.mean_grade).toBe('B');
  });

  it('reports Mathematics missing and counts its slot empty', () => {
    const s = student.filter((x) => x.code !== '121');
    const r = meanGrade({ rule: 'kcse_2023', subjects_counted: 7, subjects: s, bands: KCSE_BANDS });
    expect(r.missing).toEqual(['121']);
    expect(r.complete).toBe(false);
    // no Maths: 1 (language) + 12 + 11 + 10 + 9 + 9 = 52 over 7 = 7.43
    expect(r.total_points).toBe(52);
    expect(r.divisor).toBe(7);
    expect(r.mean_points).toBe(7.43);
  });

  it('counts an absent Mathematics as 0 and reports it missing', () => {
    const s = student.map((x) => (x.code === '121' ? subj('121', 'absent') : x));
    const r = meanGrade({ rule: 'kcse_2023', subjects_counted: 7, subjects: s, bands: KCSE_BANDS });
    expect(r.missing).toEqual(['121']);
    expect(r.counted.map((x) => x.code)).toContain('121');
    expect(r.total_points).toBe(52);
  });

  it('reports no language at all', () => {
    const s = student.filter((x) => x.code !== '101' && x.code !== '102');
    const r = meanGrade({ rule: 'kcse_2023', subjects_counted: 7, subjects: s, bands: KCSE_BANDS });
    expect(r.missing).toEqual(['101/102/504']);
  });
});

describe('meanGrade, the pre-2023 rule', () => {
  it('counts 101, 102, 121, the best 2 sciences, the best humanity and the best remaining', () => {
    // 1 + 1 + 10 + (10 + 9) + 11 (CRE) + 12 (Business) = 54; 54/7 = 7.714 -> 7.71 -> 8 = B-
    const r = meanGrade({ rule: 'kcse_pre2023', subjects_counted: 7, subjects: student, bands: KCSE_BANDS });
    expect(r.total_points).toBe(54);
    expect(r.mean_points).toBe(7.71);
    expect(r.mean_grade).toBe('B-');
    expect(codes(r)).toEqual(['101', '102', '121', '231', '232', '313', '565']); // 232 and 233 tie: by code
    expect(r.complete).toBe(true);
  });

  it('46 points over 7 is C+', () => {
    const s = [subj('101', 7), subj('102', 6), subj('121', 5), subj('231', 8), subj('233', 6)];
    s.push(subj('311', 7), subj('443', 7));
    const r = meanGrade({ rule: 'kcse_pre2023', subjects_counted: 7, subjects: s, bands: KCSE_BANDS });
    expect(r.total_points).toBe(46);
    expect(r.mean_points).toBe(6.57);
    expect(r.mean_grade).toBe('C+');
  });

  it('reports a missing compulsory subject and a missing science, and fills the slot from the rest', () => {
    const s = [subj('101', 7), subj('121', 5), subj('231', 8), subj('311', 7), subj('312', 9), subj('443', 6)];
    s.push(subj('565', 4));
    const r = meanGrade({ rule: 'kcse_pre2023', subjects_counted: 7, subjects: s, bands: KCSE_BANDS });
    expect(r.missing).toEqual(['102', 'II']);
    // 7 + 5 + 8 + 9 (Geography, the humanity) + 7 + 6 (the two best left) = 42; 6 subjects, divisor 7
    expect(r.total_points).toBe(42);
    expect(r.counted).toHaveLength(6);
    expect(r.mean_points).toBe(6);
    expect(r.complete).toBe(false);
  });
});

describe("meanGrade, rule 'all'", () => {
  it('divides by every subject taken, an absent one counting 0', () => {
    const s = [subj('101', 7), subj('102', 6), subj('121', 'absent'), subj('231', 8)];
    const r = meanGrade({ rule: 'all', subjects_counted: 0, subjects: s, bands: KCSE_BANDS });
    expect(r.divisor).toBe(4);
    expect(r.total_points).toBe(21);
    expect(r.mean_points).toBe(5.25);
    expect(r.mean_grade).toBe('C-');
    expect(r.missing).toEqual(['121']);
    expect(r.complete).toBe(false);
  });

  it('gives no mean when nothing was sat', () => {
    const r = meanGrade({ rule: 'all', subjects_counted: 0, subjects: [subj('101', 'absent')], bands: KCSE_BANDS });
    expect(r.mean_points).toBeNull();
    expect(r.mean_grade).toBeNull();
  });

  it('reads the CBE 4-level mean: 14/4 = 3.5 is EE, 13/4 = 3.25 is ME', () => {
    const lv = (points: number[]) => points.map((p, i) => ({ code: String(900 + i), group: null, points: p }));
    const a = meanGrade({ rule: 'all', subjects_counted: 0, subjects: lv([4, 4, 3, 3]), bands: CBE4_BANDS });
    expect([a.mean_points, a.mean_grade]).toEqual([3.5, 'EE']);
    const b = meanGrade({ rule: 'all', subjects_counted: 0, subjects: lv([4, 4, 3, 2]), bands: CBE4_BANDS });
    expect([b.mean_points, b.mean_grade]).toEqual([3.25, 'ME']);
  });
});
