import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { API_URL, httpClient } from '../../providers/httpClient';

const T = 'shule.finance.mpesa.screen';

/** What the saved settings do, said plainly: which environment, and whether prompts can be sent. */
function State() {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record) return null;
  const keys = typeof record.keys_hint === 'string' && record.keys_hint.includes('passkey');
  const production = record.environment === 'production';
  return (
    <Alert severity={production ? 'success' : 'info'} sx={{ mb: 2 }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {translate(production ? `${T}.production` : `${T}.sandbox`, { shortcode: record.shortcode ?? '—' })}
      </Typography>
      <Typography variant="body2">{translate(keys ? `${T}.keys_set` : `${T}.keys_missing`)}</Typography>
    </Alert>
  );
}

/** One URL to give Safaricom, whole, with a button that copies it. */
function CopyableUrl({ label, url }: { label: string; url: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = () => {
    const done = () => notify(`${T}.copied`, { type: 'info' });
    const failed = () => notify(`${T}.copy_failed`, { type: 'warning' });
    if (!navigator.clipboard) return failed();
    navigator.clipboard.writeText(url).then(done, failed);
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' }, mb: 1.5 }}>
      <TextField
        label={label}
        value={url}
        fullWidth
        multiline
        size="small"
        slotProps={{
          htmlInput: { readOnly: true, spellCheck: false },
          input: { sx: { fontFamily: 'monospace', fontSize: '0.85rem', wordBreak: 'break-all' } },
        }}
        onFocus={(event) => event.target.select()}
      />
      <Button
        variant="outlined"
        onClick={copy}
        sx={{ flexShrink: 0, minHeight: 40 }}
        aria-label={`${translate(`${T}.copy`)}: ${label}`}
      >
        {translate(`${T}.copy`)}
      </Button>
    </Box>
  );
}

/**
 * The M-Pesa settings screen's own panel, above the form: the environment in use, and the two
 * URLs to register with Safaricom (validation and confirmation), as the server answers them
 * (GET /api/mpesa/urls: PUBLIC_URL or this origin, with the school's secret).
 */
export function MpesaSettingsPanel() {
  const translate = useTranslate();
  const helpId = useId();
  const [urls, setUrls] = useState<{ validation: string; confirmation: string } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    httpClient(`${API_URL}/mpesa/urls`)
      .then(({ json }) => live && setUrls(json as { validation: string; confirmation: string }))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);
  return (
    <Box sx={{ px: 2, pt: 2 }}>
      <State />
      <Box component="section" aria-labelledby={`${helpId}-title`} sx={{ mb: 3 }}>
        <Typography id={`${helpId}-title`} variant="subtitle1" component="h2" sx={{ fontWeight: 500, mb: 1 }}>
          {translate(`${T}.urls_title`)}
        </Typography>
        {failed && <Alert severity="warning">{translate(`${T}.urls_failed`)}</Alert>}
        {urls && (
          <>
            <CopyableUrl label={translate(`${T}.confirmation_url`)} url={urls.confirmation} />
            <CopyableUrl label={translate(`${T}.validation_url`)} url={urls.validation} />
          </>
        )}
        <Typography id={helpId} variant="body2" color="text.secondary">
          {translate(`${T}.urls_help`)}
        </Typography>
      </Box>
    </Box>
  );
}

export default MpesaSettingsPanel;
