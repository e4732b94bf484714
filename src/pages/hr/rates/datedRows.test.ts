import { describe, expect, it } from 'vitest';
import { groupByDate } from './datedRows';

describe('grouping dated rate rows', () => {
  const rows = [
    { id: 1, effective_from: '2024-02-01', lower: 0 },
    { id: 2, effective_from: '2026-02-01', lower: 900 },
    { id: 3, effective_from: '2026-02-01', lower: 0 },
    { id: 4, effective_from: '2027-02-01', lower: 0 },
  ];

  it('newest date first, bands by their lower bound, the governing date in force, later ones upcoming', () => {
    const groups = groupByDate(rows, 'lower', '2026-11-23');
    expect(groups.map((g) => [g.from, g.standing])).toEqual([
      ['2027-02-01', 'upcoming'],
      ['2026-02-01', 'in_force'],
      ['2024-02-01', 'earlier'],
    ]);
    expect(groups[1].rows.map((r) => r.id)).toEqual([3, 2]);
  });

  it('a row dated later this month governs from next month only: the month’s first day decides', () => {
    const groups = groupByDate([...rows, { id: 5, effective_from: '2026-11-15', lower: 0 }], 'lower', '2026-11-23');
    expect(groups.find((g) => g.from === '2026-11-15')?.standing).toBe('upcoming');
    expect(groups.find((g) => g.from === '2026-02-01')?.standing).toBe('in_force');
  });

  it('bands whose last day has passed have ended', () => {
    const nhif = [{ id: 9, effective_from: '2015-04-01', effective_to: '2024-09-30', lower: 0 }];
    expect(groupByDate(nhif, 'lower', '2026-11-23')[0]).toMatchObject({ standing: 'ended', until: '2024-09-30' });
    expect(groupByDate(nhif, 'lower', '2024-09-10')[0].standing).toBe('in_force');
  });
});
