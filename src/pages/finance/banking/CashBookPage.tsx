import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { Title, useGetList, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { Figure, Figures } from '../../../resources/generic/Figures';
import { formatKes } from '../../../resources/generic/money';
import type { CashBook } from '../../../schema/bank-reconciliation';
import { formatDate, todayAtSchool } from '../../../schema/display';
import { fiscalYearOf } from '../../../schema/fiscal-year';
import { downloadCashBook, fetchCashBook, openCashBookPdf } from './api';

const B = 'shule.banking_screens.book';
const COL = 'shule.banking_screens.columns';

/**
 * /cashbook: a bank (or M-Pesa) account's cash book for a period, by default the fiscal year so
 * far: the balance brought forward, every receipt and payment on its ledger account with a running
 * balance, the totals and the balance carried forward; exported as a spreadsheet.
 */
export function CashBookPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [params, setParams] = useSearchParams();
  const today = todayAtSchool();
  const from = params.get('from') ?? fiscalYearOf(today).from;
  const to = params.get('to') ?? today;
  const { data: accounts = [] } = useGetList('bank_accounts', {
    sort: { field: 'name', order: 'ASC' },
    pagination: { page: 1, perPage: 100 },
  });
  const account = Number(params.get('account') ?? '') || Number(accounts[0]?.id ?? 0);
  const [book, setBook] = useState<CashBook | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!account) return;
    let live = true;
    setFailed(false);
    fetchCashBook(account, from, to)
      .then((next) => live && setBook(next))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [account, from, to]);
  // The latest choice of each input, not the last render's: react-router hands a setter the search
  // of the render it was made in, so two inputs changed in one go undid each other.
  const latest = useRef<Record<string, string>>({});
  latest.current = { account: String(account), from, to, ...latest.current };
  const change = (name: string, value: string) => {
    latest.current = { ...latest.current, [name]: value };
    setParams(Object.fromEntries(Object.entries(latest.current).filter(([, v]) => v !== '' && v !== '0')));
  };
  const money = (cents: number) => (cents === 0 ? '' : formatKes(cents, locale));
  const title = book
    ? translate(`${B}.table`, { account: book.account.name, from: formatDate(book.from), to: formatDate(book.to) })
    : '';
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2 }}>
      <Title title={translate('shule.routes.cashbook', { _: 'Cash book' })} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          select
          label={translate(`${B}.account`)}
          value={account || ''}
          onChange={(e) => change('account', String(e.target.value))}
          sx={{ minWidth: 320 }}
        >
          {accounts.map((a) => (
            <MenuItem key={a.id} value={Number(a.id)}>
              {String(a.name)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="date"
          label={translate(`${B}.from`)}
          value={from}
          onChange={(e) => change('from', e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label={translate(`${B}.to`)}
          value={to}
          onChange={(e) => change('to', e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button
          startIcon={<DownloadIcon />}
          disabled={!book}
          onClick={() =>
            void downloadCashBook(account, from, to).catch(() =>
              notify('shule.banking_screens.failed', { type: 'error' }),
            )
          }
        >
          {translate(`${B}.export`)}
        </Button>
        <Button
          startIcon={<PictureAsPdfIcon />}
          disabled={!book}
          onClick={() =>
            void openCashBookPdf(account, from, to).catch(() =>
              notify('shule.banking_screens.failed', { type: 'error' }),
            )
          }
        >
          {translate(`${B}.pdf`)}
        </Button>
      </Box>
      {!account && <Alert severity="info">{translate(`${B}.choose`)}</Alert>}
      {failed && <Alert severity="error">{translate('shule.banking_screens.failed')}</Alert>}
      {book && (
        <>
          <Figures columnMin="12rem">
            <Figure label={translate(`${B}.opening`)} value={formatKes(book.opening, locale)} testId="book-opening" />
            <Figure label={translate(`${COL}.money_in`)} value={formatKes(book.total_in, locale)} testId="book-in" />
            <Figure label={translate(`${COL}.money_out`)} value={formatKes(book.total_out, locale)} testId="book-out" />
            <Figure label={translate(`${B}.closing`)} value={formatKes(book.closing, locale)} testId="book-closing" />
          </Figures>
          <Paper sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  {['date', 'entry', 'narration', 'reference', 'money_in', 'money_out', 'balance'].map((c) => (
                    <TableCell key={c} align={c.startsWith('money') || c === 'balance' ? 'right' : 'left'}>
                      {translate(`${COL}.${c}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                <TableRow>
                  <TableCell>{formatDate(book.from)}</TableCell>
                  <TableCell />
                  <TableCell colSpan={4}>{translate(`${B}.opening`)}</TableCell>
                  <TableCell align="right">{formatKes(book.opening, locale)}</TableCell>
                </TableRow>
                {book.lines.map((l) => (
                  <TableRow key={l.entry_id} hover>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(l.posted_on)}</TableCell>
                    <TableCell>{l.entry_no}</TableCell>
                    <TableCell>
                      {l.narration}
                      {l.payee ? ` · ${l.payee}` : ''}
                    </TableCell>
                    <TableCell>{l.reference}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {money(l.money_in)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {money(l.money_out)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatKes(l.balance, locale)}
                    </TableCell>
                  </TableRow>
                ))}
                {book.lines.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={7}>{translate(`${B}.none`)}</TableCell>
                  </TableRow>
                )}
                <TableRow sx={{ '& td': { fontWeight: 600, whiteSpace: 'nowrap' } }}>
                  <TableCell>{formatDate(book.to)}</TableCell>
                  <TableCell />
                  <TableCell colSpan={2}>{translate(`${B}.closing`)}</TableCell>
                  <TableCell align="right">{formatKes(book.total_in, locale)}</TableCell>
                  <TableCell align="right">{formatKes(book.total_out, locale)}</TableCell>
                  <TableCell align="right">{formatKes(book.closing, locale)}</TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </Paper>
        </>
      )}
    </Box>
  );
}
