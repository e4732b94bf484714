import { moduleServices } from './app';
import type { AppContext } from './context';
import { SERVER_MODULES } from './modules';
import type { BackgroundWorker, ServerModule } from './modules/module';

/**
 * Starts every module's background work (the SMS sender) for a listening server. Each process of
 * a cluster runs its own; the work is claimed row by row in the database, so they share it.
 */
export function startWorkers(ctx: AppContext, modules: readonly ServerModule[] = SERVER_MODULES): BackgroundWorker {
  const services = moduleServices(ctx, modules);
  const running = modules.flatMap((m) => (m.worker ? [m.worker(ctx, services)] : []));
  return { stop: async () => void (await Promise.all(running.map((w) => w.stop()))) };
}
