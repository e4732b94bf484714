import Typography from '@mui/material/Typography';
import { useFieldValue, useTranslate } from 'react-admin';
import { formatStoredDate } from '../../schema/display';

export interface DateTextProps {
  readonly source: string;
  /** A date-time field: the date and the time in Nairobi. */
  readonly showTime?: boolean;
  /** What a missing value reads as (an i18n key or text); nothing by default. */
  readonly emptyText?: string;
  // Read by Datagrid from the element, as from react-admin's own fields.
  readonly label?: string;
  readonly sortable?: boolean;
}

/**
 * A date field read as Kenyan schools write it (23/11/2026), by the one formatter of screens,
 * exports and documents (src/schema/display.ts), whatever the browser's language or time zone:
 * react-admin's DateField follows the browser, so an en-US browser would show 11/23/2026.
 */
export function DateText({ source, showTime = false, emptyText }: DateTextProps) {
  const translate = useTranslate();
  const value = useFieldValue({ source });
  const text = formatStoredDate(value, showTime);
  if (text === '' && !emptyText) return null;
  return (
    <Typography component="span" variant="body2">
      {text === '' && emptyText ? translate(emptyText, { _: emptyText }) : text}
    </Typography>
  );
}
