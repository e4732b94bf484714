import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import { formatKes } from '../../../resources/generic/money';
import type { StatementItem } from '../../../schema/bank-reconciliation';

const P = 'shule.banking_screens.post';

/**
 * Posts the chosen bank items (charges, or interest and direct credits) to the cash book: money out
 * against an expense account of the fund (its bank charges by default), money in to an income
 * account of it. The server posts one entry per line, dated as the bank dated it, and matches it.
 */
export function PostItemsDialog({
  lines,
  fundId,
  onPost,
  onClose,
}: {
  readonly lines: readonly StatementItem[];
  readonly fundId: number;
  readonly onPost: (accountId: number, narration: string) => Promise<void>;
  readonly onClose: () => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const moneyIn = lines.length > 0 && lines.every((l) => l.money_in > 0);
  const mixed = lines.some((l) => l.money_in > 0) && lines.some((l) => l.money_out > 0);
  const { data: accounts = [] } = useGetList(
    'accounts',
    {
      filter: { fund_id: fundId, type: moneyIn ? 'income' : 'expense', closed: false },
      sort: { field: 'code', order: 'ASC' },
      pagination: { page: 1, perPage: 200 },
    },
    { enabled: lines.length > 0 && !mixed },
  );
  const [account, setAccount] = useState<number | ''>('');
  const [narration, setNarration] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const preferred = accounts.find((a) => (moneyIn ? String(a.code).endsWith('-4490') : a.purpose === 'bank_charges'));
    setAccount(preferred ? Number(preferred.id) : accounts[0] ? Number(accounts[0].id) : '');
  }, [accounts, moneyIn]);
  const total = lines.reduce((s, l) => s + l.money_in + l.money_out, 0);
  const submit = async () => {
    if (account === '') return;
    setBusy(true);
    try {
      await onPost(account, narration);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={lines.length > 0} onClose={onClose} aria-labelledby="post-items-title" fullWidth maxWidth="sm">
      <DialogTitle id="post-items-title">{translate(`${P}.title`)}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <Typography variant="body2">
          {translate(`${P}.intro`, { smart_count: lines.length, amount: formatKes(total, locale) })}
        </Typography>
        {mixed ? (
          <Typography color="error">{translate(`${P}.mixed`)}</Typography>
        ) : (
          <>
            <TextField
              select
              label={translate(moneyIn ? `${P}.account_in` : `${P}.account_out`)}
              value={account}
              onChange={(e) => setAccount(Number(e.target.value))}
            >
              {accounts.map((a) => (
                <MenuItem key={a.id} value={Number(a.id)}>
                  {`${String(a.code)} ${String(a.name)}`}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={translate(`${P}.narration`)}
              helperText={translate(`${P}.narration_help`)}
              value={narration}
              onChange={(e) => setNarration(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={mixed || account === '' || busy} onClick={() => void submit()}>
          {translate(`${P}.save`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
