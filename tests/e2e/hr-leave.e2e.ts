import { describe, expect, it } from 'vitest';
import { signIn } from './harness';
import { apiAs, seriousViolations } from './page-checks';
import { setupBrowserSession } from './session';

// Approving leave and marking today's register change what other files would count: a server of its own.
const session = setupBrowserSession({ signInAs: 'hr', ownServer: true });

interface Leave {
  id: number;
  employee_id: number;
  days: number;
  start_date: string;
}
interface Balances {
  balances: { employee_id: number; name: string; types: { code: string; remaining: number | null }[] }[];
}

/**
 * Leave and the registers as HR meets them: a pending application approved from the list takes its
 * working days off the employee's balance; today's staff register marked with the keyboard alone
 * and saved in one go; every screen free of serious axe findings. Screenshots go to /tmp/hr-leave-*.png.
 */
describe('leave and the registers', () => {
  it('HR approves a pending application and the balance falls by its working days', async () => {
    const { page, server } = session;
    const [annual] = await apiAs<{ id: number }[]>(page, server.url, 'leave_types?filter={"code":"ANNUAL"}');
    const filter = encodeURIComponent(JSON.stringify({ status: 'pending', leave_type_id: annual.id }));
    const [pending] = await apiAs<Leave[]>(page, server.url, `leave_applications?filter=${filter}`);
    const year = Number(pending.start_date.slice(0, 4));
    const annualOf = async () => {
      const { balances } = await apiAs<Balances>(
        page,
        server.url,
        `hr/leave/balances?year=${year}&employee_id=${pending.employee_id}`,
      );
      return { name: balances[0].name, annual: balances[0].types.find((t) => t.code === 'ANNUAL')?.remaining };
    };
    const before = await annualOf();

    await page.goto(`${server.url}/leave?tab=balances`);
    await page.getByLabel('Year').fill(String(year));
    await page.getByLabel('Find an employee').fill(before.name);
    const row = page.getByRole('row', { name: new RegExp(before.name) });
    await row.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/hr-leave-balances.png', fullPage: true });

    await page.getByRole('tab', { name: 'Applications' }).click();
    const decide = page.getByRole('group', { name: new RegExp(`^Decide on the leave of ${before.name}`) }).first();
    await decide.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/hr-leave-applications.png', fullPage: true });
    await decide.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('its days are taken from the employee’s balance').waitFor();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const approved = await apiAs<Leave>(page, server.url, `leave_applications/${pending.id}`);
    expect(approved).toMatchObject({ status: 'approved', decided_by: 'Mercy Njeri' });
    const after = await annualOf();
    expect(after.annual).toBeCloseTo(Number(before.annual) - pending.days, 2);

    await page.getByRole('tab', { name: 'Balances' }).click();
    await page.getByLabel('Year').fill(String(year));
    await page.getByLabel('Find an employee').fill(before.name);
    const cell = page.getByRole('row', { name: new RegExp(before.name) }).locator('td[data-type="ANNUAL"]');
    await expect.poll(() => cell.getAttribute('data-remaining')).toBe(String(after.annual));
  });

  it('marks today’s staff register with the keyboard and saves it in one call', async () => {
    const { page, server } = session;
    await page.goto(`${server.url}/attendance`);
    const markAll = page.getByRole('button', { name: 'Mark all present' }).first();
    await markAll.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const groups = page.getByRole('radiogroup');
    const first = groups.first();
    const name = ((await first.getAttribute('aria-label')) ?? '').replace(/^Status of /, '');

    await markAll.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => first.getByRole('radio', { name: 'Present' }).isChecked()).toBe(true);
    // Into the first person's status (its chosen radio), then the arrow key moves it to Absent.
    await first.getByRole('radio', { name: 'Present' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await first.getByRole('radio', { name: 'Absent' }).isChecked()).toBe(true);
    // Tab leaves the status for the time in, then the note.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Phoned in sick');
    expect(await page.getByLabel(`Note on ${name}`).inputValue()).toBe('Phoned in sick');
    const save = page.getByRole('button', { name: 'Save the register' }).first();
    await save.focus();
    await page.keyboard.press('Enter');
    await page.getByText(/^Register saved: \d+ marked, 0 changed$/).waitFor();
    await page.screenshot({ path: '/tmp/hr-leave-register.png', fullPage: true });

    const day = await apiAs<{ rows: { name: string; status: string | null; note: string | null }[] }>(
      page,
      server.url,
      'hr/attendance/staff',
    );
    expect(day.rows.find((r) => r.name === name)).toMatchObject({ status: 'absent', note: 'Phoned in sick' });
    expect(day.rows.every((r) => r.status !== null)).toBe(true);
    await page.reload();
    await expect
      .poll(() => page.getByRole('radiogroup').first().getByRole('radio', { name: 'Absent' }).isChecked())
      .toBe(true);
  });

  it('the leave types, holidays and class register read cleanly', async () => {
    const { page, server } = session;
    for (const [path, ready] of [
      ['/leave?tab=types', 'Annual leave'],
      ['/leave?tab=holidays', 'Jamhuri Day'],
    ] as const) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('rowheader', { name: ready }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    }
    // The class teacher, in a browser of their own.
    const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const teacher = await context.newPage();
    await signIn(teacher, server.url, 'teacher');
    await teacher.goto(`${server.url}/studentattendance`);
    await teacher.getByRole('radiogroup').first().waitFor();
    expect(await seriousViolations(teacher)).toEqual([]);
    await teacher.screenshot({ path: '/tmp/hr-leave-class-register.png', fullPage: true });
    await context.close();
  });
});
