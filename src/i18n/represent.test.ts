import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../schema/registry';
import { registrySwahili, registryEnglish } from './catalog';
import type { Messages } from './registryMessages';
import { representIn } from '../resources/generic/representation';

const placeholders = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
/** Letters outside the placeholders: words a language says its own way. */
const hasWords = (template: string) => /\p{L}/u.test(template.replace(/\{\w+\}/g, ''));

function lookup(messages: Messages, key: string): string | undefined {
  let at: string | Messages | undefined = messages;
  for (const part of key.split('.')) at = typeof at === 'object' ? at[part] : undefined;
  return typeof at === 'string' ? at : undefined;
}

const translator =
  (messages: Messages) =>
  (key: string, options: Record<string, unknown> = {}): string =>
    lookup(messages, key) ?? String(options._ ?? key);

describe("a record's name in the user's language", () => {
  it('every template with words of its own has its Swahili, with the same placeholders', async () => {
    const sw = await registrySwahili();
    const worded = RESOURCES.filter((r) => hasWords(r.represent));
    expect(worded.map((r) => r.name)).toContain('terms');
    for (const resource of worded) {
      const swahili = lookup(sw, `resources.${resource.name}.represent`);
      expect(swahili, resource.name).toBeDefined();
      expect(placeholders(swahili ?? ''), resource.name).toEqual(placeholders(resource.represent));
    }
  });

  it('names the current term in either language, a choice by its label', async () => {
    const terms = RESOURCES.find((r) => r.name === 'terms');
    const leaveouts = RESOURCES.find((r) => r.name === 'leaveouts');
    if (!terms || !leaveouts) throw new Error('terms and leaveouts are declared');
    const term = { term: '3', academic_year: 2026 };
    expect(representIn(translator(registryEnglish()), terms, term)).toBe('Term 3 2026');
    const sw = translator(await registrySwahili());
    expect(representIn(sw, terms, term)).toBe('Muhula 3 2026');
    const english = representIn(translator(registryEnglish()), leaveouts, {
      kind: 'leave_out',
      from_date: '2026-02-03',
    });
    expect(english).not.toContain('leave_out');
    expect(representIn(sw, leaveouts, { kind: 'leave_out', from_date: '2026-02-03' })).not.toContain('leave_out');
  });
});
