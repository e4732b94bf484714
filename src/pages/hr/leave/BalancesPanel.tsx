import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useLocale } from 'react-admin';
import { todayAtSchool } from '../../../schema/display';
import { type EmployeeBalances, fetchBalances, type TypeBalance } from './api';
import { daysText, useLeaveText } from './text';
import { useFetched } from './useFetched';
import { LoadingBar } from '../../../resources/generic/LoadingBar';

function BalanceCell({ balance }: { readonly balance: TypeBalance | undefined }) {
  const t = useLeaveText();
  const locale = useLocale();
  if (!balance) return <TableCell>—</TableCell>;
  const d = (n: number) => daysText(n, locale);
  const line = (text: string) => (
    <Typography variant="caption" color="text.secondary" component="div">
      {text}
    </Typography>
  );
  const unlimited = balance.remaining === null;
  return (
    <TableCell data-type={balance.code} data-remaining={balance.remaining ?? ''}>
      <Typography variant="body2" sx={{ fontWeight: unlimited ? 400 : 600 }}>
        {unlimited ? t('balances.no_limit') : t('balances.left', { remaining: d(balance.remaining ?? 0) })}
      </Typography>
      {unlimited
        ? balance.taken > 0 && line(t('balances.taken', { taken: d(balance.taken) }))
        : line(t('balances.detail', { entitled: d(balance.entitled ?? 0), taken: d(balance.taken) }))}
      {balance.carried_forward > 0 && line(t('balances.carried', { carried: d(balance.carried_forward) }))}
      {balance.pending > 0 && line(t('balances.pending', { pending: d(balance.pending) }))}
    </TableCell>
  );
}

/** The leave types any employee has, in the order the school made them (annual first), as the table's columns. */
function columnsOf(rows: readonly EmployeeBalances[]): { id: number; name: string }[] {
  const seen = new Map<number, string>();
  for (const row of rows) for (const b of row.types) if (!seen.has(b.leave_type_id)) seen.set(b.leave_type_id, b.name);
  return [...seen.entries()].sort(([a], [b]) => a - b).map(([id, name]) => ({ id, name }));
}

/** Each active employee's leave for a year: days left of every type, with what was earned, taken and asked for. */
export function BalancesPanel() {
  const t = useLeaveText();
  const [year, setYear] = useState(Number(todayAtSchool().slice(0, 4)));
  const [search, setSearch] = useState('');
  const { data, error, loading } = useFetched(
    String(year),
    year >= 2000 && year <= 2100 ? () => fetchBalances(year) : null,
  );
  const rows = useMemo(() => {
    const words = search.trim().toLowerCase();
    return (data ?? []).filter((r) => words === '' || `${r.name} ${r.staff_no ?? ''}`.toLowerCase().includes(words));
  }, [data, search]);
  const columns = useMemo(() => columnsOf(data ?? []), [data]);
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <TextField
          label={t('year')}
          type="number"
          size="small"
          value={year}
          onChange={(e) => setYear(Number(e.target.value) || year)}
          slotProps={{ htmlInput: { min: 2000, max: 2100 } }}
          sx={{ width: 120 }}
        />
        <TextField
          label={t('balances.search')}
          type="search"
          size="small"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('balances.note')}
      </Typography>
      {loading && <LoadingBar />}
      {error && <Alert severity="error">{t('balances.failed', { reason: error.message })}</Alert>}
      {data && (
        <TableContainer sx={{ maxHeight: '70vh' }}>
          <Table size="small" stickyHeader>
            <caption>{t('balances.caption', { year })}</caption>
            <TableHead>
              <TableRow>
                <TableCell>{t('balances.employee')}</TableCell>
                {columns.map((c) => (
                  <TableCell key={c.id}>{c.name}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.employee_id} data-employee={row.employee_id}>
                  <TableCell component="th" scope="row">
                    <Typography variant="body2">{row.name}</Typography>
                    {row.staff_no && (
                      <Typography variant="caption" color="text.secondary">
                        {row.staff_no}
                      </Typography>
                    )}
                  </TableCell>
                  {columns.map((c) => (
                    <BalanceCell key={c.id} balance={row.types.find((b) => b.leave_type_id === c.id)} />
                  ))}
                </TableRow>
              ))}
              {rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={columns.length + 1}>{t('balances.empty')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
