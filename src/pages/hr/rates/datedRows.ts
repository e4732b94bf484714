import { todayAtSchool } from '../../../schema/display';

export type Row = Record<string, unknown> & { readonly id: number | string };

/** Where a date's rows stand today: governing this month's payroll, not yet, replaced, or ended. */
export type Standing = 'in_force' | 'upcoming' | 'earlier' | 'ended';

export interface DatedGroup {
  readonly from: string;
  readonly rows: readonly Row[];
  readonly standing: Standing;
  /** The NHIF bands' last day, when the group has one. */
  readonly until?: string;
}

const day = (value: unknown): string => String(value ?? '').slice(0, 10);

/**
 * A rate table's rows grouped by effective_from, newest first, each group's rows in the order of
 * `order` (a band's lower bound), with its standing this month: the rule the engine applies (the
 * latest date on or before the month's first day governs) seen from the school's today.
 */
export function groupByDate(rows: readonly Row[], order?: string, today = todayAtSchool()): DatedGroup[] {
  const monthStart = `${today.slice(0, 7)}-01`;
  const byDate = new Map<string, Row[]>();
  for (const row of rows) {
    const from = day(row.effective_from);
    byDate.set(from, [...(byDate.get(from) ?? []), row]);
  }
  const dates = [...byDate.keys()].sort().reverse();
  const governing = dates.find((d) => d <= monthStart);
  return dates.map((from) => {
    const list = byDate.get(from) ?? [];
    const sorted = order ? [...list].sort((a, b) => Number(a[order] ?? 0) - Number(b[order] ?? 0)) : list;
    const until = sorted.map((r) => day(r.effective_to)).find((d) => d !== '');
    let standing: Standing = from > monthStart ? 'upcoming' : from === governing ? 'in_force' : 'earlier';
    if (standing === 'in_force' && until !== undefined && until < monthStart) standing = 'ended';
    return { from, rows: sorted, standing, ...(until ? { until } : {}) };
  });
}
