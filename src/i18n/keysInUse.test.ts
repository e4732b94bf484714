// @vitest-environment jsdom
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAppMessages, messagesOf } from '../providers/i18nProvider';
import { loadModuleMessages, MODULE_MESSAGES } from './moduleMessages';
import type { Messages } from './registryMessages';

/** Not i18n keys, though they look like them: a localStorage key. */
const NOT_KEYS = new Set(['shule.preferences']);

const src = path.resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'i18n' || entry.name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|type-test)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every key the screens name literally ('shule.rows.add', "ra.page.loading"); built keys are covered elsewhere. */
function keysInUse(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles(src))
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/['"`]((?:shule|ra|resources|reports)\.[\w.]*\w)['"`]/g))
      if (!NOT_KEYS.has(match[1])) found.set(match[1], path.relative(src, file));
  return found;
}

function node(messages: Messages, key: string): string | Messages | undefined {
  let at: string | Messages | undefined = messages;
  for (const part of key.split('.')) at = typeof at === 'object' ? at[part] : undefined;
  return at;
}

let en: Messages;
let sw: Messages;

beforeAll(async () => {
  await loadAppMessages();
  // The modules whose screen texts come with their screens.
  await Promise.all(Object.keys(MODULE_MESSAGES).map(loadModuleMessages));
  en = messagesOf('en') as Messages;
  sw = await messagesOf('sw');
});

describe('keys the screens name', () => {
  it('exist in English and in Swahili (a namespace passed on to a helper counts)', () => {
    const used = keysInUse();
    expect(used.size).toBeGreaterThan(150);
    const missing = (messages: Messages) =>
      [...used].filter(([key]) => node(messages, key) === undefined).map(([key, file]) => `${key} (${file})`);
    expect(missing(en)).toEqual([]);
    expect(missing(sw)).toEqual([]);
  });
});
