import { describe, expect, it } from 'vitest';
import { headlineFigures, schoolHeading, totalsRow } from './dashboardData';

const translate = (key: string) => key;

describe('dashboard data', () => {
  it('shows the population figures, then the index counts, in order', () => {
    const population = { students: 157, boys: 80, girls: 77, teachers: 0, staff: 3 };
    const index = { schoolName: 'Demo', studentCount: 157, classCount: 4, streamCount: 12, userCount: 8 };
    expect(headlineFigures(population, index, translate).map((f) => [f.key, f.value])).toEqual([
      ['students', 157],
      ['boys', 80],
      ['girls', 77],
      ['teachers', 0],
      ['staff', 3],
      ['classes', 4],
      ['streams', 12],
      ['users', 8],
    ]);
  });

  it('falls back to the index student count and leaves out what no call sent', () => {
    expect(headlineFigures(null, { studentCount: 12 }, translate)).toEqual([
      { key: 'students', label: 'shule.home.figures.students', value: 12 },
    ]);
    expect(headlineFigures(null, null, translate)).toEqual([]);
  });

  it('reads the school heading', () => {
    expect(schoolHeading({ schoolName: 'Demo High', motto: 'Elimu', currentTerm: null })).toEqual({
      name: 'Demo High',
      motto: 'Elimu',
      term: null,
      termValues: null,
    });
    const values = { term: '3', academic_year: 2026 };
    expect(schoolHeading({ schoolName: 'Demo High', currentTerm: 'Term 3 2026', currentTermValues: values })).toEqual({
      name: 'Demo High',
      motto: null,
      term: 'Term 3 2026',
      termValues: values,
    });
    expect(schoolHeading(null)).toBeNull();
  });

  it('adds up the per-class rows', () => {
    const rows = [
      { class_name: 'Form 1', boys: 40, girls: 2, total: 42 },
      { class_name: 'Form 2', boys: 1, girls: 38, total: 39 },
    ];
    expect(totalsRow(rows, ['boys', 'girls', 'total'], translate)).toEqual({
      class_name: 'shule.home.total',
      boys: 41,
      girls: 40,
      total: 81,
    });
    expect(totalsRow([], ['boys'], translate)).toBeUndefined();
  });
});
