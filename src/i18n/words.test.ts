// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAppMessages, messagesOf } from '../providers/i18nProvider';
import { RESOURCES } from '../schema/registry';
import type { Messages } from './registryMessages';

function flat(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages))
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [k, v] of flat(value, `${prefix}${key}.`)) out.set(k, v);
  return out;
}

/** Case, punctuation and articles aside: "Add a guardian" and "Add guardian" say the same. */
const gist = (text: string) =>
  text
    .toLowerCase()
    .replace(/\b(a|an|the)\b/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * English words the catalog says differently that Swahili may say with one word, because they
 * mean the same thing where they are used. Anything else sharing a Swahili word is ambiguous.
 */
const SAME_MEANING: readonly (readonly string[])[] = [
  ['logout', 'sign out'],
  ['transfer', 'transfer out'],
  ['must be valid email', 'must be valid email address'],
  ['image', 'photo'],
  ['school', 'schools'], // Swahili's plural of shule is shule
  ['language', 'languages'],
  ['details', 'description', 'note', 'notes'], // maelezo
  ['staff', 'employees'], // wafanyakazi
  ['total', 'totals'],
  ['date of leaving', 'date left'],
  ['reason for cancelling', 'reason cancelled'],
  ['percent of basic', 'percentage of basic salary'],
];
/** The product's name, not a word to translate. */
const NAMES = new Set(['shule.app.title']);

const sameMeaning = (meanings: readonly string[]) =>
  meanings.length < 2 || SAME_MEANING.some((group) => meanings.every((m) => group.includes(m)));

let en: Map<string, string>;
let sw: Map<string, string>;
beforeAll(async () => {
  await loadAppMessages();
  en = flat(messagesOf('en') as Messages);
  sw = flat(await messagesOf('sw'));
});

describe('the Swahili catalog says different things differently', () => {
  it('gives no Swahili text to two English texts of different meaning (Export is not Transfer)', () => {
    const meanings = new Map<string, Map<string, string>>();
    for (const [key, swahili] of sw) {
      const english = en.get(key);
      if (english === undefined || NAMES.has(key) || english.includes('||||')) continue;
      const byMeaning = meanings.get(gist(swahili)) ?? new Map<string, string>();
      byMeaning.set(gist(english), key);
      meanings.set(gist(swahili), byMeaning);
    }
    const ambiguous = [...meanings]
      .filter(([, byMeaning]) => !sameMeaning([...byMeaning.keys()]))
      .map(([swahili, byMeaning]) => `${swahili}: ${[...byMeaning].map(([e, k]) => `${e} (${k})`).join(', ')}`);
    expect(ambiguous).toEqual([]);
    expect(gist(sw.get('ra.action.export') ?? '')).not.toBe(
      gist(sw.get('resources.students.actions.transfer_out') ?? ''),
    );
  });

  it("titles a record page's sections apart from each other and from the page's own title", () => {
    for (const catalog of [en, sw]) {
      for (const resource of RESOURCES.filter((r) => (r.form?.sections.length ?? 0) > 0)) {
        const at = (key: string) => catalog.get(`resources.${resource.name}.${key}`) ?? '';
        const titles = [...(resource.form?.sections ?? []).map((_, i) => at(`sections.${i}`)), at('sections.other')];
        const singular = at('name').split('||||')[0];
        expect(new Set(titles.map(gist)).size, resource.name).toBe(titles.length);
        expect(titles.map(gist), resource.name).not.toContain(gist(singular));
      }
    }
  });
});
