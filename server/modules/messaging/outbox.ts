import { PostgresAdapter, sql } from 'kysely';
import { englishText } from '../../../src/schema';
import type { SessionUser } from '../../context';
import { insertAudit } from '../../crud/audit';
import type { Db } from '../../db/database';
import { school } from '../../db/typed';
import { say } from '../../errors';
import { wakeSenders } from './sender-wake';
import type { BatchInfo, Enqueued, PlannedSms } from './types';

/** SQLite rows per INSERT: 500 rows of 19 values stay far inside its limit on bound parameters. */
const CHUNK = 500;
/** PostgreSQL rows per statement: arrays, not parameters, so only memory bounds it. */
const PG_CHUNK = 10_000;

/** What each message row holds of its own; the rest is the batch's. */
interface MessageRow {
  readonly phone: string;
  readonly recipient_name: string | null;
  readonly student_id: number | null;
  readonly body: string;
  readonly parts: number;
  readonly encoding: string;
  readonly cost: number;
  readonly status: string;
  readonly failure_reason: string | null;
}

interface Shared {
  readonly gateway: string;
  readonly send_at: string;
  readonly batch_id: number;
  readonly sent_by: string;
  readonly branch_id: number;
  readonly created_at: string;
  readonly updated_at: string;
  readonly created_by: number;
  readonly updated_by: number;
}

/**
 * PostgreSQL: every row in one statement, a column per array (unnest), the batch's values once.
 * Binding 19 values a row cost more than the insert itself (5,000 rows: 9,500 parameters to a
 * statement); this binds 9 arrays.
 */
async function insertPostgres(trx: Db, rows: readonly MessageRow[], shared: Shared): Promise<void> {
  for (let i = 0; i < rows.length; i += PG_CHUNK) {
    const part = rows.slice(i, i + PG_CHUNK);
    const column = <K extends keyof MessageRow>(name: K) => part.map((r) => r[name]);
    await sql`insert into sms_messages (phone, recipient_name, student_id, body, parts, encoding, cost, status,
        failure_reason, attempts, gateway, send_at, batch_id, sent_by, branch_id, created_at, updated_at, created_by, updated_by)
      select u.phone, u.recipient_name, u.student_id, u.body, u.parts, u.encoding, u.cost, u.status, u.failure_reason, 0,
        ${shared.gateway}, ${shared.send_at}::timestamptz, ${shared.batch_id}, ${shared.sent_by}, ${shared.branch_id},
        ${shared.created_at}::timestamptz, ${shared.updated_at}::timestamptz, ${shared.created_by}, ${shared.updated_by}
      from unnest(${column('phone')}::text[], ${column('recipient_name')}::text[], ${column('student_id')}::bigint[],
        ${column('body')}::text[], ${column('parts')}::bigint[], ${column('encoding')}::text[], ${column('cost')}::bigint[],
        ${column('status')}::text[], ${column('failure_reason')}::text[])
        as u(phone, recipient_name, student_id, body, parts, encoding, cost, status, failure_reason)`.execute(trx);
  }
}

/** Runs `work` in the caller's transaction, or in one of its own: a batch is stored whole or not at all. */
const inTransaction = <T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> =>
  db.isTransaction ? work(db) : db.transaction().execute(work);

/**
 * Stores a planned send in the outbox: one sms_batches row and one sms_messages row per planned
 * message, before any network call, so nothing is lost if the server stops. Opted-out numbers are
 * stored as `opted_out` (the office sees who was not texted and why) and never sent; the rest are
 * `queued` for the sender at `send_at`.
 *
 * Bulk inserts, not the Writer: the plan was built and checked by plan.ts (numbers normalised,
 * texts counted and priced), and 5,000 Writer creates (validation, hooks, an audit row each) take
 * seconds. The house rule "every write audited" holds with one audit row for the batch naming
 * how many messages it queued, as a promotion is one row for its students.
 */
export function enqueue(db: Db, user: SessionUser, plan: readonly PlannedSms[], batch: BatchInfo): Promise<Enqueued> {
  return inTransaction(db, async (trx) => {
    const typed = school(trx);
    const settings = await typed
      .selectFrom('sms_settings')
      .select('gateway')
      .where('branch_id', '=', user.branchId)
      .orderBy('id')
      .executeTakeFirst();
    const gateway = settings?.gateway === 'africastalking' ? 'africastalking' : 'log';
    const now = new Date().toISOString();
    const stamps = {
      branch_id: user.branchId,
      created_at: now,
      updated_at: now,
      created_by: user.id,
      updated_by: user.id,
    };
    const queued = plan.filter((m) => !m.opted_out);
    // The untyped handle for inserts: the registry's row types have no generated id.
    const row = await trx
      .insertInto('sms_batches')
      .values({
        audience: batch.audience.slice(0, 300),
        body: batch.body,
        template_id: batch.template_id,
        recipients: queued.length,
        total_parts: queued.reduce((sum, m) => sum + m.parts, 0),
        estimated_cost: queued.reduce((sum, m) => sum + m.cost, 0),
        send_at: batch.send_at,
        sent_by: user.username.slice(0, 80),
        source: batch.source.slice(0, 60),
        ...stamps,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const batchId = Number(row.id);
    const optedOutReason = englishText(say('shule.messaging.sms.opted_out'));
    const shared = {
      gateway,
      send_at: batch.send_at,
      batch_id: batchId,
      sent_by: user.username.slice(0, 80),
      ...stamps,
    };
    const rows = plan.map((m) => ({
      phone: m.phone,
      recipient_name: m.name.slice(0, 160) || null,
      student_id: m.student_id,
      body: m.text,
      parts: m.parts,
      encoding: m.encoding,
      cost: m.opted_out ? 0 : m.cost,
      status: m.opted_out ? 'opted_out' : 'queued',
      failure_reason: m.opted_out ? optedOutReason : null,
    }));
    if (trx.getExecutor().adapter instanceof PostgresAdapter) await insertPostgres(trx, rows, shared);
    else
      for (let i = 0; i < rows.length; i += CHUNK)
        await trx
          .insertInto('sms_messages')
          .values(rows.slice(i, i + CHUNK).map((r) => ({ ...r, ...shared, attempts: 0 })))
          .execute();
    await insertAudit(
      trx,
      { branchId: user.branchId, userId: user.id, username: user.username },
      'queue',
      'sms_batches',
      batchId,
      {
        audience: { after: batch.audience },
        source: { after: batch.source },
        send_at: { after: batch.send_at },
        queued: { after: queued.length },
        opted_out: { after: plan.length - queued.length },
      },
    );
    // Committed by the caller (or just now): the sender looks soon, and polls anyway.
    wakeSenders();
    return { batch_id: batchId, queued: queued.length, opted_out: plan.length - queued.length };
  });
}
