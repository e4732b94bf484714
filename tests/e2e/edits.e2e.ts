import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, seriousViolations } from './page-checks';
import { setupBrowserSession } from './session';

// Its own server: these tests change students (names, residence, a whole class promoted and back).
const session = setupBrowserSession({ signInAs: 'registrar', ownServer: true });

/** The API as the signed-in user, to set up and to check what the screens did. */
const api = <T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}) =>
  apiAs<T>(page, session.server.url, path, init);

type Student = { id: number; first_name: string; last_name: string; admission_no: string } & Record<string, unknown>;

const list = (filter: object, sort = ['id', 'ASC'], range = [0, 199]) =>
  `students?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent(
    JSON.stringify(sort),
  )}&range=${encodeURIComponent(JSON.stringify(range))}`;

const notification = (page: Page) => page.locator('.MuiSnackbarContent-root');

describe('edits that warn, name the record and can be undone', () => {
  it('an edited form warns before leaving; saving names the student and Undo puts the old name back', async () => {
    const { page, server } = session;
    const [student] = await api<Student[]>(page, list({ status: 'active' }, ['id', 'ASC'], [0, 0]));
    await page.goto(`${server.url}/students/${student.id}`);
    const firstName = page.locator('input[name="first_name"]');
    await expect.poll(() => firstName.inputValue()).toBe(student.first_name);
    await firstName.fill('Wanjira');

    const warnings: string[] = [];
    page.once('dialog', (dialog) => {
      warnings.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('link', { name: 'Home', exact: true }).first().click();
    await expect
      .poll(() => warnings)
      .toEqual(["Some of your changes weren't saved. Are you sure you want to ignore them?"]);
    expect(new URL(page.url()).pathname).toBe(`/students/${student.id}`);
    expect(await firstName.inputValue()).toBe('Wanjira');

    await page.getByRole('button', { name: 'Save' }).click();
    const saved = `Student Wanjira ${student.last_name} (${student.admission_no}) saved`;
    await notification(page).getByText(saved).waitFor();
    // Saved, nothing is unsaved: the form goes to the record without asking to leave.
    await page.waitForURL(`${server.url}/students/${student.id}/show`);
    await page.waitForTimeout(400); // the notification's entrance, for the screenshot
    await page.screenshot({ path: '/tmp/edits-saved.png' });
    expect(await seriousViolations(page, '.MuiSnackbar-root')).toEqual([]);
    expect((await api<Student>(page, `students/${student.id}`)).first_name).toBe('Wanjira');

    await notification(page).getByRole('button', { name: 'Undo' }).click();
    await notification(page)
      .getByText(`Change undone: Student ${student.first_name} ${student.last_name} (${student.admission_no})`)
      .waitFor();
    await expect
      .poll(async () => (await api<Student>(page, `students/${student.id}`)).first_name)
      .toBe(student.first_name);
    // The show screen follows: the old name is back on it.
    await page.getByText(student.first_name, { exact: true }).first().waitFor();
  });

  it('creating and deleting a record names it: "Board member Mary Wambui created", then "... deleted"', async () => {
    const { page, server } = session;
    await page.goto(`${server.url}/board/create`);
    await page.locator('input[name="name"]').fill('Mary Wambui');
    await page.getByRole('combobox', { name: 'Position' }).click();
    await page.getByRole('option', { name: 'Member', exact: true }).click();
    await page.getByRole('combobox', { name: 'Representing' }).click();
    await page.getByRole('option', { name: 'Parents' }).click();
    await page.locator('input[name="term_start"]').fill('2026-01-15');
    await page.getByRole('button', { name: 'Save' }).click();
    await notification(page).getByText('Board member Mary Wambui created').waitFor();
    await page.waitForURL(/\/board\/\d+\/show$/);
    const id = /\/board\/(\d+)\/show/.exec(page.url())?.[1];
    expect(id).toBeDefined();

    await page.goto(`${server.url}/board/${String(id)}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await notification(page).getByText('Board member Mary Wambui deleted').waitFor();
    await page.waitForURL(`${server.url}/board`);
  });

  it('a bulk delete says how many it deleted and of what: "2 board members deleted", not "2 elements"', async () => {
    const { page, server } = session;
    const names = ['Peter Kariuki', 'Grace Njeri'];
    for (const name of names)
      await api(page, 'board_members', {
        method: 'POST',
        body: { name, position: 'member', representing: 'parents', term_start: '2026-01-15' },
      });
    await page.goto(`${server.url}/board`);
    for (const name of names) await page.getByRole('checkbox', { name: new RegExp(`^Select ${name}`) }).check();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await notification(page).getByText('2 board members deleted').waitFor();
    const left = await api<{ name: string }[]>(page, 'board_members?range=[0,199]');
    expect(left.map((b) => b.name)).not.toEqual(expect.arrayContaining([names[0]]));
    expect(left.map((b) => b.name)).not.toEqual(expect.arrayContaining([names[1]]));
  });

  it('a bulk set says how many students it changed, and Undo puts back each one its own value', async () => {
    const { page, server } = session;
    // The list's first rows: active students, newest admissions first.
    const top = await api<Student[]>(page, list({ status: 'active' }, ['admission_no', 'DESC'], [0, 2]));
    await api(page, `students/${top[1].id}`, { method: 'PUT', body: { residence: 'boarding' } });
    for (const s of [top[0], top[2]])
      await api(page, `students/${s.id}`, { method: 'PUT', body: { residence: 'day' } });
    await page.goto(`${server.url}/students`);
    for (const s of top) await page.getByRole('checkbox', { name: new RegExp(`^Select .*${s.admission_no}`) }).check();
    await page.getByRole('button', { name: 'Set Boarding or day' }).click();
    await page.getByRole('menuitem', { name: 'Set Boarding or day to Day' }).click();
    await notification(page).getByText('3 students updated').waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: '/tmp/edits-bulk.png' });
    const residences = async () =>
      Promise.all(top.map(async (s) => (await api<Student>(page, `students/${s.id}`)).residence));
    expect(await residences()).toEqual(['day', 'day', 'day']);

    await notification(page).getByRole('button', { name: 'Undo' }).click();
    await notification(page).getByText('Change undone on 3 students').waitFor();
    await expect.poll(residences).toEqual(['day', 'boarding', 'day']);
  });

  it('promoting Form 4 with a transferred student graduates the rest, names the skipped one, and Undo restores all', async () => {
    const { page, server } = session;
    const [form4] = await api<{ id: number; name: string }[]>(
      page,
      `classes?filter=${encodeURIComponent(JSON.stringify({ name: 'Form 4' }))}`,
    );
    const active = await api<Student[]>(page, list({ class_id: form4.id, status: 'active' }));
    const leaver = active[0];
    await api(page, `students/${leaver.id}/transfer_out`, {
      method: 'POST',
      body: { school: 'Moi Girls Eldoret', transfer_date: '2026-03-02' },
    });
    const everyone = await api<Student[]>(page, list({ class_id: form4.id }));
    const staying = everyone.filter((s) => s.status === 'active');
    const before = new Map(everyone.map((s) => [s.id, s.status]));
    expect(staying.length).toBe(active.length - 1);

    await page.goto(
      `${server.url}/students?filter=${encodeURIComponent(JSON.stringify({ class_id: form4.id }))}&perPage=100`,
    );
    await page.getByRole('checkbox', { name: new RegExp(`${leaver.admission_no}`) }).waitFor();
    await page.getByRole('checkbox', { name: 'Select all' }).check();
    await page.getByRole('button', { name: 'Promote to next class' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Form 4 → Alumni').waitFor();
    await dialog.getByText(`${staying.length} students`, { exact: true }).waitFor();
    const leaverName = `${leaver.first_name} ${leaver.last_name} (${leaver.admission_no})`;
    await dialog.getByText(`${leaverName} — Transferred`).waitFor();
    await page.screenshot({ path: '/tmp/edits-promote-dialog.png' });
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    await dialog.getByRole('button', { name: 'Promote' }).click();
    const done = notification(page).getByText(
      `${staying.length} students promoted: Form 4 → Alumni (${staying.length})`,
      { exact: false },
    );
    await done.waitFor();
    expect(await notification(page).textContent()).toMatch(
      new RegExp(`Not promoted: .*${leaverName.replace(/[()/]/g, '\\$&')} — Transferred`),
    );
    await page.waitForTimeout(400);
    await page.screenshot({ path: '/tmp/edits-promoted.png' });
    const statuses = async () =>
      new Map((await api<Student[]>(page, list({ class_id: form4.id }))).map((s) => [s.id, s.status]));
    expect([...(await statuses()).values()].filter((s) => s === 'active')).toEqual([]);

    await notification(page).getByRole('button', { name: 'Undo' }).click();
    await notification(page)
      .getByText(`Promotion undone: ${staying.length} students are back where they were`)
      .waitFor();
    expect(await statuses()).toEqual(before);
  });
});
