import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initialScripts, measureFrontend } from '../../bench/frontend';

/**
 * What the sign-in page downloads, from a real production build: the route manifest and the
 * English shell texts, never the registry, its messages or any Swahili; those are chunks of their
 * own. Read from the build's source maps (which modules each chunk holds).
 */
const root = path.resolve(__dirname, '../..');
let dir: string;
let dist: string;

const sourcesOf = (file: string): string[] => {
  const map = JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')) as { sources: string[] };
  return map.sources.map((s) => path.resolve(path.dirname(file), s));
};
const ours = (sources: readonly string[]) =>
  sources.filter((s) => s.startsWith(`${root}/src/`)).map((s) => path.relative(root, s));

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shule-bundle-'));
  const result = measureFrontend(root, dir, () => undefined);
  expect(result.reason).toBeUndefined();
  dist = path.join(dir, 'dist');
}, 450_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the sign-in page bundle', () => {
  it('holds no registry, no registry messages and no Swahili', () => {
    const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    const initial = ours(
      initialScripts(html)
        .filter((ref) => ref.endsWith('.js'))
        .flatMap((ref) => sourcesOf(path.join(dist, ref))),
    );
    expect(initial).toContain('src/providers/guard.ts');
    expect(initial).toContain('src/schema/routeManifest.ts');
    const heavy =
      /^src\/(schema\/(registry|modules|admissions|settings|branches|people|fields|resource|validation)\.ts|i18n\/(catalog|app|raSwahili)\.ts|i18n\/sw\/)|\.sw\.ts$/;
    expect(initial.filter((s) => heavy.test(s))).toEqual([]);
  });

  it('leaves the Swahili and the registry in chunks loaded later', () => {
    const lazy = fs
      .readdirSync(path.join(dist, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .flatMap((f) => ours(sourcesOf(path.join(dist, 'assets', f))));
    for (const module of [
      'src/i18n/raSwahili.ts',
      'src/schema/admissions.sw.ts',
      'src/schema/registry.ts',
      'src/i18n/catalog.ts',
    ])
      expect(lazy).toContain(module);
  });
});
