import type { FieldDef } from './fields';
import type { Role } from './roles';

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
  | 'hostel';

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

export interface ResourceDef<F extends Record<string, FieldDef> = Record<string, FieldDef>> {
  /** Plural snake_case: also the API path segment and the table name. */
  readonly name: string;
  /** Screen path from spec.md section 2. */
  readonly path: string;
  readonly label: string;
  readonly singular: string;
  readonly icon: IconName;
  readonly module: ModuleName;
  readonly fields: F;
  /** Columns of the list screen and of the export, in order. */
  readonly list: readonly (keyof F & string)[];
  readonly filters: readonly (keyof F & string)[];
  readonly sort: { readonly field: (keyof F & string) | 'id' | 'created_at'; readonly order: SortOrder };
  /** Fields searched by the `q` filter (full text, prefix match on each word). */
  readonly search: readonly (keyof F & string)[];
  /** How a record is shown when referenced: a template such as "{first_name} {last_name}". */
  readonly represent: string;
  readonly access: Access;
  /** False: no sidebar entry (the records are reached from another screen, e.g. a student's guardians). */
  readonly menu?: boolean;
  /** Operations the generic API offers; all by default. */
  readonly operations?: { readonly create?: boolean; readonly delete?: boolean };
}

export type AnyResource = ResourceDef<Record<string, FieldDef>>;

/**
 * Checks a declaration against its own fields (list, filters, sort and search must name them),
 * then widens it for the registry, where resources are handled by name.
 */
export function defineResource<F extends Record<string, FieldDef>>(def: ResourceDef<F>): AnyResource {
  return def as unknown as AnyResource;
}

/** Field names a template such as "{first_name} {last_name}" uses. */
export function representationFields(resource: AnyResource): string[] {
  return [...resource.represent.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}

export function represent(resource: AnyResource, record: Record<string, unknown>): string {
  return resource.represent
    .replace(/\{(\w+)\}/g, (_, key: string) => {
      const value = record[key];
      return value === null || value === undefined ? '' : String(value);
    })
    .trim();
}

export function canCreate(resource: AnyResource): boolean {
  return resource.operations?.create !== false;
}
export function canDelete(resource: AnyResource): boolean {
  return resource.operations?.delete !== false;
}
