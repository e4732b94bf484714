import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, seriousViolations } from './page-checks';
import { setupBrowserSession } from './session';

// Its own server: these tests change students and terms.
const session = setupBrowserSession({ signInAs: 'admin', ownServer: true });

/** The API as the signed-in user, to set up and to check what the screens did. */
const api = <T = Rec>(page: Page, path: string, init: { method?: string; body?: unknown } = {}) =>
  apiAs<T>(page, session.server.url, path, init);

type Rec = Record<string, unknown> & { id: number };

/** Today at the school, shifted by whole years and days, ISO. */
function day(years: number, days = 0): string {
  const now = new Date(Date.now() + 3 * 3600_000); // Nairobi is UTC+3 all year
  const date = new Date(Date.UTC(now.getUTCFullYear() + years, now.getUTCMonth(), now.getUTCDate() + days));
  return date.toISOString().slice(0, 10);
}

let serial = 0;
async function newStudent(page: Page, phone = '0722 100 200'): Promise<Rec> {
  serial += 1;
  const [form] = await api<Rec[]>(page, 'classes?range=[0,0]');
  return api(page, 'students', {
    method: 'POST',
    body: {
      first_name: 'Wanjiru',
      last_name: `Otieno${serial}`,
      gender: 'female',
      class_id: form.id,
      date_of_birth: day(-14),
      guardians: [{ name: `Mama Otieno ${serial}`, relationship: 'mother', phone }],
    },
  });
}

describe('people data that stays clean, on the screens', () => {
  it('a date of birth in the future is refused in the form with the message, and the input offers only plausible dates', async () => {
    const page = session.page;
    const student = await newStudent(page);
    await page.goto(`${session.server.url}/students/${student.id}`);
    const born = page.locator('input[name="date_of_birth"]');
    await born.waitFor();
    expect(await born.getAttribute('max')).toBe(day(-2));
    expect(await born.getAttribute('min')).toBe(day(-30));
    await born.fill(day(0, 1));
    await page.getByRole('button', { name: 'Save' }).click();
    const message = page.getByText('Must not be in the future');
    await message.waitFor();
    await born.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/clean-data-dob.png' });
    // Nothing was saved.
    expect((await api(page, `students/${student.id}`)).date_of_birth).toBe(student.date_of_birth);
  });

  it('the terms list shows the year as 2026, not 2,026', async () => {
    const page = session.page;
    await page.goto(`${session.server.url}/terms`);
    const year = page.getByRole('cell', { name: '2026', exact: true }).first();
    await year.waitFor();
    expect(await page.getByText('2,026').count()).toBe(0);
    await page.screenshot({ path: '/tmp/clean-data-terms.png' });
  });

  it('deleting a student with transfers says which records hold it, and Mark as left works from there', async () => {
    const page = session.page;
    const student = await newStudent(page);
    for (const [school, date] of [
      ['Alliance Girls', day(0, -10)],
      ['Moi Girls Eldoret', day(0, -20)],
    ])
      await api(page, 'transfers', {
        method: 'POST',
        body: { student_id: student.id, direction: 'in', school, transfer_date: date },
      });
    await page.goto(`${session.server.url}/students/${student.id}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();

    const refused = page.getByRole('dialog', { name: 'Cannot delete' });
    await refused.waitFor();
    const name = `Wanjiru ${String(student.last_name)} (${String(student.admission_no)})`;
    await refused
      // Registered into a billed term, the student was billed on admission: the invoice and its
      // journal entry hold the student too.
      .getByText(
        `${name} is referred to by 2 transfers, 1 journal entry and 1 invoice and cannot be deleted. Mark as left instead.`,
      )
      .waitFor();
    await refused.getByText('Transfers (2)').waitFor();
    await refused.getByText(/Alliance Girls .*; Moi Girls Eldoret/).waitFor();
    await page.waitForTimeout(300); // the dialog's entrance, for the screenshot
    await page.screenshot({ path: '/tmp/clean-data-delete-refused.png' });
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    // The student is still there.
    expect((await api(page, `students/${student.id}`)).status).toBe('active');

    await refused.getByRole('button', { name: 'Mark as left' }).click();
    const action = page.getByRole('dialog', { name: 'Mark as left' });
    await action.locator('input[name="leaving_date"]').fill(day(0, -1));
    await action.locator('[name="reason"]').fill('Family moved to Mombasa');
    await page.screenshot({ path: '/tmp/clean-data-mark-left.png' });
    await action.getByRole('button', { name: 'Mark as left' }).click();
    await refused.waitFor({ state: 'detached' });
    await expect.poll(async () => (await api(page, `students/${student.id}`)).status).toBe('left');
    const left = await api(page, `students/${student.id}`);
    expect([left.left_on, left.leaving_reason]).toEqual([day(0, -1), 'Family moved to Mombasa']);
  });

  it("a guardian's phone edited on the guardian shows on the student", async () => {
    const page = session.page;
    const student = await newStudent(page, '0711 000 111');
    const [guardian] = student.guardians as Rec[];
    await page.goto(`${session.server.url}/guardians/${guardian.id}`);
    const phone = page.locator('input[name="phone"]');
    await phone.waitFor();
    await phone.fill('0733 444 555');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await api(page, `guardians/${guardian.id}`)).phone).toBe('+254733444555');

    await page.goto(`${session.server.url}/students/${student.id}/show`);
    await page.getByText('Primary guardian phone', { exact: true }).waitFor();
    await page.screenshot({ path: '/tmp/clean-data-guardian-phone.png', fullPage: true });
    // The student's primary guardian phone and the guardian's own line both show the new number.
    await expect.poll(() => page.getByText('0733 444 555', { exact: true }).count()).toBeGreaterThanOrEqual(2);
    expect(await page.getByText('0711 000 111').count()).toBe(0);
  });
});
