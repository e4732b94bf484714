import ExcelJS from 'exceljs';
import type { Download, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './harness';
import { apiAs } from './page-checks';
import { setupBrowserSession } from './session';

/**
 * The admissions round as a registrar does it: sign in, register a student in the wizard, find the
 * student with the navbar search, edit the record, transfer the student out, print the leaving
 * certificate, promote two students, export the register to Excel and add up a money column there.
 * Once by keyboard alone on a wide screen (no click anywhere: every control is reached with Tab
 * and used with keys, so a control Tab never lands on fails the test), once by touch on a phone.
 * Its own server: the round registers, transfers and promotes.
 */
const session = setupBrowserSession({ ownServer: true });

/** The API as the signed-in user, to set up and to check what the screens did. */
const api = <T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}) =>
  apiAs<T>(page, session.server.url, path, init);
const PHONE = { width: 390, height: 844 };

type Row = Record<string, unknown> & { id: number };

/** Tab until `target` (or something inside it) has the focus. */
async function reach(page: Page, target: Locator, max = 150): Promise<void> {
  await target.first().waitFor();
  for (let i = 0; i < max; i++) {
    const focused = await target
      .first()
      .evaluate((el) => el === document.activeElement || el.contains(document.activeElement));
    if (focused) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Reach a control and press Enter on it. */
async function activate(page: Page, target: Locator): Promise<void> {
  await reach(page, target);
  await page.keyboard.press('Enter');
}

/** Reach a text box and type into it, replacing what it held. */
async function type(page: Page, target: Locator, text: string): Promise<void> {
  await reach(page, target);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** An open listbox (a select's or an autocomplete's): arrow down to the option named `label`, then Enter. */
async function pickByArrows(page: Page, label: string): Promise<void> {
  await page.getByRole('option').first().waitFor();
  for (let i = 0; i < 60; i++) {
    const current = await page.evaluate(() => {
      const active = document.activeElement;
      const id = active?.getAttribute('aria-activedescendant');
      const option = id ? document.getElementById(id) : active?.closest('[role="option"]');
      return option?.textContent?.trim() ?? '';
    });
    if (current === label) {
      await page.keyboard.press('Enter');
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`No option ${label}`);
}

/** An open menu: arrow down to the item named `label`, then Enter. */
async function pickMenuItem(page: Page, label: string): Promise<void> {
  await page.getByRole('menuitem').first().waitFor();
  for (let i = 0; i < 20; i++) {
    const current = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (current === label) {
      await page.keyboard.press('Enter');
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`No menu item ${label}`);
}

async function downloaded(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Today at the school (Africa/Nairobi), ISO. */
function todayIso(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(new Date());
}

/**
 * Today at the school (Africa/Nairobi) as typed into the browser's own date box, whose order follows
 * the browser's language (the run's chromium is en-US: month, day, year), not the page's.
 */
function todayTyped(): string {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(new Date()).split('-');
  return `${m}${d}${y}`;
}

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

/** How the registrar works the screens: keys only, or taps (a phone's touch screen). */
interface Hands {
  readonly phone: boolean;
  /** Press a button or follow a link. */
  use(target: Locator): Promise<void>;
  /** Type into a text box, replacing what it held. */
  fill(target: Locator, text: string): Promise<void>;
  /** Choose an option of a select or an autocomplete (typing `search` first, for an autocomplete). */
  choose(combobox: Locator, label: string, search?: string): Promise<void>;
  /** Choose an item of an open menu. */
  menu(label: string): Promise<void>;
  /** Tick a checkbox. */
  tick(box: Locator): Promise<void>;
  /** Move to the wizard's next step. */
  next(lastField: Locator): Promise<void>;
}

function keyboard(page: Page): Hands {
  return {
    phone: false,
    use: (target) => activate(page, target),
    fill: (target, text) => type(page, target, text),
    async choose(combobox, label, search) {
      await reach(page, combobox);
      if (search) await page.keyboard.type(search);
      else await page.keyboard.press('ArrowDown');
      await pickByArrows(page, label);
    },
    menu: (label) => pickMenuItem(page, label),
    async tick(box) {
      await reach(page, box);
      await page.keyboard.press('Space');
    },
    async next(lastField) {
      await reach(page, lastField); // Enter in a field is Next
      await page.keyboard.press('Enter');
    },
  };
}

function touch(page: Page): Hands {
  return {
    phone: true,
    use: (target) => target.first().click(),
    fill: (target, text) => target.first().fill(text),
    async choose(combobox, label, search) {
      await combobox.click();
      if (search) await page.keyboard.type(search);
      await page.getByRole('option', { name: label, exact: true }).click();
    },
    menu: (label) => page.getByRole('menuitem', { name: label }).click(),
    tick: (box) => box.check(),
    next: () => page.getByRole('button', { name: 'Next' }).click(),
  };
}

async function signInAsRegistrar(page: Page, hands: Hands): Promise<void> {
  await page.goto(session.server.url);
  await hands.fill(page.locator('input[name="username"]'), 'registrar');
  await hands.fill(page.locator('input[name="password"]'), DEMO_PASSWORD);
  await hands.use(page.getByRole('button', { name: 'Sign in' }));
  await page.waitForURL(`${session.server.url}/home`);
}

/** The student list's Actions menu (a phone's) or the toolbar's own button (a wide screen's). */
async function listAction(page: Page, hands: Hands, wide: Locator, inMenu: string): Promise<void> {
  if (!hands.phone) return hands.use(wide);
  await hands.use(page.getByRole('button', { name: 'Actions' }));
  await hands.menu(inMenu);
}

async function registerInWizard(page: Page, hands: Hands, last: string): Promise<number> {
  await hands.fill(field(page, 'first_name'), 'Achieng');
  await hands.fill(field(page, 'last_name'), last);
  await hands.choose(page.getByRole('combobox', { name: 'Gender' }), 'Female');
  await hands.next(field(page, 'last_name'));
  await hands.choose(field(page, 'class_id'), 'Form 1', 'Form 1');
  await hands.next(field(page, 'class_id'));
  await hands.fill(field(page, 'previous_school'), 'Kisumu Primary');
  await hands.next(field(page, 'previous_school'));
  await hands.fill(field(page, 'guardians.0.name'), 'Rose Achieng');
  await hands.choose(page.getByRole('combobox', { name: 'Relationship' }), 'Mother');
  await hands.fill(field(page, 'guardians.0.phone'), '0722 100 200');
  await hands.next(field(page, 'guardians.0.phone'));
  await hands.fill(field(page, 'medical_notes'), 'None known');
  await hands.use(page.getByRole('button', { name: 'Next' }));
  await hands.use(page.getByRole('button', { name: /^Register/ }));
  await page.waitForURL(/\/students\/\d+\/show$/, { timeout: 30_000 });
  return Number(/\/students\/(\d+)\/show$/.exec(page.url())?.[1]);
}

async function transferOut(page: Page, hands: Hands, id: number): Promise<void> {
  await hands.use(page.getByRole('button', { name: 'Transfer out' }));
  const dialog = page.getByRole('dialog');
  await hands.fill(dialog.locator('[name="school"]'), 'Maseno School');
  if (hands.phone) await dialog.locator('[name="transfer_date"]').fill(todayIso());
  else {
    await reach(page, dialog.locator('[name="transfer_date"]'));
    await page.keyboard.type(todayTyped());
  }
  await hands.fill(dialog.locator('[name="conduct_remarks"]'), 'Honest and hardworking.');
  await hands.use(dialog.getByRole('button', { name: 'Transfer out' }));
  await expect.poll(async () => (await api<Row>(page, `students/${id}`)).status).toBe('transferred');
}

async function promoteTwo(page: Page, hands: Hands): Promise<void> {
  const two = await api<Row[]>(
    page,
    `students?filter=${encodeURIComponent(JSON.stringify({ status: 'active' }))}&sort=${encodeURIComponent(
      JSON.stringify(['admission_no', 'DESC']),
    )}&range=[0,1]`,
  );
  if (hands.phone) {
    await hands.use(page.getByRole('button', { name: 'Actions' }));
    await hands.menu('Select records');
  }
  for (const student of two)
    await hands.tick(page.getByRole('checkbox', { name: new RegExp(`^Select .*${String(student.admission_no)}`) }));
  await hands.use(page.getByRole('button', { name: /^Promote/ }));
  const dialog = page.getByRole('dialog');
  await dialog.getByText('→').first().waitFor();
  await hands.use(dialog.getByRole('button', { name: /^(Promote|Confirm)/ }));
  await page
    .getByText(/promoted/)
    .first()
    .waitFor();
  for (const student of two)
    await expect.poll(async () => (await api<Row>(page, `students/${student.id}`)).class_id).not.toBe(student.class_id);
}

/** The register's XLSX: every fee balance a number, adding up to the server's total of the same list. */
async function exportAndSum(page: Page, hands: Hands): Promise<void> {
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    (async () => {
      await listAction(page, hands, page.getByRole('button', { name: 'Export' }), 'Export an Excel workbook (XLSX)');
      if (!hands.phone) await hands.menu('Excel workbook (XLSX)');
    })(),
  ]);
  const workbook = new ExcelJS.Workbook();
  const bytes = await downloaded(xlsx);
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const header = (sheet.getRow(1).values as unknown[]).map(String);
  const column = header.indexOf('Fee balance');
  expect(column).toBeGreaterThan(0);
  const cells: unknown[] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) cells.push(row.getCell(column).value);
  });
  expect(cells.every((v) => typeof v === 'number')).toBe(true);
  const active = await api<Row[]>(
    page,
    `students?filter=${encodeURIComponent(JSON.stringify({ status: 'active' }))}&range=[0,999]`,
  );
  expect(cells).toHaveLength(active.length);
  const centsOnServer = active.reduce((sum, s) => sum + Number(s.fee_balance), 0);
  expect(Math.round((cells as number[]).reduce((sum, v) => sum + v, 0) * 100)).toBe(centsOnServer);
}

async function admissionsRound(page: Page, hands: Hands): Promise<void> {
  const { server } = session;
  await signInAsRegistrar(page, hands);

  // The register, then Create, which is the wizard.
  if (hands.phone)
    await page.goto(`${server.url}/students`); // the phone's menu is a drawer; the URL is the same
  else await hands.use(page.getByRole('navigation').getByRole('link', { name: 'Students', exact: true }));
  await page.waitForURL(`${server.url}/students`);
  await listAction(page, hands, page.getByRole('link', { name: 'Create' }), 'Create');
  await page.waitForURL(`${server.url}/registration`);
  const last = `Round${Date.now() % 100000}`;
  const id = await registerInWizard(page, hands, last);
  const registered = await api<Row>(page, `students/${id}`);
  expect(registered).toMatchObject({ first_name: 'Achieng', last_name: last, guardian_phone: '+254722100200' });

  // Found again by the navbar search, by admission number.
  await page.goto(`${server.url}/students`);
  const search = page.getByRole('combobox', { name: 'Search screens and records' });
  await hands.use(search);
  await page.keyboard.type(String(registered.admission_no));
  const found = page.getByRole('option', { name: new RegExp(last) });
  await found.waitFor();
  if (hands.phone) await found.click();
  else {
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
  }
  await page.waitForURL(`${server.url}/students/${id}/show`);

  // Edited: the previous school corrected, saved by name.
  await hands.use(page.getByRole('link', { name: 'Edit' }));
  await page.waitForURL(`${server.url}/students/${id}`);
  await hands.fill(field(page, 'previous_school'), 'Kisumu Central Primary');
  await hands.use(page.getByRole('button', { name: 'Save' }));
  await page.getByText(`Student Achieng ${last}`).first().waitFor();
  await expect
    .poll(async () => (await api<Row>(page, `students/${id}`)).previous_school)
    .toBe('Kisumu Central Primary');

  // Transferred out with the head teacher's remarks, and the leaving certificate printed.
  await page.goto(`${server.url}/students/${id}/show`);
  await transferOut(page, hands, id);
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    hands.use(page.getByRole('button', { name: 'Leaving certificate', exact: true })),
  ]);
  expect((await downloaded(pdf)).subarray(0, 5).toString()).toBe('%PDF-');

  // Two students promoted from the register, which is then exported and summed.
  await page.goto(`${server.url}/students`);
  await promoteTwo(page, hands);
  await exportAndSum(page, hands);
}

describe('the admissions round', () => {
  it('by keyboard alone: registers, finds, edits, transfers, prints, promotes and exports a register whose fees add up', async () => {
    await admissionsRound(session.page, keyboard(session.page));
  });

  it('on a phone (390 x 844, by touch): the same round', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await admissionsRound(page, touch(page));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});
