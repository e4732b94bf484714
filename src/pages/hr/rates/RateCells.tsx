import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import { useLocale, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatStoredDate } from '../../../schema/display';
import type { AnyResource } from '../../../schema/registry';
import { representIn } from '../../../resources/generic/representation';
import { formatKes } from '../../../resources/generic/money';
import type { Row, Standing } from './datedRows';

const S = 'shule.hr_rates.screens';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A stored rate value as read: money in KES (an empty upper limit is "No limit"), a rate in per cent. */
export function rateText(resource: AnyResource, field: string, row: Row, translate: Translate, locale: string): string {
  const value = row[field];
  if (value === null || value === undefined || value === '')
    return field === 'upper' ? translate(`${S}.no_limit`) : '—';
  switch (resource.fields[field]?.kind) {
    case 'money':
      return formatKes(Number(value), locale);
    case 'number':
      return `${new Intl.NumberFormat(locale === 'sw' ? 'sw-KE' : 'en-KE', { maximumFractionDigits: 2 }).format(Number(value))} %`;
    case 'date':
      return formatStoredDate(value);
    case 'boolean':
      return translate(value === true || value === 1 ? `${S}.yes` : `${S}.no`);
    default:
      return String(value);
  }
}

export function RateValue({ resource, field, row }: { resource: AnyResource; field: string; row: Row }) {
  const translate = useTranslate();
  const locale = useLocale();
  return <>{rateText(resource, field, row, translate, locale)}</>;
}

const CHIP_COLOUR: Record<Standing, 'success' | 'info' | 'default'> = {
  in_force: 'success',
  upcoming: 'info',
  earlier: 'default',
  ended: 'default',
};

/** How a date's rows stand this month, in words (colour only repeats them). */
export function StandingChip({ standing, until }: { standing: Standing; until?: string }) {
  const translate = useTranslate();
  const label =
    standing === 'ended' ? translate(`${S}.ended`, { date: formatStoredDate(until) }) : translate(`${S}.${standing}`);
  return (
    <Chip
      size="small"
      color={CHIP_COLOUR[standing]}
      variant={standing === 'in_force' ? 'filled' : 'outlined'}
      label={label}
    />
  );
}

/**
 * Edit (HR administrators) or open (readers) one row, named for a screen reader: the row's name,
 * and for a band its lower bound (`detail`), since bands of one date share a name.
 */
export function RowAction({
  resource,
  row,
  canWrite,
  detail,
}: {
  resource: AnyResource;
  row: Row;
  canWrite: boolean;
  detail?: string;
}) {
  const translate = useTranslate();
  const name = detail ? `${representIn(translate, resource, row)}, ${detail}` : representIn(translate, resource, row);
  const label = translate(canWrite ? `${S}.edit` : `${S}.show`, { name });
  return (
    <IconButton
      component={Link}
      to={canWrite ? `${resource.path}/${String(row.id)}` : `${resource.path}/${String(row.id)}/show`}
      aria-label={label}
      title={label}
      size="small"
    >
      {canWrite ? <EditIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
    </IconButton>
  );
}
