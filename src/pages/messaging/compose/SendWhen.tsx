import Stack from '@mui/material/Stack';
import { BooleanInput, DateTimeInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { isoOf, type ComposeValues } from './request';

const T = 'shule.compose_screen.when';
/** The server's bound (service.ts MAX_DAYS_AHEAD), said before it refuses. */
const MAX_DAYS_AHEAD = 90;

/** A time to send later: needed once asked for, in the future, at most MAX_DAYS_AHEAD ahead. */
export function sendAtProblem(value: unknown, values: ComposeValues, now = Date.now()) {
  if (!values.send_later) return undefined;
  const iso = typeof value === 'string' ? isoOf(value) : undefined;
  if (iso === undefined) return 'ra.validation.required';
  const at = new Date(iso).getTime();
  if (at <= now) return `${T}.past`;
  if (at > now + MAX_DAYS_AHEAD * 86_400_000) return { message: `${T}.too_far`, args: { days: MAX_DAYS_AHEAD } };
  return undefined;
}

const validateSendAt = (value: unknown, values: unknown) => sendAtProblem(value, values as ComposeValues);

/** Now, or at a chosen time (the outbox holds the messages until then). */
export function SendWhen() {
  const later = useWatch({ name: 'send_later' }) === true;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ alignItems: { sm: 'flex-start' } }}>
      <BooleanInput source="send_later" label={`${T}.later`} helperText={false} sx={{ mt: 1, flexShrink: 0 }} />
      {later && (
        <DateTimeInput
          source="send_at"
          label={`${T}.at`}
          validate={validateSendAt}
          helperText={`${T}.at_help`}
          isRequired
          fullWidth
        />
      )}
    </Stack>
  );
}
