import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { AnyResource } from '../../schema/registry';
import { choiceKey, fieldKey, helpKey } from '../../resources/generic/keys';

export interface Option {
  readonly id: string;
  readonly name: string;
}

interface WizardFieldProps {
  readonly resource: AnyResource;
  readonly name: string;
  /** Unique among the wizard's fields: "student.first_name", "guardians.1.phone". */
  readonly path: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string;
  /** Choices for a reference (or an API-fed list such as subcounties); a native select either way. */
  readonly options?: readonly Option[];
  readonly required?: boolean;
}

const TYPES: Readonly<Record<string, string>> = { date: 'date', number: 'number', email: 'email', phone: 'tel' };

/**
 * One declared field as a native control with the native `required` attribute, so the browser's
 * own validity message is the one reported when Next is refused (spec.md section 4).
 */
export function WizardField({ resource, name, path, value, onChange, error, options, required }: WizardFieldProps) {
  const translate = useTranslate();
  const field = resource.fields[name];
  if (!field) return null;
  const label = translate(fieldKey(resource, name), { _: field.label });
  const help = field.help ? translate(helpKey(resource, name), { _: field.help }) : undefined;
  const choices: readonly Option[] | undefined =
    options ??
    field.choices?.map((c) => ({ id: c, name: translate(choiceKey(resource, name, c), { _: c }) })) ??
    undefined;
  const common = {
    id: `reg-${path.replace(/\./g, '-')}`,
    name: path,
    label,
    value,
    required: required ?? field.required === true,
    error: error !== undefined,
    helperText: error ?? help,
    fullWidth: true,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  if (choices) {
    return (
      <TextField {...common} select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
        <option value="" />
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </TextField>
    );
  }
  if (field.kind === 'long_text') return <TextField {...common} multiline minRows={3} />;
  return (
    <TextField
      {...common}
      type={TYPES[field.kind] ?? 'text'}
      slotProps={{
        inputLabel: field.kind === 'date' ? { shrink: true } : undefined,
        htmlInput: {
          maxLength: field.kind === 'number' ? undefined : field.max,
          min: field.kind === 'number' ? field.min : undefined,
          max: field.kind === 'number' ? field.max : undefined,
          step: field.kind === 'number' && field.integer ? 1 : undefined,
        },
      }}
    />
  );
}
