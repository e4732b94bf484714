import Download from '@mui/icons-material/Download';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useGetList, useNotify, useTranslate } from 'react-admin';
import { todayAtSchool } from '../../../schema/display';
import { fiscalYear, fiscalYearOf } from '../../../schema/fiscal-year';
import { downloadStatementXlsx, openStatementPdf, type StatementQuery } from './api';
import { T } from './ReportTable';

/** The fiscal years offered: four back, the current one and the next. */
const fiscalYears = () => {
  const start = fiscalYearOf(todayAtSchool()).start_year;
  return Array.from({ length: 6 }, (_, i) => fiscalYear(start + 1 - i));
};

/** The period (a fiscal year, or any dates), the fund, and the PDF and workbook of the statement shown. */
export function StatementControls({
  query,
  change,
  fields,
  ready,
}: {
  readonly query: StatementQuery;
  readonly change: (next: Partial<StatementQuery>) => void;
  readonly fields: Readonly<Record<string, string>>;
  readonly ready: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const { data: funds = [] } = useGetList('funds', {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'code', order: 'ASC' },
  });
  const years = useMemo(fiscalYears, []);
  const year = years.find((y) => y.from === query.from && y.to === query.to);
  const [busy, setBusy] = useState<'pdf' | 'xlsx' | null>(null);
  const run = (kind: 'pdf' | 'xlsx') => {
    setBusy(kind);
    (kind === 'pdf' ? openStatementPdf(query) : downloadStatementXlsx(query))
      .catch((error: unknown) =>
        notify(error instanceof Error ? error.message : `${T}.${kind}_failed`, { type: 'error' }),
      )
      .finally(() => setBusy(null));
  };
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <TextField
        select
        size="small"
        label={translate(`${T}.fiscal_year`)}
        value={year ? String(year.start_year) : 'other'}
        onChange={(e) => {
          const chosen = years.find((y) => String(y.start_year) === e.target.value);
          if (chosen) change({ from: chosen.from, to: chosen.to });
        }}
        sx={{ minWidth: 150 }}
      >
        {years.map((y) => (
          <MenuItem key={y.start_year} value={String(y.start_year)}>
            {y.name}
          </MenuItem>
        ))}
        <MenuItem value="other" disabled>
          {translate(`${T}.other_period`)}
        </MenuItem>
      </TextField>
      <TextField
        type="date"
        size="small"
        label={translate(`${T}.from`)}
        value={query.from}
        onChange={(e) => e.target.value && change({ from: e.target.value })}
        error={Boolean(fields.from)}
        helperText={fields.from}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        label={translate(`${T}.to`)}
        value={query.to}
        onChange={(e) => e.target.value && change({ to: e.target.value })}
        error={Boolean(fields.to)}
        helperText={fields.to}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        select
        size="small"
        label={translate(`${T}.fund`)}
        value={query.fund}
        onChange={(e) => change({ fund: e.target.value })}
        error={Boolean(fields.fund_id)}
        helperText={fields.fund_id}
        sx={{ minWidth: 220 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{translate(`${T}.all_funds`)}</MenuItem>
        {funds.map((f) => (
          <MenuItem key={String(f.id)} value={String(f.id)}>
            {`${String(f.code)} · ${String(f.name)}`}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
        <Button
          variant="outlined"
          startIcon={<PictureAsPdf />}
          disabled={!ready || busy !== null}
          onClick={() => run('pdf')}
        >
          {translate(`${T}.pdf`)}
        </Button>
        <Button
          variant="outlined"
          startIcon={<Download />}
          disabled={!ready || busy !== null}
          onClick={() => run('xlsx')}
        >
          {translate(`${T}.excel`)}
        </Button>
      </Box>
    </Box>
  );
}
