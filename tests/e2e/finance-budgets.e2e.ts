import { describe, expect, it } from 'vitest';
import { signIn } from './harness';
import { setupBrowserSession } from './session';

// Approving the demo's draft changes what other files would find: this file runs its own server.
const session = setupBrowserSession({ ownServer: true });

/**
 * Budgets as a principal and an auditor meet them: budget vs actual for the fiscal year with its
 * over-budget line marked and its export, a budget's record against the books, the draft approved
 * by the principal, and an income receipt read (and printable) by View_Only, who cannot void it.
 * Screenshots go to /tmp/budgets-*.png.
 */
describe('the budgets screens', () => {
  it('budget vs actual shows every fund’s lines, totals and the line over budget, and exports', async () => {
    const { page, server } = session;
    await signIn(page, server.url, 'principal');
    await page.goto(`${server.url}/budgetvsactual`);
    const table = page.getByRole('table', { name: 'Budget against actual' });
    await table.waitFor();
    const over = table.getByRole('row', { name: /SF-5220 Transport running costs/ });
    await expect.poll(() => over.textContent()).toContain('Over budget');
    expect(await table.getByRole('row', { name: /OPS-5130/ }).textContent()).not.toContain('Over budget');
    await table
      .getByRole('row', { name: /Total expenditure/ })
      .first()
      .waitFor();
    await table.getByRole('row', { name: /Surplus \(deficit\)/ }).waitFor();
    await page.screenshot({ path: '/tmp/budgets-vs-actual-1280.png', fullPage: true });
    await page.getByRole('button', { name: 'Export' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: /Excel|XLSX/i }).click();
    expect((await download).suggestedFilename()).toMatch(/^budget_vs_actual-.*\.xlsx$/);
  });

  it('a budget’s record shows its lines and itself against the books; the principal approves a draft', async () => {
    const { page, server } = session;
    await signIn(page, server.url, 'principal');
    await page.goto(`${server.url}/budgets`);
    await page.getByText('School Fund 2026/27').first().click();
    await page.waitForURL(/\/budgets\/\d+\/show$/);
    const against = page.getByRole('region', { name: 'Against the books' });
    await against.getByRole('table', { name: 'Budget against actual' }).waitFor();
    await against.getByRole('row', { name: /SF-5200 Boarding: food and stores/ }).waitFor();
    await page.screenshot({ path: '/tmp/budgets-record-1280.png', fullPage: true });

    await page.goto(`${server.url}/budgets`);
    await page.getByText('Operations 2027/28').first().waitFor();
    await page.screenshot({ path: '/tmp/budgets-list-1280.png' });
    await page.getByText('Operations 2027/28').first().click();
    await page.getByText('Once approved, this budget is read against the books here.').waitFor();
    const show = page.url();
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/budgets\/\d+$/);
    await page.getByRole('heading', { name: 'Budget lines' }).or(page.getByText('Budget lines')).first().waitFor();
    await page.screenshot({ path: '/tmp/budgets-edit-1280.png', fullPage: true });
    await page.goto(show);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Approve|Confirm/ })
      .click();
    await expect.poll(() => page.getByText('Esther Mutiso').count()).toBeGreaterThan(0);
  });

  it('View_Only reads an income receipt and may print it, but not void it', async () => {
    const { page, server } = session;
    await signIn(page, server.url, 'viewer');
    await page.goto(`${server.url}/otherincomes`);
    await page.getByText('OI-000001').first().click();
    await page.waitForURL(/\/otherincomes\/\d+\/show$/);
    await page.getByRole('button', { name: 'Print receipt' }).waitFor();
    expect(await page.getByRole('button', { name: 'Void' }).count()).toBe(0);
    await page.screenshot({ path: '/tmp/budgets-income-1280.png', fullPage: true });
  });
});
