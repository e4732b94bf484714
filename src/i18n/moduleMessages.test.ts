// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { MODULE_MESSAGES } from './moduleMessages';
import type { Messages } from './registryMessages';

/** Every leaf key of a message tree, dotted. */
function leaves(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leaves(value, `${prefix}${key}.`),
  );
}

describe('module screen texts loaded with their screens', () => {
  it.each(Object.keys(MODULE_MESSAGES))('%s has a Swahili text for every English one, and no other', async (module) => {
    const bundle = await MODULE_MESSAGES[module]();
    const english = leaves(bundle.en).sort();
    const swahili = leaves(await bundle.sw()).sort();
    expect(swahili.filter((key) => !english.includes(key))).toEqual([]);
    expect(english.filter((key) => !swahili.includes(key))).toEqual([]);
  });
});
