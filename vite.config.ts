import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { ManualChunkMeta } from 'rollup';
import { routeManifestPlugin } from './scripts/routeManifestPlugin';
import { precompress } from './scripts/precompress';

const apiPort = process.env.SHULE_API_PORT || '8081';

const REACT = /node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)\//;

/** Whether the entry imports a module statically, i.e. the sign-in page downloads it anyway. */
function loadedAtStart(id: string, meta: ManualChunkMeta, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  const info = meta.getModuleInfo(id);
  if (!info) return false;
  if (info.isEntry) return true;
  return info.importers.some((importer) => loadedAtStart(importer, meta, seen));
}

const startCache = new Map<string, boolean>();

/** The super administrator's pages: routed beside react-admin, so they must not need its chunk. */
const SUPER_PAGES = /\/src\/pages\/superadmin\//;

/** Whether a super administrator's page imports a module statically (through any chain of imports). */
function loadedBySuperPages(id: string, meta: ManualChunkMeta, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  if (SUPER_PAGES.test(id)) return true;
  const info = meta.getModuleInfo(id);
  return info !== null && info.importers.some((importer) => loadedBySuperPages(importer, meta, seen));
}

const superCache = new Map<string, boolean>();

/**
 * Vendor code changes far less often than ours, so it gets long-cached chunks split by load order:
 * vendor-react, vendor-base (whatever else the sign-in page needs: MUI, i18n, the registry's zod),
 * vendor-pages (what the super administrator's pages add: more of MUI) and vendor-admin (react-admin
 * and what only it uses, loaded once signed in). Rollup moves a
 * manual chunk's dependencies into it, so the split is decided by reachability from the entry
 * rather than by package lists, which would drag react-admin into the first page.
 */
function vendorChunk(id: string, meta: ManualChunkMeta): string | undefined {
  if (!id.includes('node_modules')) return undefined;
  if (REACT.test(id)) return 'vendor-react';
  if (!startCache.has(id)) startCache.set(id, loadedAtStart(id, meta));
  if (startCache.get(id)) return 'vendor-base';
  // MUI parts the super administrator's pages use besides the admin app (app bar, tables, dialogs):
  // in vendor-admin they would make /superUsers download react-admin.
  if (!superCache.has(id)) superCache.set(id, loadedBySuperPages(id, meta));
  if (superCache.get(id)) return 'vendor-pages';
  if (
    /node_modules\/(@tiptap|prosemirror-|ra-input-rich-text|linkifyjs|orderedmap|rope-sequence|w3c-keyname)/.test(id)
  ) {
    return 'vendor-editor';
  }
  return 'vendor-admin';
}

/**
 * `npm run bench` builds once more with ten times today's resources: SHULE_BENCH_MODULES names a
 * generated module index (bench/synthetic-module.ts) that src/schema/registry.ts then imports.
 */
const benchModules = process.env.SHULE_BENCH_MODULES;

export default defineConfig({
  // The route manifest is computed from the registry at build time (scripts/routeManifestPlugin.ts).
  plugins: [react(), routeManifestPlugin(), precompress()],
  resolve: {
    alias: benchModules ? [{ find: /^\.\/modules$/, replacement: benchModules }] : [],
    // package.json overrides pin one tiptap core for ra-input-rich-text's extensions; dedupe keeps the
    // bundle to that copy so ProseMirror's plugin keys stay consistent (and the editor chunk smaller).
    dedupe: ['@tiptap/core', '@tiptap/pm'],
  },
  server: {
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    // Maps are built for our own debugging but not linked from the code; the server never serves them.
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 1200,
    rollupOptions: {
      output: { manualChunks: vendorChunk },
    },
  },
});
