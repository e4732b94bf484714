import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo, useMemo } from 'react';
import { choiceLabel } from '../../../schema/display';
import type { AnyResource } from '../../../schema/registry';
import { useTranslate } from 'react-admin';
import { useLeaveText } from '../leave/text';

/** One person's line of a register as the grid edits it. */
export interface GridLine {
  readonly key: number;
  readonly name: string;
  /** A second line: staff number and job, or admission number and stream. */
  readonly detail: string | null;
  /** Approved leave covering the day, by type. */
  readonly leave: string | null;
  readonly status: string | null;
  readonly time_in: string | null;
  readonly note: string | null;
  /** Marked on the register already. */
  readonly saved: boolean;
}

export type LinePatch = Partial<Pick<GridLine, 'status' | 'time_in' | 'note'>>;

interface RowProps {
  readonly line: GridLine;
  readonly statuses: readonly { value: string; label: string }[];
  readonly withTimeIn: boolean;
  readonly onChange: (key: number, patch: LinePatch) => void;
}

/**
 * A person's row: the status as radios in one group (Tab reaches the group, the arrow keys choose
 * within it), then time in and a note. Memoised: marking one person redraws one row of ninety.
 */
const RegisterRow = memo(function RegisterRow({ line, statuses, withTimeIn, onChange }: RowProps) {
  const t = useLeaveText();
  return (
    <TableRow data-person={line.key} hover>
      <TableCell component="th" scope="row">
        <Typography variant="body2">{line.name}</Typography>
        {line.detail && (
          <Typography variant="caption" color="text.secondary" component="div">
            {line.detail}
          </Typography>
        )}
        {line.leave && <Chip size="small" label={t('register.on_leave', { type: line.leave })} />}
      </TableCell>
      <TableCell>
        <RadioGroup
          row
          name={`status-${line.key}`}
          aria-label={t('register.status_of', { name: line.name })}
          value={line.status ?? ''}
          onChange={(e) => onChange(line.key, { status: e.target.value })}
          sx={{ flexWrap: 'nowrap' }}
        >
          {statuses.map((s) => (
            <FormControlLabel
              key={s.value}
              value={s.value}
              control={<Radio size="small" />}
              label={s.label}
              sx={{ mr: 1, whiteSpace: 'nowrap' }}
            />
          ))}
        </RadioGroup>
      </TableCell>
      {withTimeIn && (
        <TableCell sx={{ width: 110 }}>
          <TextField
            size="small"
            value={line.time_in ?? ''}
            onChange={(e) => onChange(line.key, { time_in: e.target.value })}
            slotProps={{ htmlInput: { 'aria-label': t('register.time_in_of', { name: line.name }), maxLength: 5 } }}
          />
        </TableCell>
      )}
      <TableCell sx={{ minWidth: 160 }}>
        <TextField
          size="small"
          fullWidth
          value={line.note ?? ''}
          onChange={(e) => onChange(line.key, { note: e.target.value })}
          slotProps={{ htmlInput: { 'aria-label': t('register.note_of', { name: line.name }), maxLength: 200 } }}
        />
      </TableCell>
    </TableRow>
  );
});

/** A day's register: every person with a status to mark, for staff also the time in. */
export function RegisterGrid({
  resource,
  lines,
  withTimeIn,
  onChange,
  caption,
}: {
  readonly resource: AnyResource;
  readonly lines: readonly GridLine[];
  readonly withTimeIn: boolean;
  readonly onChange: (key: number, patch: LinePatch) => void;
  readonly caption: string;
}) {
  const t = useLeaveText();
  const translate = useTranslate();
  const field = resource.fields.status;
  const statuses = useMemo(
    () =>
      (field.choices ?? []).map((value) => ({
        value,
        label: translate(`resources.${resource.name}.choices.status.${value}`, { _: choiceLabel(field, value) }),
      })),
    [resource, field, translate],
  );
  return (
    <TableContainer>
      <Table size="small">
        <caption>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell>{t('register.person')}</TableCell>
            <TableCell>{t('register.status')}</TableCell>
            {withTimeIn && <TableCell>{t('register.time_in')}</TableCell>}
            <TableCell>{t('register.note')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <RegisterRow key={line.key} line={line} statuses={statuses} withTimeIn={withTimeIn} onChange={onChange} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
