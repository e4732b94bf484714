import { humanizeChoice } from '../schema/display';
import type { ModuleName } from '../schema/resource';

/**
 * The light part of the i18n catalog, shared by the sign-in page and the admin app: the shape of
 * messages, how they merge and how a route or a value becomes a key or a label. What reads the
 * registry is catalog.ts, loaded with the admin app.
 */

/** Messages object as polyglot reads it: nested keys down to strings. */
export interface Messages {
  [key: string]: string | Messages;
}

/**
 * Messages that arrive together: English at once, Swahili as a chunk of its own that is loaded
 * only when a user chooses Swahili (the shell's with the sign-in page, the app's after sign-in).
 */
export interface MessageBundle {
  readonly en: Messages;
  readonly sw: () => Promise<Messages>;
}

/** Deep merge; later parts win. */
export function merge(...parts: Messages[]): Messages {
  const out: Messages = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      const existing = out[key];
      out[key] = typeof value === 'object' && typeof existing === 'object' ? merge(existing, value) : value;
    }
  }
  return out;
}

/** The i18n key segment of a page route: '/branches/schools/:id' → 'branches_schools_id', '/' → 'root'. */
export function routeKey(path: string): string {
  return path.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '') || 'root';
}

/** 'ROLE_Admissions_Admin' → 'Admissions Admin', 'alumni' → 'Alumni'. */
export const humanize = humanizeChoice;

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
