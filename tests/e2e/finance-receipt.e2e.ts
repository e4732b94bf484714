import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatKes } from '../../src/resources/generic/money';
import { apiAs, seriousViolations } from './page-checks';
import { openPdfTab } from './pdf-tab';
import { setupBrowserSession } from './session';

// Its own server: the test receipts money to a demo student, whose balance other files read.
const session = setupBrowserSession({ signInAs: 'bursar', ownServer: true });
const SHOTS = '/tmp/shots-bursar';

const api = <T>(page: Page, path: string, init?: { method?: string; body?: unknown }) =>
  apiAs<T>(page, session.server.url, path, init);
const query = (filter: Record<string, unknown>) => `filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,999]`;

interface Account {
  readonly student_id: number;
  readonly student: string;
  readonly admission_no: string;
  readonly balance: number;
}
interface Preview {
  readonly lines: readonly { readonly vote_head: string; readonly invoice_no: string; readonly amount: number }[];
  readonly balance_before: number;
  readonly balance_after: number;
}

/** The student's row on /financestudents, found by typing the admission number into the list's search. */
async function accountRow(page: Page, admissionNo: string) {
  await page.goto(`${session.server.url}/financestudents`);
  await page.getByRole('textbox', { name: 'Name or admission number' }).fill(admissionNo);
  await page.waitForURL((url) => decodeURIComponent(url.search).includes(admissionNo));
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: admissionNo, exact: true }) });
  await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(1);
  return row;
}

/** The text of the row's cell under the column headed `heading`. */
async function cellUnder(page: Page, row: ReturnType<Page['getByRole']>, heading: string): Promise<string> {
  const headings = (await page.getByRole('columnheader').allInnerTexts()).map((h) => h.trim());
  const at = headings.indexOf(heading);
  expect(at, `a column headed ${heading} among ${headings.join(', ')}`).toBeGreaterThanOrEqual(0);
  return (await row.getByRole('cell').nth(at).innerText()).trim();
}

describe('receiving fees at /receivefees', () => {
  it('a bursar receives cash with the allocation shown first, prints the receipt, and the balance falls by it', async () => {
    const { page, server } = session;
    fs.mkdirSync(SHOTS, { recursive: true });
    const amount = 234_550; // KES 2,345.50: cents too, so a rounding slip would show
    const [student] = await api<Account[]>(page, `reports/finance_students?${query({ balance_gte: 2 * amount })}`);
    expect(student, 'a demo student owing more than twice the amount').toBeDefined();
    const adm = student.admission_no;
    const before = Number(student.balance);

    const account = await accountRow(page, adm);
    expect(await cellUnder(page, account, 'Balance')).toBe(formatKes(before));

    // The student by admission number, the amount and the mode, as a bursar at the counter does.
    await page.goto(`${server.url}/receivefees`);
    await page.getByRole('combobox', { name: 'Student' }).fill(adm);
    await page.getByRole('option', { name: new RegExp(`\\(${adm}\\)`) }).click();
    await page.getByRole('textbox', { name: 'Amount' }).fill('2345.50');
    await page.getByRole('combobox', { name: 'Mode' }).click();
    await page.getByRole('option', { name: 'Cash', exact: true }).click();

    // The allocation before saving: the server's own, vote head by vote head, and the balance after.
    const expected = await api<Preview>(page, 'finance/payments/preview', {
      method: 'POST',
      body: { student_id: student.student_id, amount, mode: 'cash' },
    });
    expect(expected.balance_before).toBe(before);
    expect(expected.balance_after).toBe(before - amount);
    expect(expected.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(amount);
    await page.getByText(`Balance after this payment: ${formatKes(before - amount)}`).waitFor({ timeout: 30_000 });
    await page.getByText(`Balance now: ${formatKes(before)}`).waitFor();
    const preview = page.getByRole('table');
    for (const line of expected.lines) {
      const row = preview.getByRole('row').filter({ hasText: line.vote_head }).filter({ hasText: line.invoice_no });
      await expect.poll(() => row.count()).toBe(1);
      expect(await row.getByRole('cell').nth(2).innerText()).toBe(formatKes(line.amount));
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/receipt-1-preview.png`, fullPage: true });

    await page.getByRole('button', { name: 'Save and receipt' }).click();
    const saved = page.getByRole('status').filter({ hasText: /^Receipt RCT-\d+ saved/ });
    await saved.waitFor({ timeout: 30_000 });
    const receiptNo = /RCT-\d+/.exec(await saved.innerText())?.[0] ?? '';
    await saved.getByText(`${formatKes(amount)} received from `, { exact: false }).waitFor();
    await expect.poll(() => saved.innerText()).toContain(`(${adm})`);
    await page.screenshot({ path: `${SHOTS}/receipt-2-saved.png`, fullPage: true });
    const [payment] = await api<{ id: number; receipt_no: string; amount: number; mode: string; status: string }[]>(
      page,
      `fee_payments?${query({ student_id: student.student_id })}&sort=["id","DESC"]`,
    );
    expect(payment).toMatchObject({ receipt_no: receiptNo, amount, mode: 'cash', status: 'posted' });

    // The receipt PDF in a tab: its number, the student's admission number and the amount.
    const receipt = await openPdfTab(
      page,
      page.getByRole('button', { name: 'Print receipt' }),
      new RegExp(`/api/finance/payments/${payment.id}/receipt\\.pdf$`),
    );
    expect(receipt.text).toContain(receiptNo);
    expect(receipt.text).toContain(adm);
    expect(receipt.text).toContain('2,345.50');

    // The student's account fell by exactly the amount.
    const after = await accountRow(page, adm);
    expect(await cellUnder(page, after, 'Balance')).toBe(formatKes(before - amount));
    const [now] = await api<Account[]>(page, `reports/finance_students?${query({ search: adm })}`);
    expect(Number(now.balance)).toBe(before - amount);
    await page.screenshot({ path: `${SHOTS}/receipt-3-account.png`, fullPage: true });
  });
});
