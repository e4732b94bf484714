import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cleanupAll, cleanupOnSignals, onCleanup } from './cleanup';
import { runLoad } from './load';
import { seedSqlite } from './seed';
import { startServer } from './server';

/**
 * The bench's selective list (one admission number searched, 32 connections) on two or more
 * checkouts in turn, over one seeded SQLite database: server CPU per request of each, side by side.
 * Other work on the machine moves the absolute figures by half; taken in turn, the ratio holds.
 * `npx tsx bench/compare.ts <checkout> <checkout> ...`, each a folder with this app and its
 * node_modules (a copy of the tree with one change undone will do). Knobs: BENCH_STUDENTS,
 * COMPARE_ROUNDS (3), COMPARE_SECONDS (8).
 */
const roots = process.argv.slice(2).map((r) => path.resolve(r));
if (roots.length === 0) throw new Error('Name the checkouts to compare');
const number = (name: string, fallback: number) => Number(process.env[name]) || fallback;

cleanupOnSignals();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shule-compare-'));
const removeDir = () => fs.rmSync(dir, { recursive: true, force: true });
onCleanup(`folder ${dir}`, removeDir, removeDir);
try {
  const data = await seedSqlite(dir, number('BENCH_STUDENTS', 100_000));
  const serial = String(Math.floor(data.students * 0.4242)).padStart(5, '0');
  const query = new URLSearchParams({
    sort: JSON.stringify(['last_name', 'ASC']),
    range: JSON.stringify([0, 24]),
    filter: JSON.stringify({ q: serial }),
  });
  for (let round = 0; round < number('COMPARE_ROUNDS', 3); round++) {
    for (const root of roots) {
      const server = await startServer(root, data);
      const stop = onCleanup(`server ${server.pid}`, server.stop, () => server.child.kill('SIGKILL'));
      try {
        const url = `${server.base}/api/students?${query.toString()}`;
        await runLoad(url, server.token, 32, 2, server.pid);
        const load = await runLoad(url, server.token, 32, number('COMPARE_SECONDS', 8), server.pid);
        console.log(
          `${root}: ${load.serverCpuMsPerRequest.toFixed(3)} ms server CPU/req, ${Math.round(load.requestsPerSecond)} req/s, non-2xx ${load.non2xx}, load average ${os.loadavg()[0].toFixed(1)}`,
        );
      } finally {
        await stop();
      }
    }
  }
} finally {
  await cleanupAll();
}
