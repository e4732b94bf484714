import { todayAtSchool } from './display';
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
  | 'password'
  | 'table';

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
  /**
   * choice: English labels where the humanised value falls short ('africastalking' is
   * "Africa's Talking", 'log' is "None: keep in the outbox"); screens, exports and the English catalog use them.
   */
  readonly choiceLabels?: Readonly<Record<string, string>>;
  /** reference and references: the target resource name. */
  readonly reference?: string;
  /**
   * date and datetime: another field of the record this one may not precede (a leave-out's
   * to_date is not before its from_date). Checked by validateRecord and, on update, by the server
   * against the stored value.
   */
  readonly notBefore?: string | DateBound;
  /**
   * date: the latest plausible value (a date of birth at least 2 years ago, an admission date not
   * in the future). With a relative notBefore, the plausible range; checked by validateRecord on
   * every write (not on filters) and offered by the date input as its max.
   */
  readonly notAfter?: DateBound;
  /** number: false for a year or a code (2026, not 2,026) on screens, in exports and in inputs. */
  readonly grouping?: boolean;
  /**
   * password: kept as typed rather than hashed, for a secret the server must present to another
   * service (an SMS gateway's API key). Like a password it is never answered, exported, filtered
   * or written to the audit trail, and an empty value on update keeps the stored one.
   */
  readonly kept?: boolean;
  /** Set by the server only (for example a generated number); never accepted from a client. */
  readonly readOnly?: boolean;
  /**
   * Computed, not stored: the number of `resource` records whose `field` points at this record
   * (a hostel's occupancy, a class's students). Always read-only; no column.
   */
  readonly count?: { readonly resource: string; readonly field: string };
  /**
   * Stored, but kept by the engine on every save (never by a client): the sum of a child table's
   * column (an invoice's total) or a value fetched from a referenced record (Frappe's fetch_from).
   */
  readonly derive?: DeriveRule;
  /** table: the child rows' own fields, saved with the parent in one transaction. */
  readonly table?: ChildTable;
  /**
   * reference: the target must share this field's value with the record (a stream within the
   * student's class: `within: 'class_id'` means stream.class_id = student.class_id). The server
   * refuses a mismatch; the form offers only matching choices.
   */
  readonly within?: string;
  /** Shown (and validated as required) only while another field has one of these values. */
  readonly showWhen?: ShowWhen;
  /** Offered as a bulk "set" action on the list (a choice many records change together). */
  readonly bulk?: boolean;
  /**
   * reference: the target records a form offers (active classes only). A stored value outside it
   * (an alumnus's class) is still shown and kept; the server's rules decide what is allowed.
   */
  readonly offer?: Readonly<Record<string, string | number | boolean>>;
  /**
   * reference: the target records that suit another field of this record (a girl's hostel is a
   * girls' or a mixed one): the server refuses others and the form offers only these (offers.ts).
   */
  readonly offerBy?: OfferBy;
  /**
   * choice: the values that go with another field's value (a county's subcounties): the form
   * offers only these, nothing until that field has a value, and validation refuses the rest.
   */
  readonly choicesBy?: ChoicesBy;
}

/** For each value of this record's `field`, the values the target's `target` field may have. */
export interface OfferBy {
  readonly field: string;
  readonly target: string;
  readonly suits: Readonly<Record<string, readonly string[]>>;
}

/** For each value of this record's `field`, the choices that go with it. */
export interface ChoicesBy {
  readonly field: string;
  readonly groups: Readonly<Record<string, readonly string[]>>;
}

export type DeriveRule =
  | { readonly sum: { readonly table: string; readonly field: string } }
  | { readonly fetch: { readonly from: string; readonly field: string } }
  | { readonly line: LineRule };

/**
 * A value of one line of a `linesOf` table (a student's primary guardian's phone): the line whose
 * `primary` flag is set, else the first. The lines are the one source; the engine refreshes the
 * parent's copy in the same transaction as any write of a line, through the parent or the lines'
 * own API, so lists can filter, sort and search the parent's column with an index.
 */
export interface LineRule {
  readonly table: string;
  readonly field: string;
  readonly primary?: string;
}

/**
 * A date bound: TODAY, or a whole number of years before or after it (a date of birth between 30
 * and 2 years ago). Relative to the school's day, so it moves with the calendar.
 */
export type DateBound = typeof TODAY | { readonly yearsAgo: number } | { readonly yearsAhead: number };

export interface ChildTable {
  readonly singular?: string;
  /** Inline lines: their fields; the rows live in `<parent>_<field>` with parent_id and position. */
  readonly fields?: Readonly<Record<string, FieldDef>>;
  /**
   * Lines kept in a declared resource of their own (a student's guardians): its table holds the
   * rows and `parentField` points at the parent; the fields are that resource's, less the parent.
   */
  readonly resource?: string;
  readonly parentField?: string;
  /** Fewest and most rows a parent may hold. */
  readonly min?: number;
  readonly max?: number;
}

export interface ShowWhen {
  readonly field: string;
  /** Values that show the field; absent: any non-empty value. */
  readonly is?: readonly FieldValue[];
}

export type FieldOptions = Partial<Omit<FieldDef, 'kind' | 'label' | 'choices' | 'reference' | 'count' | 'table'>>;
type Options = FieldOptions;

/**
 * A field as its builder made it: the kind, target and options keep their literal types, so a
 * row type (RowOf) and reference checks can be derived from the declaration by the compiler.
 */
export type Field<K extends FieldKind, O = object> = FieldDef & { readonly kind: K } & Readonly<O>;

const make =
  <K extends FieldKind>(kind: K) =>
  <const O extends Options = object>(label: string, options?: O): Field<K, O> =>
    ({ kind, label, ...options }) as Field<K, O>;

export const text = make('text');
export const longText = make('long_text');
export const richText = make('rich_text');
export const number = make('number');
/** Money is held in integer cents everywhere: database, wire and validation. */
export const money = <const O extends Options = object>(label: string, options?: O): Field<'money', O> =>
  ({ kind: 'money', label, integer: true, ...options }) as Field<'money', O>;
export const date = make('date');
export const datetime = make('datetime');
export const boolean = make('boolean');
export const email = make('email');
export const phone = make('phone');
export const image = make('image');
export const file = make('file');
export const password = make('password');

export const choice = <const C extends readonly string[], const O extends Options = object>(
  label: string,
  choices: C,
  options?: O,
): Field<'choice', O & { choices: C }> => ({ kind: 'choice', label, choices, ...options }) as never;
export const multiChoice = <const C extends readonly string[], const O extends Options = object>(
  label: string,
  choices: C,
  options?: O,
): Field<'multi_choice', O & { choices: C }> => ({ kind: 'multi_choice', label, choices, ...options }) as never;

export const reference = <const T extends string, const O extends Options = object>(
  label: string,
  target: T,
  options?: O,
): Field<'reference', O & { reference: T }> => ({ kind: 'reference', label, reference: target, ...options }) as never;
export const references = <const T extends string, const O extends Options = object>(
  label: string,
  target: T,
  options?: O,
): Field<'references', O & { reference: T }> => ({ kind: 'references', label, reference: target, ...options }) as never;

/** A count of the records of `resource` that point at this one through `field`. */
export const countOf = <const T extends string, const C extends string>(
  label: string,
  resource: T,
  field: C,
  options: Options = {},
): Field<'number', { readOnly: true; count: { resource: T; field: C } }> =>
  ({ kind: 'number', label, integer: true, readOnly: true, count: { resource, field }, ...options }) as never;

/**
 * Child rows (an invoice's lines, a payroll's employees): a table of their own named
 * `<parent>_<field>` with the parent's id and the row's position, written with the parent.
 */
export const lines = <const F extends Readonly<Record<string, FieldDef>>, const O extends Options = object>(
  label: string,
  table: { readonly singular: string; readonly fields: F; readonly min?: number; readonly max?: number },
  options?: O,
): Field<'table', O & { table: { fields: F } }> => ({ kind: 'table', label, table, ...options }) as never;

/** Lines kept in another declared resource whose `parentField` points at the parent. */
export const linesOf = <const T extends string, const O extends Options = object>(
  label: string,
  resource: T,
  parentField: string,
  limits: { readonly min?: number; readonly max?: number } = {},
  options?: O,
): Field<'table', O & { table: { resource: T } }> =>
  ({ kind: 'table', label, table: { resource, parentField, ...limits }, ...options }) as never;

/** The sum of a child table's column, kept by the engine on every save (money stays in cents). */
export const sumOf = <const O extends Options = object>(
  label: string,
  table: string,
  field: string,
  options?: O,
): Field<'money', O & { readOnly: true }> =>
  ({ kind: 'money', label, integer: true, readOnly: true, derive: { sum: { table, field } }, ...options }) as never;

/** A copy of a referenced record's field, refreshed by the engine whenever the reference changes. */
export const fetched = <K extends FieldKind, const O extends Options = object>(
  kind: K,
  label: string,
  from: string,
  field: string,
  options?: O,
): Field<K, O & { readOnly: true }> =>
  ({ kind, label, readOnly: true, derive: { fetch: { from, field } }, ...options }) as never;

/**
 * A value of the primary line of a `linesOf` table (the line whose `primary` flag is set, else the
 * first), kept on the parent by the engine and never written by a client.
 */
export const fromLine = <K extends FieldKind, const O extends Options = object>(
  kind: K,
  label: string,
  rule: LineRule,
  options?: O,
): Field<K, O & { readOnly: true }> => ({ kind, label, readOnly: true, derive: { line: rule }, ...options }) as never;

/** A year (2026): a whole number shown without a thousands separator. */
export const year = <const O extends Options = object>(
  label: string,
  options?: O,
): Field<'number', O & { integer: true; grouping: false }> =>
  ({ kind: 'number', label, integer: true, grouping: false, ...options }) as never;

/** Whether the field has a column of its own (counts are computed, child tables have their own table). */
export const isStored = (field: FieldDef): boolean => field.count === undefined && field.kind !== 'table';

/** The table holding a child-table field's rows. */
export const childTableName = (resourceTable: string, field: string): string => `${resourceTable}_${field}`;

/** Columns every child row has besides its declared fields. */
export const CHILD_COLUMNS = ['id', 'branch_id', 'parent_id', 'position'] as const;

/** Kinds stored as a JSON array in one column. */
export const isListKind = (kind: FieldKind): boolean => kind === 'multi_choice' || kind === 'references';

/** Kinds a client can filter by range (_gte/_lte). */
export const isRangeKind = (kind: FieldKind): boolean =>
  kind === 'number' || kind === 'money' || kind === 'date' || kind === 'datetime';

/** Columns every table has besides its declared fields. */
export const SYSTEM_COLUMNS = ['id', 'branch_id', 'created_at', 'updated_at', 'created_by', 'updated_by'] as const;

/** A date field's default that means "the day the record is made" (an admission date). */
export const TODAY = '$today';

/** The field of the record a date may not precede, when its notBefore names one (not a bound). */
export const notBeforeField = (field: FieldDef): string | undefined =>
  typeof field.notBefore === 'string' && field.notBefore !== TODAY ? field.notBefore : undefined;

/** The bound a date may not precede, when its notBefore is one (not another field). */
export function notBeforeBound(field: FieldDef): DateBound | undefined {
  const bound = field.notBefore;
  if (typeof bound === 'string') return bound === TODAY ? TODAY : undefined;
  return bound;
}

/** A bound as an ISO date on the school's `today`; 29 February a year away is the 28th. */
export function resolveDateBound(bound: DateBound, today: string): string {
  if (bound === TODAY) return today;
  const years = 'yearsAgo' in bound ? -bound.yearsAgo : bound.yearsAhead;
  const shifted = String(Number(today.slice(0, 4)) + years).padStart(4, '0');
  const day = today.slice(5) === '02-29' ? '02-28' : today.slice(5);
  return `${shifted}-${day}`;
}

/** The earliest and latest value a date field accepts today: the date input's min and max. */
export function dateLimits(field: FieldDef, today: string = todayAtSchool()): { min?: string; max?: string } {
  const earliest = notBeforeBound(field);
  return {
    ...(earliest !== undefined ? { min: resolveDateBound(earliest, today) } : {}),
    ...(field.notAfter !== undefined ? { max: resolveDateBound(field.notAfter, today) } : {}),
  };
}

/** The value a declared default stands for now: TODAY becomes the school's date. */
export function resolveDefault(field: FieldDef, now: Date = new Date()): FieldValue | undefined {
  return field.default === TODAY ? todayAtSchool(now) : field.default;
}
