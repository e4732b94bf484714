import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { ClassSubjectProgress } from '../../../schema/exams-marks-api';

export const T = 'shule.exams_screens.marks';

/** A class-subject's state in an exam, in words (colour alone tells no one using a screen reader). */
export function ProgressChip({ row }: { readonly row: ClassSubjectProgress | undefined }) {
  const translate = useTranslate();
  if (!row) return <span>{translate(`${T}.not_sitting`)}</span>;
  const state = row.complete ? 'complete' : row.entered > 0 ? 'in_progress' : 'not_started';
  const label = `${translate(`${T}.${state}`)}: ${translate(`${T}.entered`, { entered: row.entered, students: row.students })}`;
  return (
    <Chip
      size="small"
      variant={row.complete ? 'filled' : 'outlined'}
      color={row.complete ? 'success' : row.entered > 0 ? 'warning' : 'default'}
      label={label}
    />
  );
}
