import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { manifestSource } from '../../scripts/routeManifestPlugin';
import { ROUTE_MANIFEST } from '../../src/schema/routeManifest';

const root = path.resolve(__dirname, '../..');
const parsed = (source: string): typeof ROUTE_MANIFEST =>
  JSON.parse(source.replace(/^export const ROUTE_MANIFEST = /, '').replace(/;\s*$/, '')) as typeof ROUTE_MANIFEST;

/** What the build writes in place of src/schema/routeManifest.ts, computed from the registry. */
describe('the route manifest the build writes', () => {
  it('is the manifest the registry gives', async () => {
    expect(parsed(await manifestSource(root))).toEqual(ROUTE_MANIFEST);
  }, 60_000);

  it("follows the build's aliases: a module added to the index brings its routes", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shule-manifest-'));
    const schema = path.join(root, 'src', 'schema');
    const index = path.join(dir, 'modules.ts');
    fs.writeFileSync(
      index,
      `import { MODULES as DECLARED } from ${JSON.stringify(path.join(schema, 'modules.ts'))};
import { definePage } from ${JSON.stringify(path.join(schema, 'module.ts'))};
const extra = { name: 'library', label: 'Library', resources: [],
  pages: [definePage({ path: '/library/desk', label: 'Desk', module: 'library', roles: ['ROLE_Exam_admin'] })] };
export const MODULES = [...DECLARED, extra];
`,
    );
    try {
      const manifest = parsed(await manifestSource(root, [{ find: /^\.\/modules$/, replacement: index }]));
      expect(manifest.pages).toContainEqual({ path: '/library/desk', label: 'Desk', roles: ['ROLE_Exam_admin'] });
      expect(manifest.resources).toEqual(ROUTE_MANIFEST.resources);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
