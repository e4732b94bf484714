import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { SmsAudienceKind, SmsComposeRequest, SmsPreview } from '../../../schema/sms-compose';
import { gatewayOf, refusalOf, sendSms } from './api';
import { AudienceSection } from './AudienceSection';
import { ConfirmSend, whenText } from './ConfirmSend';
import { GatewayWarning } from './GatewayWarning';
import { MessageInput } from './MessageInput';
import { PreviewPanel } from './PreviewPanel';
import { batchListPath, composeRequest, inputOfError, type ComposeValues } from './request';
import { SendWhen } from './SendWhen';
import { TemplatePicker } from './TemplatePicker';
import { usePreview } from './usePreview';
import { usePreviewErrors } from './usePreviewErrors';

const T = 'shule.compose_screen';

function Section({
  area,
  title,
  children,
}: {
  readonly area: string;
  readonly title: string;
  readonly children: ReactNode;
}) {
  const id = `sms-${area}-title`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ gridArea: area, minWidth: 0 }}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** Why Send cannot be pressed yet, or null when it can. */
function blocker(request: SmsComposeRequest | null, preview: SmsPreview | null, ready: boolean): string | null {
  if (request === null) return 'incomplete';
  if (!ready || preview === null) return 'waiting';
  if (preview.invalid_numbers.length > 0) return 'invalid_numbers';
  if (preview.recipients === 0) return 'nobody';
  return null;
}

/**
 * The compose screen inside its form: who, what, when, the server's preview beside them and Send,
 * which asks for confirmation with the figures of that preview before anything is queued.
 */
export function ComposeForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [locale] = useLocaleState();
  const { trigger, setError, reset, getValues } = useFormContext<ComposeValues>();
  const values = useWatch() as ComposeValues;
  const kind = (values.kind || null) as SmsAudienceKind | null;
  const request = composeRequest(values, { withTime: false });
  const state = usePreview(request);
  usePreviewErrors(state, kind);
  const preview = state.state === 'ready' ? state.preview : null;
  const [gateway, setGateway] = useState<SmsPreview['gateway'] | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  useEffect(() => {
    if (preview) setGateway(preview.gateway);
  }, [preview]);
  useEffect(() => {
    let live = true;
    gatewayOf()
      .then((known) => live && setGateway((g) => g ?? known))
      // The preview says it as soon as there is one; this only says it earlier.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  // Once the form is no longer dirty (reset after sending), off to the batch's messages.
  useEffect(() => {
    if (sentTo) navigate(sentTo);
  }, [sentTo, navigate]);

  const why = blocker(request, preview, state.state === 'ready');
  const sendAt = composeRequest(values)?.send_at;

  const review = async () => {
    setFailure(null);
    if (await trigger(undefined, { shouldFocus: true })) setConfirming(true);
  };

  const send = async () => {
    const full = composeRequest(getValues());
    if (!full) return;
    setSending(true);
    try {
      const answer = await sendSms(full);
      const count = { smart_count: answer.queued };
      const later = full.send_at !== undefined;
      notify(answer.gateway === 'log' ? `${T}.sent.kept` : later ? `${T}.sent.scheduled` : `${T}.sent.queued`, {
        // Kept, not sent: said as information, not as a success.
        type: answer.gateway === 'log' ? 'info' : 'success',
        messageArgs: { ...count, when: whenText(answer.send_at, locale) },
      });
      reset(getValues());
      setSentTo(batchListPath(answer.batch_id));
    } catch (error) {
      const refusal = refusalOf(error);
      for (const [field, text] of Object.entries(refusal.errors)) {
        const input = inputOfError(field, kind);
        if (input) setError(input, { type: 'server', message: text });
      }
      setFailure(translate(`${T}.failed`, { message: refusal.message }));
    } finally {
      setSending(false);
      setConfirming(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {gateway === 'log' && <GatewayWarning />}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          gridTemplateAreas: {
            xs: '"who" "what" "preview" "when"',
            md: '"who preview" "what preview" "when preview"',
          },
        }}
      >
        <Section area="who" title={translate(`${T}.sections.who`)}>
          <AudienceSection />
        </Section>
        <Section area="what" title={translate(`${T}.sections.what`)}>
          <TemplatePicker />
          <MessageInput />
        </Section>
        <Box sx={{ gridArea: 'preview', position: { md: 'sticky' }, top: { md: 72 }, minWidth: 0 }}>
          <PreviewPanel state={state} />
        </Box>
        <Section area="when" title={translate(`${T}.sections.when`)}>
          <SendWhen />
          {failure && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
            <Button
              variant="contained"
              startIcon={<SendIcon />}
              onClick={() => void review()}
              disabled={why !== null}
              aria-describedby={why ? 'sms-send-why' : undefined}
            >
              {translate(values.send_later ? `${T}.schedule` : `${T}.send`)}
            </Button>
            {why && (
              <Typography id="sms-send-why" variant="body2" color="text.secondary">
                {translate(`${T}.why.${why}`)}
              </Typography>
            )}
          </Box>
        </Section>
      </Box>
      <ConfirmSend
        open={confirming}
        preview={preview}
        sendAt={sendAt}
        sending={sending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void send()}
      />
    </Box>
  );
}
