import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatKes } from '../../src/resources/generic/money';
import type { SmsComposeRequest, SmsPreview } from '../../src/schema/sms-compose';
import { apiAs, seriousViolations } from './page-checks';
import { setupBrowserSession } from './session';

// Its own server: the test queues a batch of SMS, which other files' outbox counts would notice.
const session = setupBrowserSession({ signInAs: 'registrar', ownServer: true });

const api = <T>(page: Page, path: string, init?: { method?: string; body?: unknown }) =>
  apiAs<T>(page, session.server.url, path, init);
const query = (filter: Record<string, unknown>) => `filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,999]`;

type Row = { id: number; name?: string; first_name?: string; batch_id?: number; status?: string };

/** Picks an option of a labelled select, as a user does with the pointer. */
async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label, exact: typeof label === 'string' }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send', exact: true });

/** The preview once it answers for what is on screen now (no request in flight). */
async function settledPreview(page: Page) {
  const panel = page.getByTestId('sms-preview');
  await expect.poll(() => panel.getAttribute('aria-busy')).toBe('false');
  return panel;
}

describe('composing an SMS at /newsms', () => {
  it('sends a fee reminder to the guardians of Form 2: preview, cost, confirmation, rows in /sms', async () => {
    const { page, server } = session;
    await page.goto(`${server.url}/newsms`);
    // No gateway on a new install: the screen says nothing will leave the school before anything is written.
    const warning = page.getByTestId('gateway-warning');
    await warning.waitFor();
    expect(await warning.textContent()).toContain('Messages will be kept in the outbox and NOT sent');

    await choose(page, /^Recipients/, 'Guardians of a class');
    await choose(page, 'Class', 'Form 2');
    // Placeholders go in at the caret, by keyboard: the chip is a button, and the caret comes back after it.
    await messageBox(page).fill('Dear parent, ');
    await page.getByRole('button', { name: '{first_name}' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type("'s fee balance is KES ");
    await page.getByRole('button', { name: '{balance}' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type('.');
    const message = "Dear parent, {first_name}'s fee balance is KES {balance}.";
    expect(await messageBox(page).inputValue()).toBe(message);

    // What the server says of the same request, and who Form 2 is.
    const [form2] = await api<Row[]>(page, `classes?${query({ name: 'Form 2' })}`);
    const request: SmsComposeRequest = {
      audience: { kind: 'class', class_id: form2.id },
      guardians: 'primary',
      message,
    };
    const expected = await api<SmsPreview>(page, 'messaging/sms/preview', { method: 'POST', body: request });
    expect(expected.recipients).toBeGreaterThan(0);
    expect(expected.gateway).toBe('log');
    const students = await api<Row[]>(page, `students?${query({ class_id: form2.id, status: 'active' })}`);
    const firstNames = new Set(students.map((s) => s.first_name));

    const panel = await settledPreview(page);
    await expect.poll(() => panel.getByTestId('preview-recipients').textContent()).toBe(String(expected.recipients));
    expect(await panel.getByTestId('preview-parts').textContent()).toBe(String(expected.total_parts));
    expect(await panel.getByTestId('preview-cost').textContent()).toBe(formatKes(expected.estimated_cost));
    expect(formatKes(expected.estimated_cost)).toMatch(/^KES \d[\d,]*\.\d\d$/);
    // Each recipient's own message: a real Form 2 student's name and balance in place of the placeholders.
    const texts = await panel.getByTestId('preview-text').allTextContents();
    expect(texts.length).toBe(expected.sample.length);
    for (const text of texts) {
      // A student in credit has a negative balance (the ledger's own figure).
      const filled = /^Dear parent, (.+)'s fee balance is KES (-?[\d,]+(?:\.\d\d)?)\.$/.exec(text);
      expect(filled, text).not.toBeNull();
      expect(firstNames.has(filled?.[1])).toBe(true);
    }
    expect(await panel.textContent()).toContain(expected.sample[0].name);
    expect(await seriousViolations(page)).toEqual([]);

    // Send asks first, with the figures of the preview.
    await sendButton(page).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const summary = await dialog.getByTestId('confirm-summary').textContent();
    expect(summary).toContain(`${expected.recipients} messages`);
    expect(summary).toContain(`about ${formatKes(expected.estimated_cost)}`);
    expect(await dialog.textContent()).toContain('kept in the outbox and not sent');
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Keep in the outbox' }).click();

    // The batch's rows in /sms, one per recipient, with their status.
    await page.waitForURL((url) => url.pathname === '/sms' && url.searchParams.has('filter'));
    const batchId = Number(JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}').batch_id);
    expect(Number.isInteger(batchId) && batchId > 0).toBe(true);
    await page.getByText(`${expected.recipients} messages kept in the outbox, not sent`).waitFor();
    const rows = await api<Row[]>(page, `sms_messages?${query({ batch_id: batchId })}`);
    expect(rows.length).toBe(expected.recipients + expected.opted_out);
    expect(rows.filter((r) => r.status !== 'opted_out').length).toBe(expected.recipients);
    const main = page.getByRole('main');
    await main
      .getByText(new RegExp(`of ${rows.length}$`))
      .first()
      .waitFor();
    await main
      .getByText(/^Dear parent, .+'s fee balance is KES -?[\d,.]+\.$/)
      .first()
      .waitFor();
    await main
      .getByText(/^(Queued|Not sent)$/)
      .first()
      .waitFor();
  });

  it('counts an emoji as Unicode: 70 characters to an SMS, 67 to a part beyond', async () => {
    const { page, server } = session;
    await page.goto(`${server.url}/newsms`);
    const counter = page.getByTestId('sms-counter');
    const encoding = page.getByTestId('sms-encoding');
    await messageBox(page).fill('a'.repeat(69));
    await expect.poll(() => counter.textContent()).toBe('69 characters · 1 SMS · 91 left');
    expect(await encoding.textContent()).toContain('GSM-7: 160 characters in one SMS');
    // One emoji (two UTF-16 units) makes the whole message UCS-2: 71 units are two parts of 67.
    await messageBox(page).press('End');
    await page.keyboard.type('😀');
    await expect.poll(() => counter.textContent()).toBe('70 characters · 2 SMS · 63 left');
    expect(await encoding.textContent()).toBe(
      'Unicode (an emoji or a character outside GSM-7): 70 per SMS, 67 per part when longer',
    );
  });

  it('refuses to send to a typed number that is not a mobile number, and says which', async () => {
    const { page, server } = session;
    await page.goto(`${server.url}/newsms`);
    await choose(page, /^Recipients/, 'Numbers typed or pasted');
    const numbers = page.getByRole('textbox', { name: 'Numbers' });
    await numbers.fill('0712 345 678, 12345');
    await messageBox(page).fill('Hello from {school}');
    const problem = 'Not a mobile number: "12345". Correct or remove it; nothing is sent until then';
    // On the numbers box itself and in the preview; Send cannot be pressed, and says why.
    await page.getByText(problem).first().waitFor();
    expect(await page.getByRole('textbox', { name: 'Numbers' }).getAttribute('aria-invalid')).toBe('true');
    await page.getByTestId('invalid-numbers').waitFor();
    expect(await sendButton(page).isDisabled()).toBe(true);
    expect(await page.getByText('Correct the numbers that are not mobile numbers').isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // Corrected, the error goes and Send is offered for the one number.
    await numbers.fill('0712 345 678');
    await expect.poll(() => sendButton(page).isEnabled()).toBe(true);
    await expect.poll(() => page.getByText(problem).count()).toBe(0);
    expect(await (await settledPreview(page)).getByTestId('preview-recipients').textContent()).toBe('1');
  });

  it('fits a 390 px phone without sideways scrolling', async () => {
    const { page, server } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/newsms`);
    await choose(page, /^Recipients/, 'Guardians of a class');
    await choose(page, 'Class', 'Form 2');
    await choose(page, /^Template/, 'Fee balance reminder · English');
    await expect.poll(() => messageBox(page).inputValue()).toContain('{balance}');
    const panel = await settledPreview(page);
    await panel.getByTestId('preview-recipients').waitFor();
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
