import type { Workspace } from '../../../schema/bank-reconciliation';
import type { PaneRow } from './LinesPane';

/** The workspace's two sides as the panes show them. */
export const statementRows = (ws: Workspace): PaneRow[] =>
  ws.statement_lines.map((l) => ({
    key: l.id,
    date: l.line_date,
    text: l.description || l.reference,
    detail: '',
    reference: l.description ? l.reference : '',
    money_in: l.money_in,
    money_out: l.money_out,
    match: l.match_no,
  }));

export const cashRows = (ws: Workspace): PaneRow[] =>
  ws.cash_items.map((c) => ({
    key: c.entry_id,
    date: c.posted_on,
    text: c.narration,
    detail: [`#${c.entry_no}`, c.payee].filter(Boolean).join(' · '),
    reference: c.reference,
    money_in: c.money_in,
    money_out: c.money_out,
    match: c.match_no,
  }));

/** A selection with one line added or taken out. */
export const toggled = (set: ReadonlySet<number>, key: number) => {
  const next = new Set(set);
  if (!next.delete(key)) next.add(key);
  return next;
};
