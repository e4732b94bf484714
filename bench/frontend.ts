import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface FrontendResult {
  readonly measured: boolean;
  /** Why nothing was measured, when measured is false. */
  readonly reason?: string;
  /** The scripts and module preloads index.html names, with their gzip sizes in bytes. */
  readonly initial: readonly { readonly file: string; readonly bytes: number; readonly gzip: number }[];
  readonly initialGzip: number;
  readonly initialBytes: number;
  /** JavaScript chunks in dist/assets that the sign-in page does not load. */
  readonly lazyChunks: number;
  readonly lazyGzip: number;
}

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file)).byteLength;

/** Every script src and modulepreload href of index.html, as paths inside dist. */
export function initialScripts(html: string): string[] {
  const found = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
    const isScript = /^<script/i.test(tag);
    const ref = isScript ? attr('src') : attr('rel')?.toLowerCase() === 'modulepreload' ? attr('href') : undefined;
    if (ref && !/^(https?:)?\/\//.test(ref)) found.add(ref.replace(/^\.?\//, '').split('?')[0]);
  }
  return [...found];
}

/**
 * The JavaScript the sign-in page loads (gzip), from a fresh `vite build` of the current sources
 * into a folder of the bench's own: dist/ may be stale, and another process may be using it.
 */
export function measureFrontend(
  root: string,
  outDir: string,
  log: (line: string) => void,
  env: Record<string, string> = {},
): FrontendResult {
  const empty = { initial: [], initialGzip: 0, initialBytes: 0, lazyChunks: 0, lazyGzip: 0 };
  if (!fs.existsSync(path.join(root, 'index.html')))
    return { measured: false, reason: 'no index.html in the project yet: nothing to build', ...empty };
  const dist = path.join(outDir, 'dist');
  log('vite build of the web app ...');
  try {
    const args = ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'];
    execFileSync('npx', args, {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
      // Beside the unit suites on two cores a build takes minutes; a timeout here is a failed test, not a figure.
      timeout: 420_000,
      env: { ...process.env, ...env },
    });
  } catch (error) {
    return { measured: false, reason: `vite build failed: ${(error as Error).message.slice(0, 300)}`, ...empty };
  }
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const initial = initialScripts(html)
    .filter((ref) => ref.endsWith('.js') || ref.endsWith('.mjs'))
    .map((ref) => {
      const file = path.join(dist, ref);
      return { file: ref, bytes: fs.statSync(file).size, gzip: gzipSize(file) };
    });
  const initialSet = new Set(initial.map((i) => path.normalize(i.file)));
  const assets = path.join(dist, 'assets');
  const lazy = (fs.existsSync(assets) ? fs.readdirSync(assets) : [])
    .filter((f) => f.endsWith('.js') && !initialSet.has(path.normalize(path.join('assets', f))))
    .map((f) => path.join(assets, f));
  return {
    measured: true,
    initial,
    initialGzip: initial.reduce((a, i) => a + i.gzip, 0),
    initialBytes: initial.reduce((a, i) => a + i.bytes, 0),
    lazyChunks: lazy.length,
    lazyGzip: lazy.reduce((a, f) => a + gzipSize(f), 0),
  };
}
