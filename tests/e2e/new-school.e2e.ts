import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, signIn } from './harness';
import { setupBrowserSession } from './session';

// Its own server: it adds a school and its first user, and changes what the demo school holds.
const session = setupBrowserSession({ ownServer: true });

/** Screenshots of the screens this file checks, for a person to look at (not compared). */
const SHOTS = process.env.SHULE_SHOTS_DIR ?? path.join('/tmp', 'shule-new-school-shots');
fs.mkdirSync(SHOTS, { recursive: true });
const shot = (p: Page, name: string) => p.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

const code = `NS${Date.now().toString(36).toUpperCase().slice(-5)}`;
const school = `Kericho Hills School ${code}`;
const username = `first${code.toLowerCase()}`;
const password = 'kericho-hills-2026';

async function superSignIn(p: Page): Promise<void> {
  await p.goto(`${session.server.url}/superUsers`);
  await p.getByLabel('Username').fill('superadmin');
  await p.getByLabel('Password').fill(DEMO_PASSWORD);
  await p.getByRole('button', { name: 'Sign in' }).click();
}

const field = (p: Page, name: string) => p.locator(`[name="${name}"]`);

describe('a new school', () => {
  it('gets its first user as administrator, who lands on Home with the setup checklist; an empty class list says where classes are added', async () => {
    const page = session.page;
    // The super administrator lands on their dashboard, not on an account card.
    await superSignIn(page);
    await page.waitForURL(`${session.server.url}/superadmin`);
    await page.getByRole('heading', { name: 'Branches overview', level: 1 }).waitFor();

    await page.goto(`${session.server.url}/branches`);
    await page.getByRole('button', { name: 'New school' }).click();
    const schoolDialog = page.getByRole('dialog', { name: 'New school' });
    await schoolDialog.getByLabel('Name').fill(school);
    await schoolDialog.getByLabel('Code').fill(code);
    await schoolDialog.getByRole('button', { name: 'Create school' }).click();
    await schoolDialog.waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: `Users of ${school}` }).click();
    await page.getByText('This school has no users yet.').waitFor();

    // The first user starts as the school's administrator, and says so.
    await page.getByRole('button', { name: 'New user' }).click();
    const userDialog = page.getByRole('dialog', { name: 'New user' });
    const all = userDialog.getByRole('checkbox', { name: 'All', exact: true });
    expect(await all.isChecked()).toBe(true);
    await userDialog.getByText("The school's first user is its administrator").waitFor();
    await userDialog.getByLabel('Username').fill(username);
    await userDialog.getByLabel('Full name').fill('Chebet Langat');
    await userDialog.getByLabel('Password').fill(password);
    // With no role at all the server refuses, under Roles, and nothing is created.
    await all.uncheck();
    await userDialog.getByRole('button', { name: 'Create user' }).click();
    await userDialog
      .getByText('Choose at least one role: a user without one can open nothing but Home')
      .first()
      .waitFor();
    await all.check();
    await userDialog.getByRole('button', { name: 'Create user' }).click();
    await userDialog.waitFor({ state: 'hidden' });
    await page
      .getByRole('row', { name: new RegExp(username) })
      .getByText('All')
      .waitFor();

    // The new administrator signs in and lands on Home: the school, and what to set up first.
    const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const admin = await context.newPage();
      await admin.goto(`${session.server.url}/`);
      await admin.getByLabel('Username').fill(username);
      await admin.getByLabel('Password').fill(password);
      await admin.getByRole('button', { name: 'Sign in' }).click();
      await admin.waitForURL(`${session.server.url}/home`);
      const checklist = admin.getByRole('region', { name: 'Set up your school' });
      // A new school starts with the common vote heads and the Boarding and Day fee categories.
      await checklist.getByText('2 of 7 done').waitFor();
      const steps = checklist.getByRole('link');
      expect(await steps.evaluateAll((links) => links.map((l) => l.getAttribute('data-setup-step')))).toEqual([
        'classes',
        'streams',
        'terms',
        'hostels',
        'vote_heads',
        'fee_categories',
        'fee_structures',
      ]);
      expect(await steps.evaluateAll((links) => links.map((l) => l.getAttribute('data-done')))).toEqual([
        'false',
        'false',
        'false',
        'false',
        'true',
        'true',
        'false',
      ]);
      await shot(admin, 'home-checklist-en');

      // The registration wizard's empty class list points to where classes are added.
      await admin.goto(`${session.server.url}/registration`);
      await field(admin, 'first_name').fill('Kiprono');
      await field(admin, 'last_name').fill('Rotich');
      await field(admin, 'gender').locator('xpath=..').getByRole('combobox').click();
      await admin.getByRole('option', { name: 'Male', exact: true }).click();
      await admin.getByRole('button', { name: 'Next' }).click();
      const pointer = admin.locator('[data-empty-choices="classes"]');
      await pointer.waitFor();
      expect(await pointer.textContent()).toBe('Settings → Classes');
      await admin.getByText('No classes yet — add one in').first().waitFor();
      await shot(admin, 'wizard-empty-classes-en');
      // Leaving a half-filled wizard asks first (react-admin's unsaved-changes guard).
      admin.once('dialog', (dialog) => void dialog.accept());
      await pointer.click();
      await admin.waitForURL(`${session.server.url}/settingsclasses`);

      // A class added: its line is ticked and leads to the list.
      await admin.goto(`${session.server.url}/settingsclasses/create`);
      await field(admin, 'name').fill('Form 1');
      await field(admin, 'level').fill('1');
      await admin.getByRole('button', { name: 'Save' }).click();
      await admin.waitForURL(/\/settingsclasses\/\d+\/show$|\/settingsclasses$/);
      await admin.goto(`${session.server.url}/home`);
      await checklist.getByText('3 of 7 done').waitFor();
      const classes = checklist.locator('[data-setup-step="classes"]');
      expect(await classes.getAttribute('data-done')).toBe('true');
      expect(await classes.getAttribute('href')).toBe('/settingsclasses');
      await classes.getByText('1 added').waitFor();

      // In Swahili too.
      await admin.getByRole('button', { name: /Account menu/ }).click();
      await admin.getByRole('menuitem', { name: 'Kiswahili' }).click();
      await admin.getByRole('region', { name: 'Iandae shule yako' }).getByText('3 kati ya 7 vimekamilika').waitFor();
      await shot(admin, 'home-checklist-sw');
    } finally {
      await context.close();
    }
  });

  it("names a record in the breadcrumb, says what an empty related list has none of, and the configurator's words are Shule's", async () => {
    const page = session.page;
    await signIn(page, session.server.url, 'admin');
    // A student with no transfers and no leave-outs (the demo's first).
    const id = await page.evaluate(async () => {
      const token = localStorage.getItem('accessToken');
      const answer = await fetch('/api/students?range=[0,49]', { headers: { Authorization: `Bearer ${token}` } });
      const students = (await answer.json()) as { id: number }[];
      const held = async (resource: string, studentId: number) => {
        const rows = await fetch(
          `/api/${resource}?filter=${encodeURIComponent(JSON.stringify({ student_id: studentId }))}`,
          {
            headers: { Authorization: `Bearer ${token}` },
          },
        );
        return ((await rows.json()) as unknown[]).length;
      };
      for (const student of students)
        if ((await held('transfers', student.id)) === 0 && (await held('leaveouts', student.id)) === 0)
          return student.id;
      return null;
    });
    expect(id).not.toBeNull();
    const student = (await (
      await page.request.get(`${session.server.url}/api/students/${String(id)}`, {
        headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('accessToken'))}` },
      })
    ).json()) as { first_name: string; last_name: string; admission_no: string };
    const name = `${student.first_name} ${student.last_name} (${student.admission_no})`;

    await page.goto(`${session.server.url}/students/${String(id)}/show`);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await trail.getByText(name).waitFor();
    expect(await trail.textContent()).not.toContain(`#${String(id)}`);
    await page.getByText('No transfers', { exact: true }).waitFor();
    await page.getByText('No leave-outs and suspensions', { exact: true }).waitFor();
    await shot(page, 'student-breadcrumb-empty-related-en');

    await page.getByRole('button', { name: 'Open the UI configurator' }).click();
    const panel = page.getByRole('region', { name: 'UI Configurator' });
    await panel.getByText('How Shule looks for you').waitFor();
    expect(await panel.textContent()).not.toMatch(/See our dashboard options|just on desktop view/);
    await page.waitForTimeout(500); // the drawer's slide, for the picture only
    await shot(page, 'configurator-en');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Kiswahili' }).click();
    await page.getByText('Hakuna uhamisho', { exact: false }).first().waitFor();
    await page.getByRole('navigation', { name: 'Njia ya ukurasa' }).getByText(name).waitFor();
    await shot(page, 'student-breadcrumb-empty-related-sw');
    await page.getByRole('button', { name: 'Fungua kisanidi cha kiolesura' }).click();
    await page
      .getByRole('region', { name: 'Kisanidi cha kiolesura' })
      .getByText('Jinsi Shule inavyoonekana kwako')
      .waitFor();
    await page.waitForTimeout(500);
    await shot(page, 'configurator-sw');
  });
});
