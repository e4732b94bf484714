import {
  type AnyReport,
  type AnyResource,
  ENGINE_MESSAGES_EN,
  type FieldDef,
  MODULES,
  type ModuleDef,
  SHELL_PAGES,
  VALIDATION_MESSAGES_EN,
} from '../schema/registry';
import type { FieldsSwahiliShape, ModuleSwahiliShape, ResourceSwahiliShape } from '../schema/translations';
import { humanize, merge, MODULES_EN, type Messages, routeKey } from './registryMessages';

/**
 * The registry's messages, loaded with the admin app: English derived from the declarations, and
 * each module's Swahili (its own chunk) laid out under the same keys. Both go through one
 * converter, so a key the screens read exists in both languages or in neither.
 */

type Fields = Readonly<Record<string, FieldDef>>;

function fieldsShape(fields: Fields): FieldsSwahiliShape {
  const entries = Object.entries(fields);
  return {
    fields: Object.fromEntries(entries.map(([name, field]) => [name, field.label])),
    helps: Object.fromEntries(entries.flatMap(([name, field]) => (field.help ? [[name, field.help]] : []))),
    choices: Object.fromEntries(
      entries.flatMap(([name, field]) =>
        field.choices
          ? [[name, Object.fromEntries(field.choices.map((c) => [c, field.choiceLabels?.[c] ?? humanize(c)]))]]
          : [],
      ),
    ),
  };
}

const inlineLines = (resource: AnyResource) =>
  Object.entries(resource.fields).filter(([, field]) => field.kind === 'table' && field.table?.fields);

/** A resource's English in the shape of its Swahili: the declaration's own labels. */
function resourceShape(resource: AnyResource): ResourceSwahiliShape {
  const sections = resource.form?.sections ?? [];
  return {
    name: `${resource.singular} |||| ${resource.label}`,
    ...(resource.plural ? { count: `${resource.singular} |||| ${resource.plural}` } : {}),
    // Only a template with words of its own is said differently in another language.
    ...(/\p{L}/u.test(resource.represent.replace(/\{\w+\}/g, '')) ? { represent: resource.represent } : {}),
    ...fieldsShape(resource.fields),
    sections:
      sections.length > 0
        ? { ...Object.fromEntries(sections.map((s, i) => [String(i), s.label])), other: 'Other details' }
        : undefined,
    actions: Object.fromEntries(
      Object.entries(resource.workflow?.actions ?? {}).map(([name, action]) => [
        name,
        {
          label: action.label,
          ...(action.confirm ? { confirm: action.confirm } : {}),
          ...fieldsShape(action.input ?? {}),
        },
      ]),
    ),
    lines: Object.fromEntries(
      inlineLines(resource).map(([name, field]) => [
        name,
        {
          name: `${field.table?.singular ?? field.label} |||| ${field.label}`,
          ...fieldsShape(field.table?.fields ?? {}),
        },
      ]),
    ),
  };
}

function reportShape(report: AnyReport) {
  const both = fieldsShape({ ...report.columns, ...report.filters });
  return {
    name: report.label,
    columns: fieldsShape(report.columns).fields ?? {},
    filters: fieldsShape(report.filters).fields ?? {},
    choices: both.choices,
  };
}

/** A module's English, in the shape of its Swahili chunk. */
export function englishShape(module: ModuleDef): ModuleSwahiliShape {
  return {
    label: module.label,
    resources: Object.fromEntries(module.resources.map((r) => [r.name, resourceShape(r)])),
    pages: Object.fromEntries((module.pages ?? []).map((p) => [p.path, p.label])),
    reports: Object.fromEntries((module.reports ?? []).map((r) => [r.name, reportShape(r)])),
    messages: module.messages,
  };
}

const copy = (labels: Readonly<Record<string, string>> | undefined): Messages => ({ ...labels });
const nested = (groups: FieldsSwahiliShape['choices']): Messages =>
  Object.fromEntries(Object.entries(groups ?? {}).map(([field, values]) => [field, copy(values)]));

const fieldMessages = (shape: FieldsSwahiliShape): Messages => ({
  fields: copy(shape.fields),
  helps: copy(shape.helps),
  choices: nested(shape.choices),
});

/**
 * react-admin's resources.<name>.* keys and the generic screens' own: represent (the template a
 * record is named by, where a language has its own words), sections.<index>,
 * actions.<action> (and <action>_confirm), action_fields/action_helps.<action>.<field>; an action's
 * input choices under resources.<name>_<action>, inline lines under resources.<name>_<field>.
 */
function resourceMessages(resource: AnyResource, shape: ResourceSwahiliShape): Messages {
  const actions = Object.entries(shape.actions ?? {});
  const own: Messages = {
    name: shape.name,
    ...(shape.represent ? { represent: shape.represent } : {}),
    ...fieldMessages(shape),
    sections: copy(shape.sections),
    actions: Object.fromEntries(
      actions.flatMap(([name, a]) => [[name, a.label], ...(a.confirm ? [[`${name}_confirm`, a.confirm]] : [])]),
    ),
    action_fields: Object.fromEntries(actions.map(([name, a]) => [name, copy(a.fields)])),
    action_helps: Object.fromEntries(actions.map(([name, a]) => [name, copy(a.helps)])),
  };
  const inputs = actions.map(([name, a]) => [`${resource.name}_${name}`, { choices: nested(a.choices) }] as const);
  const lines = Object.entries(shape.lines ?? {}).map(
    ([field, l]) => [`${resource.name}_${field}`, { name: l.name, ...fieldMessages(l) }] as const,
  );
  return { [resource.name]: own, ...Object.fromEntries([...inputs, ...lines]) };
}

/** One module's messages in one language, from its shape (English derived, or its Swahili chunk). */
export function moduleMessages(module: ModuleDef, shape: ModuleSwahiliShape): Messages {
  const resources = module.resources.flatMap((r) => {
    const own = shape.resources?.[r.name];
    return own ? [resourceMessages(r, own)] : [];
  });
  const reports = Object.fromEntries(
    (module.reports ?? []).flatMap((r) => {
      const own = shape.reports?.[r.name];
      return own
        ? [
            [
              r.name,
              { name: own.name, fields: copy(own.columns), filters: copy(own.filters), choices: nested(own.choices) },
            ],
          ]
        : [];
    }),
  );
  const routes = Object.fromEntries([
    ...(module.pages ?? []).flatMap((p) => (shape.pages?.[p.path] ? [[routeKey(p.path), shape.pages[p.path]]] : [])),
    ...(module.reports ?? []).flatMap((r) =>
      shape.reports?.[r.name] ? [[routeKey(r.path), shape.reports[r.name].name]] : [],
    ),
  ]);
  return {
    resources: merge(...resources),
    reports,
    shule: {
      modules: { [module.name]: shape.label },
      routes,
      ...(shape.messages ? { [module.name]: shape.messages as Messages } : {}),
    },
  };
}

const modules: readonly ModuleDef[] = MODULES;

/** The registry in English: every module's labels, the shell's pages, the validator's and engine's messages. */
export function registryEnglish(): Messages {
  return merge(
    {
      shule: {
        modules: { ...MODULES_EN },
        routes: Object.fromEntries(SHELL_PAGES.map((p) => [routeKey(p.path), p.label])),
        validation: { ...VALIDATION_MESSAGES_EN },
        errors: ENGINE_MESSAGES_EN as unknown as Messages,
      },
    },
    ...modules.map((m) => moduleMessages(m, englishShape(m))),
  );
}

/** Every module's Swahili chunk, loaded only when a user chooses Swahili. */
export async function registrySwahili(): Promise<Messages> {
  const chunks = await Promise.all(modules.map((m) => m.swahili?.() ?? Promise.resolve({ default: undefined })));
  return merge(
    ...modules.flatMap((m, i) => {
      const shape = chunks[i].default as ModuleSwahiliShape | undefined;
      return shape ? [moduleMessages(m, shape)] : [];
    }),
  );
}
