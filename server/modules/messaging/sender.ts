import type { AppContext } from '../../context';
import type { BackgroundWorker, ModuleServices } from '../module';
import { groupByText, type OutgoingSms } from './gateways/gateway';
import { claimDue, optedOutNow, recoverAbandoned, release } from './sender-claim';
import { changeFor, type ClaimedSms, recordOutcomes } from './sender-results';
import { onWake } from './sender-wake';
import { gatewayFor, readSmsSettings } from './sms-settings';

export interface SenderOptions {
  /** The clock: tests move it to make retries due without waiting. */
  readonly now?: () => Date;
  /** Between looks at the outbox when nothing wakes the sender. */
  readonly pollMs?: number;
  /** Rows claimed per round. */
  readonly batchSize?: number;
  /**
   * Gateway calls in flight at once: personalised texts go one number to a call, and at a few
   * hundred milliseconds a call, 8 at a time send a school's 5,000 fee reminders in minutes.
   */
  readonly concurrency?: number;
  /** One gateway call's limit. */
  readonly timeoutMs?: number;
  /** A row `sending` for longer belongs to a dead sender (sender-claim.ts: recoverAbandoned). */
  readonly staleMs?: number;
  /** Asked between calls: true once stop() was called; the rest of the round goes back to the queue. */
  readonly stopping?: () => boolean;
  readonly log?: (line: string) => void;
}

export interface RoundResult {
  readonly recovered: number;
  readonly claimed: number;
  /** Rows by the status they were left in: sent, failed, rejected, not_sent, opted_out, queued (to retry). */
  readonly outcomes: Readonly<Record<string, number>>;
  /** Claimed rows handed back unsent because the sender is stopping. */
  readonly released: number;
}

const DEFAULTS = { pollMs: 1000, batchSize: 500, concurrency: 8, staleMs: 5 * 60_000 } as const;
const FLUSH_ROWS = 100;
const FLUSH_MS = 500;

/** Runs `work` over `items` with at most `limit` in flight. */
async function pool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]);
  });
  await Promise.all(lanes);
}

/** One branch's claimed rows: opt-outs found now, then the branch's gateway, call by call. */
async function sendBranch(
  ctx: AppContext,
  branchId: number,
  rows: readonly ClaimedSms[],
  options: SenderOptions,
  tally: Record<string, number>,
  unsent: number[],
): Promise<void> {
  const now = options.now ?? (() => new Date());
  const { database } = ctx;
  const settings = await readSmsSettings(database.db, branchId);
  const gateway = gatewayFor(ctx, settings, { timeoutMs: options.timeoutMs });
  const count = (status: string, n = 1) => (tally[status] = (tally[status] ?? 0) + n);
  // A number that opted out after its message was queued is never sent to.
  const optedOut = await optedOutNow(
    database,
    branchId,
    rows.map((r) => r.phone),
  );
  const stopped = rows.filter((r) => optedOut.has(r.phone));
  if (stopped.length > 0) {
    const at = now();
    await recordOutcomes(
      database.db,
      database.engine,
      branchId,
      gateway.name,
      stopped.map((r) => changeFor(r, 'opted_out', at)),
      at,
    );
    count('opted_out', stopped.length);
  }
  const byId = new Map(rows.map((r) => [r.id, r]));
  const outgoing: OutgoingSms[] = rows
    .filter((r) => !optedOut.has(r.phone))
    .map((r) => ({ id: r.id, phone: r.phone, text: r.body }));
  // Outcomes are written as calls answer, a few calls together: personalised texts are one call
  // each, and a statement and audit row per call would cost more than the call. At most
  // FLUSH_ROWS rows or FLUSH_MS of answers wait, the most a crash could send twice.
  let pending: ReturnType<typeof changeFor>[] = [];
  let oldest = 0;
  const flush = async () => {
    if (pending.length === 0) return;
    const changes = pending;
    pending = [];
    const at = now();
    await recordOutcomes(database.db, database.engine, branchId, gateway.name, changes, at);
    for (const c of changes) count(c.status);
  };
  await pool(groupByText(outgoing, gateway.maxPerCall), options.concurrency ?? DEFAULTS.concurrency, async (call) => {
    if (options.stopping?.()) {
      unsent.push(...call.messages.map((m) => m.id));
      return;
    }
    const outcomes = await gateway.send(call.messages);
    const at = now();
    for (const o of outcomes) {
      const row = byId.get(o.id);
      if (row) pending.push(changeFor(row, o, at));
    }
    if (oldest === 0) oldest = Date.now();
    if (pending.length >= FLUSH_ROWS || Date.now() - oldest >= FLUSH_MS) {
      oldest = 0;
      await flush();
    }
  });
  await flush();
}

/**
 * One round of the sender, without timers, so tests drive it step by step: rows abandoned by a
 * dead sender go back to the queue, the due rows are claimed, and each branch's are sent through
 * that branch's gateway, each call's outcomes written (and audited) as soon as it answers.
 */
export async function sendDueOnce(ctx: AppContext, options: SenderOptions = {}): Promise<RoundResult> {
  const now = options.now ?? (() => new Date());
  const recovered = await recoverAbandoned(ctx.database, now(), options.staleMs ?? DEFAULTS.staleMs);
  const claimed = await claimDue(ctx.database, now(), options.batchSize ?? DEFAULTS.batchSize);
  const tally: Record<string, number> = {};
  const unsent: number[] = [];
  const branches = new Map<number, ClaimedSms[]>();
  for (const row of claimed) branches.set(row.branch_id, [...(branches.get(row.branch_id) ?? []), row]);
  try {
    for (const [branchId, rows] of branches) {
      if (options.stopping?.()) unsent.push(...rows.map((r) => r.id));
      else await sendBranch(ctx, branchId, rows, options, tally, unsent);
    }
  } finally {
    // Rows of a branch whose round broke off (the database went away mid-round) stay `sending`
    // and come back through recoverAbandoned; rows not started because of stop() go back now.
    if (unsent.length > 0) await release(ctx.database, unsent);
  }
  return { recovered, claimed: claimed.length, outcomes: tally, released: unsent.length };
}

/**
 * The outbox's worker in a listening server: a round at start (which also recovers what a dead
 * process left `sending`), then one whenever something is queued in this process and every
 * `pollMs` for the rest (other processes' queueing, messages whose send_at arrives, retries). A
 * full round is followed at once by another. stop() lets the calls in hand finish and be recorded.
 */
export function startSender(
  ctx: AppContext,
  _services?: ModuleServices,
  options: SenderOptions = {},
): BackgroundWorker {
  const log = options.log ?? ((line: string) => console.error(line));
  const pollMs = options.pollMs ?? DEFAULTS.pollMs;
  const batchSize = options.batchSize ?? DEFAULTS.batchSize;
  let stopping = false;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  const schedule = (ms: number) => {
    clearTimeout(timer);
    if (stopping) return;
    timer = setTimeout(tick, ms);
    timer.unref();
  };
  const tick = () => {
    if (stopping) return;
    if (running) {
      again = true;
      return;
    }
    running = sendDueOnce(ctx, { ...options, stopping: () => stopping })
      .then((round) => (round.claimed >= batchSize ? 0 : pollMs))
      .catch((error: unknown) => {
        // The database or the network is down: said once per round, tried again at the next poll.
        log(`SMS sender: ${error instanceof Error ? error.message : String(error)}`);
        return pollMs;
      })
      .then((next) => {
        running = undefined;
        schedule(again ? 0 : next);
        again = false;
      });
  };
  const unsubscribe = onWake(tick);
  schedule(0);
  return {
    async stop() {
      stopping = true;
      clearTimeout(timer);
      unsubscribe();
      await running;
    },
  };
}
