import autocannon from 'autocannon';
import { cpuMsOf } from './server';
import { summarise, type Summary } from './stats';

export interface LoadResult {
  readonly connections: number;
  readonly seconds: number;
  /** Exact percentiles of every 2xx response time (ms), from autocannon's response events. */
  readonly latency: Summary;
  /** autocannon's own histogram figures, for comparison (it has no p95). */
  readonly autocannon: { readonly p50: number; readonly p90: number; readonly p97_5: number; readonly p99: number };
  readonly requestsPerSecond: number;
  readonly requests: number;
  readonly non2xx: number;
  readonly errors: number;
  readonly timeouts: number;
  readonly bytesPerResponse: number;
  /** CPU time per request: of the server's processes, and of this process (autocannon), which shares the cores. */
  readonly serverCpuMsPerRequest: number;
  readonly loadCpuMsPerRequest: number;
}

export function runLoad(
  url: string,
  token: string,
  connections: number,
  seconds: number,
  serverPid: number,
): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const samples: number[] = [];
    const serverCpu = cpuMsOf(serverPid);
    const ownCpu = process.cpuUsage();
    const instance = autocannon(
      { url, connections, duration: seconds, headers: { authorization: `Bearer ${token}` } },
      (error, result) => {
        if (error) return reject(error);
        const requests = result.requests.total;
        const own = process.cpuUsage(ownCpu);
        const perRequest = (ms: number) => (requests > 0 ? ms / requests : 0);
        resolve({
          connections,
          seconds,
          latency: summarise(samples),
          autocannon: {
            p50: result.latency.p50,
            p90: result.latency.p90,
            p97_5: result.latency.p97_5,
            p99: result.latency.p99,
          },
          requestsPerSecond: result.requests.average,
          requests,
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
          bytesPerResponse: requests > 0 ? result.throughput.total / requests : 0,
          serverCpuMsPerRequest: perRequest(cpuMsOf(serverPid) - serverCpu),
          loadCpuMsPerRequest: perRequest((own.user + own.system) / 1000),
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) samples.push(responseTime);
    });
  });
}

/** One request first, so a wrong URL or token fails loudly instead of as 10 s of 4xx. */
export async function checkOnce(url: string, token: string): Promise<{ total: string; rows: number }> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const text = await response.text();
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  const rows = JSON.parse(text) as unknown[];
  return { total: response.headers.get('content-range') ?? '', rows: rows.length };
}
