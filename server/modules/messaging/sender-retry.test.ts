/** The sender when things go wrong: retries with back-off, timeouts, a dead sender's rows, a resend. */
import { describe, expect, it } from 'vitest';
import { ENGINE } from '../../../tests/helpers/harness';
import { at, ctx, fresh, registrar, t, setUpSenderWorld } from '../../../tests/helpers/sender-test-world';
import { allSuccess, recipient } from './gateways/local-at-server';
import { sendDueOnce } from './sender';
import { MAX_ATTEMPTS } from './sender-results';
import { outboxRows, planOf, queue, statusesOf } from '../../../tests/helpers/sms-test-kit';

setUpSenderWorld();

const later = (ms: number) => () => new Date(Date.now() + ms);

describe(`the sender's retries and recovery on ${ENGINE}`, () => {
  it('queues again with back-off on a 500, sends when due, and gives up after five attempts', async () => {
    at.answer = () => ({ status: 500, body: 'Internal Server Error' });
    const { batch_id } = await queue(
      ctx,
      registrar,
      planOf(fresh(1), () => 'Fee reminder'),
    );
    await sendDueOnce(ctx);
    let [row] = await outboxRows(ctx, batch_id);
    expect(row).toMatchObject({
      status: 'queued',
      attempts: 1,
      failure_reason: 'The gateway answered HTTP 500: Internal Server Error',
    });
    const wait = new Date(String(row.send_at)).getTime() - Date.now();
    expect(wait).toBeGreaterThan(25_000);
    expect(wait).toBeLessThanOrEqual(30_000);
    // Not due yet: nothing claimed, no request.
    const calls = at.requests.length;
    expect((await sendDueOnce(ctx)).claimed).toBe(0);
    expect(at.requests).toHaveLength(calls);
    // Each retry waits twice as long; after the fifth failed attempt the message is failed.
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++)
      await sendDueOnce(ctx, { now: later(2 ** attempt * 30_000) });
    [row] = await outboxRows(ctx, batch_id);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(String(row.failure_reason)).toBe(
      'Gave up after 5 attempts: The gateway answered HTTP 500: Internal Server Error',
    );
    expect(at.requests).toHaveLength(calls + MAX_ATTEMPTS - 1);
  });

  it('retries a call the gateway never answers, and sends it once the gateway is back', async () => {
    at.answer = () => 'hang';
    const { batch_id } = await queue(
      ctx,
      registrar,
      planOf(fresh(1), () => 'Timeout test'),
    );
    await sendDueOnce(ctx, { timeoutMs: 200 });
    let [row] = await outboxRows(ctx, batch_id);
    expect(row).toMatchObject({
      status: 'queued',
      attempts: 1,
      failure_reason: 'The gateway did not answer within 0.2 s',
    });
    at.answer = allSuccess;
    await sendDueOnce(ctx, { now: later(60_000) });
    [row] = await outboxRows(ctx, batch_id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, failure_reason: null });
  });

  it('puts back rows a dead sender left sending, and sends them once', async () => {
    const { batch_id } = await queue(
      ctx,
      registrar,
      planOf(fresh(2), () => 'Recovered'),
    );
    const ids = (await outboxRows(ctx, batch_id)).map((r) => Number(r.id));
    // A sender claimed them ten minutes ago and died mid-call.
    const tenMinutesAgo = new Date(Date.now() - 600_000).toISOString();
    await t.ctx.database.db
      .updateTable('sms_messages')
      .set({ status: 'sending', updated_at: tenMinutesAgo })
      .where('id', 'in', ids)
      .execute();
    const round = await sendDueOnce(ctx);
    expect(round.recovered).toBe(2);
    expect(await statusesOf(ctx, batch_id)).toEqual(['sent', 'sent']);
    expect(at.requests.flatMap((r) => r.numbers)).toHaveLength(2);
  });

  it('leaves a live sender’s fresh claim alone', async () => {
    const { batch_id } = await queue(
      ctx,
      registrar,
      planOf(fresh(1), () => 'Claimed elsewhere'),
    );
    const ids = (await outboxRows(ctx, batch_id)).map((r) => Number(r.id));
    await t.ctx.database.db
      .updateTable('sms_messages')
      .set({ status: 'sending', updated_at: new Date().toISOString() })
      .where('id', 'in', ids)
      .execute();
    expect((await sendDueOnce(ctx)).recovered).toBe(0);
    expect(await statusesOf(ctx, batch_id)).toEqual(['sending']);
    expect(at.requests).toHaveLength(0);
    await t.ctx.database.db.updateTable('sms_messages').set({ status: 'queued' }).where('id', 'in', ids).execute();
    await sendDueOnce(ctx);
  });

  it('resends a failed message: the action requeues it and the next round sends it', async () => {
    at.answer = (request) => ({
      status: 201,
      body: {
        SMSMessageData: { Message: '', Recipients: [recipient(request.numbers[0], 405, 'InsufficientBalance')] },
      },
    });
    const { batch_id } = await queue(
      ctx,
      registrar,
      planOf(fresh(1), () => 'Resend me'),
    );
    await sendDueOnce(ctx);
    const [failed] = await outboxRows(ctx, batch_id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    at.answer = allSuccess;
    const resend = await t.call('POST', `/api/sms_messages/${String(failed.id)}/resend`, { token: registrar.token });
    expect(resend.status).toBe(200);
    expect(await resend.json()).toMatchObject({ status: 'queued', attempts: 0, failure_reason: null, cost: 80 });
    await sendDueOnce(ctx);
    const [sent] = await outboxRows(ctx, batch_id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
    // A sent message cannot be resent.
    expect(
      (await t.call('POST', `/api/sms_messages/${String(failed.id)}/resend`, { token: registrar.token })).status,
    ).toBe(409);
  });
});
