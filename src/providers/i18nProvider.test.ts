// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { routeKey, type Messages } from '../i18n/registryMessages';
import { linesDeclaration } from '../schema/lines';
import {
  actionInputResource,
  MODULES,
  PAGE_ROUTES,
  REPORTS,
  RESOURCES,
  serverCatalog,
  VALIDATION_MESSAGES_EN,
  type MessageTree,
} from '../schema';
import { i18nProvider, loadAppMessages, messagesOf } from './i18nProvider';

function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  const parts = key.split('.');
  for (const [i, part] of parts.entries()) {
    if (typeof node !== 'object') return undefined;
    // A leaf may hold a dot ('Mt. Elgon', a subcounty), as polyglot's flattened keys allow.
    const leaf: string | Messages | undefined = node[parts.slice(i).join('.')];
    if (typeof leaf === 'string') return leaf;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function leafKeys(messages: Messages | MessageTree, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string): string[] => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

/**
 * Every key a screen reads for what the registry declares, derived from the declarations: names,
 * fields, helps and choices; form sections; workflow actions, their questions and inputs; inline
 * lines; reports; pages and modules; and every message the server may answer with.
 */
function registryKeys(): string[] {
  const keys: string[] = [];
  const fieldKeys = (name: string, resource: (typeof RESOURCES)[number]) => {
    for (const [field, def] of Object.entries(resource.fields)) {
      keys.push(`resources.${name}.fields.${field}`);
      if (def.help) keys.push(`resources.${name}.helps.${field}`);
      for (const value of def.choices ?? []) keys.push(`resources.${name}.choices.${field}.${value}`);
    }
  };
  for (const resource of RESOURCES) {
    keys.push(`resources.${resource.name}.name`, `shule.modules.${resource.module}`);
    fieldKeys(resource.name, resource);
    const sections = resource.form?.sections ?? [];
    sections.forEach((_, i) => keys.push(`resources.${resource.name}.sections.${i}`));
    if (sections.length > 0) keys.push(`resources.${resource.name}.sections.other`);
    for (const [name, action] of Object.entries(resource.workflow?.actions ?? {})) {
      keys.push(`resources.${resource.name}.actions.${name}`);
      if (action.confirm) keys.push(`resources.${resource.name}.actions.${name}_confirm`);
      const input = actionInputResource(resource, name, action);
      for (const [field, def] of Object.entries(input.fields)) {
        keys.push(`resources.${resource.name}.action_fields.${name}.${field}`);
        if (def.help) keys.push(`resources.${resource.name}.action_helps.${name}.${field}`);
        for (const value of def.choices ?? []) keys.push(`resources.${input.name}.choices.${field}.${value}`);
      }
    }
    for (const [field, def] of Object.entries(resource.fields)) {
      if (def.kind !== 'table' || !def.table?.fields) continue;
      const rows = linesDeclaration(resource, field, def);
      keys.push(`resources.${rows.name}.name`);
      fieldKeys(rows.name, rows);
    }
  }
  for (const report of REPORTS) {
    keys.push(`reports.${report.name}.name`);
    for (const column of Object.keys(report.columns)) keys.push(`reports.${report.name}.fields.${column}`);
    for (const filter of Object.keys(report.filters)) keys.push(`reports.${report.name}.filters.${filter}`);
    for (const [field, def] of Object.entries({ ...report.columns, ...report.filters }))
      for (const value of def.choices ?? []) keys.push(`reports.${report.name}.choices.${field}.${value}`);
  }
  for (const route of PAGE_ROUTES) keys.push(`shule.routes.${routeKey(route.path)}`);
  for (const module of MODULES) keys.push(`shule.modules.${module.name}`);
  keys.push(...leafKeys(serverCatalog()));
  return keys;
}

let en: Messages;
let sw: Messages;

beforeAll(async () => {
  await loadAppMessages();
  en = messagesOf('en') as Messages;
  sw = await messagesOf('sw');
});

describe('i18n messages', () => {
  it('has every registry label, section, action, report, route, module and server message in both languages', () => {
    const keys = registryKeys();
    expect(keys.length).toBeGreaterThan(400);
    expect(keys.filter((key) => !lookup(en, key)?.trim())).toEqual([]);
    expect(keys.filter((key) => !lookup(sw, key)?.trim())).toEqual([]);
  });

  it('derives English labels from the declarations, and formats server messages as the server does', () => {
    const students = RESOURCES.find((r) => r.name === 'students');
    expect(lookup(en, 'resources.students.fields.admission_no')).toBe(students?.fields.admission_no.label);
    expect(lookup(en, 'resources.students.name')).toBe('Student |||| Students');
    expect(lookup(en, 'resources.students.actions.graduate_confirm')).toBe(
      students?.workflow?.actions.graduate.confirm,
    );
    expect(lookup(en, 'resources.students.sections.3')).toBe('Parents and guardians');
    expect(lookup(en, 'reports.enrolment.fields.boarders')).toBe('Boarders');
    expect(lookup(en, 'shule.validation.too_long')).toBe(VALIDATION_MESSAGES_EN.too_long);
    for (const key of leafKeys(serverCatalog()))
      expect(lookup(en, key), key).toBe(lookup(serverCatalog() as Messages, key));
  });

  it('translates the registry into Swahili, not a copy of the English', () => {
    expect(lookup(sw, 'resources.students.fields.first_name')).toBe('Jina la kwanza');
    expect(lookup(sw, 'shule.validation.required')).toBe('Inahitajika');
    expect(lookup(sw, 'resources.students.actions.suspend')).toBe('Simamisha');
    // County and subcounty names are proper names, the same in both languages by design, and so
    // are brand names (M-Pesa, Africa's Talking) and the name of a standard (GSM-7).
    // Acronyms of Kenyan bodies and levies (TSC, PAYE, SHIF, HELB, SACCO, CAT) are said as they are
    // in Swahili too.
    const brands = new Set(['M-Pesa', 'Africa’s Talking', 'GSM-7']);
    const acronym = /^[A-Z]{2,6}$/;
    const same = registryKeys()
      .filter((key) => !key.includes('.choices.county.') && !key.includes('.choices.subcounty.'))
      .filter((key) => !brands.has(lookup(en, key) ?? '') && !acronym.test(lookup(en, key) ?? ''))
      .filter((key) => lookup(sw, key) === lookup(en, key));
    // Templates made of placeholders only, and other proper names, may coincide; a handful at most.
    expect(same.length, same.join(', ')).toBeLessThan(8);
  });

  it('has every English key in Swahili and no Swahili key without its English, with the same placeholders', () => {
    const english = leafKeys(en);
    const swahili = new Set(leafKeys(sw));
    expect(english.filter((key) => !swahili.has(key))).toEqual([]);
    expect([...swahili].filter((key) => lookup(en, key) === undefined)).toEqual([]);
    const server = new Set(leafKeys(serverCatalog()));
    for (const key of english) {
      const inEnglish = placeholders(lookup(en, key) ?? '');
      const inSwahili = placeholders(lookup(sw, key) ?? '');
      // A server message's Swahili may leave out an argument (the English "transfer out" twice), never invent one.
      if (server.has(key))
        expect(
          inSwahili.filter((p) => !inEnglish.includes(p)),
          key,
        ).toEqual([]);
      else expect(inSwahili, key).toEqual(inEnglish);
    }
  });

  it('switches the provider between the two languages', async () => {
    await i18nProvider.changeLocale('sw');
    expect(i18nProvider.translate('ra.action.save')).toBe('Hifadhi');
    expect(i18nProvider.translate('shule.configurator.title')).toBe('Kisanidi cha kiolesura');
    expect(i18nProvider.translate('resources.students.name', { smart_count: 2 })).toBe('Wanafunzi');
    await i18nProvider.changeLocale('en');
    expect(i18nProvider.translate('shule.configurator.title')).toBe('UI Configurator');
    expect(i18nProvider.translate('resources.students.name', { smart_count: 2 })).toBe('Students');
  });

  it('lands on the locale asked for last, however long the Swahili chunks take', async () => {
    const toSwahili = i18nProvider.changeLocale('sw');
    const back = i18nProvider.changeLocale('en');
    await Promise.all([toSwahili, back]);
    expect(i18nProvider.getLocale()).toBe('en');
    expect(i18nProvider.translate('ra.action.save')).toBe('Save');
  });
});
