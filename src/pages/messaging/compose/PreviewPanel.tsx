import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate, ValidationError } from 'react-admin';
import { formatKes } from '../../../resources/generic/money';
import type { SmsPreview } from '../../../schema/sms-compose';
import { PreviewFigures } from './PreviewFigures';
import { SampleMessages } from './SampleMessages';
import type { PreviewState } from './usePreview';
import { WithoutNumber } from './WithoutNumber';

const T = 'shule.compose_screen.preview';

/** A refused preview: the message and each field's words, since some fields are out of sight. */
function Refused({ state }: { readonly state: Extract<PreviewState, { state: 'failed' }> }) {
  const fields = Object.values(state.refusal.errors);
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      {fields.length === 0
        ? state.refusal.message
        : fields.map((text) => (
            <Box key={text}>
              <ValidationError error={text} />
            </Box>
          ))}
    </Alert>
  );
}

function Body({ preview, locale }: { readonly preview: SmsPreview; readonly locale: string }) {
  const translate = useTranslate();
  const invalid = preview.invalid_numbers;
  return (
    <>
      {invalid.length > 0 && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="invalid-numbers">
          {translate(`${T}.invalid_numbers`, {
            smart_count: invalid.length,
            numbers: invalid.map((n) => `"${n}"`).join(', '),
          })}
        </Alert>
      )}
      <PreviewFigures preview={preview} locale={locale} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate(`${T}.per_part`, { cost: formatKes(preview.cost_per_part, locale) })}
      </Typography>
      <WithoutNumber names={preview.without_number} />
      <SampleMessages preview={preview} />
    </>
  );
}

/**
 * What sending would do, asked of the server as the form changes: how many messages after
 * de-duplication and opt-outs, the parts and the cost, who has no number, typed numbers that are not
 * numbers, and the first recipients' own messages with their placeholders filled.
 */
export function PreviewPanel({ state }: { readonly state: PreviewState }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const preview = state.state === 'ready' ? state.preview : state.state === 'idle' ? null : state.last;
  const busy = state.state === 'loading';
  return (
    <Card variant="outlined" component="section" aria-labelledby="sms-preview-title">
      <CardContent>
        <Typography id="sms-preview-title" variant="h6" component="h2" gutterBottom>
          {translate(`${T}.title`)}
        </Typography>
        <Box sx={{ height: 4, mb: 1 }}>{busy && <LinearProgress aria-label={translate(`${T}.working`)} />}</Box>
        <Box aria-live="polite" aria-busy={busy} data-testid="sms-preview" sx={{ opacity: busy && preview ? 0.6 : 1 }}>
          {state.state === 'idle' && (
            <Typography variant="body2" color="text.secondary">
              {translate(`${T}.idle`)}
            </Typography>
          )}
          {state.state === 'failed' && <Refused state={state} />}
          {preview && state.state !== 'failed' && <Body preview={preview} locale={locale} />}
        </Box>
      </CardContent>
    </Card>
  );
}
