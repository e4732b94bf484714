import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Row } from '../../db/database';
import { branchIdOf, insertUser, json } from '../../../tests/helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../../../tests/helpers/harness';
import { readSmsSettings } from './sms-settings';
import { AT_SETTINGS, saveSettings } from '../../../tests/helpers/sms-test-kit';

let t: TestApp;
const tokens: Record<string, string> = {};
let branchId: number;

beforeAll(async () => {
  t = await createTestApp({ students: 4 });
  branchId = await branchIdOf(t, 'DHS');
  await insertUser(t, branchId, 'sender', ['ROLE_Send_Custom_sms']);
  for (const who of ['admin', 'registrar', 'bursar', 'viewer', 'sender'])
    tokens[who] = (await t.signIn(who)).accessToken;
});
afterAll(() => t.close());

const current = async (who = 'admin') => t.call('GET', '/api/sms_settings/current', { token: tokens[who] });

describe(`SMS gateway settings on ${ENGINE}`, () => {
  it('has a delivery secret as soon as the settings are first opened, kept across saves', async () => {
    const first = await json<Row>(await current());
    expect(first.gateway).toBe('log');
    expect(String(first.delivery_secret)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const saved = await saveSettings(t, tokens.admin, { cost_per_part: 90 });
    expect(saved.status).toBe(200);
    expect((await json<Row>(saved)).delivery_secret).toBe(first.delivery_secret);
    // Read-only: a client cannot choose it.
    const forced = await saveSettings(t, tokens.admin, { delivery_secret: 'x'.repeat(40) });
    expect(forced.status).toBe(400);
    expect((await json<Row>(await current())).delivery_secret).toBe(first.delivery_secret);
  });

  it('asks for the username and key before Africa’s Talking is chosen', async () => {
    const noKey = await saveSettings(t, tokens.admin, { ...AT_SETTINGS, api_key: '' });
    expect(noKey.status).toBe(400);
    expect(Object.keys((await json<{ errors: Record<string, string> }>(noKey)).errors)).toEqual(['api_key']);
    const noUser = await saveSettings(t, tokens.admin, { ...AT_SETTINGS, username: '' });
    expect(noUser.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(noUser)).errors).toEqual({
      username: 'Enter the Africa’s Talking username',
    });
    expect((await readSmsSettings(t.ctx.database.db, branchId)).gateway).toBe('log');
  });

  it('keeps the API key for the gateway but never answers, exports or audits it', async () => {
    const key = AT_SETTINGS.api_key;
    const saved = await saveSettings(t, tokens.admin, AT_SETTINGS);
    expect(saved.status).toBe(200);
    const body = await saved.text();
    expect(body).not.toContain(key);
    expect(JSON.parse(body)).toMatchObject({ gateway: 'africastalking', api_key_hint: `••••${key.slice(-4)}` });
    expect(JSON.parse(body)).not.toHaveProperty('api_key');
    expect(await (await current()).text()).not.toContain(key);
    const exported = await t.call('GET', '/api/sms_settings/export?format=csv', { token: tokens.admin });
    expect(exported.status).toBe(200);
    expect(await exported.text()).not.toContain(key);
    const audit = await t.ctx.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('resource', '=', 'sms_settings')
      .execute();
    expect(audit.map((a) => String(a.changes)).join('\n')).not.toContain(key);
    const withKey = audit
      .map((a) => JSON.parse(String(a.changes)) as Record<string, unknown>)
      .find((c) => 'api_key' in c);
    expect(withKey?.api_key).toEqual({ after: '(changed)' });
    // The sender reads it as typed.
    expect((await readSmsSettings(t.ctx.database.db, branchId)).apiKey).toBe(key);
  });

  it('keeps the stored key when the form sends the key empty, and replaces it when a new one is typed', async () => {
    const kept = await saveSettings(t, tokens.admin, { sender_id: 'SCHOOL', api_key: '' });
    expect(kept.status).toBe(200);
    expect(await readSmsSettings(t.ctx.database.db, branchId)).toMatchObject({
      apiKey: AT_SETTINGS.api_key,
      senderId: 'SCHOOL',
    });
    expect((await json<Row>(kept)).api_key_hint).toBe(`••••${AT_SETTINGS.api_key.slice(-4)}`);
    const replaced = await saveSettings(t, tokens.admin, { api_key: '  atsk_new_key_9876  ' });
    expect((await json<Row>(replaced)).api_key_hint).toBe('••••9876');
    expect((await readSmsSettings(t.ctx.database.db, branchId)).apiKey).toBe('atsk_new_key_9876');
  });

  it('lets only ROLE_All read or change the gateway settings', async () => {
    const id = (await json<Row>(await current())).id;
    for (const who of ['registrar', 'sender', 'bursar']) {
      expect((await current(who)).status).toBe(403);
      expect(
        (await t.call('PUT', `/api/sms_settings/${String(id)}`, { token: tokens[who], body: { cost_per_part: 1 } }))
          .status,
      ).toBe(403);
    }
  });

  it('shows the outbox only to senders of SMS, and lets nobody write it directly', async () => {
    expect((await t.call('GET', '/api/sms_messages', { token: tokens.sender })).status).toBe(200);
    expect((await t.call('GET', '/api/sms_messages', { token: tokens.registrar })).status).toBe(200);
    for (const who of ['bursar', 'viewer']) {
      expect((await t.call('GET', '/api/sms_messages', { token: tokens[who] })).status).toBe(403);
      expect((await t.call('GET', '/api/sms_batches', { token: tokens[who] })).status).toBe(403);
      expect((await t.call('POST', '/api/sms_messages/1/resend', { token: tokens[who] })).status).toBe(403);
    }
    const created = await t.call('POST', '/api/sms_messages', {
      token: tokens.admin,
      body: { phone: '+254712345678', body: 'Hi', status: 'sent' },
    });
    expect(created.status).toBe(405);
  });
});
