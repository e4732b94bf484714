import {
  SYSTEM_COLUMNS,
  validateRecord,
  type AnyResource,
  type FieldDef,
  type FieldError,
  type ValidationMode,
} from '../../schema';
import { isFieldShown, isStateField, rowsResource } from './formLayout';
import { centsToAmount } from './money';

export interface FormError {
  readonly message: string;
  readonly args: Record<string, string | number>;
}

type Values = Readonly<Record<string, unknown>>;

/** Columns a child row carries besides its fields: kept (id) or left to the server (position). */
const ROW_KEEP = new Set(['id']);

/**
 * What a form sends: the declared, writable fields only. Records come back from the API with system
 * columns, read-only fields (a fee balance) and the workflow state, none of which a form may set.
 * A field hidden by showWhen is sent empty: what the user cannot see is not kept.
 */
export function writableValues(resource: AnyResource, values: Values, mode: ValidationMode) {
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.readOnly || field.count || isStateField(resource, name) || !(name in values)) continue;
    const value = values[name];
    // An empty password on update keeps the current one, so it is not sent at all.
    if (field.kind === 'password' && mode === 'update' && (value === null || value === '' || value === undefined))
      continue;
    if (!isFieldShown(field, values)) out[name] = null;
    else if (field.kind === 'table' && Array.isArray(value)) out[name] = writableRows(resource, name, field, value);
    else out[name] = value;
  }
  return out;
}

function writableRows(resource: AnyResource, source: string, field: FieldDef, rows: readonly unknown[]) {
  const declaration = rowsResource(resource, source, field);
  return rows.map((row) => {
    const values = (typeof row === 'object' && row !== null ? row : {}) as Values;
    const out = writableValues(declaration, values, values.id == null ? 'create' : 'update');
    for (const key of ROW_KEEP) if (values[key] != null) out[key] = values[key];
    return out;
  });
}

const SYSTEM = new Set<string>(SYSTEM_COLUMNS);

function formError(field: FieldDef, error: FieldError, value: unknown): FormError {
  if (field.kind !== 'money') return { message: error.message, args: { ...error.args } };
  // Money limits are cents on the wire but amounts on screen.
  const args = { ...error.args };
  if (typeof args.min === 'number') args.min = centsToAmount(args.min);
  if (typeof args.max === 'number') args.max = centsToAmount(args.max);
  return { message: typeof value === 'string' ? 'shule.field.money_invalid' : error.message, args };
}

/**
 * The registry's errors for a form's values, keyed as the server keys them (`first_name`,
 * `guardians.0.phone`): validateRecord on the record, then on each child row with the rows'
 * declaration, plus the fewest/most rows. A field hidden by showWhen is not checked, so a hidden
 * required field does not block. `stored` is the record being edited (its row counts).
 */
export function registryErrors(
  resource: AnyResource,
  values: Values,
  mode: ValidationMode,
  stored?: Values,
): Record<string, FormError> {
  const data = writableValues(resource, values, mode);
  const errors: Record<string, FormError> = {};
  const result = validateRecord(resource, data, mode);
  if (!result.ok) {
    for (const [name, error] of Object.entries(result.errors)) {
      const field = resource.fields[name];
      if (!field || SYSTEM.has(name) || !isFieldShown(field, values)) continue;
      errors[name] = formError(field, error, data[name]);
    }
  }
  for (const [name, field] of Object.entries(resource.fields)) {
    const rows = data[name];
    if (field.kind !== 'table' || !Array.isArray(rows) || !isFieldShown(field, values)) continue;
    Object.assign(errors, rowCountErrors(name, field, rows.length, mode, stored?.[name]));
    const declaration = rowsResource(resource, name, field);
    rows.forEach((row: Values, index) => {
      const rowMode = row.id == null ? 'create' : 'update';
      for (const [child, error] of Object.entries(registryErrors(declaration, row, rowMode)))
        errors[`${name}.${index}.${child}`] = error;
    });
  }
  return errors;
}

/** The server's rule: a write may not go below the fewest or above the most rows, unless it already was. */
function rowCountErrors(
  name: string,
  field: FieldDef,
  count: number,
  mode: ValidationMode,
  stored: unknown,
): Record<string, FormError> {
  const before = Array.isArray(stored) ? stored.length : 0;
  const { min, max } = field.table ?? {};
  if (min !== undefined && count < min && (mode === 'create' || count < before))
    return { [name]: { message: 'shule.validation.too_few_rows', args: { min } } };
  if (max !== undefined && count > max && count > before)
    return { [name]: { message: 'shule.validation.too_many_rows', args: { max } } };
  return {};
}

type Nested = Record<string, FormError | Record<string, FormError>[]>;

/**
 * Row errors nested as react-hook-form reads them (`guardians: [{ phone }]`). A table's own error
 * (too few rows) shows only when its rows have none, since the key cannot be both.
 */
export function nestErrors(flat: Readonly<Record<string, FormError>>): Nested {
  const out: Nested = {};
  for (const [path, error] of Object.entries(flat)) {
    const [name, index, child] = path.split('.');
    if (child === undefined) {
      if (!(name in out)) out[name] = error;
      continue;
    }
    const rows = Array.isArray(out[name]) ? out[name] : (out[name] = []);
    for (let i = rows.length; i <= Number(index); i++) rows.push({});
    rows[Number(index)][child] = error;
  }
  return out;
}

/**
 * react-admin form-level validation made of the registry's validateRecord, the function the server
 * runs too; errors are i18n keys (shule.validation.*) with their arguments.
 */
export function registryValidator(resource: AnyResource, mode: ValidationMode, stored?: Values) {
  return (values: Record<string, unknown>): Nested => nestErrors(registryErrors(resource, values, mode, stored));
}
