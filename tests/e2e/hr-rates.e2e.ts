import { describe, expect, it } from 'vitest';
import { apiAs, seriousViolations } from './page-checks';
import { setupBrowserSession } from './session';

const session = setupBrowserSession({ signInAs: 'hr' });

interface Calculation {
  readonly nssf: number;
  readonly shif: number;
  readonly housing_levy: number;
  readonly taxable_pay: number;
  readonly paye: number;
  readonly net_pay: number;
}

/** KES as the screens write it: 1234567 → "KES 12,345.67". */
const kes = (cents: number) =>
  `KES ${Math.floor(cents / 100).toLocaleString('en-KE')}.${String(cents % 100).padStart(2, '0')}`;

/**
 * The statutory rates and the pay calculator as HR meets them: the dated tables with what is in
 * force this month, and a month's breakdown of KES 100,000 that is the API's to the cent.
 * Screenshots go to /tmp/hr-rates-*.png.
 */
describe('statutory rates and the pay calculator', () => {
  it('HR calculates February 2026 for KES 100,000 on the HR dashboard and reads the figures the API gives', async () => {
    const { page, server } = session;
    await page.goto(`${server.url}/hr`);
    const calculator = page.getByTestId('pay-calculator');
    await calculator.getByLabel('Gross pay a month (KES)').fill('100,000');
    await calculator.getByRole('textbox', { name: 'Month', exact: true }).fill('2026-02');
    await calculator.getByLabel('Gross pay a month (KES)').press('Enter');
    const breakdown = page.getByTestId('pay-breakdown');
    await breakdown.waitFor();
    const api = await apiAs<Calculation>(page, server.url, 'payroll/calculate?gross=10000000&period=2026-02');
    const line = (figure: string) => breakdown.locator(`[data-figure="${figure}"] td`);
    expect(await line('nssf_tier1').textContent()).toBe('KES 540.00');
    expect(await line('shif').textContent()).toBe(kes(api.shif));
    expect(await line('housing_levy').textContent()).toBe(kes(api.housing_levy));
    expect(await line('taxable_pay').textContent()).toBe(kes(api.taxable_pay));
    expect(await line('paye').first().textContent()).toBe(kes(api.paye));
    expect(await line('net_pay').textContent()).toBe(kes(api.net_pay));
    // The hand-computed payslip (server/modules/hr/payroll/engine/compute.test.ts).
    expect(api).toMatchObject({ paye: 1_930_835, net_pay: 7_044_165 });
    await expect.poll(() => breakdown.textContent()).toContain('KES 100,000.00 gross pay in February 2026');
    await breakdown.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/hr-rates-calculator-1280.png', fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('a gross that is not an amount is refused under its field', async () => {
    const { page, server } = session;
    await page.goto(`${server.url}/taxbands`);
    const calculator = page.getByTestId('pay-calculator');
    await calculator.getByLabel('Gross pay a month (KES)').fill('a lot');
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    await calculator.getByText('Enter an amount in shillings, such as 100000 or 100,000.50').waitFor();
    expect(await page.getByTestId('pay-breakdown').count()).toBe(0);
  });

  it('the rate screens show their dated rows, what is in force marked, and pass axe', async () => {
    const { page, server } = session;
    await page.goto(`${server.url}/taxbands`);
    const bands = page.getByTestId('rates-paye_bands');
    await bands.getByRole('heading', { name: /^From 01\/07\/2023 In force now/ }).waitFor();
    await bands.getByText('In force now').waitFor();
    await bands
      .getByRole('link', { name: 'Edit 35% band from 01/07/2023, Taxable pay above KES 800,000.00' })
      .waitFor();
    await page
      .getByTestId('rates-tax_reliefs')
      .getByRole('heading', { name: /^From 01\/12\/2024 In force now/ })
      .waitFor();
    await page.screenshot({ path: '/tmp/hr-rates-taxbands-1280.png', fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    for (const [path, marker] of [
      ['/nhifbands', 'Ended 30/09/2024'],
      ['/nssfbands', 'KES 108,000.00'],
      ['/housebands', '1.5 %'],
    ] as const) {
      await page.goto(`${server.url}${path}`);
      await page.getByText(marker).first().waitFor();
      await page.screenshot({ path: `/tmp/hr-rates-${path.slice(1)}-1280.png`, fullPage: true });
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });

  it('reads in Swahili and fits a phone', async () => {
    const { page, server } = session;
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Kiswahili' }).click();
    // The choice is applied (and kept) before the page is left.
    await page.getByRole('navigation', { name: 'Urambazaji mkuu' }).waitFor();
    await page.goto(`${server.url}/taxbands`);
    const calculator = page.getByTestId('pay-calculator');
    await calculator.getByRole('textbox', { name: 'Mshahara wa jumla kwa mwezi (KES)' }).fill('60000');
    await calculator.getByRole('textbox', { name: 'Mwezi', exact: true }).fill('2024-09');
    await calculator.getByRole('button', { name: 'Kokotoa' }).click();
    const breakdown = page.getByTestId('pay-breakdown');
    await breakdown.getByText('Mshahara halisi (kabla ya makato mengine)').waitFor();
    // September 2024 is NHIF's last month: the line is NHIF, not SHIF.
    expect(await breakdown.locator('[data-figure="nhif"]').count()).toBe(1);
    expect(await breakdown.locator('[data-figure="shif"]').count()).toBe(0);
    await page.screenshot({ path: '/tmp/hr-rates-sw-1280.png', fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/nssfbands`);
    await page.getByText('KES 108,000.00').first().waitFor();
    await page.screenshot({ path: '/tmp/hr-rates-nssf-390.png', fullPage: true });
    await page.goto(`${server.url}/taxbands`);
    await page.getByTestId('rates-paye_bands').getByText('Inatumika sasa').first().waitFor();
    await page.screenshot({ path: '/tmp/hr-rates-taxbands-390.png', fullPage: true });
  });
});
