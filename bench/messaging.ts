import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { createApp } from '../server/app';
import type { AppContext, SessionUser } from '../server/context';
import { inBranch } from '../server/crud/scope';
import type { ShuleDatabase } from '../server/db/database';
import { demoStudents } from '../server/db/demo-data';
import { migrate } from '../server/db/migrate';
import { seedDemo } from '../server/db/seed';
import { insertRows } from '../server/db/system-writes';
import { type LocalAtServer, startLocalAt } from '../server/modules/messaging/gateways/local-at-server';
import { sendDueOnce } from '../server/modules/messaging/sender';
import { queueSms } from '../server/modules/messaging/service';
import { onCleanup } from './cleanup';
import { benchSchool, serveSchool } from './school';
import { demoBranch } from './seed';
import { cpuMsOf } from './server';
import { summarise, type Summary } from './stats';

/**
 * The SMS engine's figures (issue 10): queueing a message to every guardian of a 5,000-student
 * school through queueSms (the service every module calls: recipients, placeholders, plan, outbox),
 * the sender's throughput against a local Africa's Talking server, and a delivery report's latency
 * at 50 connections against the real server in a child process. A school of its own, seeded in
 * seconds, so this part of `npm run bench` stays short.
 */
export interface Throughput {
  readonly messages: number;
  readonly calls: number;
  readonly seconds: number;
  readonly perSecond: number;
}

export interface MessagingResult {
  readonly engine: 'sqlite' | 'postgres';
  readonly guardians: number;
  /** queueSms to every active student's primary guardian, personalised; one warm-up run first. */
  readonly queue: { readonly queued: number; readonly runsMs: readonly number[]; readonly medianMs: number };
  /** Each guardian's own text: one gateway call per message. */
  readonly personalised: Throughput;
  /** One text to everyone: 100 numbers per call. */
  readonly identical: Throughput;
  readonly delivery: {
    readonly connections: number;
    readonly seconds: number;
    readonly latency: Summary;
    readonly requestsPerSecond: number;
    readonly non2xx: number;
    readonly errors: number;
    /** The server's CPU time per report (all its processes): the figure other work on the machine skews least. */
    readonly serverCpuMsPerRequest: number;
  };
}

const GUARDIANS = 5000;
const PERSONAL =
  "Dear {guardian_name}, {first_name}'s fee balance at {school} is KES {balance}. Pay via M-Pesa, account {admission_no}.";
const IDENTICAL =
  '{school} closes for the holiday on Friday 27 November 2026 at 10.00 am. Please pick your child up on time.';

/** The demo school with exactly GUARDIANS active students, each with a primary guardian's number. */
async function seed(database: ShuleDatabase): Promise<number> {
  await migrate(database);
  await seedDemo(database, 4);
  const { db } = database;
  const { branchId, classIds, streams } = await demoBranch(database);
  const active = Number(
    (
      await db
        .selectFrom('students')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('branch_id', '=', branchId)
        .where('status', '=', 'active')
        .executeTakeFirstOrThrow()
    ).n,
  );
  const records = demoStudents(GUARDIANS - active, classIds, streams, 'SMS').map((s) => ({ ...s, status: 'active' }));
  await db.transaction().execute((trx) => insertRows({ ...database, db: trx }, 'students', branchId, records));
  if (database.engine === 'postgres') await sql`vacuum analyze students`.execute(db);
  return branchId;
}

async function signIn(app: ReturnType<typeof createApp>, username: string) {
  const response = await app.request('/api/auth/signin', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'shule-demo' }),
  });
  return (await response.json()) as { accessToken: string; id: number; roles: string[]; branchId: number };
}

/** Africa's Talking chosen for the branch, through the API as its administrator would; answers the delivery secret. */
async function configure(app: ReturnType<typeof createApp>): Promise<string> {
  const { accessToken } = await signIn(app, 'admin');
  const auth = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  const current = (await (await app.request('/api/sms_settings/current', { headers: auth })).json()) as { id: number };
  const saved = await app.request(`/api/sms_settings/${current.id}`, {
    method: 'PUT',
    headers: auth,
    body: JSON.stringify({ gateway: 'africastalking', username: 'sandbox', api_key: 'atsk_bench_0123456789abcdef' }),
  });
  if (!saved.ok) throw new Error(`Saving the SMS settings failed: ${saved.status} ${await saved.text()}`);
  return String(((await saved.json()) as { delivery_secret: string }).delivery_secret);
}

const queueAll = (ctx: AppContext, user: SessionUser, message: string) =>
  inBranch(ctx, user, 'write', (db) =>
    queueSms(db, user, { to: { audience: { kind: 'all_students' } }, message, source: 'bench' }),
  );

/** Sends the whole outbox, round after round, as the worker would. */
async function drain(ctx: AppContext, at: LocalAtServer): Promise<Throughput> {
  const calls = at.requests.length;
  const started = performance.now();
  let messages = 0;
  for (;;) {
    const round = await sendDueOnce(ctx);
    if (round.claimed === 0) break;
    messages += round.outcomes.sent ?? 0;
  }
  const seconds = (performance.now() - started) / 1000;
  return { messages, calls: at.requests.length - calls, seconds, perSecond: messages / seconds };
}

/** Delivery reports posted form-encoded by 50 connections, each for a message sent above. */
function reportLoad(url: string, ids: readonly string[], connections: number, seconds: number, serverPid: number) {
  return new Promise<MessagingResult['delivery']>((resolve, reject) => {
    const samples: number[] = [];
    const cpuBefore = cpuMsOf(serverPid);
    let next = 0;
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        requests: [
          {
            setupRequest: (request) => {
              const id = ids[next++ % ids.length];
              const body = new URLSearchParams({
                id,
                status: 'Success',
                phoneNumber: '+254700000000',
                networkCode: '63902',
                retryCount: '0',
              });
              return { ...request, body: body.toString() };
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          connections,
          seconds,
          latency: summarise(samples),
          requestsPerSecond: result.requests.average,
          non2xx: result.non2xx,
          errors: result.errors,
          serverCpuMsPerRequest:
            result.requests.total > 0 ? (cpuMsOf(serverPid) - cpuBefore) / result.requests.total : 0,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) samples.push(responseTime);
    });
  });
}

export async function benchMessaging(
  root: string,
  engine: 'sqlite' | 'postgres',
  log: (line: string) => void,
): Promise<MessagingResult> {
  log(`[${engine}] SMS: seeding a school of ${GUARDIANS.toLocaleString('en')} students ...`);
  const school = await benchSchool(engine, 'sms');
  const { database } = school;
  const closeDatabase = onCleanup('SMS bench database', () => database.close());
  const at = await startLocalAt();
  const closeAt = onCleanup('local Africa’s Talking server', () => at.close());
  const branchId = await seed(database);
  const ctx: AppContext = { database, secret: randomBytes(32), demo: true, smsGatewayUrl: at.url };
  const app = createApp(ctx);
  const secret = await configure(app);
  const registrar = await signIn(app, 'registrar');
  const user: SessionUser = { id: registrar.id, username: 'registrar', roles: registrar.roles, branchId };

  log(`[${engine}] SMS: queueSms to every guardian, a warm-up and 3 timed runs ...`);
  await queueAll(ctx, user, PERSONAL);
  const runsMs: number[] = [];
  let queued = 0;
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    queued = (await queueAll(ctx, user, PERSONAL)).queued;
    runsMs.push(performance.now() - started);
  }
  // Only the last batch is sent: the others were there to be timed.
  await database.db.deleteFrom('sms_messages').where('status', '=', 'queued').execute();
  await queueAll(ctx, user, PERSONAL);
  log(`[${engine}] SMS: sending ${queued.toLocaleString('en')} personalised messages, then one text to all ...`);
  const personalised = await drain(ctx, at);
  await queueAll(ctx, user, IDENTICAL);
  const identical = await drain(ctx, at);

  const sent = await database.db
    .selectFrom('sms_messages')
    .select('gateway_message_id')
    .where('status', '=', 'sent')
    .execute();
  const ids = sent.map((r) => String(r.gateway_message_id));
  log(`[${engine}] SMS: delivery reports, 5 s at 50 connections, against the server in a child process ...`);
  const { server, stop: stopServer } = await serveSchool(root, school, branchId, GUARDIANS);
  const delivery = await reportLoad(`${server.base}/api/sms/delivery/${secret}`, ids, 50, 5, server.pid);
  await stopServer();
  await closeAt();
  await closeDatabase();
  const sorted = [...runsMs].sort((a, b) => a - b);
  return {
    engine,
    guardians: GUARDIANS,
    queue: { queued, runsMs, medianMs: sorted[1] },
    personalised,
    identical,
    delivery,
  };
}
