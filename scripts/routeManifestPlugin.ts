import path from 'node:path';
import { type AliasOptions, type Plugin, runnerImport } from 'vite';

/** The module the build replaces: it computes the manifest from the registry (src/schema/routeManifest.ts). */
export const MANIFEST_MODULE = path.join('src', 'schema', 'routeManifest.ts');

/**
 * The manifest as a module of plain JSON: the registry run once at build time through Vite's module
 * runner, with the build's aliases (the bench swaps in a larger module index that way).
 */
export async function manifestSource(root: string, alias?: AliasOptions): Promise<string> {
  const { module } = await runnerImport<{ ROUTE_MANIFEST: unknown }>(path.join(root, MANIFEST_MODULE), {
    configFile: false,
    root,
    logLevel: 'error',
    resolve: { alias },
  });
  return `export const ROUTE_MANIFEST = ${JSON.stringify(module.ROUTE_MANIFEST)};\n`;
}

/**
 * The sign-in page's guard needs every route's path and roles, not the registry behind them: in a
 * production build src/schema/routeManifest.ts becomes the JSON it computes, so the registry (its
 * declarations, field builders and modules) loads with the admin app instead. Dev and tests run the
 * module itself, which gives the same manifest.
 */
export function routeManifestPlugin(): Plugin {
  let root = process.cwd();
  let alias: AliasOptions | undefined;
  return {
    name: 'shule-route-manifest',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      alias = config.resolve.alias;
    },
    async transform(_code, id) {
      if (path.normalize(id.split('?')[0]) !== path.join(root, MANIFEST_MODULE)) return null;
      return { code: await manifestSource(root, alias), map: null };
    },
  };
}
