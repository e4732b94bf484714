import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { BenchData } from './seed';

export interface ServerChild {
  readonly child: ChildProcess;
  readonly pid: number;
  readonly base: string;
  readonly token: string;
  /** The last lines the server wrote, for an error report. */
  output(): string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitHealthy(base: string, child: ChildProcess, output: () => string): Promise<void> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await sleep(100);
  }
  throw new Error(`The server did not answer /api/health within 60 s:\n${output()}`);
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'shule-demo' }),
  });
  if (!response.ok) throw new Error(`Sign-in as admin failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { accessToken?: string };
  if (!body.accessToken) throw new Error('Sign-in answered without an access token');
  return body.accessToken;
}

/** The real server in a child process, so the load generator does not share its event loop. */
export async function startServer(
  root: string,
  data: BenchData,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<ServerChild> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, ...extraEnv };
  delete env.DATABASE_URL;
  if (data.databaseUrl) env.DATABASE_URL = data.databaseUrl;
  Object.assign(env, {
    SHULE_DATA_DIR: data.dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SHULE_DIST_DIR: path.join(data.dataDir, 'no-dist'),
  });
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const output = () => tail;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitHealthy(base, child, output);
    return { child, pid: child.pid as number, base, token: await signIn(base), output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The child and every process under it (cluster workers), from /proc. */
export function processTree(pid: number): number[] {
  const all = [pid];
  for (let i = 0; i < all.length; i++) {
    const taskDir = `/proc/${all[i]}/task`;
    let tasks: string[] = [];
    try {
      tasks = fs.readdirSync(taskDir);
    } catch {
      continue;
    }
    for (const tid of tasks) {
      try {
        const children = fs.readFileSync(path.join(taskDir, tid, 'children'), 'utf8').trim();
        if (children) all.push(...children.split(/\s+/).map(Number));
      } catch {
        /* the thread ended */
      }
    }
  }
  return all;
}

/** VmRSS and VmHWM in bytes, summed over the process tree. */
export function memoryOf(pid: number): { rss: number; hwm: number; processes: number } {
  let rss = 0;
  let hwm = 0;
  const pids = processTree(pid);
  for (const p of pids) {
    try {
      const status = fs.readFileSync(`/proc/${p}/status`, 'utf8');
      rss += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
      hwm += Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
    } catch {
      /* the process ended */
    }
  }
  return { rss, hwm, processes: pids.length };
}

/** CPU time (user + system, ms) used so far by the process tree; clock ticks are 1/100 s on Linux. */
export function cpuMsOf(pid: number): number {
  let ticks = 0;
  for (const p of processTree(pid)) {
    try {
      // Fields after the command name: state is 3rd, utime the 14th and stime the 15th.
      const fields = fs.readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      /* the process ended */
    }
  }
  return ticks * 10;
}
