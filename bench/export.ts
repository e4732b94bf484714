import { memoryOf } from './server';

export interface ExportResult {
  readonly seconds: number;
  readonly firstByteSeconds: number;
  readonly bytes: number;
  /** Lines in the file, the header included. */
  readonly lines: number;
  readonly dataRows: number;
  /** Bytes, summed over the server's processes. */
  readonly rssBefore: number;
  readonly rssPeak: number;
  readonly rssGrowth: number;
  readonly hwmBefore: number;
  readonly hwmAfter: number;
  readonly samples: number;
}

const NEWLINE = 0x0a;

/** Streams the full CSV export, counting lines and bytes, while sampling the server's memory every 50 ms. */
export async function measureExport(base: string, token: string, pid: number): Promise<ExportResult> {
  const before = memoryOf(pid);
  let peak = before.rss;
  let samples = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, memoryOf(pid).rss);
    samples++;
  }, 50);
  const started = performance.now();
  let firstByte = 0;
  let bytes = 0;
  let lines = 0;
  try {
    const response = await fetch(`${base}/api/students/export?format=csv`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok || !response.body) throw new Error(`The export answered ${response.status}`);
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (firstByte === 0) firstByte = performance.now();
      bytes += value.byteLength;
      for (let i = 0; i < value.length; i++) if (value[i] === NEWLINE) lines++;
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  const after = memoryOf(pid);
  peak = Math.max(peak, after.rss);
  return {
    seconds,
    firstByteSeconds: (firstByte - started) / 1000,
    bytes,
    lines,
    dataRows: lines - 1,
    rssBefore: before.rss,
    rssPeak: peak,
    rssGrowth: peak - before.rss,
    hwmBefore: before.hwm,
    hwmAfter: after.hwm,
    samples,
  };
}
