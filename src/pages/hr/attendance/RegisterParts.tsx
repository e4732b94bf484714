import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { choiceLabel, formatStoredDate, todayAtSchool } from '../../../schema/display';
import type { AnyResource } from '../../../schema/registry';
import { useLeaveText } from '../leave/text';
import type { DayCounts } from './api';
import type { GridLine, LinePatch } from './RegisterGrid';

/** The grid's lines with the user's marks over the stored ones; marks are forgotten when the day reloads. */
export function useRegisterEdits(source: readonly GridLine[] | undefined) {
  const [edits, setEdits] = useState<ReadonlyMap<number, LinePatch>>(new Map());
  useEffect(() => setEdits(new Map()), [source]);
  const lines = useMemo(() => (source ?? []).map((l) => ({ ...l, ...edits.get(l.key) })), [source, edits]);
  const change = useCallback(
    (key: number, patch: LinePatch) => setEdits((m) => new Map(m).set(key, { ...m.get(key), ...patch })),
    [],
  );
  /** Everyone not marked yet is present; a mark given, or leave, stays. */
  const markAllPresent = useCallback(() => {
    setEdits((m) => {
      const next = new Map(m);
      for (const line of source ?? []) {
        const status = m.get(line.key)?.status ?? line.status;
        if (status === null || status === undefined || status === '')
          next.set(line.key, { ...m.get(line.key), status: 'present' });
      }
      return next;
    });
  }, [source]);
  return { lines, change, markAllPresent, dirty: edits.size > 0 };
}

/** A date input that offers no day after today. */
export function DateField({ value, onChange }: { readonly value: string; readonly onChange: (date: string) => void }) {
  const t = useLeaveText();
  return (
    <TextField
      label={t('register.date')}
      type="date"
      size="small"
      value={value}
      onChange={(e) => e.target.value && onChange(e.target.value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: todayAtSchool() } }}
    />
  );
}

/** Mark all present, save, and what is left to do, above and below the grid. */
export function RegisterActions({
  lines,
  dirty,
  saving,
  onMarkAll,
  onSave,
}: {
  readonly lines: readonly GridLine[];
  readonly dirty: boolean;
  readonly saving: boolean;
  readonly onMarkAll: () => void;
  readonly onSave: () => void;
}) {
  const t = useLeaveText();
  const unmarked = lines.filter((l) => !l.status).length;
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', my: 1 }}>
      <Button variant="outlined" onClick={onMarkAll} disabled={unmarked === 0}>
        {t('register.mark_all')}
      </Button>
      <Button variant="contained" onClick={onSave} disabled={!dirty || saving}>
        {saving ? t('register.saving') : t('register.save')}
      </Button>
      <Typography variant="body2" color="text.secondary" role="status">
        {[
          dirty ? t('register.unsaved') : lines.some((l) => l.saved) ? t('register.all_saved') : '',
          unmarked > 0 ? t('register.not_marked', { count: unmarked }) : '',
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
    </Box>
  );
}

/** The fortnight's marks per day, one column per status. */
export function RegisterSummary({
  resource,
  summary,
}: {
  readonly resource: AnyResource;
  readonly summary: readonly DayCounts[];
}): ReactNode {
  const t = useLeaveText();
  const translate = useTranslate();
  const field = resource.fields.status;
  const statuses = field.choices ?? [];
  if (summary.length === 0) return null;
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('register.summary')}
      </Typography>
      <Table size="small" sx={{ maxWidth: 720 }}>
        <caption>{t('register.summary_caption')}</caption>
        <TableHead>
          <TableRow>
            <TableCell>{t('register.day')}</TableCell>
            {statuses.map((s) => (
              <TableCell key={s} align="right">
                {translate(`resources.${resource.name}.choices.status.${s}`, { _: choiceLabel(field, s) })}
              </TableCell>
            ))}
            <TableCell align="right">{t('register.total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {summary.map((day) => (
            <TableRow key={day.date} data-day={day.date}>
              <TableCell component="th" scope="row">
                {formatStoredDate(day.date)}
              </TableCell>
              {statuses.map((s) => (
                <TableCell key={s} align="right" data-status={s}>
                  {day.counts[s] ?? 0}
                </TableCell>
              ))}
              <TableCell align="right">{Object.values(day.counts).reduce((a, b) => a + b, 0)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
