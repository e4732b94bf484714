import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './harness';
import { setupBrowserSession } from './session';

const session = setupBrowserSession();

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
    const html = fs.readFileSync(path.join(ROOT, 'dist', 'index.html'), 'utf8');
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
    const assets = path.join(ROOT, 'dist', 'assets');
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
});
