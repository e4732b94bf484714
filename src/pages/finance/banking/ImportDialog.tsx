import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { parseAmount } from '../../../resources/generic/money';
import { importStatement } from './api';

const I = 'shule.banking_screens.import';

/**
 * Imports the bank's CSV as one statement of the account. The bank's period and balances come from
 * the file; a file that prints no balances needs them typed from the paper statement. A refusal
 * (a line that cannot be read, the same statement twice) is shown as the server words it.
 */
export function ImportDialog({
  accountId,
  open,
  onClose,
}: {
  readonly accountId: number;
  readonly open: boolean;
  readonly onClose: (statementId?: number) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [values, setValues] = useState({ period_from: '', period_to: '', opening: '', closing: '' });
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));
  const close = (statementId?: number) => {
    setFile(null);
    setProblem('');
    setValues({ period_from: '', period_to: '', opening: '', closing: '' });
    onClose(statementId);
  };
  const cents = (text: string) => {
    const value = parseAmount(text);
    return typeof value === 'number' ? value : undefined;
  };
  const submit = async () => {
    if (!file) return;
    setBusy(true);
    setProblem('');
    try {
      const made = await importStatement({
        bank_account_id: accountId,
        csv: await file.text(),
        file_name: file.name,
        ...(values.period_from ? { period_from: values.period_from } : {}),
        ...(values.period_to ? { period_to: values.period_to } : {}),
        ...(cents(values.opening) !== undefined ? { opening_balance: cents(values.opening) } : {}),
        ...(cents(values.closing) !== undefined ? { closing_balance: cents(values.closing) } : {}),
      });
      notify(`${I}.done`, { type: 'success', messageArgs: { smart_count: made.lines.length } });
      close(made.id);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : translate('shule.banking_screens.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={() => close()} aria-labelledby="import-title" fullWidth maxWidth="sm">
      <DialogTitle id="import-title">{translate(`${I}.title`)}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr', pt: 1 }}>
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          hidden
          aria-label={translate(`${I}.file`)}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          onClick={() => input.current?.click()}
          sx={{ gridColumn: '1 / -1', justifySelf: 'start' }}
        >
          {translate(`${I}.choose`)}
        </Button>
        {file && (
          <Typography variant="body2" sx={{ gridColumn: '1 / -1' }}>
            {translate(`${I}.chosen`, { name: file.name })}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
          {translate(`${I}.help`)}
        </Typography>
        <TextField
          type="date"
          label={translate(`${I}.period_from`)}
          value={values.period_from}
          onChange={set('period_from')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label={translate(`${I}.period_to`)}
          value={values.period_to}
          onChange={set('period_to')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField label={translate(`${I}.opening`)} value={values.opening} onChange={set('opening')} />
        <TextField label={translate(`${I}.closing`)} value={values.closing} onChange={set('closing')} />
        {problem && (
          <Alert severity="error" sx={{ gridColumn: '1 / -1' }} role="alert">
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close()}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!file || busy} onClick={() => void submit()}>
          {translate(`${I}.save`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
