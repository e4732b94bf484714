import { describe, expect, it } from 'vitest';
import {
  CBE4_BANDS,
  CBE8_BANDS,
  KCSE_BANDS,
  competitionRank,
  deviation,
  gradeColumns,
  gradeFor,
  gradeForPoints,
  mean2dp,
  pickBands,
  subjectScore,
  type GradeBand,
} from './exam-grading';

const one = [{ out_of: 100, weight: 100 }];

describe('subjectScore', () => {
  it('rounds half up to a whole percent', () => {
    expect(subjectScore(one, [79.5])).toBe(80);
    expect(subjectScore(one, [79.4])).toBe(79);
    expect(subjectScore(one, [0])).toBe(0);
    expect(subjectScore(one, [100])).toBe(100);
  });

  it('is exact where floating point is not (5.8/40 is 14.5, not 14.4999...)', () => {
    const forty = [{ out_of: 40, weight: 100 }];
    expect(subjectScore(forty, [5.8])).toBe(15);
    expect(subjectScore(forty, [17.4])).toBe(44); // 43.5: D+ and not D
  });

  it('weights papers of different "out of" (P1 /80 and P2 /100, 50 % each)', () => {
    const papers = [
      { out_of: 80, weight: 50 },
      { out_of: 100, weight: 50 },
    ];
    expect(subjectScore(papers, [60, 70])).toBe(73); // 37.5 + 35 = 72.5 -> 73
    const chem = [
      { out_of: 80, weight: 40 },
      { out_of: 80, weight: 40 },
      { out_of: 40, weight: 20 },
    ];
    expect(subjectScore(chem, [55.5, 61, 30])).toBe(73); // 27.75 + 30.5 + 15 = 73.25
  });

  it('absent in any paper is absent; no row at all is not taken; a missing paper is absent', () => {
    const two = [
      { out_of: 80, weight: 50 },
      { out_of: 100, weight: 50 },
    ];
    expect(subjectScore(two, [60, 'absent'])).toBe('absent');
    expect(subjectScore(two, [60, undefined])).toBe('absent');
    expect(subjectScore(two, [undefined, undefined])).toBeUndefined();
    expect(subjectScore(one, ['absent'])).toBe('absent');
  });
});

describe('gradeFor', () => {
  it('reads the KCSE band boundaries', () => {
    expect(gradeFor(80, KCSE_BANDS)).toEqual({ grade: 'A', points: 12 });
    expect(gradeFor(79, KCSE_BANDS)).toEqual({ grade: 'A-', points: 11 });
    expect(gradeFor(30, KCSE_BANDS)).toEqual({ grade: 'D-', points: 2 });
    expect(gradeFor(29, KCSE_BANDS)).toEqual({ grade: 'E', points: 1 });
    expect(gradeFor(0, KCSE_BANDS)).toEqual({ grade: 'E', points: 1 });
    expect(gradeFor(100, KCSE_BANDS)).toEqual({ grade: 'A', points: 12 });
    expect(gradeFor(55, KCSE_BANDS)).toEqual({ grade: 'C+', points: 7 });
  });

  it('gives nothing for a score no band covers', () => {
    expect(gradeFor(101, KCSE_BANDS)).toBeUndefined();
    const gap: GradeBand[] = [{ grade: 'A', points: 12, min_mark: 70, max_mark: 100 }];
    expect(gradeFor(69, gap)).toBeUndefined();
    expect(gradeFor(70, gap)).toEqual({ grade: 'A', points: 12 }); // KNEC's Maths cut-off
  });

  it('reads the CBE 4 and 8 levels', () => {
    expect(gradeFor(80, CBE4_BANDS)?.grade).toBe('EE');
    expect(gradeFor(79, CBE4_BANDS)).toEqual({ grade: 'ME', points: 3 });
    expect(gradeFor(50, CBE4_BANDS)?.grade).toBe('AE');
    expect(gradeFor(49, CBE4_BANDS)).toEqual({ grade: 'BE', points: 1 });
    expect(gradeFor(90, CBE8_BANDS)).toEqual({ grade: 'EE1', points: 8 });
    expect(gradeFor(89, CBE8_BANDS)?.grade).toBe('EE2');
    expect(gradeFor(58, CBE8_BANDS)?.grade).toBe('ME1');
    expect(gradeFor(57, CBE8_BANDS)).toEqual({ grade: 'ME2', points: 5 });
    expect(gradeFor(11, CBE8_BANDS)?.grade).toBe('BE1');
    expect(gradeFor(10, CBE8_BANDS)?.grade).toBe('BE2');
    expect(gradeFor(0, CBE8_BANDS)).toEqual({ grade: 'BE2', points: 1 });
  });
});

describe('mean points and mean grade from points', () => {
  it('46 points over 7 subjects is 6.57, which rounds to 7: C+', () => {
    expect(mean2dp(46, 7)).toBe(6.57);
    expect(gradeForPoints(6.57, KCSE_BANDS)).toBe('C+');
    expect(mean2dp(45, 7)).toBe(6.43);
    expect(gradeForPoints(6.43, KCSE_BANDS)).toBe('C');
  });

  it('rounds the 2nd decimal half up and the grade half up', () => {
    expect(mean2dp(53, 8)).toBe(6.63); // 6.625
    expect(mean2dp(13, 2)).toBe(6.5);
    expect(gradeForPoints(6.5, KCSE_BANDS)).toBe('C+');
    expect(gradeForPoints(6.49, KCSE_BANDS)).toBe('C');
    expect(gradeForPoints(0, KCSE_BANDS)).toBe('E'); // below the lowest grade's points
    expect(gradeForPoints(3.5, CBE4_BANDS)).toBe('EE');
    expect(gradeForPoints(3.49, CBE4_BANDS)).toBe('ME');
    expect(mean2dp(5, 0)).toBeNull();
  });
});

describe('competitionRank', () => {
  it('ranks 1, 2, 2, 4 and leaves the unranked out', () => {
    expect(competitionRank([10, 9, 9, 8])).toEqual([1, 2, 2, 4]);
    expect(competitionRank([8, null, 10, 9, 10])).toEqual([4, null, 1, 3, 1]);
    expect(competitionRank([6.57, 6.57, 7.1])).toEqual([2, 2, 1]);
    expect(competitionRank([])).toEqual([]);
  });
});

describe('deviation', () => {
  it('is exact in hundredths and empty without a previous figure', () => {
    expect(deviation(8.57, 7.86)).toBe(0.71);
    expect(deviation(6.1, 6.3)).toBe(-0.2);
    expect(deviation(6.1, null)).toBeNull();
    expect(deviation(undefined, 5)).toBeNull();
  });
});

describe('grading systems', () => {
  const sys = (subject_id: number | null, level: number | null, top: string) => ({
    family: 'kcse' as const,
    subject_id,
    level,
    bands: [{ grade: top, points: 12, min_mark: 0, max_mark: 100 }],
  });
  const systems = [sys(null, null, 'default'), sys(null, 4, 'level'), sys(7, null, 'subject'), sys(7, 4, 'both')];
  const top = (subject: number | null, level: number | null) => pickBands(systems, 'kcse', subject, level)[0].grade;

  it('picks the most specific system: subject+level, subject, level, default', () => {
    expect(top(7, 4)).toBe('both');
    expect(top(7, 3)).toBe('subject');
    expect(top(8, 4)).toBe('level');
    expect(top(8, 3)).toBe('default');
    expect(pickBands(systems, 'cbe4', 7, 4)).toBe(CBE4_BANDS);
  });

  it('lists grades best first', () => {
    expect(gradeColumns([...CBE4_BANDS].reverse())).toEqual(['EE', 'ME', 'AE', 'BE']);
    expect(gradeColumns(KCSE_BANDS)[0]).toBe('A');
    expect(gradeColumns(KCSE_BANDS)).toHaveLength(12);
  });
});
