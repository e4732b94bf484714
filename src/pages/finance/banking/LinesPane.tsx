import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatKes } from '../../../resources/generic/money';
import { formatDate } from '../../../schema/display';

/** A line of either side as the panes show it. */
export interface PaneRow {
  readonly key: number;
  readonly date: string;
  readonly text: string;
  readonly detail: string;
  readonly reference: string;
  readonly money_in: number;
  readonly money_out: number;
  readonly match: number | null;
}

const C = 'shule.banking_screens';
/** Marks each line's control (checkbox or match chip), which the arrow keys move between. */
const LINE_CONTROL = 'bank-line-control';

/** Unmatched lines first, by date; then matched ones by match, so a match's lines sit together. */
export const ordered = (rows: readonly PaneRow[]): PaneRow[] =>
  [...rows].sort((a, b) =>
    a.match === null || b.match === null
      ? (a.match === null ? 0 : 1) - (b.match === null ? 0 : 1) || a.date.localeCompare(b.date) || a.key - b.key
      : a.match - b.match || a.date.localeCompare(b.date),
  );

/** Arrow keys move between the lines' controls, as in a list; Tab leaves the pane. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(`.${LINE_CONTROL}`)];
  const at = controls.indexOf(document.activeElement as HTMLElement);
  if (at < 0) return;
  event.preventDefault();
  controls[Math.min(Math.max(at + (event.key === 'ArrowDown' ? 1 : -1), 0), controls.length - 1)]?.focus();
}

/**
 * One side of the reconciliation: each unmatched line with a checkbox (Space selects it), each
 * matched line with its match number (choosing it picks the whole match, on both sides).
 */
export function LinesPane({
  id,
  title,
  rows,
  picked,
  onToggle,
  pickedMatch,
  onPickMatch,
  readOnly,
}: {
  readonly id: string;
  readonly title: string;
  readonly rows: readonly PaneRow[];
  readonly picked: ReadonlySet<number>;
  readonly onToggle: (key: number) => void;
  readonly pickedMatch: number | null;
  readonly onPickMatch: (match: number) => void;
  readonly readOnly: boolean;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const money = (cents: number) => (cents === 0 ? '' : formatKes(cents, locale));
  const open = rows.filter((r) => r.match === null).length;
  return (
    <Paper component="section" aria-labelledby={`${id}-title`} sx={{ p: { xs: 1, sm: 1.5 }, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 1 }}>
        <Typography id={`${id}-title`} variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(`${C}.work.unmatched`, { smart_count: open })}
        </Typography>
      </Box>
      <Box sx={{ maxHeight: '62vh', overflow: 'auto' }} onKeyDown={moveFocus}>
        <Table size="small" stickyHeader aria-labelledby={`${id}-title`}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell>{translate(`${C}.columns.date`)}</TableCell>
              <TableCell>{translate(`${C}.columns.description`)}</TableCell>
              <TableCell align="right">{translate(`${C}.columns.amount`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const chosen = row.match === null ? picked.has(row.key) : row.match === pickedMatch;
              const label = `${formatDate(row.date)} ${row.text} ${money(row.money_in || row.money_out)}`;
              return (
                <TableRow
                  key={row.key}
                  hover
                  selected={chosen}
                  data-testid={`${id}-${row.key}`}
                  onClick={() => (row.match === null ? !readOnly && onToggle(row.key) : onPickMatch(row.match))}
                  sx={{ cursor: 'pointer', ...(row.match !== null && !chosen ? { opacity: 0.62 } : {}) }}
                >
                  <TableCell padding="checkbox" onClick={(e) => e.stopPropagation()}>
                    {row.match === null ? (
                      <Checkbox
                        size="small"
                        checked={chosen}
                        disabled={readOnly}
                        onChange={() => onToggle(row.key)}
                        slotProps={{
                          input: {
                            'aria-label': translate(`${C}.work.select_line`, { line: label }),
                            className: LINE_CONTROL,
                          },
                        }}
                      />
                    ) : (
                      <Chip
                        size="small"
                        label={`#${row.match}`}
                        color={chosen ? 'primary' : 'default'}
                        onClick={() => onPickMatch(row.match as number)}
                        aria-label={`${translate(`${C}.work.match_no`, { no: row.match })}: ${label}`}
                        aria-pressed={chosen}
                        className={LINE_CONTROL}
                      />
                    )}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap', px: 1 }}>{formatDate(row.date)}</TableCell>
                  <TableCell sx={{ minWidth: 100, px: 1 }}>
                    <Typography variant="body2">{row.text}</Typography>
                    {(row.detail || row.reference) && (
                      <Typography variant="caption" color="text.secondary">
                        {[row.reference, row.detail].filter(Boolean).join(' · ')}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell
                    align="right"
                    sx={{ whiteSpace: 'nowrap', color: row.money_out > 0 ? 'error.main' : undefined }}
                  >
                    {formatKes(row.money_in - row.money_out, locale)}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
    </Paper>
  );
}
