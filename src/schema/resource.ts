import type { ChildTable, FieldDef, FieldKind } from './fields';
import type { Role } from './roles';
import type { CheckedFields, CheckedTemplate } from './checks';
import { formatStoredDate } from './display';
import { displayPhone } from './phone';

/** Icon names map to MUI icons in the browser (src/resources/generic/icons.ts); the schema stays React-free. */
export type IconName =
  | 'school'
  | 'class'
  | 'stream'
  | 'student'
  | 'user'
  | 'branch'
  | 'teacher'
  | 'settings'
  | 'money'
  | 'book'
  | 'inventory'
  | 'transfer'
  | 'leave'
  | 'staff'
  | 'board'
  | 'department'
  | 'course'
  | 'term'
  | 'hostel'
  | 'report'
  | 'chart'
  | 'dashboard'
  | 'receipt'
  | 'ledger'
  | 'page'
  | 'sms'
  | 'notice'
  | 'newsletter'
  | 'bank'
  | 'bus'
  | 'wallet'
  | 'mpesa'
  | 'refund'
  | 'discount'
  | 'structure';

export type ModuleName =
  | 'admissions'
  | 'finance'
  | 'exams'
  | 'messaging'
  | 'timetable'
  | 'inventory'
  | 'library'
  | 'biometrics'
  | 'hr'
  | 'settings'
  | 'elearning'
  | 'branches';

export interface Access {
  /** Roles that may read (list, show, export). Writers may always read. */
  readonly read: readonly Role[];
  /** Roles that may create, update and delete. */
  readonly write: readonly Role[];
  /** No role list at all: any signed-in user of the branch (inventory and library, spec.md section 2). */
  readonly open?: boolean;
  /**
   * Roles that may open the resource's screen, when narrower than its readers: streams are read by
   * the registry screens but their settings screen is ROLE_All only. Defaults to readers and writers.
   */
  readonly screen?: readonly Role[];
}

export type SortOrder = 'ASC' | 'DESC';

/**
 * A declared lifecycle (Frappe's workflow and submit/cancel): the state field is set only by its
 * actions, through POST /api/{resource}/{id}/{action}, never by PUT or a bulk update.
 */
export interface WorkflowAction {
  readonly label: string;
  /** States the action starts from. */
  readonly from: readonly string[];
  readonly to: string;
  /** Roles that may take it (ROLE_All always may); absent: the resource's writers. */
  readonly roles?: readonly Role[];
  /**
   * submit: the record becomes immutable (a submitted document); cancel: undoes a submitted or
   * earlier action by a reversal (hooks on `cancel` write the reversing entries).
   */
  readonly kind?: 'submit' | 'cancel';
  /** What the user types for the action (a transfer's destination school and date). */
  readonly input?: Readonly<Record<string, FieldDef>>;
  /** Asks before acting: the generic screen shows this question. */
  readonly confirm?: string;
  /**
   * Offered when a delete is refused because other records point at the record: the action that
   * ends it instead (a student with transfers is marked as left, not deleted).
   */
  readonly insteadOfDelete?: boolean;
}

export interface Workflow<K extends string = string> {
  /** A choice field holding the state. */
  readonly field: K;
  /** States in which the record can no longer be edited or deleted (submitted documents). */
  readonly locked?: readonly string[];
  readonly actions: Readonly<Record<string, WorkflowAction>>;
}

/** A group of form fields: a titled section, or a tab when the form is tabbed. */
export interface FormSection<K extends string = string> {
  readonly label: string;
  readonly fields: readonly K[];
}

export interface FormLayout<K extends string = string> {
  readonly tabs?: boolean;
  readonly sections: readonly FormSection<K>[];
}

/** A resource that is another's table seen through a fixed filter (teachers over employees). */
export interface ViewOf {
  readonly resource: string;
  readonly filter: Readonly<Record<string, string | number | boolean>>;
  /**
   * Fields of the base the view neither answers nor accepts (a teacher's salary and bank account
   * are HR's, not the registrar's): left out of its reads, exports and forms, refused on its writes.
   */
  readonly omit?: readonly string[];
}

/**
 * K (the field names) is its own parameter so that a declaration with literal types stays
 * assignable to AnyResource: keyof F would make the type invariant in F.
 */
export interface ResourceDef<
  F extends Record<string, FieldDef> = Record<string, FieldDef>,
  N extends string = string,
  K extends string = keyof F & string,
> {
  /** Plural snake_case: also the API path segment and the table name (a view's is its base's). */
  readonly name: N;
  /** Screen path from spec.md section 2. */
  readonly path: string;
  readonly label: string;
  readonly singular: string;
  /**
   * How several records are counted when the label is a collective name: 'Board members' where the
   * menu says 'Board of management', so a message reads "2 board members deleted". Default: label.
   */
  readonly plural?: string;
  readonly icon: IconName;
  readonly module: ModuleName;
  readonly fields: F;
  /** Columns of the list screen and of the export, in order. */
  readonly list: readonly K[];
  readonly filters: readonly K[];
  readonly sort: { readonly field: K | 'id' | 'created_at'; readonly order: SortOrder };
  /** Fields searched by the `q` filter (full text, prefix match on each word). */
  readonly search: readonly K[];
  /** How a record is shown when referenced: a template such as "{first_name} {last_name}". */
  readonly represent: string;
  readonly access: Access;
  /** False: no sidebar entry (the records are reached from another screen, e.g. a student's guardians). */
  readonly menu?: boolean;
  /**
   * A step of a new school's setup, on Home's checklist until the school has one such record
   * (classes before students can be registered), in `order`. A later module adds its step by
   * declaring it (fee structures with finance).
   */
  readonly setup?: { readonly order: number };
  /** Operations the generic API offers; all by default. */
  readonly operations?: { readonly create?: boolean; readonly update?: boolean; readonly delete?: boolean };
  /**
   * 'engine': a ledger or system record, written only by the server's engines; listed and exported
   * through the API, never created, changed or deleted there. Corrections are new entries.
   */
  readonly writtenBy?: 'users' | 'engine';
  readonly workflow?: Workflow<K>;
  readonly form?: FormLayout<K>;
  /** Field lists unique together within a branch (a stream's name within its class). */
  readonly unique?: readonly (readonly K[])[];
  /** One record per branch (a settings record), reached at its path without a list. */
  readonly singleton?: boolean;
  /**
   * Shared by every branch (tax bands, KNEC subject codes): no branch column; every signed-in user
   * of any branch may read it; written only by super administrators, or only by the engines.
   */
  readonly national?: { readonly writtenBy: 'super' | 'engine' };
  readonly view?: ViewOf;
  /**
   * Found by the navbar's search (GET /api/search): matched by the `search` fields and, when the
   * words typed are a phone number, by these phone fields exactly; `detail` is the second line.
   */
  readonly findable?: { readonly detail: readonly K[]; readonly phones?: readonly K[] };
  /** The filter a list screen opens with (students: the active ones); the user may clear it. */
  readonly listFilter?: Readonly<Partial<Record<K, string | number | boolean>>>;
  /**
   * The path of a declared page where records are created instead of the generic form (students:
   * the registration wizard at '/registration'): the list's Create opens it and `/<name>/create`
   * leads there.
   */
  readonly createAt?: string;
}

export type AnyResource = ResourceDef<Record<string, FieldDef>, string, string>;

type Fields = Record<string, FieldDef>;

/**
 * Checks a declaration against its own fields (list, filters, sort, search, workflow, layout and
 * composite keys must name them; so must the represent template and date bounds) and keeps its literal types for RowOf and the typed database, and its workflow and
 * form for the translations the module index checks (src/schema/translations.ts).
 */
export function defineResource<
  const N extends string,
  const F extends Fields,
  const R extends string,
  const W extends Workflow<keyof F & string> | undefined = undefined,
  const L extends FormLayout<keyof F & string> | undefined = undefined,
>(
  def: ResourceDef<F, N> & {
    readonly name: N;
    readonly represent: CheckedTemplate<R, keyof F & string>;
    readonly fields: CheckedFields<F>;
    readonly workflow?: W;
    readonly form?: L;
  },
): ResourceDef<F, N> & { readonly workflow?: W; readonly form?: L } {
  return def;
}

/** A view: the base's table and fields, a fixed filter, its own path, label, columns and roles. */
export function defineView<const N extends string, F extends Fields>(
  base: ResourceDef<F>,
  def: Omit<ResourceDef<F, N>, 'fields' | 'view' | 'represent' | 'search' | 'sort' | 'filters'> &
    Partial<Pick<ResourceDef<F, N>, 'represent' | 'search' | 'sort' | 'filters'>> & {
      readonly filter: ViewOf['filter'];
      readonly omit?: readonly (keyof F & string)[];
    },
): ResourceDef<F, N> {
  const { filter, omit, ...rest } = def;
  return {
    represent: base.represent,
    search: base.search,
    sort: base.sort,
    filters: base.filters.filter((f) => !(f in filter)),
    form: base.form,
    unique: base.unique,
    ...rest,
    fields: base.fields,
    view: { resource: base.name, filter, ...(omit ? { omit } : {}) },
  };
}

/** Whether a view leaves this field of its base out (ViewOf.omit). */
export const isOmitted = (resource: AnyResource, name: string): boolean => resource.view?.omit?.includes(name) === true;

/** The table a resource's rows live in: its own name, or its base's for a view. */
export const tableOf = (resource: AnyResource): string => resource.view?.resource ?? resource.name;

/** Field names a template such as "{first_name} {last_name}" uses. */
export function representationFields(resource: AnyResource): string[] {
  return [...resource.represent.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}

/** A record's name from its template; dates in it read as everywhere else ("Alliance High (01/06/2026)"). */
export function represent(resource: AnyResource, record: Record<string, unknown>): string {
  return resource.represent
    .replace(/\{(\w+)\}/g, (_, key: string) => {
      const value = record[key];
      if (value === null || value === undefined) return '';
      const kind = resource.fields[key]?.kind;
      if (kind === 'phone') return displayPhone(String(value));
      return kind === 'date' || kind === 'datetime' ? formatStoredDate(value, kind === 'datetime') : String(value);
    })
    .replace(/\s+/g, ' ')
    .trim();
}

const userWritable = (resource: AnyResource): boolean =>
  resource.writtenBy !== 'engine' && resource.national === undefined;

/**
 * What a super administrator may do to a national table its declaration gives them (`national:
 * { writtenBy: 'super' }`): the operation switches still apply; nothing else is theirs to write.
 */
export function superMay(resource: AnyResource, operation: 'create' | 'update' | 'delete'): boolean {
  return resource.national?.writtenBy === 'super' && resource.operations?.[operation] !== false;
}

export function canCreate(resource: AnyResource): boolean {
  return userWritable(resource) && !resource.singleton && resource.operations?.create !== false;
}
export function canUpdate(resource: AnyResource): boolean {
  return userWritable(resource) && resource.operations?.update !== false;
}
export function canDelete(resource: AnyResource): boolean {
  return userWritable(resource) && !resource.singleton && resource.operations?.delete !== false;
}

/** The child-table fields of a declaration. */
export function childTables(resource: AnyResource): [string, ChildTable][] {
  return Object.entries(resource.fields).flatMap(([name, field]) =>
    field.kind === 'table' && field.table ? [[name, field.table] as [string, ChildTable]] : [],
  );
}

/* ---------- Row types derived from declarations ---------- */

type ValueOf<D> = D extends { kind: infer K extends FieldKind }
  ? K extends 'number' | 'money'
    ? number
    : K extends 'boolean'
      ? boolean
      : K extends 'reference'
        ? number
        : K extends 'references'
          ? number[]
          : K extends 'choice'
            ? D extends { choices: readonly (infer C)[] }
              ? C
              : string
            : K extends 'multi_choice'
              ? D extends { choices: readonly (infer C)[] }
                ? C[]
                : string[]
              : K extends 'table'
                ? D extends { table: { fields: infer CF extends Fields } }
                  ? ChildRowOf<CF>[]
                  : Record<string, unknown>[]
                : string
  : unknown;

type Nullable<D, V> = D extends { required: true } ? V : D extends { kind: 'boolean' | 'table' } ? V : V | null;

/** A record of these fields as the API answers it (the system columns included). */
export type RowOf<F extends Fields> = {
  -readonly [K in keyof F]: Nullable<F[K], ValueOf<F[K]>>;
} & SystemColumns;

export type ChildRowOf<F extends Fields> = { -readonly [K in keyof F]: Nullable<F[K], ValueOf<F[K]>> } & {
  id?: number;
  position?: number;
};

export interface SystemColumns {
  id: number;
  branch_id: number;
  created_at: string;
  updated_at: string;
  created_by: number | null;
  updated_by: number | null;
}

/** The row type of a declared resource: `RecordOf<typeof students>`. */
export type RecordOf<R> = R extends ResourceDef<infer F, string> ? RowOf<F> : never;

/**
 * A set of fields seen as a declaration that borrows another's identity (the rows of a child
 * table, a workflow action's input), so the validator, labels and inputs read it like any resource.
 */
export function fieldsDeclaration(
  base: AnyResource,
  name: string,
  fields: Readonly<Record<string, FieldDef>>,
): AnyResource {
  return {
    ...base,
    name,
    fields,
    list: Object.keys(fields),
    filters: [],
    search: [],
    sort: { field: 'id', order: 'ASC' },
    workflow: undefined,
    form: undefined,
    unique: undefined,
    view: undefined,
  };
}
