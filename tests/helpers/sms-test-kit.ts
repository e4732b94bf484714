import { countSms } from '../../src/schema/sms-text';
import type { AppContext, SessionUser } from '../../server/context';
import type { Row } from '../../server/db/database';
import type { TestApp } from './harness';
import { enqueue } from '../../server/modules/messaging/outbox';
import type { Enqueued, PlannedSms } from '../../server/modules/messaging/types';

/**
 * Shared steps of the messaging engine's tests (outbox, sender, delivery reports, settings): a
 * plan as plan.ts would make it, the branch's gateway pointed at a local Africa's Talking server,
 * and direct reads of the outbox. Nothing here goes through the code under test's own checks.
 */
export const planOf = (
  phones: readonly string[],
  text: (i: number) => string,
  optedOut: readonly string[] = [],
): PlannedSms[] =>
  phones.map((phone, i) => {
    const body = text(i);
    const count = countSms(body);
    return {
      phone,
      name: `Parent ${i + 1}`,
      kind: 'number',
      student_id: null,
      text: body,
      parts: count.parts,
      encoding: count.encoding,
      cost: count.parts * 80,
      opted_out: optedOut.includes(phone),
    };
  });

/** Kenyan mobile numbers, distinct: +254700000001, … */
export const phones = (n: number, from = 1): string[] =>
  Array.from({ length: n }, (_, i) => `+2547${String(from + i).padStart(8, '0')}`);

export const queue = (
  ctx: AppContext,
  user: SessionUser,
  plan: readonly PlannedSms[],
  sendAt = new Date().toISOString(),
): Promise<Enqueued> =>
  enqueue(ctx.database.db, user, plan, {
    audience: 'Test numbers',
    body: 'Test',
    template_id: null,
    send_at: sendAt,
    source: 'test',
  });

/** The signed-in user as the server sees them. */
export async function sessionUser(t: TestApp, username: string): Promise<SessionUser & { token: string }> {
  const signed = await t.signIn(username);
  return { id: signed.id, username, roles: signed.roles, branchId: signed.branchId, token: signed.accessToken };
}

/** The branch's gateway settings, saved through the API as the administrator would. */
export async function saveSettings(t: TestApp, adminToken: string, values: Record<string, unknown>): Promise<Response> {
  const current = (await (await t.call('GET', '/api/sms_settings/current', { token: adminToken })).json()) as Row;
  return t.call('PUT', `/api/sms_settings/${String(current.id)}`, { token: adminToken, body: values });
}

export const AT_SETTINGS = {
  gateway: 'africastalking',
  environment: 'sandbox',
  username: 'sandbox',
  api_key: 'atsk_test_0123456789abcdef0123456789',
  sender_id: 'DEMOHIGH',
};

export const outboxRows = (ctx: AppContext, batchId: number): Promise<Row[]> =>
  ctx.database.db.selectFrom('sms_messages').selectAll().where('batch_id', '=', batchId).orderBy('id').execute();

export const statusesOf = async (ctx: AppContext, batchId: number): Promise<string[]> =>
  (await outboxRows(ctx, batchId)).map((r) => String(r.status));
