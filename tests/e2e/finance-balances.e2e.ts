import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatKes } from '../../src/resources/generic/money';
import type { SmsPreview } from '../../src/schema/sms-compose';
import { apiAs, seriousViolations } from './page-checks';
import { setupBrowserSession } from './session';

// Its own server: the test queues a batch of SMS, which other files' outbox counts would notice.
const session = setupBrowserSession({ signInAs: 'bursar', ownServer: true });

const api = <T>(page: Page, path: string, init?: { method?: string; body?: unknown }) =>
  apiAs<T>(page, session.server.url, path, init);
const query = (filter: Record<string, unknown>) => `filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,999]`;

type Row = {
  id: number;
  name?: string;
  student_id?: number;
  student?: string;
  admission_no?: string;
  balance?: number;
};

/** The preview once it answers for what is on screen now (no request in flight). */
async function settledPreview(page: Page) {
  const panel = page.getByTestId('sms-preview');
  await expect.poll(() => panel.getAttribute('aria-busy')).toBe('false');
  return panel;
}

describe('fee balances at /feebalances', () => {
  it('a bursar filters Form 2, sends reminders to its guardians and opens a statement PDF', async () => {
    const { page, server, context } = session;
    await page.goto(`${server.url}/feebalances`);
    const [form2] = await api<Row[]>(page, `classes?${query({ name: 'Form 2' })}`);
    await page.getByRole('combobox', { name: 'Class', exact: true }).click();
    await page.getByRole('option', { name: 'Form 2', exact: true }).click();
    await page.waitForURL((url) => decodeURIComponent(url.search).includes(`"class_id":${form2.id}`));
    const rows = await api<Row[]>(page, `reports/fee_balances?${query({ class_id: form2.id })}`);
    const owing = rows.filter((r) => Number(r.balance) > 0);
    expect(owing.length).toBeGreaterThan(0);
    // The first row's student as the list shows it (two students may share a name).
    await page
      .getByRole('cell', { name: String(rows[0].student), exact: true })
      .first()
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Reminders: the fee-reminder template, the preview of /newsms, its figures the server's own.
    await page.getByRole('button', { name: 'Send reminders' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send fee reminders' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Message' }).inputValue()).toContain('{balance}');
    const message = await dialog.getByRole('textbox', { name: 'Message' }).inputValue();
    const expected = await api<SmsPreview & { students: number }>(page, 'finance/fee-sms/preview', {
      method: 'POST',
      body: { kind: 'reminder', filter: { class_id: form2.id }, message, guardians: 'primary' },
    });
    expect(expected.students).toBe(owing.length);
    const panel = await settledPreview(page);
    await expect.poll(() => panel.getByTestId('preview-recipients').textContent()).toBe(String(expected.recipients));
    expect(await panel.getByTestId('preview-cost').textContent()).toBe(formatKes(expected.estimated_cost));
    expect(await dialog.getByTestId('reminder-students').textContent()).toContain(`${owing.length} students`);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Review and send' }).click();
    const confirm = page.getByRole('dialog', { name: /messages|Send|Keep/ }).last();
    expect(await confirm.getByTestId('confirm-summary').textContent()).toContain(`${expected.recipients} messages`);
    await confirm.getByRole('button', { name: /Keep in the outbox|Send now/ }).click();
    await page.getByText(`Queued: ${expected.recipients} messages. See the log in Sent SMS.`).waitFor();

    // A statement: the dialog's lines, then its PDF in a tab of its own.
    await page
      .getByRole('button', {
        name: `Open the statement of ${String(rows[0].student)} (${String(rows[0].admission_no)})`,
      })
      .click();
    // The statement names the student in full (middle name too) and by admission number.
    const statement = page.getByRole('dialog', { name: /^Fee statement: / });
    await statement.getByTestId('closing-balance').waitFor();
    await statement.getByText(`Admission no. ${String(rows[0].admission_no)}`, { exact: false }).waitFor();
    const expectedStatement = await api<{ closing: number }>(page, `finance/students/${rows[0].student_id}/statement`);
    const closing = expectedStatement.closing;
    expect(await statement.getByTestId('closing-balance').textContent()).toBe(
      closing < 0 ? `${formatKes(-closing)} in credit` : formatKes(closing),
    );
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      statement.getByRole('button', { name: 'Open PDF' }).click(),
    ]);
    // The tab opens at once and shows the PDF when the server has drawn it (a loaded machine: seconds).
    await expect.poll(() => tab.url(), { timeout: 30_000 }).toMatch(/^blob:/);
    const pdf = await fetch(`${server.url}/api/finance/students/${rows[0].student_id}/statement.pdf`, {
      headers: { authorization: `Bearer ${String(await page.evaluate(() => localStorage.getItem('accessToken')))}` },
    });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await pdf.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });
});
