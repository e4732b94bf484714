import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { fiscalYearOf } from '../../src/schema/fiscal-year';
import type { FinancialReport } from '../../src/schema/financial-report';
import { apiAs, seriousViolations } from './page-checks';
import { openPdfTab } from './pdf-tab';
import { setupBrowserSession } from './session';

// The shared server: the test reads the demo's books and changes nothing.
const session = setupBrowserSession({ signInAs: 'bursar' });

/** 123456789 cents as the statements print them: 1,234,567.89 (brackets when negative). */
const printed = (cents: number) => {
  const text = `${new Intl.NumberFormat('en-KE').format(Math.floor(Math.abs(cents) / 100))}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
  return cents < 0 ? `(${text})` : text;
};

describe('financial statements at /financialreports', () => {
  it('the bursar opens the trial balance for the fiscal year, sees it balance, exports it to Excel and opens the PDF', async () => {
    const { page, server } = session;
    const year = fiscalYearOf(new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Nairobi' }));
    await page.goto(`${server.url}/home`);
    await page.getByRole('link', { name: 'Financial statements' }).click();
    await page.waitForURL(`${server.url}/financialreports`);
    const table = page.getByRole('table', { name: 'Trial balance' });
    await table.waitFor();

    // The fiscal year by default, its figures the server's, and the two totals equal.
    const expected = await apiAs<FinancialReport>(
      page,
      server.url,
      `finance/statements/trial_balance?from=${year.from}&to=${year.to}`,
    );
    const totals = expected.lines.at(-1)?.values ?? {};
    expect(totals.debit).toBe(totals.credit);
    expect(Number(totals.debit)).toBeGreaterThan(0);
    expect(await page.getByRole('combobox', { name: 'Fiscal year' }).textContent()).toBe(year.name);
    await expect
      .poll(() => page.getByTestId('statement-subtitle').textContent())
      .toContain(`For the year ended ${Number(year.to.slice(8))} June ${year.to.slice(0, 4)}`);
    expect(await page.getByTestId('statement-check').textContent()).toBe('Debits equal credits: yes.');
    const totalRow = table.locator('tr[data-term="total"]');
    expect(await totalRow.locator('[data-column="debit"]').textContent()).toBe(printed(Number(totals.debit)));
    expect(await totalRow.locator('[data-column="credit"]').textContent()).toBe(printed(Number(totals.credit)));
    expect(await table.locator('tbody tr').count()).toBe(expected.lines.length);
    expect(await seriousViolations(page)).toEqual([]);

    // Excel: the download arrives, a workbook whose total row carries the same two figures.
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: 'Export to Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`trial-balance-${year.from}-${year.to}.xlsx`);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shule-tb-')), download.suggestedFilename());
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const rows = workbook.worksheets[0].getSheetValues().filter(Boolean) as unknown[][];
    const total = rows.find((r) => r[2] === 'Total') as unknown[];
    expect([total[4], total[5]]).toEqual([Number(totals.debit) / 100, Number(totals.credit) / 100]);
    fs.rmSync(path.dirname(file), { recursive: true, force: true });

    // The PDF in a tab of its own, on the letterhead, with the same totals.
    const { text } = await openPdfTab(page, page.getByRole('button', { name: 'Open PDF' }), /trial_balance\/pdf$/);
    expect(text).toContain('TRIAL BALANCE');
    expect(text).toContain(`All funds (consolidated)`);
    expect(text).toMatch(
      new RegExp(
        `Total\\s+${printed(Number(totals.debit)).replace(/[.()]/g, '\\$&')}\\s+${printed(Number(totals.credit)).replace(/[.()]/g, '\\$&')}`,
      ),
    );
  });

  it('is worked by keyboard: the statements as tabs, a fund chosen, and each statement passes its check', async () => {
    const { page, server } = session;
    await page.goto(`${server.url}/financialreports`);
    await page.getByRole('table', { name: 'Trial balance' }).waitFor();
    await page.getByRole('tab', { name: 'Trial balance' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.getByRole('table', { name: 'Statement of receipts and payments' }).waitFor();
    expect(await page.getByTestId('statement-check').textContent()).toBe(
      'Opening balance + receipts − payments = closing balance: yes.',
    );
    await page.getByRole('combobox', { name: 'Fund' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'SF · School Fund' }).waitFor();
    for (let i = 0; i < 8 && (await page.locator('[role="option"]:focus').textContent()) !== 'SF · School Fund'; i += 1)
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('statement-subtitle').textContent()).toMatch(/^School Fund · /);
    expect(page.url()).toMatch(/report=receipts_payments/);
    expect(await page.getByTestId('statement-check').textContent()).toContain(': yes.');
    await page.getByRole('tab', { name: 'Financial position' }).click();
    await page.getByRole('table', { name: 'Statement of financial position' }).waitFor();
    expect(await page.getByTestId('statement-check').textContent()).toContain(': yes.');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
