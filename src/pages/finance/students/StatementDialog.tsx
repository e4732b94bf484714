import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { formatKes } from '../../../resources/generic/money';
import { fetchStatement, openStatementPdf, type Statement, type StatementLine } from './api';

const T = 'shule.finance_screens.statement';

/** A balance in the user's language: a credit says so rather than showing a minus sign. */
export function useBalanceText(): (cents: number) => string {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (cents) =>
    cents < 0 ? translate(`${T}.in_credit`, { amount: formatKes(-cents, locale) }) : formatKes(cents, locale);
}

const dateText = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale === 'sw' ? 'sw-KE' : 'en-KE', { dateStyle: 'medium' }).format(
    new Date(`${iso}T00:00:00`),
  );

function Lines({ statement }: { readonly statement: Statement }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const balance = useBalanceText();
  const money = (cents: number) => (cents === 0 ? '' : formatKes(cents, locale));
  // The server's description is English; the screen words a line from its kind, mode and detail.
  const describe = (line: StatementLine) => {
    const mode = line.mode ? translate(`shule.finance_screens.dashboard.modes.${line.mode}`, { _: line.mode }) : '';
    const base =
      line.kind === 'payment'
        ? [mode, line.detail].filter(Boolean).join(' · ')
        : ['invoice', 'void', 'discount', 'opening_balance'].includes(line.kind)
          ? (line.detail ?? '')
          : line.description;
    const applied = line.applied > 0 ? translate(`${T}.applied`, { amount: formatKes(line.applied, locale) }) : '';
    return [base, applied].filter(Boolean).join(' · ');
  };
  return (
    <Table
      size="small"
      aria-label={translate(`${T}.title`, { name: statement.student.name })}
      // Only the description wraps: a wrapped amount or receipt number reads as two.
      sx={{ '& td:not(:nth-of-type(3))': { whiteSpace: 'nowrap' } }}
    >
      <TableHead>
        <TableRow>
          <TableCell>{translate(`${T}.date`)}</TableCell>
          <TableCell>{translate(`${T}.reference`)}</TableCell>
          <TableCell>{translate(`${T}.description`)}</TableCell>
          <TableCell align="right">{translate(`${T}.debit`)}</TableCell>
          <TableCell align="right">{translate(`${T}.credit`)}</TableCell>
          <TableCell align="right">{translate(`${T}.balance`)}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        <TableRow>
          <TableCell colSpan={5}>
            <strong>{translate(`${T}.opening`)}</strong>
          </TableCell>
          <TableCell align="right">{balance(statement.opening)}</TableCell>
        </TableRow>
        {statement.lines.map((line) => (
          <TableRow key={line.entry_no} data-kind={line.kind}>
            <TableCell>{dateText(line.date, locale)}</TableCell>
            <TableCell>{line.reference ?? ''}</TableCell>
            <TableCell>
              <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
                {translate(`${T}.kinds.${line.kind}`, { _: line.kind })}
              </Typography>
              {describe(line) ? ` · ${describe(line)}` : ''}
            </TableCell>
            <TableCell align="right">{money(line.debit)}</TableCell>
            <TableCell align="right">{money(line.credit)}</TableCell>
            <TableCell align="right" data-balance={line.balance}>
              {balance(line.balance)}
            </TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell colSpan={5}>
            <strong>{translate(`${T}.closing`)}</strong>
          </TableCell>
          <TableCell align="right" data-testid="closing-balance">
            <strong>{balance(statement.closing)}</strong>
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}

/**
 * A student's statement on screen: every invoice, discount, payment, credit, void and refund in
 * date order with the running balance, a period to narrow it, and the PDF on the letterhead.
 */
export function StatementDialog({
  studentId,
  onClose,
}: {
  readonly studentId: number | null;
  readonly onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [state, setState] = useState<{ statement: Statement | null; failed: boolean; loading: boolean }>({
    statement: null,
    failed: false,
    loading: false,
  });
  useEffect(() => {
    if (studentId === null) return;
    let live = true;
    setState((s) => ({ ...s, loading: true, failed: false }));
    fetchStatement(studentId, from, to)
      .then((statement) => live && setState({ statement, failed: false, loading: false }))
      .catch(() => live && setState({ statement: null, failed: true, loading: false }));
    return () => {
      live = false;
    };
  }, [studentId, from, to]);
  const statement = state.statement;
  const student = statement?.student;
  const pdf = () =>
    studentId !== null &&
    openStatementPdf(studentId, from, to).catch(() => notify(`${T}.pdf_failed`, { type: 'error' }));
  return (
    <Dialog open={studentId !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="statement-title">
      <DialogTitle id="statement-title">{translate(`${T}.title`, { name: student?.name ?? '' })}</DialogTitle>
      <DialogContent>
        {student && (
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {translate(`${T}.particulars`, {
              adm: student.admission_no ?? '',
              class: [student.class_name, student.stream_name].filter(Boolean).join(' '),
            })}
            {student.guardian ? ` · ${translate(`${T}.guardian`, { name: student.guardian })}` : ''}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 2, my: 2, flexWrap: 'wrap' }}>
          <TextField
            type="date"
            size="small"
            label={translate(`${T}.from`)}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            size="small"
            label={translate(`${T}.to`)}
            value={to}
            onChange={(e) => setTo(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
        <Box sx={{ height: 4 }}>{state.loading && <LinearProgress aria-label={translate('ra.page.loading')} />}</Box>
        {state.failed && <Alert severity="error">{translate('shule.finance_screens.load_failed')}</Alert>}
        {statement && statement.lines.length === 0 && (
          <Typography sx={{ my: 2 }}>{translate(`${T}.no_lines`)}</Typography>
        )}
        {statement && <Lines statement={statement} />}
        {statement?.paybill && (
          <Typography variant="body2" sx={{ mt: 2 }}>
            {translate(`${T}.pay_with`, { paybill: statement.paybill, account: statement.account ?? '' })}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void pdf()} startIcon={<PictureAsPdf />} disabled={!statement}>
          {translate(`${T}.pdf`)}
        </Button>
        <Button onClick={onClose} variant="contained">
          {translate(`${T}.close`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
