import { PAGE_ROUTES, RESOURCES, VALIDATION_MESSAGES_EN, type AnyResource } from '../schema/registry';
import type { ModuleName } from '../schema/registry';
import type { ResourceTranslation } from './sw';

/** Messages object as polyglot reads it: nested keys down to strings. */
export interface Messages {
  [key: string]: string | Messages;
}

/** The i18n key segment of a page route: '/branches/schools/:id' → 'branches_schools_id', '/' → 'root'. */
export function routeKey(path: string): string {
  return path.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '') || 'root';
}

/** 'ROLE_Admissions_Admin' → 'Admissions Admin', 'alumni' → 'Alumni'. */
export function humanize(value: string): string {
  const words = value
    .replace(/^ROL[ER]_/, '')
    .replace(/_/g, ' ')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const MODULES_EN: Readonly<Record<ModuleName | 'home', string>> = {
  home: 'Home',
  admissions: 'Admissions',
  finance: 'Finance',
  exams: 'Exams',
  messaging: 'Messaging',
  timetable: 'Timetable',
  inventory: 'Inventory',
  library: 'Library',
  biometrics: 'Biometrics',
  hr: 'HR and payroll',
  settings: 'Settings',
  elearning: 'E-learning',
  branches: 'Branches',
};

/** The English translation a declaration implies, in the same shape as the Swahili dictionary. */
export function englishOf(resource: AnyResource): ResourceTranslation {
  const fields: Record<string, string> = {};
  const helps: Record<string, string> = {};
  const choices: Record<string, Record<string, string>> = {};
  for (const [name, field] of Object.entries(resource.fields)) {
    fields[name] = field.label;
    if (field.help) helps[name] = field.help;
    if (field.choices) choices[name] = Object.fromEntries(field.choices.map((c) => [c, humanize(c)]));
  }
  return { name: `${resource.singular} |||| ${resource.label}`, fields, helps, choices };
}

function toMessages(translation: ResourceTranslation): Messages {
  return {
    name: translation.name,
    fields: { ...translation.fields },
    helps: { ...(translation.helps ?? {}) },
    choices: Object.fromEntries(Object.entries(translation.choices ?? {}).map(([f, c]) => [f, { ...c }])),
  };
}

/** `resources.*` plus module, page-route and validation labels for one language. */
export function registryMessages(
  resources: (resource: AnyResource) => ResourceTranslation | undefined,
  modules: Readonly<Record<string, string>>,
  routes: (path: string, englishLabel: string) => string | undefined,
  validation: Readonly<Record<string, string>>,
): { resources: Messages; shule: Messages } {
  const resourceMessages: Messages = {};
  for (const resource of RESOURCES) {
    const translation = resources(resource);
    if (translation) resourceMessages[resource.name] = toMessages(translation);
  }
  const routeMessages: Messages = {};
  for (const route of PAGE_ROUTES) {
    const label = routes(route.path, route.label);
    if (label) routeMessages[routeKey(route.path)] = label;
  }
  return {
    resources: resourceMessages,
    shule: { modules: { ...modules }, routes: routeMessages, validation: { ...validation } },
  };
}

export const registryMessagesEn = () =>
  registryMessages(englishOf, MODULES_EN, (_path, label) => label, VALIDATION_MESSAGES_EN);
