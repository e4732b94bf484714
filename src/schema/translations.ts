/**
 * The Swahili a module owes, derived from its declaration by the compiler: every resource's name,
 * field labels, help texts, choice values, form sections, workflow actions (label, question and
 * inputs) and inline lines; every page; every report's name, columns, filters and choices; and the
 * module's own messages. A missing key is a type error naming it (translations.type-test.ts).
 */
import type { FieldDef } from './fields';
import type { ModuleDef } from './module';
import type { ResourceDef } from './resource';

type Labels<K extends string> = { readonly [P in K]: string };

type HelpNames<F> = { [K in keyof F & string]: F[K] extends { readonly help: string } ? K : never }[keyof F & string];
type ChoiceNames<F> = {
  [K in keyof F & string]: F[K] extends { readonly choices: readonly string[] } ? K : never;
}[keyof F & string];
type ChoicesOf<D> = D extends { readonly choices: readonly (infer C extends string)[] } ? C : never;
type InlineLines<F> = {
  [K in keyof F & string]: F[K] extends { readonly table: { readonly fields: object } } ? K : never;
}[keyof F & string];

/** Labels of a set of fields, their help texts and their choice values. */
export type FieldsSwahili<F> = { readonly fields: Labels<keyof F & string> } & ([HelpNames<F>] extends [never]
  ? unknown
  : { readonly helps: Labels<HelpNames<F>> }) &
  ([ChoiceNames<F>] extends [never]
    ? unknown
    : { readonly choices: { readonly [K in ChoiceNames<F>]: Labels<ChoicesOf<F[K]>> } });

/** An action's label, its question when it asks one, and the labels of what the user types for it. */
export type ActionSwahili<A> = { readonly label: string } & (A extends { readonly confirm: string }
  ? { readonly confirm: string }
  : unknown) &
  (A extends { readonly input: infer I } ? FieldsSwahili<I> : unknown);

type ActionsSwahili<W> = [W] extends [never]
  ? unknown
  : [W] extends [{ readonly actions: infer A }]
    ? { readonly actions: { readonly [K in keyof A & string]: ActionSwahili<A[K]> } }
    : unknown;

/**
 * One title per declared section, by its position, and `other` for the fields no section places. A
 * form whose sections are not a declared tuple (a view's, typed from its base but drawn without
 * sections) has no titles to translate.
 */
type SectionsSwahili<L> = [L] extends [never]
  ? unknown
  : [L] extends [{ readonly sections: infer S extends readonly unknown[] }]
    ? number extends S['length']
      ? unknown
      : { readonly sections: Labels<Extract<keyof S, `${number}`> | 'other'> }
    : unknown;

type LinesSwahili<F> = [InlineLines<F>] extends [never]
  ? unknown
  : {
      readonly lines: {
        readonly [K in InlineLines<F>]: F[K] extends { readonly table: { readonly fields: infer CF } }
          ? { readonly name: string } & FieldsSwahili<CF>
          : never;
      };
    };

/** A resource's Swahili: 'singular |||| plural', then everything its declaration labels. */
export type ResourceSwahili<R> = R extends ResourceDef<Record<string, FieldDef>, string, string> & {
  readonly fields: infer F;
}
  ? // A declaration without a workflow or form has neither: NonNullable leaves never, read as none.
    { readonly name: string } & FieldsSwahili<F> &
      SectionsSwahili<NonNullable<R['form']>> &
      ActionsSwahili<NonNullable<R['workflow']>> &
      LinesSwahili<F>
  : never;

export type ReportSwahili<R> = R extends { readonly columns: infer C; readonly filters: infer P }
  ? {
      readonly name: string;
      readonly columns: Labels<keyof C & string>;
      readonly filters: Labels<keyof P & string>;
    } & ([ChoiceNames<C & P>] extends [never]
      ? unknown
      : { readonly choices: { readonly [K in ChoiceNames<C & P>]: Labels<ChoicesOf<(C & P)[K]>> } })
  : never;

/** The same keys as the English messages, each with its Swahili. */
export type SameKeys<T> = { readonly [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

type Named<T> = T extends { readonly name: infer N extends string } ? N : never;
type Items<M, K extends string> = M extends { readonly [P in K]: readonly (infer I)[] } ? I : never;

/** Everything a module declares that a user reads, in Swahili. */
export type ModuleSwahili<M> = { readonly label: string } & ([Items<M, 'resources'>] extends [never]
  ? unknown
  : {
      readonly resources: { readonly [R in Items<M, 'resources'> as Named<R>]: ResourceSwahili<R> };
    }) &
  ([Items<M, 'pages'>] extends [never]
    ? unknown
    : {
        readonly pages: {
          readonly [P in Items<M, 'pages'> as P extends { readonly path: infer X extends string } ? X : never]: string;
        };
      }) &
  ([Items<M, 'reports'>] extends [never]
    ? unknown
    : { readonly reports: { readonly [R in Items<M, 'reports'> as Named<R>]: ReportSwahili<R> } }) &
  (M extends { readonly messages: infer T } ? { readonly messages: SameKeys<T> } : unknown);

/** What defineModule asks of a module's `swahili` loader: the chunk's default export has every key. */
export type SwahiliOf<M> = M extends { readonly swahili: unknown }
  ? { readonly swahili: () => Promise<{ readonly default: ModuleSwahili<M> }> }
  : unknown;

/** `true` when every module of the index has its Swahili; otherwise the names of those without. */
export type EveryModuleTranslated<Ms extends readonly ModuleDef[]> = [
  Exclude<Ms[number], { readonly swahili: unknown }>,
] extends [never]
  ? true
  : { readonly untranslated: Named<Exclude<Ms[number], { readonly swahili: unknown }>> };

/** The loose shape of a module's Swahili, as the browser reads it at run time. */
export interface FieldsSwahiliShape {
  readonly fields?: Readonly<Record<string, string>>;
  readonly helps?: Readonly<Record<string, string>>;
  readonly choices?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}
export interface ResourceSwahiliShape extends FieldsSwahiliShape {
  readonly name: string;
  /** Counted records when the name's plural is a collective one (ResourceDef.plural). */
  readonly count?: string;
  /**
   * The record's representation when its template has words of its own ('Term {term}
   * {academic_year}': 'Muhula {term} {academic_year}'), with the same placeholders.
   */
  readonly represent?: string;
  readonly sections?: Readonly<Record<string, string>>;
  readonly actions?: Readonly<
    Record<string, FieldsSwahiliShape & { readonly label: string; readonly confirm?: string }>
  >;
  readonly lines?: Readonly<Record<string, FieldsSwahiliShape & { readonly name: string }>>;
}
export interface ModuleSwahiliShape {
  readonly label: string;
  readonly resources?: Readonly<Record<string, ResourceSwahiliShape>>;
  readonly pages?: Readonly<Record<string, string>>;
  readonly reports?: Readonly<
    Record<
      string,
      FieldsSwahiliShape & {
        readonly name: string;
        readonly columns: Readonly<Record<string, string>>;
        readonly filters: Readonly<Record<string, string>>;
      }
    >
  >;
  readonly messages?: unknown;
}
