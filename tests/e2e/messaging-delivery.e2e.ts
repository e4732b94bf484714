import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatKes } from '../../src/resources/generic/money';
import type { SmsPreview } from '../../src/schema/sms-compose';
import { allSuccess, type LocalAtServer, startLocalAt } from '../../server/modules/messaging/gateways/local-at-server';
import { DEMO_PASSWORD } from './harness';
import { apiAs, seriousViolations } from './page-checks';
import { setupBrowserSession } from './session';

/**
 * The "done when", through a real gateway protocol: a local server speaking Africa's
 * Talking's SMS API stands in for Africa's Talking (SHULE_SMS_GATEWAY_URL), the school's
 * administrator configures the gateway, the registrar sends a fee reminder to the guardians of
 * Form 2 with balances from /newsms and sees its cost first; the server's own sender hands the
 * messages to the gateway, delivery reports come back to the callback URL, and /sms shows each
 * recipient's delivery.
 */
let gateway: LocalAtServer;
beforeAll(async () => {
  gateway = await startLocalAt(allSuccess);
});
afterAll(async () => gateway?.close());

const session = setupBrowserSession({
  signInAs: 'registrar',
  ownServer: true,
  serverEnv: () => ({ SHULE_SMS_GATEWAY_URL: gateway.url }),
});

type Sms = { id: number; phone: string; status: string; gateway_message_id: string | null; cost: number | null };

async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label, exact: typeof label === 'string' }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function adminToken(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

async function report(url: string, secret: string, fields: Record<string, string>): Promise<number> {
  const response = await fetch(`${url}/api/sms/delivery/${secret}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return response.status;
}

describe('a fee reminder through the gateway, delivered', () => {
  it('is priced before sending, handed to the gateway by the sender, and its delivery shows per recipient', async () => {
    const { page, server } = session;
    const token = await adminToken(server.url);
    // The settings screen's own calls: the branch's one record, made on first read, then saved.
    const current = await fetch(`${server.url}/api/sms_settings/current`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { id } = (await current.json()) as { id: number };
    const settings = await fetch(`${server.url}/api/sms_settings/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        gateway: 'africastalking',
        environment: 'sandbox',
        username: 'sandbox',
        api_key: 'atsk_demo_key_0123456789abcdef',
        sender_id: 'DEMOHIGH',
      }),
    });
    expect(settings.status).toBe(200);
    const { delivery_secret: secret } = (await settings.json()) as { delivery_secret: string };
    expect(secret.length).toBeGreaterThanOrEqual(32);

    await page.goto(`${server.url}/newsms`);
    await choose(page, /^Recipients/, 'Guardians of students with a fee balance above an amount');
    await page.getByRole('textbox', { name: 'Fee balance above' }).fill('1000');
    await choose(page, 'Of class', 'Form 2');
    await choose(page, 'Template', 'Fee balance reminder · English');
    // The gateway is configured: no warning that messages stay in the outbox.
    const panel = page.getByTestId('sms-preview');
    await expect.poll(() => panel.getAttribute('aria-busy')).toBe('false');
    await expect.poll(() => panel.getByTestId('preview-recipients').textContent()).not.toBe('0');
    expect(await page.getByTestId('gateway-warning').count()).toBe(0);

    // The cost is shown before anything is sent, and it is the server's figure for the same request.
    const [form2] = await apiAs<{ id: number }[]>(
      page,
      server.url,
      `classes?filter=${encodeURIComponent('{"name":"Form 2"}')}`,
    );
    const message = await page.getByRole('textbox', { name: 'Message' }).inputValue();
    const expected = await apiAs<SmsPreview>(page, server.url, 'messaging/sms/preview', {
      method: 'POST',
      body: { audience: { kind: 'balance_above', amount: 100_000, class_id: form2.id }, message },
    });
    expect(expected.gateway).toBe('africastalking');
    expect(await panel.getByTestId('preview-cost').textContent()).toBe(formatKes(expected.estimated_cost));
    expect(expected.estimated_cost).toBe(expected.total_parts * expected.cost_per_part);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByTestId('confirm-summary').textContent()).toContain(formatKes(expected.estimated_cost));
    await dialog.getByRole('button', { name: 'Send now' }).click();
    await page.waitForURL((url) => url.pathname === '/sms' && url.searchParams.has('filter'));
    const batch = Number(JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}').batch_id);
    expect(batch).toBeGreaterThan(0);

    // The server's sender hands them to the gateway on its own: nothing here sends them.
    const rows = () =>
      apiAs<Sms[]>(
        page,
        server.url,
        `sms_messages?filter=${encodeURIComponent(JSON.stringify({ batch_id: batch }))}&range=[0,999]`,
      );
    await expect
      .poll(async () => (await rows()).filter((r) => r.status === 'queued' || r.status === 'sending').length, {
        timeout: 30_000,
      })
      .toBe(0);
    const sent = (await rows()).filter((r) => r.status === 'sent');
    expect(sent.length).toBe(expected.recipients);
    const received = gateway.requests.flatMap((r) => r.numbers);
    for (const row of sent) {
      expect(received).toContain(row.phone);
      expect(row.gateway_message_id).toMatch(/^ATXid_/);
      expect(row.cost).toBe(80); // KES 0.8000 as the gateway reported it, in cents
    }
    expect(
      gateway.requests.every((r) => r.apiKey === 'atsk_demo_key_0123456789abcdef' && r.form.from === 'DEMOHIGH'),
    ).toBe(true);

    // Delivery reports, as Africa's Talking posts them to the URL the settings screen shows.
    const [first, second] = sent;
    expect(
      await report(server.url, secret, {
        id: String(first.gateway_message_id),
        status: 'Success',
        phoneNumber: first.phone,
        networkCode: '63902',
        retryCount: '0',
      }),
    ).toBe(200);
    expect(
      await report(server.url, secret, {
        id: String(second.gateway_message_id),
        status: 'Failed',
        phoneNumber: second.phone,
        networkCode: '63902',
        failureReason: 'UserAccountSuspended',
        retryCount: '0',
      }),
    ).toBe(200);
    expect(await report(server.url, 'not-the-secret', { id: String(first.gateway_message_id), status: 'Failed' })).toBe(
      404,
    );

    await page.reload();
    const main = page.getByRole('main');
    await main.getByText('Delivered', { exact: true }).first().waitFor();
    await main.getByText('UserAccountSuspended').first().waitFor();
    const after = await rows();
    expect(after.find((r) => r.id === first.id)?.status).toBe('delivered');
    expect(after.find((r) => r.id === second.id)?.status).toBe('failed');
  });
});
