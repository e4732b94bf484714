import type { ReportLine, ReportTerm } from '../../../../src/schema/financial-report';
import { sum, termLine, type Values } from './lines';

/** A group of a statement: a sub-heading, its lines, and a subtotal when it has two or more among other groups. */
export interface Group {
  readonly heading: ReportTerm;
  readonly total: ReportTerm;
  readonly lines: readonly ReportLine[];
}

/** The lines of the groups that have any, and the sum of `column` over them. */
export function groupLines(groups: readonly Group[], column: string): { lines: ReportLine[]; total: number } {
  const lines: ReportLine[] = [];
  let total = 0;
  // One group alone needs no subtotal: the statement's total under it says the same.
  const shown = groups.filter((g) => g.lines.length > 0).length;
  for (const group of groups) {
    if (group.lines.length === 0) continue;
    const subtotal = sum(group.lines.map((l) => l.values[column] ?? 0));
    total += subtotal;
    lines.push(termLine('heading', group.heading), ...group.lines);
    if (group.lines.length > 1 && shown > 1)
      lines.push(termLine('subtotal', group.total, { [column]: subtotal } as Values));
  }
  return { lines, total };
}
