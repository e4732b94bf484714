import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from './harness';
import { seriousViolations } from './page-checks';
import { openPdfTab } from './pdf-tab';
import { setupBrowserSession } from './session';

// Making, approving and paying a payroll changes what other files would find: this file runs its own server.
const session = setupBrowserSession({ ownServer: true });

let runPath = '';

/** Takes a workflow action from the run's toolbar and answers its question. */
async function act(page: Page, action: string): Promise<void> {
  await page.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: new RegExp(`^(${action}|Confirm)$`) }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * A month's payroll as the school runs it: HR (Mercy Njeri) prepares August 2026, the principal
 * (Esther Mutiso, a second HR administrator) approves it, HR pays it, then prints a payslip and
 * downloads the P10 for iTax. Screenshots go to /tmp/payroll-*.png.
 */
describe('the payroll', () => {
  it('HR prepares a month’s payroll and cannot approve it herself', async () => {
    const { page, server } = session;
    await signIn(page, server.url, 'hr');
    await page.goto(`${server.url}/payrolls`);
    await page.getByText('2026-10').first().waitFor();
    await page.screenshot({ path: '/tmp/payroll-list-1280.png', fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${server.url}/payrolls/create`);
    await page.getByRole('textbox', { name: 'Month' }).fill('2026-08');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/payrolls\/\d+(\/show)?$/);
    runPath = new URL(page.url()).pathname.replace(/\/show$/, '');
    if (!/\/show$/.test(page.url())) await page.goto(`${server.url}${runPath}/show`);
    await page.getByRole('heading', { name: '2026-08', level: 2 }).waitFor();
    await expect.poll(() => page.getByTestId('payroll-employees').textContent()).toMatch(/^\d+$/);
    await page
      .getByRole('button', { name: /^Payslip: / })
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(1);
    await page.screenshot({ path: '/tmp/payroll-draft-1280.png', fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await act(page, 'Approve');
    await page
      .getByText(/another HR administrator must approve it/)
      .first()
      .waitFor();
  });

  it('the principal approves it, as the second person', async () => {
    const { page, server } = session;
    await signIn(page, server.url, 'principal');
    await page.goto(`${server.url}${runPath}/show`);
    await page.getByRole('heading', { name: '2026-08', level: 2 }).waitFor();
    await act(page, 'Approve');
    await page.getByText(/^Approved by Esther Mutiso/).waitFor();
  });

  it('HR pays it, prints a payslip and downloads the P10', async () => {
    const { page, server } = session;
    await signIn(page, server.url, 'hr');
    await page.goto(`${server.url}${runPath}/show`);
    await page.getByText(/^Approved by Esther Mutiso/).waitFor();
    expect(await page.getByRole('button', { name: 'Recompute', exact: true }).count()).toBe(0);
    await act(page, 'Pay');
    await page.getByText(/^Paid on .* by Mercy Njeri; journal entry \d+/).waitFor();
    await page.screenshot({ path: '/tmp/payroll-paid-1280.png', fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    const payslip = page.getByRole('button', { name: /^Payslip: / }).first();
    const name = String(await payslip.getAttribute('aria-label')).replace(/^Payslip: /, '');
    const { text } = await openPdfTab(page, payslip, /\/api\/payroll\/\d+\/payslips\/\d+\.pdf$/);
    expect(text).toContain('PAYSLIP');
    expect(text).toContain('August 2026');
    expect(text).toContain(name);
    expect(text).toMatch(/NET PAY/);
    expect(text).toMatch(/KRA PIN\s+A\d{9}[A-Z]/);

    // The same employee's P9A card of the year, with the school's PIN as the employer's, on one page.
    const card = page.getByRole('button', { name: `P9A 2026: ${name}` });
    const p9a = await openPdfTab(page, card, /\/api\/payroll\/p9a\/\d+\/2026\.pdf$/);
    expect(p9a.text).toContain('TAX DEDUCTION CARD (P9A)');
    expect(p9a.text).toMatch(/Employer’s PIN\s+P051234567X/);
    expect(p9a.text).toContain('August');
    expect(p9a.text.split('\f').filter((page) => page.trim() !== '')).toHaveLength(1);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV: KRA P10 (iTax)' }).click();
    const file = await download;
    // Named by the employer's KRA PIN (the demo school's, from its settings), as iTax names the return.
    expect(file.suggestedFilename()).toBe('p10-P051234567X-2026-08.csv');
    const csv = await new Response((await file.createReadStream()) as unknown as ReadableStream).text();
    expect(csv.split('\r\n')[0]).toMatch(
      /^Payroll Number,PIN of Employee,ID Number,Identity Type,Name of Employee,SHA No,NSSF No,Residential Status,Type of Employee,/,
    );
    expect(csv.split('\r\n')[0]).toContain(',PAYE Tax (R),Self Assessed PAYE Tax (S)');
  });
});
