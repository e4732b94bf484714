import type { MessageBundle } from './registryMessages';

/**
 * Screen texts that travel with their module's screens instead of with the app's messages: a super
 * administrator or a bursar never downloads the exam or payroll screens' English. A module listed
 * here has its texts added before any of its screens or pages renders (moduleScreens.tsx,
 * pageRoutes.ts).
 */
export const MODULE_MESSAGES: Readonly<Record<string, () => Promise<MessageBundle>>> = {
  finance: () => import('./modules/finance').then((m) => m.FINANCE_BUNDLE),
  exams: () => import('./modules/exams').then((m) => m.EXAMS_BUNDLE),
  hr: () => import('./modules/hr').then((m) => m.HR_BUNDLE),
};

const loading = new Map<string, Promise<void>>();

/** Adds a module's screen texts once; a module without its own texts resolves at once. */
export function loadModuleMessages(module: string): Promise<void> {
  const loader = MODULE_MESSAGES[module];
  if (!loader) return Promise.resolve();
  let loaded = loading.get(module);
  if (!loaded) {
    // The provider is imported here, not at the top: the router's tables import this file, and
    // the provider reads the browser's storage as it loads.
    loaded = Promise.all([loader(), import('../providers/i18nProvider')]).then(([bundle, provider]) =>
      provider.addMessages(bundle),
    );
    // A chunk that failed to arrive is asked for again by the next screen.
    loaded.catch(() => loading.delete(module));
    loading.set(module, loaded);
  }
  return loaded;
}

/** A lazy screen's loader that also brings its module's texts, so the screen never renders keys. */
export const withModuleMessages =
  <T>(module: string, load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([load(), loadModuleMessages(module)]).then(([screen]) => screen);
