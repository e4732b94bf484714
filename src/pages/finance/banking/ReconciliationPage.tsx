import UploadFileIcon from '@mui/icons-material/UploadFile';
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
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Title, useGetList, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { screenPath } from '../../../providers/screenPaths';
import { formatKes } from '../../../resources/generic/money';
import { useCanWrite } from '../../../resources/generic/useCanWrite';
import { formatDate } from '../../../schema/display';
import { type AnyResource, getResource } from '../../../schema/registry';
import { startReconciliation } from './api';
import { ImportDialog } from './ImportDialog';
import { ReconciliationWorkspace } from './ReconciliationWorkspace';

const C = 'shule.banking_screens.chooser';
const RECONCILIATIONS = getResource('bank_reconciliations') as AnyResource;
const STATEMENTS = getResource('bank_statements') as AnyResource;

/** A bank account's statements, newest first, each with its reconciliation (opened or started here). */
function Statements({ accountId, name, onOpen }: { accountId: number; name: string; onOpen: (id: number) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const canStart = useCanWrite(RECONCILIATIONS);
  const canImport = useCanWrite(STATEMENTS);
  const [importing, setImporting] = useState(false);
  const { data: statements = [], refetch } = useGetList('bank_statements', {
    filter: { bank_account_id: accountId },
    sort: { field: 'period_from', order: 'DESC' },
    pagination: { page: 1, perPage: 60 },
  });
  const { data: recs = [] } = useGetList('bank_reconciliations', {
    filter: { bank_account_id: accountId },
    sort: { field: 'as_at', order: 'DESC' },
    pagination: { page: 1, perPage: 60 },
  });
  const recOf = new Map(recs.map((r) => [Number(r.statement_id), r]));
  const open = async (statementId: number) => {
    const rec = recOf.get(statementId);
    if (rec) return onOpen(Number(rec.id));
    try {
      onOpen((await startReconciliation(statementId)).id);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'shule.banking_screens.failed', { type: 'error' });
    }
  };
  return (
    <Paper component="section" aria-labelledby="statements-title" sx={{ p: 2, overflowX: 'auto' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Typography id="statements-title" variant="h6" component="h2" sx={{ flex: '1 1 auto' }}>
          {translate(`${C}.statements`, { account: name })}
        </Typography>
        {canImport && (
          <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
            {translate('shule.banking_screens.import.button')}
          </Button>
        )}
      </Box>
      {statements.length === 0 ? (
        <Typography color="text.secondary">{translate(`${C}.none`)}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${C}.period`)}</TableCell>
              <TableCell align="right">{translate(`${C}.opening`)}</TableCell>
              <TableCell align="right">{translate(`${C}.closing`)}</TableCell>
              <TableCell>{translate(`${C}.status`)}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {statements.map((s) => {
              const rec = recOf.get(Number(s.id));
              const period = `${formatDate(String(s.period_from))} – ${formatDate(String(s.period_to))}`;
              return (
                <TableRow key={s.id}>
                  <TableCell>{period}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatKes(Number(s.opening_balance), locale)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatKes(Number(s.closing_balance), locale)}
                  </TableCell>
                  <TableCell>
                    {rec
                      ? translate(`resources.bank_reconciliations.choices.status.${String(rec.status)}`)
                      : translate(`${C}.not_started`)}
                  </TableCell>
                  <TableCell align="right">
                    {(rec || canStart) && (
                      <Button
                        size="small"
                        variant="outlined"
                        aria-label={`${translate(rec ? 'shule.banking_screens.open' : `${C}.start`)}: ${period}`}
                        onClick={() => void open(Number(s.id))}
                      >
                        {translate(rec ? 'shule.banking_screens.open' : `${C}.start`)}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      <ImportDialog
        accountId={accountId}
        open={importing}
        onClose={(made) => {
          setImporting(false);
          if (made) void refetch();
        }}
      />
    </Paper>
  );
}

/**
 * /bankreconciliation: choose a bank account (?account=), import its statement and open or start
 * the reconciliation of a statement (?id= opens one straight away, as the bank account's screen and
 * the reconciliations list do).
 */
export function ReconciliationPage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const { data: accounts = [], isPending } = useGetList('bank_accounts', {
    sort: { field: 'name', order: 'ASC' },
    pagination: { page: 1, perPage: 100 },
  });
  const id = Number(params.get('id') ?? '');
  const chosen = Number(params.get('account') ?? '') || Number(accounts[0]?.id ?? 0);
  const account = accounts.find((a) => Number(a.id) === chosen);
  if (Number.isSafeInteger(id) && id > 0)
    return (
      <Box sx={{ p: { xs: 1, sm: 2 } }}>
        <ReconciliationWorkspace id={id} onBack={() => setParams(chosen ? { account: String(chosen) } : {})} />
      </Box>
    );
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2 }}>
      <Title title={translate('shule.routes.bankreconciliation', { _: 'Bank reconciliation' })} />
      <Alert
        severity="info"
        action={
          <Button component={Link} to={screenPath('bank_reconciliations')} size="small">
            {translate(`${C}.all`)}
          </Button>
        }
      >
        {translate(`${C}.intro`)}
      </Alert>
      <TextField
        select
        label={translate('shule.banking_screens.book.account')}
        value={account ? chosen : ''}
        onChange={(e) => setParams({ account: String(e.target.value) })}
        sx={{ maxWidth: 480 }}
        disabled={isPending}
      >
        {accounts.map((a) => (
          <MenuItem key={a.id} value={Number(a.id)}>
            {String(a.name)}
          </MenuItem>
        ))}
      </TextField>
      {account && (
        <Statements
          accountId={chosen}
          name={String(account.name)}
          onOpen={(recId) => setParams({ account: String(chosen), id: String(recId) })}
        />
      )}
    </Box>
  );
}
