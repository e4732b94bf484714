import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onCleanup } from './cleanup';
import { measureExport, type ExportResult } from './export';
import { type FloorResult, measureFloor } from './floor';
import { checkOnce, type LoadResult, runLoad } from './load';
import { dropPostgresSchema } from './school';
import { type BenchData, seedPostgres, seedSqlite } from './seed';
import { type ServerChild, startServer } from './server';

export interface BenchSettings {
  readonly students: number;
  readonly loadSeconds: number;
  readonly singleSeconds: number;
  readonly floorSeconds: number;
  readonly connections: number;
  /** A common name prefix for the search box. */
  readonly q: string;
  readonly serverEnv: NodeJS.ProcessEnv;
}

/** One list page: its raw-SQL floor, then the server at one connection and under load. */
export interface ListResult {
  readonly name: 'search' | 'selective';
  readonly description: string;
  readonly query: Record<string, string>;
  readonly path: string;
  readonly contentRange: string;
  readonly floor: FloorResult;
  /** One connection: the latency of a page on an idle server, comparable with the floor. */
  readonly single: LoadResult;
  /** Many connections: throughput, and latency with queueing. */
  readonly loaded: LoadResult;
}

export interface EngineResult {
  readonly engine: 'sqlite' | 'postgres';
  readonly students: number;
  readonly seedSeconds: number;
  readonly lists: readonly ListResult[];
  readonly export: ExportResult;
}

interface ListCase {
  readonly name: ListResult['name'];
  readonly description: string;
  readonly query: Record<string, string>;
}

/**
 * The goal's page: a common name prefix typed into the search box, with the class and gender
 * filters, sorted by last name. Beside it, for the server's own cost per request, a search that
 * finds one record (an admission number), whose SQL costs next to nothing.
 */
function listCases(data: BenchData, q: string): ListCase[] {
  const page = { sort: JSON.stringify(['last_name', 'ASC']), range: JSON.stringify([0, 24]) };
  const number = String(Math.floor(data.students * 0.4242)).padStart(5, '0');
  return [
    {
      name: 'search',
      description: `q="${q}", class_id=${data.classId}, gender=female, by last_name, rows 0-24`,
      query: { ...page, filter: JSON.stringify({ q, class_id: data.classId, gender: 'female' }) },
    },
    {
      name: 'selective',
      description: `q="${number}" (one admission number), by last_name, rows 0-24`,
      query: { ...page, filter: JSON.stringify({ q: number }) },
    },
  ];
}

async function seed(engine: 'sqlite' | 'postgres', dir: string, settings: BenchSettings): Promise<BenchData> {
  if (engine === 'sqlite') return seedSqlite(dir, settings.students);
  const url = process.env.DATABASE_URL as string;
  const data = await seedPostgres(url, dir, settings.students);
  onCleanup(`schema ${data.schema}`, () => dropPostgresSchema(url, data.schema as string));
  return data;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Lets the requests still queued from a load run finish, so they do not count against the next figure. */
async function settle(server: ServerChild): Promise<void> {
  await sleep(500);
  await fetch(`${server.base}/api/health`);
}

async function loadList(
  server: ServerChild,
  list: ListCase,
  floor: FloorResult,
  settings: BenchSettings,
  log: (line: string) => void,
): Promise<ListResult> {
  const listPath = `/api/students?${new URLSearchParams(list.query).toString()}`;
  const url = `${server.base}${listPath}`;
  const check = await checkOnce(url, server.token);
  const expected = `students 0-${Math.max(0, check.rows - 1)}/${floor.total}`;
  if (check.total !== expected) throw new Error(`Content-Range "${check.total}" is not "${expected}"`);
  log(
    `  ${list.name}: warm-up, ${settings.singleSeconds} s at 1 connection, ${settings.loadSeconds} s at ${settings.connections}`,
  );
  await runLoad(url, server.token, settings.connections, 2, server.pid);
  await settle(server);
  const single = await runLoad(url, server.token, 1, settings.singleSeconds, server.pid);
  const loaded = await runLoad(url, server.token, settings.connections, settings.loadSeconds, server.pid);
  await settle(server);
  return { ...list, path: listPath, contentRange: check.total, floor, single, loaded };
}

/** Seed, floors, server child, load, export: one engine, cleaned up whatever happens. */
export async function benchEngine(
  root: string,
  engine: 'sqlite' | 'postgres',
  settings: BenchSettings,
  log: (line: string) => void,
): Promise<EngineResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `shule-bench-${engine}-`));
  const removeDir = () => fs.rmSync(dir, { recursive: true, force: true });
  onCleanup(`folder ${dir}`, removeDir, removeDir);

  log(`[${engine}] seeding ${settings.students.toLocaleString('en')} students ...`);
  const data = await seed(engine, dir, settings);
  if (data.students !== settings.students)
    throw new Error(`Seeding left ${data.students} students in the branch, not ${settings.students}`);
  log(`[${engine}] seeded in ${data.seedSeconds.toFixed(1)} s`);

  const cases = listCases(data, settings.q);
  log(`[${engine}] floors: the server's own list SQL through the raw driver, ${settings.floorSeconds} s each`);
  const floors: FloorResult[] = [];
  for (const list of cases) {
    const floor = await measureFloor(data, list.query, settings.floorSeconds);
    if (floor.total === 0) throw new Error(`The ${list.name} list matches no student: try another BENCH_Q`);
    floors.push(floor);
  }

  log(`[${engine}] starting the server child ...`);
  const server = await startServer(root, data, settings.serverEnv);
  const stopServer = onCleanup(`server ${server.pid}`, server.stop, () => server.child.kill('SIGKILL'));
  const lists: ListResult[] = [];
  for (const [i, list] of cases.entries()) lists.push(await loadList(server, list, floors[i], settings, log));

  log(`[${engine}] full CSV export ...`);
  const exported = await measureExport(server.base, server.token, server.pid);
  await stopServer();
  return { engine, students: data.students, seedSeconds: data.seedSeconds, lists, export: exported };
}
