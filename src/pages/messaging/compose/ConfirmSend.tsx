import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatKes } from '../../../resources/generic/money';
import type { SmsPreview } from '../../../schema/sms-compose';

const T = 'shule.compose_screen.confirm';

/** A time the way the user reads it, in their language. */
export const whenText = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale === 'sw' ? 'sw-KE' : 'en-KE', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

/**
 * The last look before money is spent: how many messages, parts and shillings, and when. With no
 * gateway configured it says again that nothing will leave the school.
 */
export function ConfirmSend({
  open,
  preview,
  sendAt,
  sending,
  onCancel,
  onConfirm,
}: {
  readonly open: boolean;
  readonly preview: SmsPreview | null;
  /** ISO; undefined: now. */
  readonly sendAt: string | undefined;
  readonly sending: boolean;
  readonly onCancel: () => void;
  readonly onConfirm: () => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!preview) return null;
  const args = {
    smart_count: preview.recipients,
    parts: translate(`${T}.parts`, { smart_count: preview.total_parts }),
    cost: formatKes(preview.estimated_cost, locale),
    when: sendAt ? whenText(sendAt, locale) : '',
  };
  // With no gateway the messages are queued and kept, never "sent": the words say so.
  const kept = preview.gateway === 'log';
  const title = kept ? `${T}.title_kept` : sendAt ? `${T}.title_later` : `${T}.title`;
  const summary = kept ? `${T}.summary_kept` : sendAt ? `${T}.summary_later` : `${T}.summary`;
  const action = kept ? `${T}.keep` : sendAt ? `${T}.schedule` : `${T}.send`;
  return (
    <Dialog
      open={open}
      onClose={sending ? undefined : onCancel}
      aria-labelledby="sms-confirm-title"
      aria-describedby="sms-confirm-text"
    >
      <DialogTitle id="sms-confirm-title">{translate(title)}</DialogTitle>
      <DialogContent>
        <DialogContentText id="sms-confirm-text" data-testid="confirm-summary">
          {translate(summary, args)}
        </DialogContentText>
        {kept && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {translate(`${T}.no_gateway`)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={sending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button onClick={onConfirm} variant="contained" disabled={sending} autoFocus>
          {translate(sending ? `${T}.sending` : action)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
