import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext, SessionUser } from '../../context';
import type { Row } from '../../db/database';
import { branchIdOf, countRows, insertUser, json } from '../../../tests/helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../../../tests/helpers/harness';
import { type LocalAtServer, startLocalAt } from './gateways/local-at-server';
import { sendDueOnce } from './sender';
import {
  AT_SETTINGS,
  outboxRows,
  phones,
  planOf,
  queue,
  saveSettings,
  sessionUser,
} from '../../../tests/helpers/sms-test-kit';

let t: TestApp;
let at: LocalAtServer;
let ctx: AppContext;
let registrar: SessionUser;
let secret: string;
let otherSecret: string;
let sent: Row[];

/** A report as Africa's Talking posts it: form-encoded, no sign-in. */
const report = (to: string, fields: Record<string, string>) =>
  t.app.request(`/api/sms/delivery/${to}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

const fields = (row: Row, status: string, more: Record<string, string> = {}) => ({
  id: String(row.gateway_message_id),
  status,
  phoneNumber: String(row.phone),
  networkCode: '63902',
  retryCount: '0',
  ...more,
});

const rowOf = async (id: unknown) =>
  t.ctx.database.db.selectFrom('sms_messages').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestApp({ students: 4 });
  at = await startLocalAt();
  ctx = { ...t.ctx, smsGatewayUrl: at.url };
  registrar = await sessionUser(t, 'registrar');
  const admin = await t.signIn('admin');
  expect((await saveSettings(t, admin.accessToken, AT_SETTINGS)).status).toBe(200);
  secret = String(
    (await json<Row>(await t.call('GET', '/api/sms_settings/current', { token: admin.accessToken }))).delivery_secret,
  );
  // A second school's administrator opens its own settings: it has a secret of its own.
  await insertUser(t, await branchIdOf(t, 'DPS'), 'admin2', ['ROLE_All']);
  const admin2 = await t.signIn('admin2');
  otherSecret = String(
    (await json<Row>(await t.call('GET', '/api/sms_settings/current', { token: admin2.accessToken }))).delivery_secret,
  );
  const { batch_id } = await queue(
    ctx,
    registrar,
    planOf(phones(6, 500), () => 'Delivery test'),
  );
  await sendDueOnce(ctx);
  sent = await outboxRows(ctx, batch_id);
  expect(sent.every((r) => r.status === 'sent')).toBe(true);
});
afterAll(async () => {
  await at.close();
  await t.close();
});

describe(`delivery reports on ${ENGINE}`, () => {
  it('marks a message delivered, with the time, and audits the report', async () => {
    const response = await report(secret, fields(sent[0], 'Success'));
    expect(response.status).toBe(200);
    const row = await rowOf(sent[0].id);
    expect(row.status).toBe('delivered');
    expect(row.delivered_at).not.toBeNull();
    const audit = await t.ctx.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'delivery_report')
      .where('record_id', '=', String(sent[0].id))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(audit.changes))).toEqual({ status: { before: 'sent', after: 'delivered' } });
  });

  it('marks a message failed or rejected with the gateway’s reason', async () => {
    expect((await report(secret, fields(sent[1], 'Failed', { failureReason: 'UserAccountSuspended' }))).status).toBe(
      200,
    );
    expect(await rowOf(sent[1].id)).toMatchObject({ status: 'failed', failure_reason: 'UserAccountSuspended' });
    expect((await report(secret, fields(sent[2], 'Rejected', { failureReason: 'DeliveryFailure' }))).status).toBe(200);
    expect(await rowOf(sent[2].id)).toMatchObject({ status: 'rejected', failure_reason: 'DeliveryFailure' });
  });

  it('takes a report posted as JSON too', async () => {
    const response = await t.app.request(`/api/sms/delivery/${secret}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fields(sent[3], 'Success')),
    });
    expect(response.status).toBe(200);
    expect((await rowOf(sent[3].id)).status).toBe('delivered');
  });

  it('never moves a message back: a late "Buffered" leaves it delivered', async () => {
    const response = await report(secret, fields(sent[0], 'Buffered'));
    expect(response.status).toBe(200);
    expect((await rowOf(sent[0].id)).status).toBe('delivered');
  });

  it('answers 404 to an unknown secret, and writes nothing', async () => {
    const audits = await countRows(t, 'audit_log');
    // One character off (never the same character: a secret ending in A made this its own secret).
    const offByOne = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    for (const wrong of ['x'.repeat(43), 'short', offByOne]) {
      const response = await report(wrong, fields(sent[4], 'Success'));
      expect(response.status).toBe(404);
    }
    expect((await rowOf(sent[4].id)).status).toBe('sent');
    expect(await countRows(t, 'audit_log')).toBe(audits);
  });

  it('never lets one school’s secret touch another school’s message', async () => {
    const response = await report(otherSecret, fields(sent[4], 'Success'));
    expect(response.status).toBe(404);
    expect((await rowOf(sent[4].id)).status).toBe('sent');
  });

  it('answers 404 to a message id the school does not have, so the gateway tries again', async () => {
    const audits = await countRows(t, 'audit_log');
    const response = await report(secret, { id: 'ATXid_unknown', status: 'Success', phoneNumber: '+254700000001' });
    expect(response.status).toBe(404);
    expect(await countRows(t, 'audit_log')).toBe(audits);
  });

  it('answers 400 to a report without an id or with a status the gateway does not send', async () => {
    const audits = await countRows(t, 'audit_log');
    expect((await report(secret, { status: 'Success' })).status).toBe(400);
    expect((await report(secret, fields(sent[5], 'Delivered!'))).status).toBe(400);
    const broken = await t.app.request(`/api/sms/delivery/${secret}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"id": ',
    });
    expect(broken.status).toBe(400);
    expect((await rowOf(sent[5].id)).status).toBe('sent');
    expect(await countRows(t, 'audit_log')).toBe(audits);
  });
});
