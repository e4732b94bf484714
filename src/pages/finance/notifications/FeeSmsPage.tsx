import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Title, useGetList, useTranslate } from 'react-admin';
import { ConfirmSend } from '../../messaging/compose/ConfirmSend';
import { PreviewPanel } from '../../messaging/compose/PreviewPanel';
import type { FeeSmsRequest } from './api';
import { MessageFields, type MessageValue, templateId } from './MessageFields';
import { useFeeSmsPreview } from './useFeeSmsPreview';
import { useSendFeeSms } from './useSendFeeSms';

const T = 'shule.finance_screens.sms';

interface Audience {
  readonly classIds: readonly number[];
  readonly above: string;
  readonly invoiced: boolean;
}

/** Whom the notice goes to: classes (none chosen: every class), a balance above an amount, this term's invoices. */
function AudienceFields({
  value,
  onChange,
  kind,
}: {
  readonly value: Audience;
  readonly onChange: (value: Audience) => void;
  readonly kind: 'balance' | 'invoice';
}) {
  const translate = useTranslate();
  const { data: classes = [] } = useGetList('classes', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'level', order: 'ASC' },
  });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {translate(`${T}.audience`)}
      </Typography>
      <TextField
        select
        label={translate(`${T}.classes`)}
        value={value.classIds.map(String)}
        onChange={(e) => {
          const raw = e.target.value as unknown;
          const list = Array.isArray(raw) ? raw : String(raw).split(',');
          onChange({ ...value, classIds: list.filter(Boolean).map(Number) });
        }}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (selected) =>
              (selected as string[]).length === 0
                ? translate(`${T}.all_classes`)
                : classes
                    .filter((c) => (selected as string[]).includes(String(c.id)))
                    .map((c) => String(c.name))
                    .join(', '),
            displayEmpty: true,
          },
          inputLabel: { shrink: true },
        }}
        fullWidth
      >
        {classes.map((c) => (
          <MenuItem key={String(c.id)} value={String(c.id)}>
            {String(c.name)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="number"
        label={translate(`${T}.balance_above`)}
        value={value.above}
        onChange={(e) => onChange({ ...value, above: e.target.value })}
        slotProps={{ htmlInput: { min: 0, step: 100 } }}
        fullWidth
      />
      {kind === 'balance' && (
        <FormControlLabel
          control={
            <Checkbox checked={value.invoiced} onChange={(e) => onChange({ ...value, invoiced: e.target.checked })} />
          }
          label={translate(`${T}.invoiced`)}
        />
      )}
    </Box>
  );
}

/**
 * /balancenotifications and /invoicenotifications: a fee SMS from a template to an audience, with
 * /newsms's preview, parts, cost and confirmation, queued through messaging as a batch in /sms.
 */
function FeeSmsPage({ kind }: { readonly kind: 'balance' | 'invoice' }) {
  const translate = useTranslate();
  const [audience, setAudience] = useState<Audience>({ classIds: [], above: '', invoiced: false });
  const [value, setValue] = useState<MessageValue>({ template: '', message: '', guardians: 'primary' });
  const above = Number(audience.above);
  const request: FeeSmsRequest = {
    kind,
    audience: {
      ...(audience.classIds.length > 0 ? { class_ids: audience.classIds } : {}),
      ...(audience.above !== '' && Number.isFinite(above) ? { balance_above: Math.round(above * 100) } : {}),
      ...(audience.invoiced ? { invoiced: true } : {}),
    },
    message: value.message,
    template_id: templateId(value),
    guardians: value.guardians,
  };
  const preview = useFeeSmsPreview(request);
  const { confirming, setConfirming, sending, send } = useSendFeeSms(() => undefined);
  const ready = preview.state === 'ready' ? preview.preview : null;
  const title = translate(`${T}.${kind}_title`);
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={title} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined">
            <CardContent sx={{ display: 'grid', gap: 3 }}>
              <AudienceFields value={audience} onChange={setAudience} kind={kind} />
              <MessageFields
                purpose={kind === 'invoice' ? 'invoice' : 'fee_reminder'}
                value={value}
                onChange={setValue}
              />
              <Typography variant="body2" color="text.secondary" aria-live="polite">
                {translate(`${T}.students`, { smart_count: preview.students ?? 0 })}
                {kind === 'invoice' && preview.term
                  ? ` · ${translate(`${T}.invoices_of`, { term: preview.term.term, year: preview.term.year })}`
                  : ''}
              </Typography>
              <Box>
                <Button
                  variant="contained"
                  onClick={() => setConfirming(true)}
                  disabled={!ready || ready.recipients === 0 || value.message.trim() === ''}
                >
                  {translate(`${T}.review`)}
                </Button>
              </Box>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <PreviewPanel state={preview} />
        </Grid>
      </Grid>
      <ConfirmSend
        open={confirming}
        preview={ready}
        sendAt={undefined}
        sending={sending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void send({ ...request, label: title })}
      />
    </Box>
  );
}

export const BalanceNotificationsPage = () => <FeeSmsPage kind="balance" />;
export const InvoiceNotificationsPage = () => <FeeSmsPage kind="invoice" />;
