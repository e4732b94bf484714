import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { SmsAudienceKind } from '../../../schema/sms-compose';
import { inputOfError, type ComposeValues } from './request';
import type { PreviewState } from './usePreview';

type Field = keyof ComposeValues;

/**
 * The preview's findings on the inputs they are about: a refused placeholder on the message, typed
 * numbers that are not numbers on the numbers box. Each new answer replaces the last one's errors,
 * so an error goes as soon as what caused it is corrected.
 */
export function usePreviewErrors(state: PreviewState, kind: SmsAudienceKind | null): void {
  const translate = useTranslate();
  const { setError, clearErrors } = useFormContext<ComposeValues>();
  const shown = useRef<Field[]>([]);
  useEffect(() => {
    if (state.state === 'loading') return;
    const errors: Partial<Record<Field, string>> = {};
    if (state.state === 'failed')
      for (const [field, text] of Object.entries(state.refusal.errors)) {
        const input = inputOfError(field, kind);
        if (input) errors[input] = text;
      }
    if (state.state === 'ready' && state.preview.invalid_numbers.length > 0)
      errors.numbers = translate('shule.compose_screen.preview.invalid_numbers', {
        smart_count: state.preview.invalid_numbers.length,
        numbers: state.preview.invalid_numbers.map((n) => `"${n}"`).join(', '),
      });
    if (shown.current.length) clearErrors(shown.current);
    for (const [field, message] of Object.entries(errors)) setError(field as Field, { type: 'server', message });
    shown.current = Object.keys(errors) as Field[];
  }, [state, kind, setError, clearErrors, translate]);
}
