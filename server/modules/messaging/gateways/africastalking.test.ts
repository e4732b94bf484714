import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { africasTalkingGateway, parseCost } from './africastalking';
import { groupByText, type OutgoingSms } from './gateway';
import { allSuccess, type LocalAtServer, recipient, startLocalAt } from './local-at-server';

let at: LocalAtServer;
beforeAll(async () => {
  at = await startLocalAt();
});
afterAll(() => at.close());

const gateway = (more: { senderId?: string; timeoutMs?: number } = {}) =>
  africasTalkingGateway({
    username: 'sandbox',
    apiKey: 'atsk_0123456789abcdef',
    baseUrl: at.url,
    timeoutMs: more.timeoutMs ?? 5000,
    senderId: more.senderId,
  });

const sms = (id: number, phone: string, text = 'School closes on Friday'): OutgoingSms => ({ id, phone, text });

describe('Africa’s Talking client against a local server', () => {
  it('posts the form fields and headers the API expects, and reads a 201 with every number taken', async () => {
    at.requests.length = 0;
    at.answer = allSuccess;
    const outcomes = await gateway({ senderId: 'DEMOHIGH' }).send([sms(1, '+254712345678'), sms(2, '+254733000111')]);
    expect(at.requests).toHaveLength(1);
    const [request] = at.requests;
    expect(request.path).toBe('/version1/messaging');
    expect(request.apiKey).toBe('atsk_0123456789abcdef');
    expect(request.accept).toBe('application/json');
    expect(request.contentType).toBe('application/x-www-form-urlencoded');
    expect(request.form).toMatchObject({
      username: 'sandbox',
      to: '+254712345678,+254733000111',
      message: 'School closes on Friday',
      from: 'DEMOHIGH',
    });
    expect(outcomes.map((o) => [o.id, o.status, o.cost])).toEqual([
      [1, 'sent', 80],
      [2, 'sent', 80],
    ]);
    expect(outcomes[0].messageId).toMatch(/^ATXid_/);
    expect(outcomes[0].messageId).not.toBe(outcomes[1].messageId);
  });

  it('sends no `from` without a sender ID, and one call per distinct text', async () => {
    at.requests.length = 0;
    await gateway().send([
      sms(1, '+254712345678', 'Hi Jane'),
      sms(2, '+254733000111', 'Hi John'),
      sms(3, '+254700000001', 'Hi Jane'),
    ]);
    expect(at.requests.map((r) => [r.form.message, r.form.to])).toEqual([
      ['Hi Jane', '+254712345678,+254700000001'],
      ['Hi John', '+254733000111'],
    ]);
    expect(at.requests.every((r) => !('from' in r.form))).toBe(true);
  });

  it('reads one failed recipient of a 201 as rejected with its status, the others sent', async () => {
    at.answer = (request) => ({
      status: 201,
      body: {
        SMSMessageData: {
          Message: 'Sent to 1/2 Total Cost: KES 0.8000',
          Recipients: [recipient(request.numbers[0]), recipient(request.numbers[1], 403, 'InvalidPhoneNumber')],
        },
      },
    });
    const outcomes = await gateway().send([sms(1, '+254712345678'), sms(2, '+254799999999')]);
    expect(outcomes[0]).toMatchObject({ id: 1, status: 'sent', cost: 80 });
    expect(outcomes[1]).toMatchObject({ id: 2, status: 'rejected', cost: 0, messageId: undefined });
    expect(outcomes[1].reason).toContain('InvalidPhoneNumber');
  });

  it.each([
    [405, 'InsufficientBalance', 'failed'],
    [406, 'UserInBlacklist', 'rejected'],
    [402, 'InvalidSenderId', 'failed'],
    [500, 'InternalServerError', 'retry'],
    [502, 'RejectedByGateway', 'retry'],
  ])('reads status code %i (%s) as %s', async (code, status, expected) => {
    at.answer = (request) => ({
      status: 201,
      body: { SMSMessageData: { Message: '', Recipients: [recipient(request.numbers[0], code, status)] } },
    });
    const [outcome] = await gateway().send([sms(1, '+254712345678')]);
    expect(outcome.status).toBe(expected);
    expect(outcome.reason).toContain(status);
  });

  it('retries every message of a call answered with HTTP 500 or 401, saying so', async () => {
    at.answer = () => ({ status: 500, body: 'Internal Server Error' });
    const outcomes = await gateway().send([sms(1, '+254712345678'), sms(2, '+254733000111')]);
    expect(outcomes.map((o) => o.status)).toEqual(['retry', 'retry']);
    expect(outcomes[0].reason).toBe('The gateway answered HTTP 500: Internal Server Error');
    at.answer = () => ({ status: 401, body: 'The supplied authentication is invalid' });
    const [denied] = await gateway().send([sms(1, '+254712345678')]);
    expect(denied).toMatchObject({
      status: 'retry',
      reason: 'The gateway answered HTTP 401: The supplied authentication is invalid',
    });
  });

  it('retries a call the gateway never answers, after the timeout', async () => {
    at.answer = () => 'hang';
    const [outcome] = await gateway({ timeoutMs: 150 }).send([sms(1, '+254712345678')]);
    expect(outcome).toMatchObject({ status: 'retry', reason: 'The gateway did not answer within 0.15 s' });
  });

  it('retries an answer it cannot read, and fails a number the answer leaves out', async () => {
    at.answer = () => ({ status: 201, body: '<html>proxy error</html>' });
    const [unreadable] = await gateway().send([sms(1, '+254712345678')]);
    expect(unreadable.status).toBe('retry');
    at.answer = (request) => ({
      status: 201,
      body: { SMSMessageData: { Message: 'x', Recipients: [recipient(request.numbers[0])] } },
    });
    const outcomes = await gateway().send([sms(1, '+254712345678'), sms(2, '+254733000111')]);
    expect(outcomes.map((o) => o.status)).toEqual(['sent', 'failed']);
  });

  it('fails the whole call when the gateway refuses it with no recipients (a bad sender ID)', async () => {
    at.answer = () => ({ status: 201, body: { SMSMessageData: { Message: 'InvalidSenderId', Recipients: [] } } });
    const outcomes = await gateway().send([sms(1, '+254712345678')]);
    expect(outcomes[0]).toMatchObject({ status: 'failed' });
    expect(outcomes[0].reason).toContain('InvalidSenderId');
  });

  it('retries when the gateway cannot be reached at all', async () => {
    const closed = await startLocalAt();
    await closed.close();
    const client = africasTalkingGateway({
      username: 'u',
      apiKey: 'k'.repeat(20),
      baseUrl: closed.url,
      timeoutMs: 2000,
    });
    const [outcome] = await client.send([sms(1, '+254712345678')]);
    expect(outcome.status).toBe('retry');
    expect(outcome.reason).toMatch(/^The gateway could not be reached: /);
  });
});

describe('cost and grouping', () => {
  it.each([
    ['KES 0.8000', 80],
    ['KES 4.0000', 400],
    ['KES 0.8050', 81],
    ['KES 0.8049', 80],
    ['KES 12.3456', 1235],
    ['KES 1', 100],
    ['0', 0],
    ['USD 0.0100', undefined],
    ['', undefined],
    ['KES abc', undefined],
  ])('%s is %s cents', (text, cents) => {
    expect(parseCost(text)).toBe(cents);
  });

  it('puts at most the limit in a call and a number once per call', () => {
    const messages = Array.from({ length: 250 }, (_, i) => sms(i + 1, `+2547${String(i).padStart(8, '0')}`));
    expect(groupByText(messages, 100).map((c) => c.messages.length)).toEqual([100, 100, 50]);
    const twice = groupByText([sms(1, '+254712345678'), sms(2, '+254712345678')], 100);
    expect(twice.map((c) => c.messages.map((m) => m.id))).toEqual([[1], [2]]);
  });
});
