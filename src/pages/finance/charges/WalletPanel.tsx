import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useLocaleState } from 'react-admin';
import { API_URL, httpClient } from '../../../providers/httpClient';
import { formatKes } from '../../../resources/generic/money';
import { formatDate } from '../../../schema/display';
import type { WalletStatement as Statement } from '../../../schema/pocket-money-statement';
import { useDeskText } from './text';

/** GET /api/finance/pocket-money/:id/statement, again whenever `round` moves (after a save). */
export function useStatement(studentId: number | null, round: number): Statement | null {
  const [statement, setStatement] = useState<Statement | null>(null);
  useEffect(() => {
    if (!studentId) {
      setStatement(null);
      return;
    }
    let live = true;
    void httpClient(`${API_URL}/finance/pocket-money/${studentId}/statement`).then(
      (r) => live && setStatement(r.json as Statement),
      () => live && setStatement(null),
    );
    return () => {
      live = false;
    };
  }, [studentId, round]);
  return statement;
}

/** The wallet beside the form: its balance large, the totals, and its transactions, latest first. */
export function WalletPanel({ statement }: { readonly statement: Statement | null }) {
  const text = useDeskText();
  const [locale] = useLocaleState();
  const kes = (cents: number) => formatKes(cents, locale);
  if (!statement) return <Typography color="text.secondary">{text('choose')}</Typography>;
  return (
    <Box>
      <Typography variant="subtitle1">
        {statement.student.name} · {statement.student.admission_no}
        {statement.student.class_name ? ` · ${statement.student.class_name}` : ''}
      </Typography>
      <Typography variant="overline" component="p" sx={{ mt: 1 }}>
        {text('balance')}
      </Typography>
      <Typography variant="h4" component="p" data-testid="wallet-balance">
        {kes(statement.balance)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {text('deposits')} {kes(statement.deposits)} · {text('withdrawals')} {kes(statement.withdrawals)}
      </Typography>
      <Typography variant="h6" component="h2">
        {text('history')}
      </Typography>
      {statement.transactions.length === 0 ? (
        <Typography color="text.secondary">{text('empty')}</Typography>
      ) : (
        <Table size="small" aria-label={text('history')}>
          <TableHead>
            <TableRow>
              <TableCell>{text('date')}</TableCell>
              <TableCell>{text('kind')}</TableCell>
              <TableCell align="right">{text('amount')}</TableCell>
              <TableCell>{text('reference')}</TableCell>
              <TableCell align="right">{text('after')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {[...statement.transactions].reverse().map((t) => (
              <TableRow key={t.id}>
                <TableCell>{formatDate(t.transacted_on)}</TableCell>
                <TableCell>
                  {text(t.kind === 'deposit' ? 'deposit' : 'withdrawal')} ({text(t.mode === 'mpesa' ? 'mpesa' : 'cash')}
                  )
                </TableCell>
                <TableCell align="right">{t.kind === 'deposit' ? kes(t.amount) : `−${kes(t.amount)}`}</TableCell>
                <TableCell>{t.reference ?? t.note ?? ''}</TableCell>
                <TableCell align="right">{kes(t.balance_after)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
