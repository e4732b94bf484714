import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, useRef } from 'react';
import { FieldTitle, InputHelperText, maxLength, required, useInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { SmsAudienceKind } from '../../../schema/sms-compose';
import { SMS_PLACEHOLDERS, type SmsPlaceholder } from '../../../schema/sms-text';
import { insertAt, placeholderFits } from './request';
import { SmsCounter } from './SmsCounter';

const T = 'shule.compose_screen';
/** The server's own limit (six GSM-7 parts), so the form says it before the server refuses. */
export const MAX_MESSAGE = 918;
const validate = [required(), maxLength(MAX_MESSAGE)];
const NAMES = Object.keys(SMS_PLACEHOLDERS) as SmsPlaceholder[];

/**
 * The message box: a text area whose placeholders are inserted at the caret by the chips above it
 * (by keyboard too: each chip is a button, and the caret comes back after what was inserted), and
 * the live count below it. Its errors (from the form or the server) show at once, not only once
 * the box has been left, since the server finds them while the user is still typing.
 */
export function MessageInput() {
  const translate = useTranslate();
  const { id, field, fieldState, isRequired } = useInput({ source: 'message', validate });
  const kind = (useWatch({ name: 'kind' }) as SmsAudienceKind | '' | undefined) || null;
  const box = useRef<HTMLTextAreaElement | null>(null);
  const caret = useRef<number | null>(null);
  const value = typeof field.value === 'string' ? field.value : '';

  // After an insertion has been drawn: the caret after the placeholder, the focus back in the box.
  useLayoutEffect(() => {
    const at = caret.current;
    if (at === null || !box.current) return;
    caret.current = null;
    box.current.focus();
    box.current.setSelectionRange(at, at);
  }, [value]);

  const insert = (name: SmsPlaceholder) => {
    const el = box.current;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? start;
    const next = insertAt(value, `{${name}}`, start, end);
    caret.current = next.caret;
    field.onChange(next.value);
  };

  const unfit = NAMES.filter((name) => !placeholderFits(name, kind));
  const counterId = `${id}-count`;
  const error = fieldState.error?.message;
  return (
    <Box>
      <Typography id={`${id}-chips`} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {translate(`${T}.placeholders.title`)}
      </Typography>
      <Box
        role="group"
        aria-labelledby={`${id}-chips`}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mb: unfit.length ? 0.5 : 1.5 }}
      >
        {NAMES.map((name) => {
          const fits = placeholderFits(name, kind);
          const chip = (
            <Chip
              key={name}
              label={`{${name}}`}
              size="small"
              variant="outlined"
              color="primary"
              onClick={() => insert(name)}
              disabled={!fits}
              sx={{ fontFamily: 'monospace' }}
            />
          );
          // A disabled chip takes no pointer, so it has no tooltip: the line below says why.
          return fits ? (
            <Tooltip key={name} describeChild title={translate(`${T}.placeholders.${name}`)}>
              {chip}
            </Tooltip>
          ) : (
            chip
          );
        })}
      </Box>
      {unfit.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {translate(`${T}.placeholders.unfit`, { names: unfit.map((n) => `{${n}}`).join(' ') })}
        </Typography>
      )}
      <TextField
        {...field}
        id={id}
        value={value}
        inputRef={(el: HTMLTextAreaElement | null) => {
          box.current = el;
          field.ref(el);
        }}
        label={<FieldTitle label={`${T}.message`} isRequired={isRequired} />}
        multiline
        minRows={5}
        fullWidth
        error={Boolean(error)}
        helperText={error ? <InputHelperText error={error} /> : undefined}
        slotProps={{
          htmlInput: { 'aria-describedby': error ? `${id}-helper-text ${counterId}` : counterId, spellCheck: true },
        }}
      />
      <SmsCounter id={counterId} message={value} />
    </Box>
  );
}
