/**
 * Compile-time checks of what declarations name: a field a template or a date bound names must be
 * declared on the resource, and a reference or count must name a declared resource (and field).
 * A mistake is a type error where it is written or in the module index, not a 500 at run time.
 */
import type { FieldDef, TODAY } from './fields';
import type { ResourceDef } from './resource';

type Fields = Record<string, FieldDef>;

/** The `{field}` names a template such as "{first_name} {last_name}" uses. */
export type TemplateFields<S extends string> = S extends `${string}{${infer F}}${infer Rest}`
  ? F | TemplateFields<Rest>
  : never;

/** The template itself when every name in it is a field; otherwise a message naming the first stranger. */
export type CheckedTemplate<S extends string, K extends string> = [Exclude<TemplateFields<S>, K>] extends [never]
  ? S
  : `represent names an undeclared field: ${Exclude<TemplateFields<S>, K>}`;

/** Fields whose `notBefore` names no field of the same resource (TODAY is a bound, not a field). */
type BadDateBounds<F extends Fields> = {
  [K in keyof F]: F[K] extends { readonly notBefore: infer B extends string }
    ? B extends keyof F | typeof TODAY
      ? never
      : K
    : never;
}[keyof F];

/** The fields as declared when every date bound names a sibling; otherwise each offender is flagged. */
export type CheckedFields<F extends Fields> = [BadDateBounds<F>] extends [never]
  ? F
  : F & { readonly [K in BadDateBounds<F>]: { readonly notBefore: 'notBefore names an undeclared field' } };

type FieldsOf<R> = R extends ResourceDef<infer F, string, string> ? F : never;

/** "resource.field → target" for each reference or count of R whose target is not among Names. */
type StrayTargets<R, All> = R extends { readonly name: infer N extends string }
  ? {
      [K in keyof FieldsOf<R> & string]: FieldsOf<R>[K] extends { readonly reference: infer T extends string }
        ? T extends NamesOf<All>
          ? never
          : `${N}.${K} → ${T}`
        : FieldsOf<R>[K] extends {
              readonly count: { readonly resource: infer T extends string; readonly field: infer C };
            }
          ? T extends NamesOf<All>
            ? C extends keyof FieldsOf<Extract<All, { readonly name: T }>>
              ? never
              : `${N}.${K} counts ${T}.${C & string}`
            : `${N}.${K} → ${T}`
          : never;
    }[keyof FieldsOf<R> & string]
  : never;

type NamesOf<All> = All extends { readonly name: infer N extends string } ? N : never;

/**
 * `true` when every reference and count among the resources resolves; otherwise an object type
 * listing the strays, so assigning `true` to it fails with their names in the message.
 */
export type ReferencesResolve<All> = [StrayTargets<All, All>] extends [never]
  ? true
  : { readonly unresolved: StrayTargets<All, All> };
