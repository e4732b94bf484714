import type { Dialog, Locator } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn } from './harness';
import { seriousViolations } from './page-checks';
import { setupBrowserSession } from './session';

/**
 * The registration wizard and the student's edit form as a registrar meets them: each field checked
 * as it is left and each step on Next by the declaration's rules, Enter as Next, a hostel offered
 * by the rule the server enforces, a draft kept across a reload with a warning before leaving,
 * likely duplicates shown before saving, and the edit form asking the same sections with the same
 * controls. The file registers students, so it has a server of its own.
 * SHULE_SCREENSHOTS=<dir> keeps a picture of each step, the duplicate warning and the edit form.
 */
const session = setupBrowserSession({ ownServer: true });
const seriousOnPage = () => seriousViolations(session.page);
const SHOTS = process.env.SHULE_SCREENSHOTS;

let logs: string[];
beforeEach(async () => {
  logs = [];
  session.page.on('console', (message) => logs.push(message.text()));
  await signIn(session.page, session.server.url, 'registrar');
  await openWizard();
});

async function openWizard(): Promise<void> {
  await session.page.goto(`${session.server.url}/registration`);
  // Attached, not visible: a restored draft opens on the step it was left at.
  await session.page.locator('section[data-section="0"]').waitFor({ state: 'attached' });
}

async function shoot(name: string): Promise<void> {
  if (!SHOTS) return;
  await session.page.waitForTimeout(600); // the step's 500 ms animation
  await session.page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const current = () => session.page.locator('[aria-current="step"]').textContent();
const next = () => session.page.getByRole('button', { name: 'Next' }).click();
const field = (path: string) => session.page.locator(`[name="${path}"]`);
/** The grid cell of a field: its input, label and message. */
const cell = (name: string): Locator => session.page.locator(`section:not([hidden]) [data-field="${name}"]`);

async function choose(path: string, label: string): Promise<void> {
  await field(path).locator('xpath=..').getByRole('combobox').click();
  await session.page.getByRole('option', { name: label, exact: true }).click();
}

async function options(): Promise<string[]> {
  const list = session.page.getByRole('option');
  await expect.poll(() => list.count()).toBeGreaterThan(0);
  return list.allInnerTexts();
}

async function fillStudent(first: string, last: string, gender = 'Female'): Promise<void> {
  await field('first_name').fill(first);
  await field('last_name').fill(last);
  await choose('gender', gender);
}

async function fillClass(): Promise<void> {
  await field('class_id').click();
  await options();
  await session.page.getByRole('option').first().click();
}

async function fillGuardian(phone = '0712345678'): Promise<void> {
  await field('guardians.0.name').fill('Grace Otieno');
  await choose('guardians.0.relationship', 'Mother');
  await field('guardians.0.phone').fill(phone);
}

/** Student, class and birth date, then Next through to the review. */
async function walkToReview(first: string, last: string, born: string): Promise<void> {
  await fillStudent(first, last);
  await field('date_of_birth').fill(born);
  await next();
  await fillClass();
  await next();
  await next();
  await fillGuardian();
  await next();
  await next();
  expect(await current()).toBe('Review');
}

/** The message a field shows under its input, once checked. */
const messageOf = (name: string) => cell(name).locator('.MuiFormHelperText-root.Mui-error');

describe('registration wizard: checks, keys and choices', () => {
  it('checks marks, a phone and an e-mail as each is left, and Next does not pass them', async () => {
    await fillStudent('Akinyi', 'Checks');
    await next();
    await fillClass();
    await next();
    expect(await current()).toBe('Home and previous school');
    await field('kcpe_marks').fill('600');
    await field('kcpe_marks').press('Tab');
    await expect.poll(() => messageOf('kcpe_marks').textContent()).toBe('Must be at most 500');
    await shoot('wizard-2-home-error');
    await next();
    expect(await current()).toBe('Home and previous school');
    expect(logs).toContain('invalid fields');
    await field('kcpe_marks').fill('389');
    await expect.poll(() => messageOf('kcpe_marks').count()).toBe(0); // checked again as it changes
    await next();
    expect(await current()).toBe('Parents and guardians');

    await fillGuardian('12345');
    await field('guardians.0.phone').press('Tab');
    await field('guardians.0.email').fill('grace@');
    await field('guardians.0.email').press('Tab');
    const row = session.page.getByRole('group', { name: 'Guardian 1' });
    await expect
      .poll(() => row.locator('.MuiFormHelperText-root.Mui-error').allInnerTexts())
      .toEqual(['Must be a valid phone number', 'Must be a valid email address']);
    await shoot('wizard-3-guardians-error');
    await next();
    expect(await current()).toBe('Parents and guardians');
    await field('guardians.0.phone').fill('0712 345 678');
    await field('guardians.0.email').fill('grace@example.co.ke');
    await next();
    expect(await current()).toBe('Health');
  });

  it('moves on with Enter in a field, and stays with the field to fill when one is missing', async () => {
    await field('first_name').fill('Njeri');
    await field('first_name').press('Enter');
    expect(await current()).toBe('Personal details');
    expect(await session.page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('last_name');
    await field('last_name').fill('Keys');
    await choose('gender', 'Female');
    await field('last_name').press('Enter');
    await expect.poll(current).toBe('Admission');
    await fillClass();
    await field('admission_no').press('Enter');
    await expect.poll(current).toBe('Home and previous school');
  });

  it("offers a girl the girls' hostels only, and the server refuses her a boys' one", async () => {
    await fillStudent('Chebet', 'Hostel');
    await shoot('wizard-0-student');
    await next();
    await fillClass();
    await choose('residence', 'Boarding');
    await field('hostel_id').click();
    expect(await options()).toEqual(['Elgon']);
    await session.page.keyboard.press('Escape');
    await shoot('wizard-1-admission');

    const answer = await session.page.evaluate(async () => {
      const token = localStorage.getItem('accessToken') ?? '';
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const list = (await (await fetch('/api/hostels', { headers })).json()) as { id: number; gender: string }[];
      const classes = (await (await fetch('/api/classes?filter={"active":true}', { headers })).json()) as {
        id: number;
      }[];
      const boys = list.find((h) => h.gender === 'boys');
      const response = await fetch('/api/students', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          first_name: 'Chebet',
          last_name: 'Hostel',
          gender: 'female',
          class_id: classes[0].id,
          residence: 'boarding',
          hostel_id: boys?.id,
          guardians: [{ name: 'Mama Chebet', relationship: 'mother', phone: '0712000111' }],
        }),
      });
      return { status: response.status, body: (await response.json()) as { errors?: Record<string, string> } };
    });
    expect(answer.status).toBe(409);
    expect(answer.body.errors?.hostel_id).toBe('Kilimanjaro takes boys only');
  });

  it("offers the county's subcounties only, and clears one that no longer belongs", async () => {
    await fillStudent('Wambui', 'Places');
    await next();
    await fillClass();
    await next();
    const subcounty = cell('subcounty').getByRole('combobox');
    expect(await subcounty.getAttribute('aria-disabled')).toBe('true');
    expect(await cell('subcounty').innerText()).toContain('Choose the county first');
    await choose('county', 'Nakuru');
    await subcounty.click();
    const offered = await options();
    expect(offered).toContain('Njoro');
    expect(offered).not.toContain('Westlands');
    await session.page.getByRole('option', { name: 'Njoro', exact: true }).click();
    await shoot('wizard-2-home');
    await choose('county', 'Nairobi');
    expect(await field('subcounty').inputValue()).toBe(''); // Njoro is not in Nairobi
  });
});

describe('registration wizard: draft and leaving', () => {
  it('restores a half-filled wizard after a reload and asks before leaving it', async () => {
    const page = session.page;
    await fillStudent('Wairimu', 'Draft');
    await next();
    await fillClass();
    const drafts = () =>
      page.evaluate(() =>
        Object.keys(localStorage)
          .filter((k) => k.startsWith('shule.registration.draft'))
          .map((k) => JSON.parse(localStorage.getItem(k) ?? '{}') as { values: Record<string, unknown> }),
      );
    await expect.poll(async () => (await drafts()).map((d) => typeof d.values.class_id)).toEqual(['number']);
    await page.reload();
    await page.getByText('Draft restored').waitFor();
    expect(await current()).toBe('Admission');
    await expect.poll(() => field('class_id').inputValue(), { timeout: 10_000 }).not.toBe('');
    await page.getByRole('button', { name: 'Previous' }).click();
    expect(await field('first_name').inputValue()).toBe('Wairimu');
    await shoot('wizard-draft-restored');
    // After the step's 500 ms slide: mid-fade, its labels are half transparent and axe reads low contrast.
    await session.page.waitForTimeout(600);
    expect(await seriousOnPage()).toEqual([]);

    // In-app navigation asks first; staying keeps everything.
    const asked: string[] = [];
    const answer = (accept: boolean) => (dialog: Dialog) => {
      asked.push(dialog.message());
      void (accept ? dialog.accept() : dialog.dismiss());
    };
    page.once('dialog', answer(false));
    await page.getByRole('link', { name: 'Students', exact: true }).click();
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toMatch(/changes/i);
    expect(new URL(page.url()).pathname).toBe('/registration');
    expect(await field('first_name').inputValue()).toBe('Wairimu');

    // Closing the tab or reloading asks too: the page cancels its unload, which makes the browser ask.
    const cancelled = await page.evaluate(() => {
      const unload = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(unload);
      return unload.defaultPrevented;
    });
    expect(cancelled).toBe(true);
  });

  it('throws a draft away on request and starts from an empty wizard', async () => {
    await fillStudent('Nduta', 'Discarded');
    await next();
    await expect
      .poll(() =>
        session.page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('shule.registration'))),
      )
      .toBe(true);
    await openWizard();
    await session.page.getByRole('button', { name: 'Discard draft' }).click();
    expect(await current()).toBe('Personal details');
    expect(await field('first_name').inputValue()).toBe('');
    await expect
      .poll(() =>
        session.page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('shule.registration'))),
      )
      .toBe(false);
    await session.page.getByRole('link', { name: 'Students', exact: true }).click();
    await session.page.waitForURL(/\/students$/); // nothing unsaved: no question
  });
});

describe('registration wizard: likely duplicates', () => {
  it('shows the student already registered before saving, and registers anyway on request', async () => {
    const page = session.page;
    const last = `Otieno${Date.now() % 100000}`;
    await walkToReview('Wanjiru', last, '2012-03-14');
    await expect.poll(() => page.getByTestId('likely-duplicates').count()).toBe(0);
    await page.getByRole('button', { name: 'Register student' }).click();
    await page.waitForURL(/\/students\/\d+\/show$/, { timeout: 30_000 });
    const firstId = /\/students\/(\d+)\/show$/.exec(page.url())?.[1];
    const heading = await page.getByRole('heading', { name: new RegExp(`^Wanjiru ${last} \\(`) }).textContent();
    const admissionNo = /\(([^)]+)\)/.exec(heading ?? '')?.[1] ?? '';
    expect(await page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('shule.registration')))).toBe(
      false,
    );

    await openWizard();
    await walkToReview('wanjiru', last, '2012-03-14');
    const warning = page.getByTestId('likely-duplicates');
    await warning.waitFor();
    expect(await warning.innerText()).toContain(`Wanjiru ${last}`);
    expect(await warning.innerText()).toContain(admissionNo);
    expect(await warning.innerText()).toContain('same name and date of birth');
    expect(await warning.getByRole('link', { name: `Wanjiru ${last}` }).getAttribute('href')).toBe(
      `/students/${firstId}/show`,
    );
    await shoot('wizard-4-review-duplicate');
    expect(await seriousOnPage()).toEqual([]);
    await page.getByRole('button', { name: 'Register anyway' }).click();
    await page.waitForURL(
      (url) => /\/students\/\d+\/show$/.test(url.pathname) && !url.pathname.includes(`/${firstId}/`),
      {
        timeout: 30_000,
      },
    );
  });
});

async function openFirstStudentEdit(): Promise<void> {
  const page = session.page;
  await page.goto(`${session.server.url}/students`);
  await page.locator('tbody tr').first().waitFor();
  const href = await page.locator('tbody tr a').first().getAttribute('href');
  await page.goto(`${session.server.url}${String(href).replace(/\/show$/, '')}`);
  await page.locator('[data-field="first_name"] input').waitFor();
}

describe('student edit form', () => {
  it('raises a pick-list label above its value from the first paint, before the record is fetched', async () => {
    const page = session.page;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/classes\b/, async (route) => {
      await held;
      await route.continue();
    });
    await openFirstStudentEdit();
    const label = page.locator('[data-field="class_id"] label');
    const input = page.locator('[data-field="class_id"] input');
    expect(await input.inputValue()).toBe(''); // the class's name is still on its way
    expect(await label.getAttribute('data-shrink')).toBe('true');
    release();
    await expect.poll(() => input.inputValue()).toMatch(/^Form /);
    expect(await label.getAttribute('data-shrink')).toBe('true');
  });

  it('asks the sections and controls the wizard asks, subcounty a select of the county', async () => {
    const page = session.page;
    const stepTitles = (await page.locator('ol:has([aria-current="step"]) > li').allInnerTexts()).slice(0, -1); // less the review
    const wizardFields = await page
      .locator('section[data-section]')
      .evaluateAll((sections) =>
        sections.map((s) => [...s.querySelectorAll('[data-field]')].map((f) => f.getAttribute('data-field'))),
      );
    const wizardKinds = await page.locator('[data-field="subcounty"] [role="combobox"]').count();

    await openFirstStudentEdit();
    const sections = page.locator('main form section');
    const titles = await sections.locator('h2').allInnerTexts();
    expect(titles.slice(0, stepTitles.length)).toEqual(stepTitles);
    const editFields = await sections.evaluateAll((all) =>
      all.map((s) => [...s.querySelectorAll(':scope > div > [data-field]')].map((f) => f.getAttribute('data-field'))),
    );
    // The same fields in the same places, the photo an upload in both, the rest read-only extras.
    for (const [index, fields] of wizardFields.slice(0, stepTitles.length).entries())
      expect(editFields[index].filter((name) => name !== 'photo' && fields.includes(name))).toEqual(fields);
    expect(wizardKinds).toBe(1);
    expect(await page.locator('[data-field="subcounty"] [role="combobox"]').count()).toBe(1);
    await choose('county', 'Nakuru');
    await page.locator('[data-field="subcounty"] [role="combobox"]').click();
    expect(await options()).toContain('Njoro');
    await page.keyboard.press('Escape');
    await shoot('student-edit');
  });
});
