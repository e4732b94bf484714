import type { FormEvent } from 'react';
import { DateInput, type DateInputProps, useRecordContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { dateLimits, type FieldDef } from '../../schema/fields';

/**
 * A date input offering only its field's plausible dates (notAfter, notBefore bounds) as the
 * picker's min and max. A stored date outside them (an alumnus born 35 years ago) lifts that bound,
 * as the validator keeps it, so the record can still be saved. When the browser finds the date out
 * of range it does not show its own bubble: the form shows the registry's message, in the user's
 * language, the one the server would answer.
 */
export function BoundedDateInput({ bounds, ...props }: DateInputProps & { readonly bounds: FieldDef }) {
  const record = useRecordContext();
  const form = useFormContext() as ReturnType<typeof useFormContext> | null;
  const stored = record?.[props.source];
  const { min, max } = dateLimits(bounds);
  const kept = typeof stored === 'string' ? stored.slice(0, 10) : undefined;
  const limits = {
    ...(min !== undefined && !(kept !== undefined && kept < min) ? { min } : {}),
    ...(max !== undefined && !(kept !== undefined && kept > max) ? { max } : {}),
  };
  const onInvalid = (event: FormEvent<HTMLInputElement>) => {
    if (!form) return;
    event.preventDefault();
    void form.trigger(props.source);
  };
  return <DateInput {...props} slotProps={{ htmlInput: { ...limits, onInvalid } }} />;
}
