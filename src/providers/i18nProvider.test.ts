// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES, RESOURCES, VALIDATION_MESSAGES_EN } from '../schema/registry';
import { routeKey } from '../i18n/registryMessages';
import { MESSAGES, i18nProvider } from './i18nProvider';
import type { Messages } from '../i18n/registryMessages';

function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function leafKeys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string): string[] => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Every label a declaration shows on screen, as i18n keys. */
function registryKeys(): string[] {
  const keys: string[] = [];
  for (const resource of RESOURCES) {
    keys.push(`resources.${resource.name}.name`);
    for (const [name, field] of Object.entries(resource.fields)) {
      keys.push(`resources.${resource.name}.fields.${name}`);
      if (field.help) keys.push(`resources.${resource.name}.helps.${name}`);
      for (const value of field.choices ?? []) keys.push(`resources.${resource.name}.choices.${name}.${value}`);
    }
    keys.push(`shule.modules.${resource.module}`);
  }
  for (const route of PAGE_ROUTES) keys.push(`shule.routes.${routeKey(route.path)}`);
  for (const code of Object.keys(VALIDATION_MESSAGES_EN)) keys.push(`shule.validation.${code}`);
  return keys;
}

describe('i18n messages', () => {
  it('has every registry label, help, choice, module, route and validation message in both languages', () => {
    const keys = registryKeys();
    expect(keys.length).toBeGreaterThan(60);
    for (const locale of ['en', 'sw'] as const) {
      const missing = keys.filter((key) => !lookup(MESSAGES[locale], key)?.trim());
      expect(missing, `${locale} is missing`).toEqual([]);
    }
  });

  it('derives English labels from the declarations', () => {
    const students = RESOURCES.find((r) => r.name === 'students');
    expect(lookup(MESSAGES.en, 'resources.students.fields.admission_no')).toBe(students?.fields.admission_no.label);
    expect(lookup(MESSAGES.en, 'resources.students.name')).toBe('Student |||| Students');
    expect(lookup(MESSAGES.en, 'shule.validation.too_long')).toBe(VALIDATION_MESSAGES_EN.too_long);
  });

  it('translates the registry into Swahili, not a copy of the English', () => {
    expect(lookup(MESSAGES.sw, 'resources.students.fields.first_name')).toBe('Jina la kwanza');
    expect(lookup(MESSAGES.sw, 'shule.validation.required')).toBe('Inahitajika');
    // County names are proper names, the same in both languages by design.
    const same = registryKeys()
      .filter((key) => !key.includes('.choices.county.'))
      .filter((key) => lookup(MESSAGES.sw, key) === lookup(MESSAGES.en, key));
    // Other proper names may coincide; anything beyond a handful means a dictionary was copied.
    expect(same.length).toBeLessThan(5);
  });

  it('has every react-admin and shell message in Swahili with the same placeholders', () => {
    const english = leafKeys(MESSAGES.en).filter((key) => key.startsWith('ra.') || key.startsWith('shule.'));
    const swahili = new Set(leafKeys(MESSAGES.sw));
    expect(english.filter((key) => !swahili.has(key))).toEqual([]);
    expect(leafKeys(MESSAGES.sw).filter((key) => lookup(MESSAGES.en, key) === undefined)).toEqual([]);
    for (const key of english) {
      expect(placeholders(lookup(MESSAGES.sw, key) ?? ''), key).toEqual(placeholders(lookup(MESSAGES.en, key) ?? ''));
    }
  });

  it('switches the provider between the two languages', async () => {
    await i18nProvider.changeLocale('sw');
    expect(i18nProvider.translate('ra.action.save')).toBe('Hifadhi');
    expect(i18nProvider.translate('shule.configurator.title')).toBe('Kisanidi cha kiolesura');
    await i18nProvider.changeLocale('en');
    expect(i18nProvider.translate('shule.configurator.title')).toBe('UI Configurator');
    expect(i18nProvider.translate('resources.students.name', { smart_count: 2 })).toBe('Students');
  });
});
