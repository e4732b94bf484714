import type { ShuleDatabase } from '../../db/database';
import { school } from '../../db/typed';
import { auditSender, type ClaimedSms } from './sender-results';

/**
 * Takes up to `limit` due messages (queued, send_at reached) for this sender, atomically: they move
 * to `sending` with the claim's time in updated_at, in one statement, so two senders (the
 * processes of a cluster) never take the same row. PostgreSQL skips rows another sender's claim
 * holds locked (FOR UPDATE SKIP LOCKED); SQLite runs the statement under its single writer lock.
 */
export async function claimDue(database: ShuleDatabase, now: Date, limit: number): Promise<ClaimedSms[]> {
  const db = school(database.db);
  const at = now.toISOString();
  const due = db
    .selectFrom('sms_messages')
    .select('id')
    .where('status', '=', 'queued')
    .where((eb) => eb.or([eb('send_at', 'is', null), eb('send_at', '<=', at)]))
    .orderBy('send_at')
    .orderBy('id')
    .limit(limit)
    .$if(database.engine === 'postgres', (qb) => qb.forUpdate().skipLocked());
  const rows = await db
    .updateTable('sms_messages')
    .set({ status: 'sending', updated_at: at })
    .where('id', 'in', due)
    .returning(['id', 'branch_id', 'phone', 'body', 'attempts'])
    .execute();
  return rows
    .map((r) => ({
      id: Number(r.id),
      branch_id: Number(r.branch_id),
      phone: String(r.phone),
      body: String(r.body),
      attempts: Number(r.attempts ?? 0),
    }))
    .sort((a, b) => a.id - b.id);
}

/** Claimed rows this sender will not send after all (it is stopping): back to the queue, untried. */
export async function release(database: ShuleDatabase, ids: readonly number[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 500)
    await school(database.db)
      .updateTable('sms_messages')
      .set({ status: 'queued' })
      .where('id', 'in', ids.slice(i, i + 500))
      .where('status', '=', 'sending')
      .execute();
}

/**
 * Rows left `sending` longer than `staleMs` belong to a sender that died mid-call (a crash, a
 * kill): they go back to the queue. The gateway may have taken some of them before the crash; a
 * second text is the lesser harm than a fee reminder never sent. `staleMs` is far above a call's
 * timeout, so a live sender's rows are never taken from it.
 */
export async function recoverAbandoned(database: ShuleDatabase, now: Date, staleMs: number): Promise<number> {
  const before = new Date(now.getTime() - staleMs).toISOString();
  const rows = await school(database.db)
    .updateTable('sms_messages')
    .set({ status: 'queued', updated_at: now.toISOString() })
    .where('status', '=', 'sending')
    .where('updated_at', '<', before)
    .returning(['id', 'branch_id'])
    .execute();
  const byBranch = new Map<number, number[]>();
  for (const r of rows) byBranch.set(Number(r.branch_id), [...(byBranch.get(Number(r.branch_id)) ?? []), Number(r.id)]);
  for (const [branchId, ids] of byBranch)
    await auditSender(database.db, branchId, 'recover', null, { queued: { after: ids.sort((a, b) => a - b) } });
  return rows.length;
}

/** Numbers of these rows on their branch's opt-out list now, checked again at send time. */
export async function optedOutNow(
  database: ShuleDatabase,
  branchId: number,
  phones: readonly string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  const unique = [...new Set(phones)];
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await school(database.db)
      .selectFrom('sms_opt_outs')
      .select('phone')
      .where('branch_id', '=', branchId)
      .where('phone', 'in', unique.slice(i, i + 500))
      .execute();
    for (const r of rows) found.add(String(r.phone));
  }
  return found;
}
