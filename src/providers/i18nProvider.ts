import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import { useSyncExternalStore } from 'react';
import { raSwahili } from '../i18n/raSwahili';
import { registryMessagesEn, registryMessages, type Messages } from '../i18n/registryMessages';
import { REGISTRATION_EN, REGISTRATION_SW } from '../i18n/registration';
import { SHELL_EN, SHELL_SW, VALIDATION_SW } from '../i18n/shell';
import { SUPERADMIN_MESSAGES } from '../i18n/superadmin';
import { SW_MODULES, SW_RESOURCES, SW_ROUTES } from '../i18n/sw';
import { routeKey } from '../i18n/registryMessages';
import { getPreferences, setPreferences, subscribePreferences, type Locale } from './preferences';

export const LOCALE_NAMES: ReadonlyArray<{ locale: Locale; name: string }> = [
  { locale: 'en', name: 'English' },
  { locale: 'sw', name: 'Kiswahili' },
];

function merge(...parts: Messages[]): Messages {
  const out: Messages = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      const existing = out[key];
      out[key] = typeof value === 'object' && typeof existing === 'object' ? merge(existing, value) : value;
    }
  }
  return out;
}

const registryEn = registryMessagesEn();
const registrySw = registryMessages(
  (resource) => SW_RESOURCES[resource.name],
  SW_MODULES,
  (path) => SW_ROUTES[routeKey(path)],
  VALIDATION_SW,
);

export const MESSAGES: Readonly<Record<Locale, Messages>> = {
  en: merge(
    englishMessages as Messages,
    registryEn,
    { shule: SHELL_EN },
    { shule: REGISTRATION_EN },
    SUPERADMIN_MESSAGES.en,
  ),
  sw: merge(raSwahili as Messages, registrySw, { shule: SHELL_SW }, { shule: REGISTRATION_SW }, SUPERADMIN_MESSAGES.sw),
};

/**
 * One provider for the whole app. The locale lives in the preferences so the sign-in page (outside
 * react-admin) and the admin shell agree on it; react-admin's own locale follows it.
 */
export const i18nProvider: I18nProvider = polyglotI18nProvider(
  (locale) => MESSAGES[locale === 'sw' ? 'sw' : 'en'] as TranslationMessages,
  getPreferences().locale,
  LOCALE_NAMES,
  { allowMissing: true },
);

export async function switchLocale(locale: Locale): Promise<void> {
  await i18nProvider.changeLocale(locale);
  setPreferences({ locale });
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Translation outside react-admin's context (sign-in page, root dialogs), re-rendered on a locale switch. */
export function useShellTranslate(): Translate {
  useSyncExternalStore(subscribePreferences, () => getPreferences().locale);
  return i18nProvider.translate;
}
