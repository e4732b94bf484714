import { describe, expect, it } from 'vitest';
import type { MeritRow } from '../../../../src/schema/exam-results';
import { parseMeritQuery, selectRows } from './merit-query';

const row = (
  name: string,
  class_name: string,
  class_position: number | null,
  mean_points: number | null,
): MeritRow => ({
  student_id: 0,
  admission_no: `ADM/${name}`,
  name,
  class_id: 0,
  class_name,
  level: 1,
  stream_id: null,
  stream_name: '',
  subjects: {},
  subjects_sat: 0,
  total_marks: 0,
  total_points: 0,
  mean_points,
  mean_grade: null,
  missing: [],
  stream_position: null,
  stream_out_of: 0,
  class_position,
  class_out_of: 0,
  previous_mean_points: null,
  deviation: null,
});

const rows = [
  row('Wanjiru', 'Form 2', 1, 9),
  row('Otieno', 'Form 1', null, 3),
  row('Akinyi', 'Form 1', 2, 7),
  row('Kamau', 'Form 2', 2, 8),
  row('Chebet', 'Form 1', 1, 10),
];
const names = (sort: string, order = 'ASC', q = '') =>
  selectRows(rows, parseMeritQuery({ sort, order, q })).map((r) => r.name);

describe('the merit list order', () => {
  it('lists positions class by class, the unranked last in their class', () => {
    expect(names('class_position')).toEqual(['Chebet', 'Akinyi', 'Otieno', 'Wanjiru', 'Kamau']);
  });

  it('sorts a figure across classes, empty figures last either way', () => {
    expect(names('mean_points', 'DESC')).toEqual(['Chebet', 'Wanjiru', 'Kamau', 'Akinyi', 'Otieno']);
    expect(names('class_position', 'DESC')).toEqual(['Akinyi', 'Chebet', 'Otieno', 'Kamau', 'Wanjiru']);
  });

  it('searches names and admission numbers', () => {
    expect(names('name', 'ASC', 'ADM/K')).toEqual(['Kamau']);
    expect(names('name', 'ASC', 'WANJ')).toEqual(['Wanjiru']);
  });
});
