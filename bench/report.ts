import type { EngineResult, ListResult } from './engine';
import type { FrontendResult } from './frontend';
import { MIB, round } from './stats';

export interface Goal {
  readonly engine: string;
  readonly goal: string;
  readonly measured: string;
  readonly pass: boolean | null;
  /** Shown for context, not one of the goals: the selective list measures the server's own cost. */
  readonly info?: boolean;
}

export const GOALS = {
  latencyFactor: 2,
  requestsPerSecond: 2000,
  exportSeconds: 2,
  exportRows: 100_000,
  /** "Flat memory": the server's RSS may grow by this much while it streams the export. */
  exportGrowthMib: 64,
  signInGzipBytes: 250_000,
} as const;

const ms = (value: number) => `${value.toFixed(2)} ms`;

function listGoals(engine: string, list: ListResult, cpus: number): Goal[] {
  const { floor, single, loaded } = list;
  const info = list.name !== 'search';
  const label = info ? 'selective list' : 'list';
  return [
    {
      engine,
      goal: `${label} p95, 1 conn <= ${GOALS.latencyFactor}x raw SQL p95 (${ms(floor.latency.p95)})`,
      measured: `${ms(single.latency.p95)} (${round(single.latency.p95 / floor.latency.p95)}x)`,
      pass: single.latency.p95 <= GOALS.latencyFactor * floor.latency.p95,
      info,
    },
    {
      engine,
      goal: `${label} >= ${GOALS.requestsPerSecond.toLocaleString('en')} req/s, ${loaded.connections} conns, ${cpus} cores`,
      measured: `${Math.round(loaded.requestsPerSecond)} req/s, non-2xx ${loaded.non2xx}; raw SQL alone ${Math.round(floor.perSecond)}/s per core; server CPU ${round(loaded.serverCpuMsPerRequest)} ms/req`,
      pass: loaded.requestsPerSecond >= GOALS.requestsPerSecond && loaded.non2xx === 0 && loaded.errors === 0,
      info,
    },
  ];
}

export function goalsFor(result: EngineResult, cpus: number): Goal[] {
  const exported = result.export;
  const engine = result.engine;
  return [
    ...result.lists.flatMap((list) => listGoals(engine, list, cpus)),
    {
      engine,
      goal: `export ${GOALS.exportRows.toLocaleString('en')} rows CSV < ${GOALS.exportSeconds} s`,
      measured: `${exported.seconds.toFixed(2)} s, ${exported.dataRows.toLocaleString('en')} rows, ${round(exported.bytes / MIB, 1)} MiB`,
      pass: exported.seconds < GOALS.exportSeconds && exported.dataRows === GOALS.exportRows,
    },
    {
      engine,
      goal: `export memory flat (RSS growth < ${GOALS.exportGrowthMib} MiB)`,
      measured: `+${round(exported.rssGrowth / MIB, 1)} MiB (${round(exported.rssBefore / MIB)} -> ${round(exported.rssPeak / MIB)} MiB)`,
      pass: exported.rssGrowth < GOALS.exportGrowthMib * MIB,
    },
  ];
}

export function frontendGoal(frontend: FrontendResult, scale?: string): Goal {
  return {
    engine: '-',
    goal: `sign-in page JS < ${GOALS.signInGzipBytes / 1000} kB gzip${scale ? `, with ${scale}` : ''}`,
    measured: frontend.measured
      ? `${round(frontend.initialGzip / 1000, 1)} kB in ${frontend.initial.length} files; ${frontend.lazyChunks} lazy chunks`
      : `not measured: ${frontend.reason}`,
    pass: frontend.measured ? frontend.initialGzip < GOALS.signInGzipBytes : null,
  };
}

function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const line = (r: readonly string[]) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  return [line(rows[0]), rule, ...rows.slice(1).map(line)].join('\n');
}

export function figuresTable(results: readonly EngineResult[]): string {
  const rows: string[][] = [['engine', 'list', 'measure', 'p50', 'p95', 'p99', 'per second', 'server CPU/req']];
  for (const r of results) {
    for (const list of r.lists) {
      const f = list.floor.latency;
      const perSecond = `${Math.round(list.floor.perSecond)} pairs/s`;
      rows.push([r.engine, list.name, 'raw SQL floor (page + count)', ms(f.p50), ms(f.p95), ms(f.p99), perSecond, '']);
      for (const load of [list.single, list.loaded]) {
        const { p50, p95, p99 } = load.latency;
        const what = `GET /api/students, ${load.connections} conn`;
        const rate = `${Math.round(load.requestsPerSecond)} req/s`;
        rows.push([r.engine, list.name, what, ms(p50), ms(p95), ms(p99), rate, ms(load.serverCpuMsPerRequest)]);
      }
    }
  }
  return table(rows);
}

export function goalsTable(goals: readonly Goal[]): string {
  const verdict = (g: Goal) => `${g.pass === null ? 'n/a' : g.pass ? 'PASS' : 'FAIL'}${g.info ? ' (info)' : ''}`;
  return table([
    ['engine', 'goal', 'measured', 'result'],
    ...goals.map((g) => [g.engine, g.goal, g.measured, verdict(g)]),
  ]);
}
