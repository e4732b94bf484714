import { describe, expect, it } from 'vitest';
import { CHART_ALL_ROWS, chartData, chartNeedsAllRows } from './chartData';

describe('chart data', () => {
  const chart = { kind: 'bar', x: 'class_name', series: ['boys', 'girls'] } as const;

  it('takes the categories from the x column and one series per declared column, in row order', () => {
    const rows = [
      { class_name: 'Form 1', boys: 20, girls: 19 },
      { class_name: 'Form 2', boys: '18', girls: 21 },
    ];
    expect(chartData(chart, rows)).toEqual({
      categories: ['Form 1', 'Form 2'],
      series: [
        { column: 'boys', data: [20, 18] },
        { column: 'girls', data: [19, 21] },
      ],
    });
  });

  it('leaves a gap, not a zero, where a row has no number', () => {
    const rows = [{ class_name: null, boys: null, girls: 'n/a' }];
    expect(chartData(chart, rows)).toEqual({
      categories: [''],
      series: [
        { column: 'boys', data: [null] },
        { column: 'girls', data: [null] },
      ],
    });
  });

  it('fetches every row only when more match than the page holds and at most 200 do', () => {
    expect(chartNeedsAllRows(undefined, 0)).toBe(false);
    expect(chartNeedsAllRows(4, 4)).toBe(false);
    expect(chartNeedsAllRows(60, 25)).toBe(true);
    expect(chartNeedsAllRows(CHART_ALL_ROWS, 25)).toBe(true);
    expect(chartNeedsAllRows(CHART_ALL_ROWS + 1, 25)).toBe(false);
  });
});
