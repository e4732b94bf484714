import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useRef, useState } from 'react';
import { type RaRecord, Title, useGetList, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { API_URL, httpClient } from '../../../providers/httpClient';
import { formatKes } from '../../../resources/generic/money';
import { AssignDialog, T, type Unmatched } from './AssignDialog';

const when = (iso: unknown, locale: string) =>
  typeof iso === 'string' && iso !== ''
    ? new Date(iso.length === 10 ? `${iso}T12:00:00+03:00` : iso).toLocaleString(locale === 'sw' ? 'sw-KE' : 'en-KE', {
        timeZone: 'Africa/Nairobi',
        dateStyle: 'medium',
        ...(iso.length > 10 ? { timeStyle: 'short' } : {}),
      })
    : '';

interface Column {
  readonly label: string;
  readonly value: (r: RaRecord) => string;
  readonly numeric?: boolean;
}

/** One queue: its records still unmatched, newest first, each with Assign. */
function Queue({
  resource,
  title,
  columns,
  summary,
  onAssign,
}: {
  resource: Unmatched['resource'];
  title: string;
  columns: readonly Column[];
  summary: (r: RaRecord) => string;
  onAssign: (item: Unmatched) => void;
}) {
  const translate = useTranslate();
  const {
    data = [],
    total = 0,
    isPending,
  } = useGetList(resource, {
    filter: { status: 'unmatched' },
    sort: { field: 'id', order: 'DESC' },
    pagination: { page: 1, perPage: 100 },
  });
  const headingId = `${resource}-queue`;
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2, mb: 3, overflowX: 'auto' }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title} ({total})
      </Typography>
      {!isPending && data.length === 0 ? (
        <Typography color="text.secondary">{translate(`${T}.none`)}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.label} align={c.numeric ? 'right' : 'left'}>
                  {translate(c.label)}
                </TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((record) => (
              <TableRow key={record.id}>
                {columns.map((c) => (
                  <TableCell key={c.label} align={c.numeric ? 'right' : 'left'}>
                    {c.value(record)}
                  </TableCell>
                ))}
                <TableCell align="right">
                  <Button
                    variant="outlined"
                    size="small"
                    aria-label={`${translate(`${T}.assign`)}: ${summary(record)}`}
                    onClick={() => onAssign({ resource, id: Number(record.id), summary: summary(record) })}
                  >
                    {translate(`${T}.assign`)}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}

/** Import a bank statement (CSV): lines naming a student are receipted, the rest join the queue below. */
function ImportStatement({ onImported }: { onImported: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const { json } = await httpClient(`${API_URL}/finance/bank-deposits/import`, {
        method: 'POST',
        body: await file.text(),
        headers: new Headers({ 'Content-Type': 'text/csv' }),
      });
      notify(`${T}.imported`, { type: 'success', messageArgs: json as Record<string, number> });
      onImported();
    } catch (error) {
      notify(error instanceof Error ? error.message : `${T}.import_failed`, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <input ref={input} type="file" accept=".csv,text/csv" hidden onChange={(e) => void chosen(e)} />
      <Button variant="contained" disabled={busy} onClick={() => input.current?.click()}>
        {translate(`${T}.import`)}
      </Button>
    </>
  );
}

/**
 * /unmatchedpayments: M-Pesa payments whose account named no student and bank deposits whose
 * reference named none, each assigned to a student by a clerk (receipted then). Reached from
 * /feepayments.
 */
export function UnmatchedPaymentsPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [item, setItem] = useState<Unmatched | null>(null);
  const [round, setRound] = useState(0);
  const money = (r: RaRecord) => formatKes(Number(r.amount), locale);
  const refresh = () => setRound((n) => n + 1);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('shule.routes.unmatchedpayments', { _: 'Unmatched payments' })} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Alert severity="info" sx={{ flex: '1 1 320px' }}>
          {translate(`${T}.intro`)}
        </Alert>
        <ImportStatement onImported={refresh} />
      </Box>
      <Box key={round}>
        <Queue
          resource="mpesa_transactions"
          title={translate(`${T}.mpesa_title`)}
          onAssign={setItem}
          summary={(r) => `${String(r.trans_id)} · ${money(r)} · ${String(r.payer_name ?? '')}`}
          columns={[
            { label: 'resources.mpesa_transactions.fields.trans_time', value: (r) => when(r.trans_time, locale) },
            { label: 'resources.mpesa_transactions.fields.trans_id', value: (r) => String(r.trans_id) },
            { label: 'resources.mpesa_transactions.fields.amount', value: money, numeric: true },
            { label: 'resources.mpesa_transactions.fields.bill_ref', value: (r) => String(r.bill_ref ?? '') },
            { label: 'resources.mpesa_transactions.fields.payer_name', value: (r) => String(r.payer_name ?? '') },
          ]}
        />
        <Queue
          resource="bank_deposits"
          title={translate(`${T}.bank_title`)}
          onAssign={setItem}
          summary={(r) => `${String(r.reference ?? '')} · ${money(r)} · ${String(r.description ?? '')}`}
          columns={[
            { label: 'resources.bank_deposits.fields.value_date', value: (r) => when(r.value_date, locale) },
            { label: 'resources.bank_deposits.fields.reference', value: (r) => String(r.reference ?? '') },
            { label: 'resources.bank_deposits.fields.amount', value: money, numeric: true },
            { label: 'resources.bank_deposits.fields.description', value: (r) => String(r.description ?? '') },
          ]}
        />
      </Box>
      <AssignDialog
        item={item}
        onClose={(assigned) => {
          setItem(null);
          if (assigned) refresh();
        }}
      />
    </Box>
  );
}
