import { sql } from 'kysely';
import { englishText } from '../../../src/schema';
import type { Change } from '../../crud/audit';
import type { Db, Engine } from '../../db/database';
import { school } from '../../db/typed';
import { say } from '../../errors';
import type { SendOutcome } from './gateways/gateway';

/** The sender's name in the audit log: a system write, by no user. */
export const SENDER = 'sms-sender';

/**
 * One audit row of the sender's (or a gateway's report), by no user: `record_id` names a row when
 * there is one, and the changes name every row written, by outcome.
 */
export async function auditSender(
  db: Db,
  branchId: number,
  action: string,
  recordId: number | null,
  changes: Record<string, Change>,
  username = SENDER,
): Promise<void> {
  await school(db)
    .insertInto('audit_log')
    .values({
      branch_id: branchId,
      user_id: null,
      username,
      action,
      resource: 'sms_messages',
      record_id: recordId === null ? null : String(recordId),
      changes: JSON.stringify(changes),
      at: new Date().toISOString(),
    })
    .execute();
}

/** A retried message waits 30 s, 1, 2, 4… minutes, at most an hour; the fifth failure is final. */
export const MAX_ATTEMPTS = 5;
const BACKOFF_MS = 30_000;
const MAX_BACKOFF_MS = 3_600_000;
export const backoffMs = (attempts: number): number => Math.min(BACKOFF_MS * 2 ** attempts, MAX_BACKOFF_MS);

/** A claimed row, as much of it as sending and recording need. */
export interface ClaimedSms {
  readonly id: number;
  readonly branch_id: number;
  readonly phone: string;
  readonly body: string;
  readonly attempts: number;
}

/** The values one outcome writes; null leaves the column as it is (coalesce) where noted. */
interface RowChange {
  readonly id: number;
  readonly status: string;
  /** null: kept. */
  readonly messageId: string | null;
  /** null: kept (the estimate). */
  readonly cost: number | null;
  readonly reason: string | null;
  readonly attempts: number;
  /** null: kept. */
  readonly sendAt: string | null;
  /** null: kept. */
  readonly sentAt: string | null;
}

/** What an outcome (or an opt-out found at send time) makes of its row. */
export function changeFor(row: ClaimedSms, outcome: SendOutcome | 'opted_out', now: Date): RowChange {
  const base = { id: row.id, messageId: null, sendAt: null, sentAt: null };
  if (outcome === 'opted_out')
    return {
      ...base,
      status: 'opted_out',
      cost: 0,
      reason: englishText(say('shule.messaging.sms.opted_out_since')),
      attempts: row.attempts,
    };
  const tried = row.attempts + 1;
  const reason = outcome.reason?.slice(0, 300) ?? null;
  switch (outcome.status) {
    case 'sent':
      return {
        ...base,
        status: 'sent',
        messageId: outcome.messageId?.slice(0, 120) ?? null,
        cost: outcome.cost ?? null,
        reason: null,
        attempts: tried,
        sentAt: now.toISOString(),
      };
    case 'not_sent':
      // Nothing left the school: not an attempt, and nothing charged.
      return { ...base, status: 'not_sent', cost: 0, reason, attempts: row.attempts };
    case 'retry':
      if (tried >= MAX_ATTEMPTS) {
        const gaveUp = englishText(say('shule.messaging.sms.gave_up', { attempts: tried, reason: reason ?? '-' }));
        return { ...base, status: 'failed', cost: 0, reason: gaveUp.slice(0, 300), attempts: tried };
      }
      return {
        ...base,
        status: 'queued',
        cost: null,
        reason,
        attempts: tried,
        sendAt: new Date(now.getTime() + backoffMs(row.attempts)).toISOString(),
      };
    default:
      return { ...base, status: outcome.status, cost: outcome.cost ?? 0, reason, attempts: tried };
  }
}

/**
 * Writes a call's outcomes in one statement (UPDATE … FROM VALUES, on both engines) with one audit
 * row naming the rows by outcome, in one transaction: a call is recorded whole. Only rows still
 * `sending` are touched, so a row recovered and claimed again elsewhere is never overwritten.
 */
export async function recordOutcomes(
  db: Db,
  engine: Engine,
  branchId: number,
  gateway: string,
  changes: readonly RowChange[],
  now: Date,
): Promise<void> {
  if (changes.length === 0) return;
  const stamp = sql.raw(engine === 'postgres' ? 'timestamptz' : 'text');
  const values = changes.map(
    (c) =>
      sql`(cast(${c.id} as bigint), cast(${c.status} as text), cast(${c.messageId} as text), cast(${c.cost} as bigint), cast(${c.reason} as text), cast(${c.attempts} as bigint), cast(${c.sendAt} as ${stamp}), cast(${c.sentAt} as ${stamp}))`,
  );
  const byStatus: Record<string, { after: number[] }> = {};
  for (const c of changes) (byStatus[c.status] ??= { after: [] }).after.push(c.id);
  await db.transaction().execute(async (trx) => {
    await sql`update sms_messages set
        status = v.column2,
        gateway_message_id = coalesce(v.column3, sms_messages.gateway_message_id),
        cost = coalesce(v.column4, sms_messages.cost),
        failure_reason = v.column5,
        attempts = v.column6,
        send_at = coalesce(v.column7, sms_messages.send_at),
        sent_at = coalesce(v.column8, sms_messages.sent_at),
        gateway = ${gateway},
        updated_at = ${now.toISOString()}
      from (values ${sql.join(values)}) as v
      where sms_messages.id = v.column1 and sms_messages.branch_id = ${branchId} and sms_messages.status = 'sending'`.execute(
      trx,
    );
    await auditSender(trx, branchId, 'send', null, { gateway: { after: gateway }, ...byStatus });
  });
}
