import { describe, expect, it } from 'vitest';
import { ENGINE } from '../../../tests/helpers/harness';
import { at, ctx, fresh, registrar, t, setUpSenderWorld } from '../../../tests/helpers/sender-test-world';
import { allSuccess, recipient } from './gateways/local-at-server';
import { sendDueOnce, startSender } from './sender';
import { AT_SETTINGS, outboxRows, planOf, queue, statusesOf } from '../../../tests/helpers/sms-test-kit';

setUpSenderWorld();

const later = (ms: number) => () => new Date(Date.now() + ms);

describe(`the sender on ${ENGINE}`, () => {
  it('sends queued messages through the branch’s gateway and records id, cost and time', async () => {
    const numbers = fresh(3);
    const { batch_id } = await queue(
      ctx,
      registrar,
      planOf(numbers, () => 'School closes on Friday at noon'),
    );
    const round = await sendDueOnce(ctx);
    expect(round.outcomes.sent).toBe(3);
    // One text to three numbers: one call, with the settings' username, key and sender ID.
    expect(at.requests).toHaveLength(1);
    expect(at.requests[0].form).toMatchObject({ username: 'sandbox', to: numbers.join(','), from: 'DEMOHIGH' });
    expect(at.requests[0].apiKey).toBe(AT_SETTINGS.api_key);
    const rows = await outboxRows(ctx, batch_id);
    for (const row of rows) {
      expect(row).toMatchObject({
        status: 'sent',
        cost: 80,
        attempts: 1,
        gateway: 'africastalking',
        failure_reason: null,
      });
      expect(String(row.gateway_message_id)).toMatch(/^ATXid_/);
      expect(row.sent_at).not.toBeNull();
    }
    // Nothing is sent twice: the next round finds nothing due.
    expect((await sendDueOnce(ctx)).claimed).toBe(0);
    expect(at.requests).toHaveLength(1);
  });

  it('audits what it writes, as the sender, naming every row by outcome', async () => {
    const { batch_id } = await queue(
      ctx,
      registrar,
      planOf(fresh(2), (i) => `Hello parent ${i}`),
    );
    const ids = (await outboxRows(ctx, batch_id)).map((r) => Number(r.id));
    const before = await t.ctx.database.db.selectFrom('audit_log').select('id').where('action', '=', 'send').execute();
    await sendDueOnce(ctx);
    const rows = await t.ctx.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'send')
      .where('id', 'not in', before.length ? before.map((r) => r.id) : [0])
      .execute();
    // Two texts, two calls; their answers may be written together (one row) or apart (two).
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.length).toBeLessThanOrEqual(2);
    expect(rows.every((r) => r.username === 'sms-sender' && r.resource === 'sms_messages')).toBe(true);
    const sent = rows.flatMap((r) => (JSON.parse(String(r.changes)) as { sent: { after: number[] } }).sent.after);
    expect(sent.sort()).toEqual(ids.sort());
  });

  it('records a failed recipient as rejected with the gateway’s reason and sends the rest', async () => {
    const numbers = fresh(2);
    at.answer = (request) => ({
      status: 201,
      body: {
        SMSMessageData: {
          Message: 'Sent to 1/2',
          Recipients: [recipient(request.numbers[0]), recipient(request.numbers[1], 403, 'InvalidPhoneNumber')],
        },
      },
    });
    const { batch_id } = await queue(
      ctx,
      registrar,
      planOf(numbers, () => 'Report forms are ready'),
    );
    await sendDueOnce(ctx);
    const [ok, bad] = await outboxRows(ctx, batch_id);
    expect(ok).toMatchObject({ status: 'sent', cost: 80 });
    expect(bad).toMatchObject({ status: 'rejected', cost: 0, attempts: 1, gateway_message_id: null });
    expect(String(bad.failure_reason)).toContain('InvalidPhoneNumber');
  });

  it('never sends to a number that opted out after its message was queued', async () => {
    const [stays, leaves] = fresh(2);
    const { batch_id } = await queue(
      ctx,
      registrar,
      planOf([stays, leaves], () => 'Opt-out test'),
    );
    const optOut = await t.call('POST', '/api/sms_opt_outs', {
      token: registrar.token,
      body: { phone: leaves, reason: 'parent_request' },
    });
    expect(optOut.status).toBe(201);
    await sendDueOnce(ctx);
    expect(at.requests.flatMap((r) => r.numbers)).toEqual([stays]);
    const [, row] = await outboxRows(ctx, batch_id);
    expect(row).toMatchObject({
      status: 'opted_out',
      cost: 0,
      failure_reason: 'The number opted out after the message was queued',
    });
  });

  it('waits for a message’s send_at', async () => {
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const { batch_id } = await queue(
      ctx,
      registrar,
      planOf(fresh(1), () => 'Later'),
      inAnHour,
    );
    expect((await sendDueOnce(ctx)).claimed).toBe(0);
    await sendDueOnce(ctx, { now: later(3_600_001) });
    expect(await statusesOf(ctx, batch_id)).toEqual(['sent']);
  });

  it('stop() lets the call in hand finish and be recorded, and hands the rest of the round back', async () => {
    const { batch_id } = await queue(
      ctx,
      registrar,
      planOf(fresh(2), (i) => `Stop test ${i}`),
    );
    let arrived: () => void = () => undefined;
    const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    at.answer = async (request, i) => {
      arrived();
      await answered;
      return allSuccess(request, i);
    };
    // One call at a time: the first text is in hand when stop() comes, the second not started.
    const worker = startSender(ctx, undefined, { pollMs: 60_000, concurrency: 1 });
    await requestArrived;
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    // A few turns of the event loop: a stop() that did not wait for the call would have resolved.
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    answer();
    await stopping;
    expect(await statusesOf(ctx, batch_id)).toEqual(['sent', 'queued']);
    expect(at.requests).toHaveLength(1);
    at.answer = allSuccess;
    await sendDueOnce(ctx);
    expect(await statusesOf(ctx, batch_id)).toEqual(['sent', 'sent']);
  });

  it('a started sender sends what is queued without being asked', async () => {
    const worker = startSender(ctx, undefined, { pollMs: 20 });
    try {
      const { batch_id } = await queue(
        ctx,
        registrar,
        planOf(fresh(1), () => 'Worker test'),
      );
      await expect.poll(() => statusesOf(ctx, batch_id), { timeout: 5000 }).toEqual(['sent']);
    } finally {
      await worker.stop();
    }
  });
});
