import { useState } from 'react';
import { getResource, validateRecord, type ValidationMode } from '../../schema';
import { useShellTranslate } from '../../providers/i18nProvider';
import { errorMessage, fieldErrorsOf } from './useSuper';

export type FormValues = Record<string, unknown>;

/**
 * State of one form over a registry declaration: the browser checks it with the server's own
 * validateRecord (translated messages), and a 400 answer's per-field errors land beside each field.
 */
export function useRecordForm(resourceName: string, mode: ValidationMode, initial: FormValues) {
  const translate = useShellTranslate();
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const setValue = (name: string, value: unknown) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors(({ [name]: _dropped, ...rest }) => rest);
  };

  /** Empty text is sent as null, as the generic forms do. */
  const payload = (): FormValues =>
    Object.fromEntries(
      Object.entries(values).map(([k, v]) => [k, typeof v === 'string' && v.trim() === '' ? null : v]),
    );

  const submit = async (send: (data: FormValues) => Promise<void>): Promise<boolean> => {
    const resource = getResource(resourceName);
    const data = payload();
    if (resource) {
      const result = validateRecord(resource, data, mode);
      if (!result.ok) {
        const local = Object.fromEntries(
          Object.entries(result.errors).map(([name, error]) => [name, translate(error.message, error.args)]),
        );
        setErrors(local);
        setFormError(translate('shule.super.fix_fields'));
        return false;
      }
    }
    setBusy(true);
    setFormError(null);
    try {
      await send(data);
      setBusy(false);
      return true;
    } catch (error) {
      setErrors(fieldErrorsOf(error, translate));
      setFormError(errorMessage(error, translate));
      setBusy(false);
      return false;
    }
  };

  const reset = (next: FormValues) => {
    setValues(next);
    setErrors({});
    setFormError(null);
  };

  return { values, setValue, errors, formError, busy, submit, reset };
}

export type RecordForm = ReturnType<typeof useRecordForm>;
