import { useSyncExternalStore } from 'react';
import { API_URL, httpClient } from './httpClient';
import { STORAGE_KEYS, isAuthenticated, subscribeSession } from './session';

/**
 * The UI configurator's choices (spec.md sections 2 and 3), persisted in localStorage. Dark mode
 * keeps its own key, `theme` ('1' or '0'), because the spec and the server both know it by that name.
 */
export const SIDEBAR_COLORS = ['primary', 'dark', 'info', 'success', 'warning', 'danger'] as const;
export const SIDEBAR_TYPES = ['bg-gradient-dark', 'bg-transparent', 'bg-white'] as const;
export const LOCALES = ['en', 'sw'] as const;

export type SidebarColor = (typeof SIDEBAR_COLORS)[number];
export type SidebarType = (typeof SIDEBAR_TYPES)[number];
export type Locale = (typeof LOCALES)[number];

export interface Preferences {
  readonly isDarkMode: boolean;
  readonly sidebarColor: SidebarColor;
  readonly sidebarType: SidebarType;
  readonly isNavFixed: boolean;
  readonly isSidebarPinned: boolean;
  readonly locale: Locale;
}

export const PREFERENCES_KEY = 'shule.preferences';
export const THEME_URL = `${API_URL}/index/updatetheme`;

const DEFAULTS: Omit<Preferences, 'isDarkMode'> = {
  sidebarColor: 'primary',
  sidebarType: 'bg-gradient-dark',
  isNavFixed: true,
  isSidebarPinned: true,
  locale: 'en',
};

const pick = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** Stored values are checked one by one: a hand-edited or old entry falls back, never breaks the page. */
export function readPreferences(): Preferences {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    stored = {};
  }
  return {
    // spec.md section 4: dark mode is on at start only when the stored theme equals 1.
    isDarkMode: localStorage.getItem(STORAGE_KEYS.theme) === '1',
    sidebarColor: pick(SIDEBAR_COLORS, stored.sidebarColor, DEFAULTS.sidebarColor),
    sidebarType: pick(SIDEBAR_TYPES, stored.sidebarType, DEFAULTS.sidebarType),
    isNavFixed: typeof stored.isNavFixed === 'boolean' ? stored.isNavFixed : DEFAULTS.isNavFixed,
    isSidebarPinned: typeof stored.isSidebarPinned === 'boolean' ? stored.isSidebarPinned : DEFAULTS.isSidebarPinned,
    locale: pick(LOCALES, stored.locale, DEFAULTS.locale),
  };
}

let current: Preferences = readPreferences();
const listeners = new Set<() => void>();

function publish(next: Preferences): void {
  current = next;
  for (const listener of listeners) listener();
}

export function getPreferences(): Preferences {
  return current;
}

export function subscribePreferences(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sign-out clears localStorage, so the in-memory copy follows whatever storage now holds. */
subscribeSession(() => publish(readPreferences()));

export function setPreferences(change: Partial<Omit<Preferences, 'isDarkMode'>>): void {
  const next = { ...current, ...change };
  const { isDarkMode: _dark, ...persisted } = next;
  localStorage.setItem(PREFERENCES_KEY, JSON.stringify(persisted));
  publish(next);
}

/**
 * The user's switch: stores '1'/'0' and tells the server (spec.md section 4). Before sign-in there
 * is no account to keep it on, so only the local copy changes.
 */
export function setDarkMode(on: boolean): Promise<void> {
  const theme = on ? 1 : 0;
  localStorage.setItem(STORAGE_KEYS.theme, String(theme));
  publish({ ...current, isDarkMode: on });
  if (!isAuthenticated()) return Promise.resolve();
  return httpClient(THEME_URL, { method: 'POST', body: JSON.stringify({ theme }) }).then(
    () => undefined,
    // The spec reads no answer from this call; a failure only costs the server-side copy.
    (error: unknown) => console.error('Saving the theme failed', error),
  );
}

/** The theme the server kept for this user, applied at sign-in without echoing it back. */
export function applyServerTheme(theme: number): void {
  localStorage.setItem(STORAGE_KEYS.theme, theme === 1 ? '1' : '0');
  publish({ ...current, isDarkMode: theme === 1 });
}

export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribePreferences, getPreferences, getPreferences);
}
