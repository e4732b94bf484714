import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { todayAtSchool } from '../../src/schema/display';
import { signIn } from './harness';
import { apiAs, seriousViolations } from './page-checks';
import { setupBrowserSession } from './session';

/**
 * Every date a person reads is dd/mm/yyyy, whatever the browser's language and time zone: this
 * browser speaks American English west of Greenwich, where react-admin's DateField showed 6/1/2026
 * and ISO text showed through wherever a date was not formatted (record titles, the wizard's review).
 */
const session = setupBrowserSession();
const seriousOnPage = () => seriousViolations(page);
let page: Page;
beforeEach(async () => {
  const context = await session.browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
    timezoneId: 'America/New_York',
  });
  page = await context.newPage();
  await signIn(page, session.server.url, 'registrar');
});
afterEach(async () => page?.context().close());

const ISO = /\b\d{4}-\d{2}-\d{2}\b/;
/** What a browser's own formatting gives: month first (11/23/2026), unpadded (6/1/2026), 12-hour times. */
const BROWSER =
  /\b\d{1,2}\/(?:1[3-9]|2\d|3[01])\/\d{4}\b|\b\d\/\d{1,2}\/\d{4}\b|\b\d{1,2}\/\d\/\d{4}\b|\d:\d{2}(?::\d{2})?\s?[AP]M/;
const kenyan = (iso: string) => iso.split('-').reverse().join('/');

/** What the person reads of the page: its visible text, the tab's title included. */
async function readable(): Promise<string> {
  const main = await page.getByRole('main').innerText();
  const heading = await page.locator('#react-admin-title').innerText();
  const crumbs = await page.getByRole('navigation', { name: 'Breadcrumb' }).innerText();
  return [await page.title(), heading, crumbs, main].join('\n');
}

function expectKenyanOnly(text: string, where: string): void {
  expect(text, `${where} shows an ISO date`).not.toMatch(ISO);
  expect(text, `${where} shows a date as the browser formats it`).not.toMatch(BROWSER);
}

const field = (path: string) => page.locator(`[name="${path}"]`);

describe('one Kenyan date format (dd/mm/yyyy) on every screen', () => {
  it("the registration wizard's review shows the date of birth and the admission date as dd/mm/yyyy", async () => {
    await page.goto(`${session.server.url}/registration`);
    await page.locator('section[data-section="0"]').waitFor();
    await field('first_name').fill('Wanjiku');
    await field('last_name').fill('Tarehe');
    await field('gender').locator('xpath=..').getByRole('combobox').click();
    await page.getByRole('option', { name: 'Female', exact: true }).click();
    await field('date_of_birth').fill('2011-03-14');
    const review = page.getByRole('button', { name: 'Register student' });
    for (let step = 0; step < 8 && !(await review.isVisible()); step += 1) {
      if (await field('class_id').isVisible()) {
        await field('class_id').click();
        await page.getByRole('option').first().click();
      }
      if (await field('guardians.0.name').isVisible()) {
        await field('guardians.0.name').fill('Grace Tarehe');
        await field('guardians.0.relationship').locator('xpath=..').getByRole('combobox').click();
        await page.getByRole('option', { name: 'Mother', exact: true }).click();
        await field('guardians.0.phone').fill('0712345678');
      }
      await page.getByRole('button', { name: 'Next' }).click();
    }
    await review.waitFor();
    const shown = await page.getByRole('main').innerText();
    expect(shown).toContain('14/03/2011');
    expect(shown).toContain(kenyan(todayAtSchool())); // the admission date, defaulted to today
    expectKenyanOnly(shown, 'the review');
  });

  it("a student's record: its dates, title and breadcrumb", async () => {
    // A demo student, who has every date (students other files register on the shared server may not).
    const sort = encodeURIComponent(JSON.stringify(['id', 'ASC']));
    const [student] = await apiAs<{ id: number }[]>(page, session.server.url, `students?sort=${sort}&range=[0,0]`);
    await page.goto(`${session.server.url}/students/${student.id}/show`);
    await page.getByText('Date of birth').first().waitFor();
    const text = await readable();
    expect(text).toMatch(/Date of birth\s+\d{2}\/\d{2}\/\d{4}/);
    expect(text).toMatch(/Admission date\s+\d{2}\/\d{2}\/\d{4}/);
    expectKenyanOnly(text, 'the student record');
  });

  it('a transfer: its title names its date as dd/mm/yyyy, and so does its record', async () => {
    await page.goto(`${session.server.url}/transfers`);
    const first = page.locator('tbody tr').first();
    await first.waitFor();
    const listed = await page.getByRole('main').innerText();
    expect(listed).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    expectKenyanOnly(listed, 'the transfers list');
    await first.locator('a[href*="/transfers/"]').first().click();
    await page.waitForURL(/\/transfers\/\d+\/show$/);
    await page.getByText('Transfer date').first().waitFor();
    // The record's name is '{school} ({transfer_date})': the title carries the date.
    await expect.poll(() => page.title()).toMatch(/\(\d{2}\/\d{2}\/\d{4}\)/);
    const text = await readable();
    expect(text).toMatch(/Transfer date\s+\d{2}\/\d{2}\/\d{4}/);
    expectKenyanOnly(text, 'the transfer record');
    // Laid out as every record: what it does not hold reads as a dash, and the page passes axe.
    await expect.poll(() => page.getByRole('main').innerText()).toMatch(/Conduct remarks\s+—/);
    expect(await seriousOnPage()).toEqual([]);
    await page.screenshot({ path: '/tmp/shule-dates-transfer.png', fullPage: true });
  });
});
