import EventNote from '@mui/icons-material/EventNote';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { API_URL, httpClient } from '../../../providers/httpClient';
import { GenericList } from '../../../resources/generic/GenericList';
import { useCanWrite } from '../../../resources/generic/useCanWrite';
import { todayAtSchool } from '../../../schema/display';
import { fiscalYear, fiscalYearOf } from '../../../schema/fiscal-year';
import type { AnyResource } from '../../../schema/registry';

const T = 'shule.books_screens.periods';

/**
 * /accountingperiods: the generic list of months (lock and unlock are their workflow actions), and
 * for bookkeepers the "create the year's periods" action for this fiscal year or the next.
 */
export function PeriodsList({ resource }: { resource: AnyResource }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const canWrite = useCanWrite(resource);
  const current = fiscalYearOf(todayAtSchool()).start_year;
  const [year, setYear] = useState(current);
  const [busy, setBusy] = useState(false);
  const create = async () => {
    setBusy(true);
    try {
      const { json } = await httpClient(`${API_URL}/finance/books/periods`, {
        method: 'POST',
        body: JSON.stringify({ fiscal_year: year }),
      });
      const { created } = json as { created: number };
      const name = fiscalYear(year).name;
      notify(created > 0 ? `${T}.created` : `${T}.none_new`, {
        type: created > 0 ? 'success' : 'info',
        messageArgs: { smart_count: created, year: name },
      });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {canWrite && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mt: 1.5 }}>
          <TextField
            select
            size="small"
            label={translate(`${T}.fiscal_year`)}
            value={year}
            onChange={(event) => setYear(Number(event.target.value))}
            sx={{ minWidth: 160 }}
          >
            {[current - 1, current, current + 1].map((y) => (
              <MenuItem key={y} value={y}>
                {fiscalYear(y).name}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" startIcon={<EventNote />} disabled={busy} onClick={() => void create()}>
            {translate(`${T}.create_year`)}
          </Button>
        </Box>
      )}
      <GenericList resource={resource} />
    </>
  );
}
