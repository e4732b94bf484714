import cluster from 'node:cluster';
import fs from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { createApp } from './app';
import { boot, bootOptionsFromEnv } from './boot';
import { announceBooted, reportsBoot, runPrimary, workerCount } from './cluster';
import { startWorkers } from './workers';

/** Serves the API and the built single-page app on one port; every non-API path gets index.html. */
async function main(): Promise<void> {
  const log = reportsBoot() ? console.log : () => undefined;
  const ctx = await boot({ ...bootOptionsFromEnv(), log });
  const app = createApp(ctx);
  const dist = path.resolve(process.env.SHULE_DIST_DIR ?? 'dist');
  if (fs.existsSync(path.join(dist, 'index.html'))) {
    const index = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    const root = path.relative(process.cwd(), dist) || '.';
    // Source maps stay on the build machine: they would hand anyone the whole source.
    app.get('*', (c, next) => (c.req.path.endsWith('.map') ? c.text('Not found', 404) : next()));
    // The build wrote .br and .gz copies of every text asset (scripts/precompress.ts).
    app.use(
      '/assets/*',
      serveStatic({
        root,
        precompressed: true,
        onFound: (_p, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
      }),
    );
    app.use('*', serveStatic({ root, precompressed: true }));
    app.get('*', (c) => c.html(index));
  }
  await announceBooted();
  const port = Number(process.env.PORT ?? 8080);
  const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? '0.0.0.0' }, (info) => {
    const workers = cluster.isWorker ? `, ${workerCount()} processes` : '';
    log(`Shule is running on http://localhost:${info.port} (${ctx.database.engine}${workers})`);
  });
  const workers = startWorkers(ctx);
  const stop = () => {
    server.close();
    // The sender finishes the call in hand, so a message the gateway took is marked sent.
    void workers
      .stop()
      .then(() => ctx.database.close())
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

const workers = workerCount();
(cluster.isPrimary && workers > 1 ? runPrimary(workers) : main()).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
