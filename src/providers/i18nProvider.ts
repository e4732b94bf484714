import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import { useSyncExternalStore } from 'react';
import { merge, type MessageBundle, type Messages } from '../i18n/registryMessages';
import { SHELL_EN } from '../i18n/shell';
import { setErrorTranslator } from './httpClient';
import { getPreferences, setPreferences, type Locale } from './preferences';

export const LOCALE_NAMES: ReadonlyArray<{ locale: Locale; name: string }> = [
  { locale: 'en', name: 'English' },
  { locale: 'sw', name: 'Kiswahili' },
];

/** What the sign-in page shows: react-admin's and the shell's texts; their Swahili is a chunk of its own. */
const SHELL_MESSAGES: MessageBundle = {
  en: merge(englishMessages as Messages, { shule: SHELL_EN }),
  sw: () => import('../i18n/sw/base').then((m) => m.BASE_SW),
};

const bundles: MessageBundle[] = [SHELL_MESSAGES];
const swahili = new Map<MessageBundle, Promise<Messages>>();

function swahiliOf(bundle: MessageBundle): Promise<Messages> {
  let loading = swahili.get(bundle);
  if (!loading) {
    loading = bundle.sw();
    swahili.set(bundle, loading);
    // A chunk that failed to arrive is asked for again next time.
    loading.catch(() => swahili.delete(bundle));
  }
  return loading;
}

/**
 * The messages of a locale from every bundle added so far: English at once (react-admin needs the
 * default locale synchronously), Swahili once its chunks have arrived.
 */
export function messagesOf(locale: string): Messages | Promise<Messages> {
  if (locale !== 'sw') return merge(...bundles.map((b) => b.en));
  return Promise.all(bundles.map(swahiliOf)).then((parts) => merge(...parts));
}

const polyglot = polyglotI18nProvider(
  (locale) => messagesOf(locale) as TranslationMessages | Promise<TranslationMessages>,
  'en',
  LOCALE_NAMES,
  { allowMissing: true },
);

let wanted: string = 'en';
let pending: Promise<unknown> = Promise.resolve();
let version = 0;
const listeners = new Set<() => void>();

/**
 * Locale changes run one after another, so a slow Swahili chunk cannot land after a later switch
 * back to English; each finished change re-renders what translates outside react-admin.
 */
function changeLocale(locale: string): Promise<void> {
  wanted = locale;
  const run = pending.catch(() => undefined).then(() => polyglot.changeLocale(locale));
  pending = run;
  return run.then(() => {
    version += 1;
    for (const listener of listeners) listener();
  });
}

/** One provider for the whole app; react-admin's locale follows the preferences (LocaleSync). */
export const i18nProvider: I18nProvider = { ...polyglot, changeLocale };

setErrorTranslator((key, options) => i18nProvider.translate(key, options));

/** Adds a bundle's messages (in the wanted locale) before the screens that read them render. */
export function addMessages(bundle: MessageBundle): Promise<void> {
  if (!bundles.includes(bundle)) bundles.push(bundle);
  return changeLocale(wanted);
}

let appMessages: Promise<void> | undefined;

/** The messages of everything behind sign-in, loaded once with the first of those screens. */
export function loadAppMessages(): Promise<void> {
  appMessages ??= import('../i18n/app')
    .then((m) => addMessages(m.APP_MESSAGES))
    .catch((error: unknown) => {
      appMessages = undefined;
      throw error;
    });
  return appMessages;
}

/** The stored locale, once its messages are here (a Swahili user's first page, in Swahili). */
export function restoreLocale(): Promise<void> {
  const { locale } = getPreferences();
  return locale === 'en' ? Promise.resolve() : changeLocale(locale);
}

export async function switchLocale(locale: Locale): Promise<void> {
  await i18nProvider.changeLocale(locale);
  setPreferences({ locale });
}

/** English messages as they stand (tests read them; the app reads them through translate). */
export const MESSAGES: { readonly en: Messages } = {
  get en() {
    return messagesOf('en') as Messages;
  },
};

export type Translate = (key: string, options?: Record<string, unknown>) => string;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Translation outside react-admin's context (sign-in page, root dialogs), re-rendered when messages change. */
export function useShellTranslate(): Translate {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  return i18nProvider.translate;
}
