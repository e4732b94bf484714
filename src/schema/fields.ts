/**
 * Field kinds of the registry. A field declaration is plain data so that the server (validation,
 * columns, queries) and the browser (inputs, columns, filters) read the same object.
 */
export type FieldKind =
  | 'text'
  | 'long_text'
  | 'rich_text'
  | 'number'
  | 'money'
  | 'date'
  | 'datetime'
  | 'boolean'
  | 'choice'
  | 'multi_choice'
  | 'reference'
  | 'references'
  | 'email'
  | 'phone'
  | 'image'
  | 'file'
  | 'password';

export type FieldValue = string | number | boolean | null | readonly (string | number)[];

export interface FieldDef {
  readonly kind: FieldKind;
  /** English label; the i18n key is resources.<resource>.fields.<field>. */
  readonly label: string;
  readonly required?: boolean;
  /** 'branch': unique among one branch's records; 'global': unique across all branches. */
  readonly unique?: 'branch' | 'global';
  readonly default?: FieldValue;
  /** number and money: smallest/largest value (money in cents); text kinds: length. */
  readonly min?: number;
  readonly max?: number;
  readonly integer?: boolean;
  readonly pattern?: string;
  readonly help?: string;
  /** choice and multi_choice. */
  readonly choices?: readonly string[];
  /** reference and references: the target resource name. */
  readonly reference?: string;
  /**
   * date and datetime: another field of the record this one may not precede (a leave-out's
   * to_date is not before its from_date). Checked by validateRecord and, on update, by the server
   * against the stored value.
   */
  readonly notBefore?: string;
  /** Set by the server only (for example a generated number); never accepted from a client. */
  readonly readOnly?: boolean;
  /**
   * Computed, not stored: the number of `resource` records whose `field` points at this record
   * (a hostel's occupancy, a class's students). Always read-only; no column.
   */
  readonly count?: { readonly resource: string; readonly field: string };
}

type Options = Partial<Omit<FieldDef, 'kind' | 'label' | 'choices' | 'reference' | 'count'>>;

const make =
  (kind: FieldKind) =>
  (label: string, options: Options = {}): FieldDef => ({ kind, label, ...options });

export const text = make('text');
export const longText = make('long_text');
export const richText = make('rich_text');
export const number = make('number');
/** Money is held in integer cents everywhere: database, wire and validation. */
export const money = (label: string, options: Options = {}): FieldDef => ({
  kind: 'money',
  label,
  integer: true,
  ...options,
});
export const date = make('date');
export const datetime = make('datetime');
export const boolean = make('boolean');
export const email = make('email');
export const phone = make('phone');
export const image = make('image');
export const file = make('file');
export const password = make('password');

export const choice = (label: string, choices: readonly string[], options: Options = {}): FieldDef => ({
  kind: 'choice',
  label,
  choices,
  ...options,
});
export const multiChoice = (label: string, choices: readonly string[], options: Options = {}): FieldDef => ({
  kind: 'multi_choice',
  label,
  choices,
  ...options,
});

export const reference = (label: string, target: string, options: Options = {}): FieldDef => ({
  kind: 'reference',
  label,
  reference: target,
  ...options,
});
export const references = (label: string, target: string, options: Options = {}): FieldDef => ({
  kind: 'references',
  label,
  reference: target,
  ...options,
});

/** A count of the records of `resource` that point at this one through `field`. */
export const countOf = (label: string, resource: string, field: string, options: Options = {}): FieldDef => ({
  kind: 'number',
  label,
  integer: true,
  readOnly: true,
  count: { resource, field },
  ...options,
});

/** Whether the field has a column (computed fields have none). */
export const isStored = (field: FieldDef): boolean => field.count === undefined;

/** Kinds stored as a JSON array in one column. */
export const isListKind = (kind: FieldKind): boolean => kind === 'multi_choice' || kind === 'references';

/** Kinds a client can filter by range (_gte/_lte). */
export const isRangeKind = (kind: FieldKind): boolean =>
  kind === 'number' || kind === 'money' || kind === 'date' || kind === 'datetime';

/** Columns every table has besides its declared fields. */
export const SYSTEM_COLUMNS = ['id', 'branch_id', 'created_at', 'updated_at', 'created_by', 'updated_by'] as const;
