import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext, SessionUser } from '../../context';
import { createTestApp, ENGINE, type TestApp } from '../../../tests/helpers/harness';
import { type LocalAtServer, startLocalAt } from './gateways/local-at-server';
import { enqueue } from './outbox';
import { sendDueOnce } from './sender';
import { outboxRows, phones, planOf, queue, sessionUser } from '../../../tests/helpers/sms-test-kit';

let t: TestApp;
let at: LocalAtServer;
let ctx: AppContext;
let registrar: SessionUser;

beforeAll(async () => {
  t = await createTestApp({ students: 4 });
  at = await startLocalAt();
  ctx = { ...t.ctx, smsGatewayUrl: at.url };
  registrar = await sessionUser(t, 'registrar');
});
afterAll(async () => {
  await at.close();
  await t.close();
});

describe(`the outbox on ${ENGINE}`, () => {
  it('stores a batch and a row per message, opted-out numbers as such, with one audit row for the batch', async () => {
    const numbers = phones(5000, 10_000);
    const optedOut = [numbers[0], numbers[10], numbers[20]];
    const plan = planOf(
      numbers,
      (i) => (i % 2 ? `Dear parent ${i}, "school" closes {Friday}, \\ NULL.` : 'Karibu 😀'),
      optedOut,
    );
    const audits = await t.ctx.database.db.selectFrom('audit_log').select('id').execute();
    const sendAt = new Date(Date.now() + 3_600_000).toISOString();
    const queued = await queue(ctx, registrar, plan, sendAt);
    expect(queued).toMatchObject({ queued: 4997, opted_out: 3 });
    const batch = await t.ctx.database.db
      .selectFrom('sms_batches')
      .selectAll()
      .where('id', '=', queued.batch_id)
      .executeTakeFirstOrThrow();
    const kept = plan.filter((m) => !m.opted_out);
    expect(batch).toMatchObject({
      recipients: 4997,
      total_parts: kept.reduce((s, m) => s + m.parts, 0),
      estimated_cost: kept.reduce((s, m) => s + m.cost, 0),
      sent_by: 'registrar',
      source: 'test',
      audience: 'Test numbers',
    });
    const rows = await outboxRows(ctx, queued.batch_id);
    expect(rows).toHaveLength(5000);
    expect(rows[0]).toMatchObject({
      phone: numbers[0],
      status: 'opted_out',
      cost: 0,
      failure_reason: 'The number is on the school’s opt-out list',
    });
    expect(rows[1]).toMatchObject({
      phone: numbers[1],
      recipient_name: 'Parent 2',
      body: 'Dear parent 1, "school" closes {Friday}, \\ NULL.',
      parts: 1,
      encoding: 'gsm7',
      cost: 80,
      status: 'queued',
      gateway: 'log',
      attempts: 0,
      sent_by: 'registrar',
      branch_id: registrar.branchId,
    });
    expect(rows[4]).toMatchObject({ encoding: 'ucs2', status: 'queued' });
    expect(new Date(String(rows[4].send_at)).toISOString()).toBe(sendAt);
    const newAudits = await t.ctx.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where(
        'id',
        'not in',
        audits.map((a) => a.id),
      )
      .execute();
    expect(newAudits).toHaveLength(1);
    expect(newAudits[0]).toMatchObject({
      action: 'queue',
      resource: 'sms_batches',
      record_id: String(queued.batch_id),
      username: 'registrar',
    });
    expect(JSON.parse(String(newAudits[0].changes))).toMatchObject({
      queued: { after: 4997 },
      opted_out: { after: 3 },
    });
    // Not due for an hour: the sender leaves them.
    await t.ctx.database.db.deleteFrom('sms_messages').where('batch_id', '=', queued.batch_id).execute();
  });

  it('stores nothing when the caller’s transaction is undone', async () => {
    const before = await t.ctx.database.db
      .selectFrom('sms_messages')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    await expect(
      t.ctx.database.db.transaction().execute(async (trx) => {
        await enqueue(
          trx,
          registrar,
          planOf(phones(3, 900), () => 'Undone'),
          {
            audience: 'x',
            body: 'x',
            template_id: null,
            send_at: new Date().toISOString(),
            source: 'fees',
          },
        );
        throw new Error('the payment failed');
      }),
    ).rejects.toThrow('the payment failed');
    const after = await t.ctx.database.db
      .selectFrom('sms_messages')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('with no gateway configured, keeps every message as not sent, saying why, and makes no request', async () => {
    const { batch_id } = await queue(
      ctx,
      registrar,
      planOf(phones(3, 700), () => 'No gateway'),
    );
    const round = await sendDueOnce(ctx);
    expect(round.outcomes).toEqual({ not_sent: 3 });
    const rows = await outboxRows(ctx, batch_id);
    for (const row of rows)
      expect(row).toMatchObject({
        status: 'not_sent',
        failure_reason: 'not sent: no gateway configured',
        attempts: 0,
        gateway: 'log',
        sent_at: null,
      });
    expect(at.requests).toHaveLength(0);
  });

  it('keeps messages not sent when Africa’s Talking is chosen without its key', async () => {
    const admin = await t.signIn('admin');
    expect((await t.call('GET', '/api/sms_settings/current', { token: admin.accessToken })).status).toBe(200);
    await t.ctx.database.db
      .updateTable('sms_settings')
      .set({ gateway: 'africastalking', username: 'sandbox', api_key: null })
      .where('branch_id', '=', registrar.branchId)
      .execute();
    const { batch_id } = await queue(
      ctx,
      registrar,
      planOf(phones(1, 800), () => 'No key'),
    );
    await sendDueOnce(ctx);
    const [row] = await outboxRows(ctx, batch_id);
    expect(row).toMatchObject({
      status: 'not_sent',
      failure_reason: 'not sent: the Africa’s Talking username or API key is not set',
    });
    expect(at.requests).toHaveLength(0);
    await t.ctx.database.db
      .updateTable('sms_settings')
      .set({ gateway: 'log' })
      .where('branch_id', '=', registrar.branchId)
      .execute();
  });
});
