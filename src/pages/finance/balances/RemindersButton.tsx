import Sms from '@mui/icons-material/Sms';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { ConfirmSend } from '../../messaging/compose/ConfirmSend';
import { PreviewPanel } from '../../messaging/compose/PreviewPanel';
import type { FeeSmsRequest } from '../notifications/api';
import { MessageFields, type MessageValue, templateId } from '../notifications/MessageFields';
import { useFeeSmsPreview } from '../notifications/useFeeSmsPreview';
import { useSendFeeSms } from '../notifications/useSendFeeSms';

const T = 'shule.finance_screens.balances';

/**
 * "Send reminders" on /feebalances: the fee-reminder template to the guardians of the students the
 * list is filtered to (those owing), with /newsms's preview, parts and cost, queued as a batch.
 */
export function RemindersButton() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState<MessageValue>({ template: '', message: '', guardians: 'primary' });
  const request: FeeSmsRequest = {
    kind: 'reminder',
    filter: filterValues as Record<string, unknown>,
    message: value.message,
    template_id: templateId(value),
    guardians: value.guardians,
  };
  const preview = useFeeSmsPreview(open ? request : null);
  const { confirming, setConfirming, sending, send } = useSendFeeSms(() => setOpen(false));
  const ready = preview.state === 'ready' ? preview.preview : null;
  const students = preview.students ?? 0;
  return (
    <>
      <Button startIcon={<Sms />} onClick={() => setOpen(true)} size="small">
        {translate(`${T}.remind`)}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="lg" fullWidth aria-labelledby="reminders-title">
        <DialogTitle id="reminders-title">{translate(`${T}.remind_title`)}</DialogTitle>
        <DialogContent>
          <Box sx={{ mb: 2 }} aria-live="polite">
            {preview.students === 0 ? (
              <Alert severity="info">{translate(`${T}.nobody`)}</Alert>
            ) : (
              <Alert severity="info" data-testid="reminder-students">
                {translate(`${T}.remind_intro`, { smart_count: students })}
              </Alert>
            )}
          </Box>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 6 }}>
              <MessageFields purpose="fee_reminder" value={value} onChange={setValue} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <PreviewPanel state={preview} />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button
            variant="contained"
            onClick={() => setConfirming(true)}
            disabled={!ready || ready.recipients === 0 || value.message.trim() === ''}
          >
            {translate('shule.finance_screens.sms.review')}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmSend
        open={confirming}
        preview={ready}
        sendAt={undefined}
        sending={sending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          void send({ ...request, label: translate('reports.fee_balances.name', { _: 'Fee balances' }) })
        }
      />
    </>
  );
}
