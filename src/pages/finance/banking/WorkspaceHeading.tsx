import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LockIcon from '@mui/icons-material/Lock';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { Workspace } from '../../../schema/bank-reconciliation';
import { formatDate } from '../../../schema/display';

const W = 'shule.banking_screens.work';

/** Which account and statement is being reconciled, its state, and the way back to the statements. */
export function WorkspaceHeading({ ws, onBack }: { readonly ws: Workspace; readonly onBack: () => void }) {
  const translate = useTranslate();
  const draft = ws.reconciliation.status === 'draft';
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Button size="small" startIcon={<ArrowBackIcon />} onClick={onBack}>
          {translate(`${W}.back`)}
        </Button>
        <Typography variant="h5" component="h1" sx={{ flex: '1 1 auto' }}>
          {ws.account.name}
          <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
            {ws.account.ledger} ·{' '}
            {translate(`${W}.period`, {
              from: formatDate(ws.statement.period_from),
              to: formatDate(ws.statement.period_to),
            })}
          </Typography>
        </Typography>
        <Chip
          icon={draft ? undefined : <LockIcon />}
          color={draft ? 'default' : 'success'}
          label={translate(`resources.bank_reconciliations.choices.status.${ws.reconciliation.status}`)}
        />
      </Box>
      {!draft && (
        <Alert severity="success">{translate(`${W}.finalised`, { name: ws.reconciliation.finalised_by ?? '' })}</Alert>
      )}
    </>
  );
}
