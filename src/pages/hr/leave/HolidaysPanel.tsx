import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useGetList, useLocale, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatStoredDate, todayAtSchool } from '../../../schema/display';
import { publicHolidays } from '../../../schema/hr-leave';
import { sundayMoves } from '../../../schema/hr-leave-calendar';
import { useCanWrite } from '../../../resources/generic/useCanWrite';
import { useLeaveText } from './text';
import { LoadingBar } from '../../../resources/generic/LoadingBar';

/** A day's weekday in the user's language ("Monday", "Jumatatu"). */
const weekdayName = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale === 'sw' ? 'sw-KE' : 'en-KE', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/**
 * The year's public holidays, each with its weekday and, for one on a Sunday, the Monday it is
 * kept on: the days the engine leaves out of leave (src/schema/hr-leave-calendar.ts).
 */
export function HolidaysPanel() {
  const t = useLeaveText();
  const translate = useTranslate();
  const locale = useLocale();
  const canWrite = useCanWrite(publicHolidays);
  const [year, setYear] = useState(Number(todayAtSchool().slice(0, 4)));
  const { data, isPending } = useGetList('public_holidays', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'date', order: 'ASC' },
    filter: { date_gte: `${year}-01-01`, date_lte: `${year}-12-31` },
  });
  const rows = data ?? [];
  const moves = useMemo(() => sundayMoves((data ?? []).map((r) => String(r.date))), [data]);
  const label = (field: 'date' | 'name' | 'note') =>
    translate(`resources.public_holidays.fields.${field}`, { _: publicHolidays.fields[field].label });
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <TextField
          label={t('year')}
          type="number"
          size="small"
          value={year}
          onChange={(e) => setYear(Number(e.target.value) || year)}
          slotProps={{ htmlInput: { min: 2000, max: 2100 } }}
          sx={{ width: 120 }}
        />
        {canWrite && (
          <Button component={RouterLink} to="/publicholidays/create" variant="outlined" startIcon={<AddIcon />}>
            {t('holidays.new')}
          </Button>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('holidays.rule')}
      </Typography>
      {isPending && <LoadingBar />}
      <TableContainer>
        <Table size="small">
          <caption>{t('holidays.caption', { year })}</caption>
          <TableHead>
            <TableRow>
              <TableCell>{label('date')}</TableCell>
              <TableCell>{t('holidays.weekday')}</TableCell>
              <TableCell>{label('name')}</TableCell>
              <TableCell>{label('note')}</TableCell>
              {canWrite && <TableCell>{t('holidays.actions')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const date = String(row.date);
              const kept = moves.get(date);
              return (
                <TableRow key={row.id}>
                  <TableCell>{formatStoredDate(date)}</TableCell>
                  <TableCell>
                    {weekdayName(date, locale)}
                    {kept && (
                      <Typography variant="caption" component="div" color="text.secondary">
                        {t('holidays.kept_on', { date: `${weekdayName(kept, locale)} ${formatStoredDate(kept)}` })}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell component="th" scope="row">
                    {String(row.name)}
                  </TableCell>
                  <TableCell>{String(row.note ?? '')}</TableCell>
                  {canWrite && (
                    <TableCell>
                      <Button
                        component={RouterLink}
                        to={`/publicholidays/${row.id}`}
                        size="small"
                        aria-label={t('holidays.edit', { name: String(row.name) })}
                      >
                        {t('holidays.edit_short')}
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
            {!isPending && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={canWrite ? 5 : 4}>{t('holidays.empty', { year })}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
