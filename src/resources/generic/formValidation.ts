import { SYSTEM_COLUMNS, validateRecord, type AnyResource, type ValidationMode } from '../../schema';
import { centsToAmount } from './money';

export interface FormError {
  readonly message: string;
  readonly args: Record<string, string | number>;
}

/**
 * What a form sends: the declared, writable fields only. Records come back from the API with system
 * columns and read-only fields (a fee balance) that the server would refuse if echoed back.
 */
export function writableValues(resource: AnyResource, values: Record<string, unknown>, mode: ValidationMode) {
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.readOnly || !(name in values)) continue;
    const value = values[name];
    // An empty password on update keeps the current one, so it is not sent at all.
    if (field.kind === 'password' && mode === 'update' && (value === null || value === '' || value === undefined))
      continue;
    out[name] = value;
  }
  return out;
}

const SYSTEM = new Set<string>(SYSTEM_COLUMNS);

/**
 * react-admin form-level validation made of the registry's validateRecord, the function the server
 * runs too; errors are i18n keys (shule.validation.*) with their arguments.
 */
export function registryValidator(resource: AnyResource, mode: ValidationMode) {
  return (values: Record<string, unknown>): Record<string, FormError> => {
    const data = writableValues(resource, values, mode);
    const result = validateRecord(resource, data, mode);
    if (result.ok) return {};
    const errors: Record<string, FormError> = {};
    for (const [name, error] of Object.entries(result.errors)) {
      const field = resource.fields[name];
      if (!field || SYSTEM.has(name)) continue;
      if (field.kind === 'money') {
        // Money limits are cents on the wire but amounts on screen.
        const args = { ...error.args };
        if (typeof args.min === 'number') args.min = centsToAmount(args.min);
        if (typeof args.max === 'number') args.max = centsToAmount(args.max);
        const message = typeof data[name] === 'string' ? 'shule.field.money_invalid' : error.message;
        errors[name] = { message, args };
        continue;
      }
      errors[name] = { message: error.message, args: { ...error.args } };
    }
    return errors;
  };
}
