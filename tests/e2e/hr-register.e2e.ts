import { describe, expect, it } from 'vitest';
import { signIn } from './harness';
import { apiAs, seriousViolations } from './page-checks';
import { setupBrowserSession } from './session';

// Its own server: the test adds an employee to the demo's register.
const session = setupBrowserSession({ ownServer: true });

/**
 * The HR register as HR meets it: the dashboard with the school's figures, an employee added through
 * /employees who is then one of the non-teaching staff the registrar sees at /staff, and the new
 * employee's record with the pay of the month. Screenshots go to /tmp/hr-register-*.png.
 */
describe('the HR register', () => {
  it('the /hr dashboard shows the staff, leave, payroll, birthdays, contracts and the calculator', async () => {
    const { page, server } = session;
    await signIn(page, server.url, 'hr');
    await page.goto(`${server.url}/hr`);
    const figures = page.getByRole('region', { name: 'The staff at a glance' });
    await figures.locator('[data-figure="employees"]').waitFor();
    const board = await apiAs<{ headcount: { total: number } }>(page, server.url, 'hr/dashboard');
    expect(board.headcount.total).toBeGreaterThanOrEqual(35);
    expect(await figures.locator('[data-figure="employees"] p').textContent()).toBe(String(board.headcount.total));
    await page.getByRole('heading', { name: 'Headcount by department' }).waitFor();
    await page.getByRole('table', { name: 'Contracts ending in the next 60 days' }).waitFor();
    await page.getByRole('table', { name: 'Birthdays this month' }).waitFor();
    await page.getByRole('heading', { name: 'This month’s payroll' }).waitFor();
    await page.getByTestId('pay-calculator').waitFor();
    await page.screenshot({ path: '/tmp/hr-register-dashboard-1280.png', fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('HR adds an employee through /employees, who is one of the staff at /staff', async () => {
    const { page, server } = session;
    await signIn(page, server.url, 'hr');
    await page.goto(`${server.url}/employees/create`);
    await page.locator('input[name="first_name"]').fill('Naliaka');
    await page.locator('input[name="last_name"]').fill('Wafula');
    await page.getByRole('combobox', { name: 'Gender' }).click();
    await page.getByRole('option', { name: 'Female' }).click();
    await page.locator('input[name="national_id"]').fill('31234567');
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Non-teaching' }).click();
    await page.locator('input[name="job_title"]').fill('Cook');
    await page.locator('input[name="kra_pin"]').fill('A012345678K');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/hr-register-create-1280.png', fullPage: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/employees\/\d+\/show$/);
    await page
      .getByRole('heading', { name: /Naliaka Wafula/ })
      .first()
      .waitFor();
    await page.getByRole('link', { name: 'Payslips' }).waitFor();
    await page.screenshot({ path: '/tmp/hr-register-employee-1280.png', fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // The registrar, in the same browser: HR signs out first.
    await page.evaluate(() => localStorage.clear());
    await signIn(page, server.url, 'registrar');
    await page.goto(`${server.url}/staff`);
    await page.getByText('Naliaka', { exact: true }).waitFor();
    await page.screenshot({ path: '/tmp/hr-register-staff-1280.png', fullPage: true });
  });

  it('an employee on the payroll shows the month’s pay and where it goes', async () => {
    const { page, server } = session;
    await signIn(page, server.url, 'hr');
    const [bursar] = await apiAs<{ id: number }[]>(page, server.url, 'employees?filter={"q":"Wanjiru bursar"}');
    await page.goto(`${server.url}/employees/${bursar.id}/show`);
    await expect.poll(() => page.getByTestId('employee-basic').textContent()).toMatch(/KES 65,000/);
    await expect.poll(() => page.getByTestId('employee-paid-to').textContent()).toMatch(/account \d+/);
    await page.screenshot({ path: '/tmp/hr-register-bursar-1280.png', fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
