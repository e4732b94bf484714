import { ENGINE_MESSAGES_EN } from './engine-messages';
import type { ModuleDef } from './module';
import type { MODULES } from './modules';
import { VALIDATION_MESSAGES_EN } from './validation-messages';

/**
 * Answers as i18n keys with arguments. The server formats its English text from the same keys the
 * browser translates, so an API client reads English and a Swahili user reads Swahili.
 */
export type MessageArgs = Readonly<Record<string, string | number>>;

/**
 * How the browser shows one argument in its user's language: the label behind the i18n key (a
 * resource's name with smart_count, an action, a state), a list of them joined with "and"/"or",
 * lower-cased where the English sentence has it so. Without it the argument is shown as sent.
 */
export interface ArgKey {
  readonly key: string | readonly string[];
  readonly count?: number;
  readonly join?: 'and' | 'or';
  readonly lower?: boolean;
  /** Per key, the number said with it ("2 transfers and 1 leave-out"), each key in its own plural. */
  readonly counts?: readonly number[];
}

/** One message: the key (the wire's `code`, or `message` inside `codes`), its arguments and their keys. */
export interface Coded {
  readonly message: string;
  readonly args: MessageArgs;
  readonly keys?: Readonly<Record<string, ArgKey>>;
}

export interface MessageTree {
  readonly [key: string]: string | MessageTree;
}

type Paths<T, P extends string> = {
  [K in keyof T & string]: T[K] extends string ? `${P}.${K}` : Paths<T[K], `${P}.${K}`>;
}[keyof T & string];

type ModuleKeys<M> = M extends { readonly name: infer N extends string; readonly messages: infer T }
  ? Paths<T, `shule.${N}`>
  : never;

/** Every key the server may send: validation, engine and each module's own (a typo is a type error). */
export type MessageKey =
  | `shule.validation.${string}`
  | Paths<typeof ENGINE_MESSAGES_EN, 'shule.errors'>
  | ModuleKeys<(typeof MODULES)[number]>;

/** The English catalog of every server message, nested as the browser's i18n messages are. */
export function englishCatalog(modules: readonly ModuleDef[]): MessageTree {
  const own = Object.fromEntries(modules.flatMap((m) => (m.messages ? [[m.name, m.messages]] : [])));
  return { shule: { validation: VALIDATION_MESSAGES_EN, errors: ENGINE_MESSAGES_EN, ...own } };
}

export function lookupMessage(tree: MessageTree, key: string): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** polyglot's %{name} interpolation, so both sides read the same templates. */
export function interpolate(template: string, args: MessageArgs): string {
  return template.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in args ? String(args[name]) : whole));
}

/** The English text of a message (its key when the catalog does not know it). */
export function englishOf(catalog: MessageTree, coded: Pick<Coded, 'message' | 'args'>): string {
  return interpolate(lookupMessage(catalog, coded.message) ?? coded.message, coded.args);
}

/** English lists as the engine words them: "a or b", "a, b and c". */
export function joinEnglish(parts: readonly string[], join: 'and' | 'or'): string {
  if (join === 'or' || parts.length < 2) return parts.join(` ${join} `);
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
