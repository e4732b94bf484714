import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';

/**
 * SHULE_WORKERS processes share the port: better-sqlite3 queries are synchronous, so one process
 * uses one core for all of them. Default 1 ("auto": one per CPU). Sign-in failures and ended
 * sessions live in the database, so every process applies the same limits; a process caches a
 * user's status and a session's state for at most two seconds.
 * Workers boot one after the other, so only the first migrates or seeds, and none listens until
 * all have booted: no request meets a migration in progress. SQLite in WAL mode takes readers in
 * several processes; PostgreSQL is a server anyway.
 */
export function workerCount(env: NodeJS.ProcessEnv = process.env): number {
  const wanted = env.SHULE_WORKERS === 'auto' ? os.availableParallelism() : Number(env.SHULE_WORKERS || 1);
  return Number.isInteger(wanted) && wanted > 0 ? Math.min(wanted, 64) : 1;
}

type Message = { readonly shule: 'booted' } | { readonly shule: 'listen' };

const isMessage = (value: unknown, kind: Message['shule']): boolean =>
  typeof value === 'object' && value !== null && (value as { shule?: unknown }).shule === kind;

function booted(worker: Worker): Promise<void> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`A worker stopped while booting (exit code ${code})`));
    worker.once('exit', onExit);
    worker.on('message', (message: unknown) => {
      if (!isMessage(message, 'booted')) return;
      worker.off('exit', onExit);
      resolve();
    });
  });
}

export async function runPrimary(count: number): Promise<void> {
  let stopping = false;
  const start = async (first: boolean) => {
    const worker = cluster.fork({ SHULE_WORKER_FIRST: first ? '1' : '' });
    await booted(worker);
    return worker;
  };
  const workers: Worker[] = [];
  for (let i = 0; i < count; i++) workers.push(await start(i === 0));
  for (const worker of workers) worker.send({ shule: 'listen' } satisfies Message);
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`Worker ${worker.process.pid} stopped (${signal ?? code}); starting another.`);
    start(false)
      .then((w) => w.send({ shule: 'listen' } satisfies Message))
      .catch((error: unknown) => {
        console.error(error instanceof Error ? error.message : error);
        process.exit(1);
      });
  });
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    const done = () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    };
    cluster.on('exit', done);
    done();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** In a worker: tell the primary this one has booted, and wait for its word to listen. */
export function announceBooted(): Promise<void> {
  if (!cluster.isWorker || !process.send) return Promise.resolve();
  const go = new Promise<void>((resolve) => {
    process.on('message', (message: unknown) => {
      if (isMessage(message, 'listen')) resolve();
    });
  });
  process.send({ shule: 'booted' } satisfies Message);
  return go;
}

/** Only the first worker (or a lone process) reports the boot's news. */
export const reportsBoot = (): boolean => !cluster.isWorker || process.env.SHULE_WORKER_FIRST === '1';
