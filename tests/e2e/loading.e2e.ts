import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, ROOT } from './harness';
import { setupBrowserSession } from './session';

const session = setupBrowserSession();

/** The build this run serves (SHULE_DIST_DIR, as the harness and the server read it). */
const DIST = path.resolve(ROOT, process.env.SHULE_DIST_DIR ?? 'dist');

/** The raw answer, undecoded: fetch would decompress it and hide the encoding and the size sent. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: number }>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes }));
      })
      .on('error', reject);
  });
}

const scriptsOf = (html: string) => [...html.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);

describe('loading the app', () => {
  it('sends every script precompressed: brotli where accepted, else gzip, else plain', async () => {
    const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
    const [entry] = scriptsOf(html);
    expect(entry).toBeDefined();
    const url = `${session.server.url}${entry}`;
    const plain = await rawGet(url, {});
    const gzip = await rawGet(url, { 'accept-encoding': 'gzip' });
    const brotli = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(gzip.bytes).toBeLessThan(plain.bytes / 2);
    expect(brotli.bytes).toBeLessThan(gzip.bytes);
  });

  it('serves no source map and links none from the scripts', async () => {
    const assets = path.join(DIST, 'assets');
    const scripts = fs.readdirSync(assets).filter((f) => f.endsWith('.js'));
    // The link a bundler appends as the script's last line (emotion's code mentions the word itself).
    const linked = scripts.filter((script) =>
      /\/\/# sourceMappingURL=\S+\s*$/.test(fs.readFileSync(path.join(assets, script), 'utf8')),
    );
    expect(linked).toEqual([]);
    const maps = fs.readdirSync(assets).filter((f) => f.endsWith('.map'));
    expect(maps.length).toBeGreaterThan(0);
    const answer = await rawGet(`${session.server.url}/assets/${maps[0]}`, {});
    expect(answer.status).toBe(404);
  });

  it("loads the super administrator's sign-in and dashboard without the school admin app", async () => {
    const page = session.page;
    const scripts = new Map<string, number>();
    const sizes: Promise<void>[] = [];
    page.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (!url.pathname.endsWith('.js')) return;
      // The bytes that crossed the wire: the compressed body, as a 3G user pays for it.
      sizes.push(request.sizes().then((size) => void scripts.set(url.pathname, size.responseBodySize)));
    });
    await page.goto(`${session.server.url}/superUsers`);
    await page.getByLabel('Username').fill('superadmin');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${session.server.url}/superadmin`);
    await page
      .getByRole('table', { name: 'Schools with their student, staff and user counts' })
      .getByRole('link', { name: 'Demo High School', exact: true })
      .waitFor();
    await Promise.all(sizes);

    const fetched = [...scripts.keys()].map((script) => path.basename(script));
    expect(fetched.length).toBeGreaterThan(3);
    expect(fetched.filter((script) => adminChunks().has(script))).toEqual([]);
    const total = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
    // Measured: 221 KB over the wire (brotli); with react-admin's vendor chunk it was about 460 KB;
    // 252 KB once the accounting modules' texts joined the app messages it loads.
    expect(total).toBeLessThan(SUPER_JS_LIMIT);
  });
});

/**
 * Compressed JavaScript a super administrator may download from the sign-in to the dashboard. It
 * grows with every module's English texts, which come with the app messages (loading each
 * module's texts with its screens would take them out again).
 */
const SUPER_JS_LIMIT = 265_000;

/** The build's chunks holding react-admin or the school admin app (read from their hidden source maps). */
function adminChunks(): Set<string> {
  const assets = path.join(DIST, 'assets');
  const admin = /node_modules\/(react-admin|ra-core|ra-ui-materialui)\/|\/src\/(AdminApp|layout\/ShellLayout)\.tsx$/;
  const chunks = fs.readdirSync(assets).filter((file) => file.endsWith('.js'));
  const found = chunks.filter((chunk) => {
    const map = path.join(assets, `${chunk}.map`);
    if (!fs.existsSync(map)) return false;
    const { sources } = JSON.parse(fs.readFileSync(map, 'utf8')) as { sources: string[] };
    return sources.some((source) => admin.test(path.resolve(assets, source)));
  });
  expect(found.some((chunk) => chunk.startsWith('AdminApp-'))).toBe(true);
  return new Set(found);
}
