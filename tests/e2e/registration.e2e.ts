import { beforeEach, describe, expect, it } from 'vitest';
import { signIn } from './harness';
import { setupBrowserSession } from './session';

const session = setupBrowserSession();
let logs: string[];
beforeEach(async () => {
  logs = [];
  session.page.on('console', (message) => logs.push(message.text()));
  await signIn(session.page, session.server.url, 'registrar');
  await session.page.goto(`${session.server.url}/registration`);
  await session.page.locator('section[data-section="0"]').waitFor();
});

/** The wizard's steps are the students declaration's form sections, then the review. */
const STEPS = 6;
const current = () => session.page.locator('[aria-current="step"]').textContent();
const next = () => session.page.getByRole('button', { name: 'Next' }).click();
const barWidth = () =>
  session.page.getByTestId('registration-progress').evaluate((el) => (el as HTMLElement).style.width);
const field = (path: string) => session.page.locator(`[name="${path}"]`);

/** A declared choice, drawn as MUI's select: open it and pick the option by its label. */
async function choose(path: string, label: string): Promise<void> {
  await field(path).locator('xpath=..').getByRole('combobox').click();
  await session.page.getByRole('option', { name: label, exact: true }).click();
}

async function fillStudent(lastName: string): Promise<void> {
  await field('first_name').fill('Wanjiku');
  await field('last_name').fill(lastName);
  await choose('gender', 'Female');
}

/** A reference, drawn as a searchable pick-list: the first class offered (active classes only). */
async function fillPlacement(): Promise<void> {
  await field('class_id').click();
  const options = session.page.getByRole('option');
  await expect.poll(() => options.count()).toBeGreaterThan(0);
  expect(await options.allInnerTexts()).not.toContain('Alumni');
  await options.first().click();
}

describe('registration wizard', () => {
  it('keeps the step, reports the validity message on the first empty field and logs "invalid fields"', async () => {
    await field('first_name').fill('Wanjiku');
    await next();
    expect(await current()).toBe('Personal details');
    expect(logs).toContain('invalid fields');
    const focused = await session.page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name);
    expect(focused).toBe('last_name');
    expect(await field('last_name').evaluate((el) => (el as HTMLInputElement).validationMessage)).not.toBe('');
    expect(await barWidth()).toBe('0%');
  });

  it('widens the progress bar by 125 percent of the completed share, capped at 100%', async () => {
    await fillStudent('Progress');
    await next();
    expect(await current()).toBe('Admission');
    expect(parseFloat(await barWidth())).toBeCloseTo((1 / STEPS) * 125, 3);
    await fillPlacement();
    await next();
    expect(parseFloat(await barWidth())).toBeCloseTo((2 / STEPS) * 125, 3);
    await session.page.getByRole('button', { name: 'Previous' }).click();
    expect(await current()).toBe('Admission');
    expect(parseFloat(await barWidth())).toBeCloseTo((1 / STEPS) * 125, 3);
  });

  it('registers a student with a guardian, opens the record and finds it in the register search', async () => {
    const lastName = `Kamau${Date.now() % 100000}`;
    await fillStudent(lastName);
    await next();
    await fillPlacement();
    await next();
    expect(await current()).toBe('Home and previous school');
    await field('kcpe_marks').fill('389');
    await next();
    expect(await current()).toBe('Parents and guardians');
    await next();
    expect(await current()).toBe('Parents and guardians'); // the guardian's name, relationship and phone are required
    await field('guardians.0.name').fill('Grace Kamau');
    await choose('guardians.0.relationship', 'Mother');
    await field('guardians.0.phone').fill('0712345678');
    await next();
    await next();
    expect(await current()).toBe('Review');
    expect(await barWidth()).toBe('100%');
    await session.page.getByRole('button', { name: 'Register student' }).click();
    await session.page.waitForURL(/\/students\/\d+\/show$/, { timeout: 30_000 });
    await session.page.getByRole('heading', { name: new RegExp(`^Wanjiku ${lastName} \\(`) }).waitFor();
    await session.page.getByText('Grace Kamau').first().waitFor(); // the guardians of the record

    await session.page.goto(`${session.server.url}/students`);
    await session.page.locator('tbody tr').first().waitFor();
    await session.page.getByRole('main').getByPlaceholder('Search').fill(lastName);
    await session.page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes(lastName));
    await expect.poll(() => session.page.locator('tbody tr').count(), { timeout: 15_000 }).toBe(1);
    await session.page.locator('tbody tr', { hasText: lastName }).waitFor();
  });
});
