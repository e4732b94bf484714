import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { AppContext, SessionUser } from '../../server/context';
import { createTestApp, type TestApp } from './harness';
import { allSuccess, type LocalAtServer, startLocalAt } from '../../server/modules/messaging/gateways/local-at-server';
import { AT_SETTINGS, phones, saveSettings, sessionUser } from './sms-test-kit';

/**
 * The world of the sender's suites: a demo school whose gateway is a local Africa's Talking server
 * answering success unless a test says otherwise. The bindings are live: set by the hooks that
 * setUpSenderWorld registers, read inside the tests.
 */
export let t: TestApp;
export let at: LocalAtServer;
export let ctx: AppContext;
export let registrar: SessionUser & { token: string };
export let admin: SessionUser & { token: string };

let next = 100;
/** Numbers no other test of the file uses, so each test reads only its own rows and requests. */
export const fresh = (n: number): string[] => phones(n, (next += 50));

export function setUpSenderWorld(): void {
  beforeAll(async () => {
    t = await createTestApp({ students: 4 });
    at = await startLocalAt();
    ctx = { ...t.ctx, smsGatewayUrl: at.url };
    registrar = await sessionUser(t, 'registrar');
    admin = await sessionUser(t, 'admin');
    expect((await saveSettings(t, admin.token, AT_SETTINGS)).status).toBe(200);
  });
  afterAll(async () => {
    await at.close();
    await t.close();
  });
  beforeEach(() => {
    at.answer = allSuccess;
    at.requests.length = 0;
  });
}
