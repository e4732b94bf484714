import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SHELL_EN } from '../../src/i18n/shell';
import { setupBrowserSession } from './session';

const PHONE = { width: 390, height: 844 } as const;
// The configurator's words belong to the shell's catalog; the test follows them wherever they go.
const CONFIGURATOR = SHELL_EN.configurator as { readonly title: string; readonly open: string };
const session = setupBrowserSession({ signInAs: 'registrar', viewport: PHONE });

/** The student list's record links, once the page's rows have arrived. */
async function openStudentList(page: Page, baseUrl: string): Promise<Locator> {
  await page.goto(`${baseUrl}/students`);
  const rows = page.getByRole('main').locator('a[href*="/students/"][href$="/show"]');
  await rows.first().waitFor();
  return rows;
}

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Tabs (at most `limit` times) until the focused element matches; answers whether it did. */
async function tabTo(page: Page, matches: (element: Element) => boolean, limit = 15): Promise<boolean> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(`(${matches.toString()})(document.activeElement)`)) return true;
  }
  return false;
}

describe('the student list on a 390 x 844 phone', () => {
  it('is a list of records, one line each, that does not scroll sideways', async () => {
    const { page, server } = session;
    const rows = await openStudentList(page, server.url);
    expect(await page.locator('main table').count()).toBe(0);
    expect(await rows.count()).toBe(25);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // The representation, the status beside it and the detail line: class · stream, in words.
    await expect.poll(() => rows.first().innerText(), { timeout: 10_000 }).toMatch(/ · /);
    const first = await rows.first().innerText();
    expect(first).toMatch(/\(ADM\/\d{4}\/\d+\)/);
    expect(first).toMatch(/Form \d · \w+/);
    expect(first).toContain('Active');
  });

  it('opens a record from its row by keyboard alone', async () => {
    const { page, server } = session;
    await openStudentList(page, server.url);
    await page.getByRole('textbox', { name: 'Search' }).focus();
    const reached = await tabTo(page, (element) => /\/students\/\d+\/show$/.test(element.getAttribute('href') ?? ''));
    expect(reached).toBe(true);
    const href = await page.evaluate(() => document.activeElement?.getAttribute('href'));
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}${href}`);
    await page
      .getByRole('main')
      .getByText(/ADM\/\d{4}\/\d+/)
      .first()
      .waitFor();
  });

  it('keeps the search box, and it finds students', async () => {
    const { page, server } = session;
    const rows = await openStudentList(page, server.url);
    const admission = /ADM\/\d{4}\/\d+/.exec(await rows.nth(3).innerText())?.[0] ?? '';
    expect(admission).not.toBe('');
    await page.getByRole('textbox', { name: 'Search' }).fill(admission);
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
    expect(await rows.first().innerText()).toContain(admission);
  });

  it('offers create, filters and exports in a labelled Actions menu a keyboard can use', async () => {
    const { page, server } = session;
    await openStudentList(page, server.url);
    const button = page.getByRole('button', { name: 'Actions' });
    expect(await button.innerText()).toMatch(/actions/i); // its words are on screen, not only in a tooltip
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Actions' });
    await menu.waitFor();
    const items = await menu.getByRole('menuitem').allInnerTexts();
    expect(items).toEqual(
      expect.arrayContaining([
        'Create',
        'Filter by Class',
        'Filter by Admission date',
        'Stop filtering by Status',
        'Export a CSV file',
        'Export an Excel workbook (XLSX)',
      ]),
    );
    expect(items.every((text) => text.trim().length > 0)).toBe(true);

    // A filter chosen by keyboard appears, ready for typing.
    await page.keyboard.press('ArrowDown'); // the first item has focus; the next is "Filter by Class"
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name))
      .toBe('class_id');

    // The export downloads the list as the wide screen's button does.
    await button.click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Export a CSV file' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
  });

  it("shows a record's actions with their words", async () => {
    const { page, server } = session;
    const rows = await openStudentList(page, server.url);
    await rows.first().click();
    await page.waitForURL(/\/students\/\d+\/show$/);
    // The record's toolbar: react-admin puts it before the record's card.
    const toolbar = page.locator('.show-page > .MuiToolbar-root');
    await toolbar.getByRole('button', { name: 'Transfer out' }).waitFor();
    // Each action's own words, on screen: no bare icon, no name only in a tooltip or an aria-label.
    const actions = await toolbar.locator('a, button').evaluateAll((elements) =>
      elements.map((element) => ({
        text: (element.textContent ?? '').trim(),
        visible: (element as HTMLElement).checkVisibility() && element.getBoundingClientRect().width > 0,
      })),
    );
    expect(actions.map((action) => action.text)).toEqual(
      expect.arrayContaining(['List', 'Transfer out', 'Suspend', 'Leave-out', 'Edit']),
    );
    expect(actions.every((action) => action.text.length > 0 && action.visible)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  it('keeps the UI configurator off the content: it opens from the account menu', async () => {
    const { page, server } = session;
    const rows = await openStudentList(page, server.url);
    await rows.nth(10).scrollIntoViewIfNeeded();
    const floating = page.getByRole('button', { name: CONFIGURATOR.open });
    const rowBoxes = await rows.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON()));
    if (await floating.isVisible()) {
      const box = await floating.boundingBox();
      expect(box && rowBoxes.some((row: Box) => overlaps(box, row))).toBe(false);
    }
    await page.getByRole('button', { name: /Account/ }).click();
    await page.getByRole('menuitem', { name: CONFIGURATOR.title }).click();
    await page.getByRole('region', { name: CONFIGURATOR.title }).waitFor();
  });

  it('keeps the configurator button clear of the sign-in form: after it, not floating over it', async () => {
    const { browser, server } = session;
    const page = await browser.newPage({ viewport: PHONE });
    try {
      await page.goto(`${server.url}/`);
      const floating = page.getByRole('button', { name: CONFIGURATOR.open });
      await floating.waitFor();
      const box = await floating.boundingBox();
      // The lowest control of the page (the demo accounts, the language switch), in page coordinates.
      const lowest = await page
        .locator('input, button, a, [role="button"]')
        .evaluateAll(
          (elements, name) =>
            Math.max(
              ...elements
                .filter((element) => element.getAttribute('aria-label') !== name)
                .map((element) => element.getBoundingClientRect().bottom + window.scrollY),
            ),
          CONFIGURATOR.open,
        );
      const top = await floating.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
      expect(box).not.toBeNull();
      expect(top).toBeGreaterThanOrEqual(lowest);
    } finally {
      await page.close();
    }
  });
});

describe("the list's Create opens the registration wizard", () => {
  it('from the Actions menu on a phone', async () => {
    const { page, server } = session;
    await openStudentList(page, server.url);
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Create' }).click();
    await page.waitForURL(`${server.url}/registration`);
  });

  it('from the toolbar on a wide screen, and /students/create leads there too', async () => {
    const { page, server } = session;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.url}/students`);
    await page.locator('main tbody tr').first().waitFor();
    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL(`${server.url}/registration`);
    await page.goto(`${server.url}/students/create`);
    await page.waitForURL(`${server.url}/registration`);
  });
});
