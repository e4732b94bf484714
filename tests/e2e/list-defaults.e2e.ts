import { describe, expect, it } from 'vitest';
import { setupBrowserSession } from './session';

const session = setupBrowserSession({ signInAs: 'registrar' });

describe('the student list as the office opens it', () => {
  it('opens on active students, the newest admissions first', async () => {
    const { page, server } = session;
    await page.goto(`${server.url}/students`);
    const rows = page.locator('tbody tr');
    await rows.first().waitFor();
    // The status filter is applied and shown, so the user can see why alumni are missing and clear it.
    await page.locator('form').getByText('Active', { exact: true }).first().waitFor();
    const texts = await rows.allTextContents();
    expect(texts.every((text) => !/Alumni|Transferred/.test(text))).toBe(true);
    const numbers = texts.map((text) => /ADM\/\d{4}\/\d+/.exec(text)?.[0] ?? '');
    expect(numbers.filter((n) => n !== '')).toEqual(
      [...numbers]
        .filter((n) => n !== '')
        .sort()
        .reverse(),
    );
  });

  it('forgets a selection when the user leaves the list', async () => {
    const { page, server } = session;
    await page.goto(`${server.url}/students`);
    const boxes = page.locator('tbody input[type="checkbox"]');
    await boxes.first().waitFor();
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await expect.poll(() => page.locator('tbody input[type="checkbox"]:checked').count()).toBe(2);
    await page.goto(`${server.url}/home`);
    await page.goto(`${server.url}/students`);
    await boxes.first().waitFor();
    expect(await page.locator('tbody input[type="checkbox"]:checked').count()).toBe(0);
  });
});
