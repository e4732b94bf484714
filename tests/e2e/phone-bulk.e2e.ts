import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, seriousViolations } from './page-checks';
import { setupBrowserSession } from './session';

const PHONE = { width: 390, height: 844 } as const;

// Its own server: the test promotes two students, which the shared server's other files would notice.
const session = setupBrowserSession({ signInAs: 'registrar', viewport: PHONE, ownServer: true });

/** The API as the signed-in user, to set up and to check what the screens did. */
const api = <T>(page: Page, path: string) => apiAs<T>(page, session.server.url, path);

type Student = { id: number; class_id: number; status: string };

/** Tabs (at most `limit` times) until the focused element is the one named; answers whether it was. */
async function tabTo(page: Page, name: string, limit = 80): Promise<boolean> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(
      () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '',
    );
    if (focused.trim() === name) return true;
  }
  return false;
}

const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

describe('selecting records on a 390 x 844 phone', () => {
  it('promotes two students chosen by keyboard from the Actions menu', async () => {
    const { page, server } = session;
    await page.goto(`${server.url}/students`);
    const main = page.getByRole('main');
    await main.locator('a[href*="/students/"][href$="/show"]').first().waitFor();
    // No checkboxes until asked for: the rows are links only.
    expect(await main.getByRole('checkbox').count()).toBe(0);

    const actions = page.getByRole('button', { name: 'Actions' });
    await actions.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu', { name: 'Actions' }).waitFor();
    await page.getByRole('menuitem', { name: 'Select records' }).focus();
    await page.keyboard.press('Enter');

    // Selection mode: the keyboard starts at "Select all on this page", each row has its named checkbox.
    const selectPage = main.getByRole('checkbox', { name: 'Select all on this page' });
    await selectPage.waitFor();
    await expect.poll(() => selectPage.evaluate((element) => element === document.activeElement)).toBe(true);
    const rowBoxes = main.getByRole('checkbox', { name: /^Select .+ \(ADM\/\d{4}\/\d+\)$/ });
    expect(await rowBoxes.count()).toBe(25);
    await main.getByRole('button', { name: 'Done' }).waitFor();

    // Tab past Done to the first row's checkbox, Space; Tab past its link to the second's, Space.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Done');
    await page.keyboard.press('Tab');
    const first = await focusedLabel(page);
    expect(first).toMatch(/^Select .+\(ADM\//);
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    const firstLink = await page.evaluate(() => document.activeElement?.getAttribute('href') ?? '');
    expect(firstLink).toMatch(/^\/students\/\d+\/show$/); // the row's words still open the record
    await page.keyboard.press('Tab');
    const second = await focusedLabel(page);
    expect(second).toMatch(/^Select .+\(ADM\//);
    expect(second).not.toBe(first);
    await page.keyboard.press('Space');
    const secondLink = await rowBoxes
      .nth(1)
      .evaluate((box) => box.closest('li')?.querySelector('a')?.getAttribute('href') ?? '');
    const ids = [firstLink, secondLink].map((href) => Number(/\/students\/(\d+)\/show/.exec(href)?.[1]));
    expect(ids.every((id) => Number.isInteger(id) && id > 0)).toBe(true);

    // The toolbar: the count and the bulk actions with their words, on screen, clear of the rows.
    const toolbar = page.getByRole('toolbar', { name: 'Actions on the selected records' });
    await toolbar.getByText('2 selected').waitFor();
    const promote = toolbar.getByRole('button', { name: 'Promote to next class' });
    await promote.waitFor();
    expect((await promote.textContent())?.trim()).toBe('Promote to next class');
    expect(await promote.isVisible()).toBe(true);
    expect((await toolbar.getByRole('button', { name: 'Delete' }).textContent())?.trim()).toBe('Delete');
    await main.getByRole('button', { name: 'Cancel selection' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.waitForTimeout(300);
    await page.screenshot({ path: '/tmp/phone-bulk-selected.png' });
    expect(await seriousViolations(page)).toEqual([]);

    // Where each was, then Promote by keyboard and its dialog's confirm.
    const before = await Promise.all(ids.map((id) => api<Student>(page, `students/${id}`)));
    const classes = new Map(
      (await api<{ id: number; name: string }[]>(page, 'classes?range=[0,99]')).map((c) => [c.id, c.name]),
    );
    expect(await tabTo(page, 'Promote to next class')).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/→/).first().waitFor();
    const confirm = dialog.getByRole('button', { name: 'Promote' });
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    await page.waitForTimeout(300); // the dialog's entrance, for the picture
    await page.screenshot({ path: '/tmp/phone-bulk-dialog.png' });
    await confirm.click();
    await page.locator('.MuiSnackbarContent-root').getByText('2 students promoted', { exact: false }).waitFor();

    const after = await Promise.all(ids.map((id) => api<Student>(page, `students/${id}`)));
    for (const [index, student] of after.entries()) {
      const was = classes.get(before[index].class_id) ?? '';
      const form = /^Form (\d)$/.exec(was);
      if (form && Number(form[1]) < 4) expect(classes.get(student.class_id)).toBe(`Form ${Number(form[1]) + 1}`);
      else expect(student).not.toEqual(before[index]); // a leaver's class: graduated
    }
    // The selection went with the promotion; the mode stays, and Done leaves it.
    await toolbar.getByText('0 selected').waitFor();
    await main.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => main.getByRole('checkbox').count()).toBe(0);
  });
});
