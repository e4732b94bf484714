import type { Hono } from 'hono';
import type { SessionStore } from '../auth/session';
import type { AppContext, AppEnv } from '../context';
import type { Repository } from '../crud/repository';
import type { HookTable } from '../engine/hooks';
import type { Writer } from '../engine/writer';

/** What the app hands every module when it is mounted. */
export interface ModuleServices {
  readonly repository: Repository;
  readonly writer: Writer;
  readonly sessions: SessionStore;
}

/**
 * A module's server side as one declaration: its hooks on any resource's writes (added to every
 * other module's, never replacing them) and its router, mounted at /api<prefix>. Every route of
 * the router is guarded by requireAccess (server/auth/require-access.ts).
 */
export interface ServerModule {
  readonly name: string;
  /** Where the router is mounted under /api: '/admissions'. The shell's spec.md paths use ''. */
  readonly prefix: string;
  readonly hooks?: (ctx: AppContext, sessions: SessionStore) => HookTable;
  readonly routes?: (ctx: AppContext, services: ModuleServices) => Hono<AppEnv>;
  /**
   * Routes another service calls without a user (an SMS gateway's delivery reports, a newsletter's
   * public link), mounted at /api<prefix> before sign-in is required. Each must prove its caller
   * another way (a per-branch secret in the path) and answer 404 when it cannot.
   */
  readonly publicRoutes?: (ctx: AppContext, services: ModuleServices) => Hono<AppEnv>;
  /**
   * Work the server does on its own (sending the SMS outbox), started by the listening server
   * (server/workers.ts), never by createApp, so tests and MSW start it only when they mean to.
   */
  readonly worker?: (ctx: AppContext, services: ModuleServices) => BackgroundWorker;
}

/** A module's background work: started once; stop() resolves when the work in hand is finished. */
export interface BackgroundWorker {
  stop(): Promise<void>;
}

export const defineServerModule = (module: ServerModule): ServerModule => module;
