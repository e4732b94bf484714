import type { ReportChart } from '../../schema/registry';

export interface ChartSeriesData {
  readonly column: string;
  /** One value per category; null where the row has no number (drawn as a gap, not as 0). */
  readonly data: (number | null)[];
}

export interface ChartData {
  readonly categories: string[];
  readonly series: ChartSeriesData[];
}

/** Numbers may arrive as numeric strings (PostgreSQL sums); anything else is no value. */
function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

/** The chart's categories (the x column) and one series per declared value column, in row order. */
export function chartData(chart: ReportChart, rows: readonly Record<string, unknown>[]): ChartData {
  return {
    categories: rows.map((row) => {
      const value = row[chart.x];
      return value === null || value === undefined ? '' : String(value);
    }),
    series: chart.series.map((column) => ({ column, data: rows.map((row) => numberOf(row[column])) })),
  };
}

/** A report's chart draws all matching rows when there are at most this many, else the page shown. */
export const CHART_ALL_ROWS = 200;

/** Whether the chart needs its own request: more rows match than the table's page holds, yet few enough. */
export function chartNeedsAllRows(total: number | undefined, pageRows: number): boolean {
  return total !== undefined && total > pageRows && total <= CHART_ALL_ROWS;
}
