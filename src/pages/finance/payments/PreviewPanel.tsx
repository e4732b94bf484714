import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formatKes } from '../../../resources/generic/money';
import { type AllocationPreview, previewPayment } from './api';

const T = 'shule.payments_screen';

/** The allocation as the server would make it, asked again a moment after the inputs settle. */
function usePreview() {
  const student = useWatch({ name: 'student_id' }) as unknown;
  const amount = useWatch({ name: 'amount' }) as unknown;
  const mode = useWatch({ name: 'mode' }) as unknown;
  const [state, setState] = useState<{ preview?: AllocationPreview; loading: boolean; failed: boolean }>({
    loading: false,
    failed: false,
  });
  const ready = typeof student === 'number' && typeof amount === 'number' && amount > 0;
  useEffect(() => {
    if (!ready) {
      setState({ loading: false, failed: false });
      return;
    }
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    const timer = setTimeout(() => {
      previewPayment({ student_id: student, amount, mode: String(mode ?? 'cash') })
        .then((preview) => live && setState({ preview, loading: false, failed: false }))
        .catch(() => live && setState({ loading: false, failed: true }));
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [ready, student, amount, mode]);
  return state;
}

/** Per invoice and vote head: owing, what this payment puts on it and what is left; then the credit. */
export function PreviewPanel() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const kes = (cents: number) => formatKes(cents, locale);
  const balance = (cents: number) => (cents < 0 ? translate(`${T}.in_credit`, { amount: kes(-cents) }) : kes(cents));
  const { preview, loading, failed } = usePreview();
  return (
    <Stack spacing={1} aria-live="polite">
      <Typography variant="h6" component="h2">
        {translate(`${T}.preview`)}
      </Typography>
      {loading && <LinearProgress aria-label={translate(`${T}.preview`)} />}
      {failed && <Alert severity="error">{translate(`${T}.preview_failed`)}</Alert>}
      {!preview && !failed && <Typography color="text.secondary">{translate(`${T}.preview_empty`)}</Typography>}
      {preview && (
        <>
          {preview.lines.length === 0 ? (
            <Alert severity="info">{translate(`${T}.nothing_owed`)}</Alert>
          ) : (
            <Box sx={{ overflowX: 'auto' }}>
              <Table
                size="small"
                sx={{ '& td:not(:first-of-type), & th:not(:first-of-type)': { whiteSpace: 'nowrap' } }}
              >
                <TableHead>
                  <TableRow>
                    <TableCell>{translate(`${T}.vote_head`)}</TableCell>
                    <TableCell align="right">{translate(`${T}.owing`)}</TableCell>
                    <TableCell align="right">{translate(`${T}.paying`)}</TableCell>
                    <TableCell align="right">{translate(`${T}.left`)}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {preview.lines.map((l) => (
                    <TableRow key={`${l.invoice_id}:${l.vote_head_id}`}>
                      <TableCell>
                        {l.vote_head}
                        <Typography variant="body2" color="text.secondary">
                          {translate(`${T}.invoice`)} {l.invoice_no}
                        </Typography>
                      </TableCell>
                      <TableCell align="right">{kes(l.outstanding)}</TableCell>
                      <TableCell align="right" sx={{ fontWeight: 600 }}>
                        {kes(l.amount)}
                      </TableCell>
                      <TableCell align="right">{kes(l.after)}</TableCell>
                    </TableRow>
                  ))}
                  {preview.credit > 0 && (
                    <TableRow>
                      <TableCell colSpan={2}>{translate(`${T}.credit`)}</TableCell>
                      <TableCell align="right" sx={{ fontWeight: 600 }}>
                        {kes(preview.credit)}
                      </TableCell>
                      <TableCell />
                    </TableRow>
                  )}
                </TableBody>
              </Table>
            </Box>
          )}
          {preview.reserved > 0 && (
            <Alert severity="info">{translate(`${T}.reserved`, { amount: kes(preview.reserved) })}</Alert>
          )}
          <Typography>
            {translate(`${T}.balance_before`)}: <strong>{balance(preview.balance_before)}</strong>
          </Typography>
          <Typography>
            {translate(`${T}.balance_after`)}: <strong>{balance(preview.balance_after)}</strong>
          </Typography>
        </>
      )}
    </Stack>
  );
}
