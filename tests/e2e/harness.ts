import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserServer, type Page } from 'playwright-core';

/**
 * End-to-end harness: builds the app (when dist/ is missing or older than the sources), starts the
 * real server on a free port over a fresh data directory (it seeds the demo data on first start),
 * and runs the Debian chromium as a browser server that every test file connects to.
 * global-setup.ts calls the build and the browser once per run; files only start servers.
 */
export const ROOT = path.resolve(import.meta.dirname, '../..');
export const DEMO_PASSWORD = 'shule-demo';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function newestMtime(entry: string): number {
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(entry).reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), 0);
}

/** SHULE_DIST_DIR lets two runs in one working tree build and serve their own copies (the server reads it too). */
const DIST = path.resolve(ROOT, process.env.SHULE_DIST_DIR ?? 'dist');

export function ensureBuilt(): void {
  const built = path.join(DIST, 'index.html');
  const sources = ['src', 'index.html', 'vite.config.ts', 'scripts/precompress.ts'].map((p) => path.join(ROOT, p));
  const newestSource = Math.max(...sources.map(newestMtime));
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs >= newestSource) return;
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', DIST, '--emptyOutDir'], {
    cwd: ROOT,
    stdio: 'inherit',
    // vitest sets NODE_ENV=test, which would make Vite bundle React's development build (1.6x the size).
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${log()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer /api/health within ${timeoutMs / 1000} s:\n${log()}`);
}

export interface RunningServer {
  readonly url: string;
  readonly stop: () => Promise<void>;
}

/** A server over its own fresh data directory; the app must already be built (global-setup.ts does it). */
export async function startServer(options: { env?: Record<string, string> } = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shule-e2e-'));
  let output = '';
  const child = spawn('npx', ['tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...options.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SHULE_DATA_DIR: dataDir,
      SHULE_DIST_DIR: DIST,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM'); // the group: npx and the tsx process under it
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/** One chromium for the whole run: files connect over its WebSocket instead of paying a launch each. */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}

/** Signs in through the form, the way a user does, and waits for the dashboard. */
export async function signIn(page: Page, baseUrl: string, username: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${baseUrl}/home`);
}
