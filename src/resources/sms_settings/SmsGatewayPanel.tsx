import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';

/** Where Africa's Talking posts delivery reports (server/modules/messaging/delivery-routes.ts). */
export const DELIVERY_PATH = '/api/sms/delivery/';

/** What the saved settings do with messages, said plainly: nothing pretends to be sent. */
function SendingState() {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record) return null;
  const hint = typeof record.api_key_hint === 'string' && record.api_key_hint !== '' ? record.api_key_hint : undefined;
  const configured = record.gateway === 'africastalking' && hint !== undefined && Boolean(record.username);
  if (!configured)
    return (
      <Alert severity="warning" sx={{ mb: 2 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {translate(
            record.gateway === 'africastalking'
              ? 'shule.sms_settings_screen.missing_key'
              : 'shule.sms_settings_screen.not_sending',
          )}
        </Typography>
        <Typography variant="body2">
          {translate('shule.sms_settings_screen.not_sending_help')} {translate('shule.sms_settings_screen.resend_hint')}
        </Typography>
      </Alert>
    );
  const production = record.environment === 'production';
  return (
    <Alert severity={production ? 'success' : 'info'} sx={{ mb: 2 }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {translate(production ? 'shule.sms_settings_screen.production' : 'shule.sms_settings_screen.sandbox')}
      </Typography>
      <Typography variant="body2">{translate('shule.sms_settings_screen.key_in_use', { hint })}</Typography>
    </Alert>
  );
}

/** The whole callback URL to paste into the gateway's dashboard, with a button that copies it. */
function CallbackUrl() {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext();
  const helpId = useId();
  if (!record) return null;
  const secret = typeof record.delivery_secret === 'string' ? record.delivery_secret : '';
  const url = `${window.location.origin}${DELIVERY_PATH}${secret}`;
  const copy = () => {
    const done = () => notify('shule.sms_settings_screen.copied', { type: 'info' });
    const failed = () => notify('shule.sms_settings_screen.copy_failed', { type: 'warning' });
    if (!navigator.clipboard) return failed();
    navigator.clipboard.writeText(url).then(done, failed);
  };
  return (
    <Box component="section" aria-labelledby={`${helpId}-title`} sx={{ mb: 3 }}>
      <Typography id={`${helpId}-title`} variant="subtitle1" component="h2" sx={{ fontWeight: 500, mb: 1 }}>
        {translate('shule.sms_settings_screen.callback_title')}
      </Typography>
      {secret === '' ? (
        <Typography variant="body2">{translate('shule.sms_settings_screen.no_secret')}</Typography>
      ) : (
        <>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
            <TextField
              label={translate('shule.sms_settings_screen.callback_label')}
              value={url}
              fullWidth
              multiline
              size="small"
              slotProps={{
                htmlInput: { readOnly: true, 'aria-describedby': helpId, spellCheck: false },
                // A long address wraps rather than scrolls out of sight, on a phone too.
                input: { sx: { fontFamily: 'monospace', fontSize: '0.85rem', wordBreak: 'break-all' } },
              }}
              onFocus={(event) => event.target.select()}
            />
            <Button variant="outlined" onClick={copy} sx={{ flexShrink: 0, minHeight: 40 }}>
              {translate('shule.sms_settings_screen.copy')}
            </Button>
          </Box>
          <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('shule.sms_settings_screen.callback_help')}
          </Typography>
        </>
      )}
    </Box>
  );
}

/**
 * The SMS gateway screen's own panel, above the settings form: whether messages are being sent,
 * and the delivery-report address for the Africa's Talking dashboard. It reads the saved record,
 * so it changes once a save succeeds, not while the form is being edited.
 */
export function SmsGatewayPanel() {
  return (
    <Box sx={{ px: 2, pt: 2 }}>
      <SendingState />
      <CallbackUrl />
    </Box>
  );
}

export default SmsGatewayPanel;
