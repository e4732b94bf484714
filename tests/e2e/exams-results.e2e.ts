import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ExamDashboard, MeritListPage } from '../../src/schema/exam-results';
import { apiAs, seriousViolations } from './page-checks';
import { setupBrowserSession } from './session';

// Its own server: the test publishes the demo's open end-term, which other files read as open.
const session = setupBrowserSession({ signInAs: 'examiner', ownServer: true });

const api = <T>(page: Page, path: string) => apiAs<T>(page, session.server.url, path);
type Row = Record<string, unknown> & { id: number };

/** Takes a workflow action on the record's page as a user does: its button, then the dialog's. */
async function act(page: Page, action: string, label: string) {
  await page.locator(`button[data-action="${action}"]`).click();
  const dialog = page.getByRole('dialog', { name: label });
  await dialog.getByRole('button', { name: label }).click();
  await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(0);
}

describe('results on /grades and /dashboard', () => {
  it('the exams office publishes the open exam and reads its merit list, analysis and dashboard', async () => {
    const { page, server } = session;
    const open = await api<Row[]>(page, `exams?filter=${encodeURIComponent(JSON.stringify({ status: 'open' }))}`);
    const exam = open[0];
    expect(exam, 'the demo has an exam open for marks').toBeDefined();
    const marks = await api<Row[]>(
      page,
      `marks?filter=${encodeURIComponent(JSON.stringify({ exam_id: exam.id }))}&range=[0,0]`,
    );
    expect(marks.length, 'its marks are entered').toBe(1);

    await page.goto(`${server.url}/exams/${exam.id}/show`);
    await act(page, 'close', 'Close for marks');
    await act(page, 'publish', 'Publish');
    await expect
      .poll(async () => (await api<Row>(page, `exams/${exam.id}`)).status, { timeout: 15_000 })
      .toBe('published');

    await page.goto(`${server.url}/grades?exam=${exam.id}`);
    const rows = page.locator('[data-testid="merit-table"] tbody tr');
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    // The merit list opens on the first class sitting the exam; its first row is the API's first.
    const classId = new URL(page.url()).searchParams.get('class');
    expect(classId).toMatch(/^\d+$/);
    const fromApi = await api<MeritListPage>(page, `exams/${exam.id}/results?per_page=1&class_id=${classId}`);
    const top = fromApi.rows[0];
    const first = rows.first();
    expect(await first.getAttribute('data-admission')).toBe(top.admission_no);
    const cells = await first.locator('td, th').allTextContents();
    expect(cells[0]).toBe(`${top.class_position}/${top.class_out_of}`);
    expect(cells[2]).toContain(top.name);
    expect(cells).toContain(top.mean_points?.toFixed(2));
    expect(cells).toContain(top.mean_grade);
    expect(await seriousViolations(page)).toEqual([]);

    // Sorting by a heading asks the server again: the lowest mean points first after two clicks.
    await page.getByRole('button', { name: 'Mean points' }).click();
    await page.getByRole('button', { name: 'Mean points' }).click();
    const ascending = await api<MeritListPage>(
      page,
      `exams/${exam.id}/results?per_page=1&class_id=${classId}&sort=mean_points&order=ASC`,
    );
    await expect
      .poll(() => rows.first().getAttribute('data-admission'), { timeout: 15_000 })
      .toBe(ascending.rows[0].admission_no);

    // Searching by admission number finds the one student.
    await page.getByLabel('Search by name or admission number').fill(top.admission_no);
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);

    await page.getByRole('tab', { name: 'Subject analysis' }).click();
    await expect
      .poll(() => page.getByRole('table', { name: 'Subjects by teacher' }).count(), { timeout: 30_000 })
      .toBe(1);
    await page.waitForTimeout(1500);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${server.url}/dashboard`);
    const dashboard = await api<ExamDashboard>(page, 'exams/dashboard');
    expect(dashboard.exam?.id).toBe(exam.id);
    await expect
      .poll(() => page.locator('[data-figure="mean"]').textContent(), { timeout: 30_000 })
      .toContain(dashboard.overall?.mean_points?.toFixed(2) ?? '–');
    await expect.poll(() => page.locator('figure[data-chart]').count(), { timeout: 15_000 }).toBeGreaterThan(3);
    await page.waitForTimeout(1500);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows each report colour as lists and report forms print it, not only its code', async () => {
    const { page, server } = session;
    await page.goto(`${server.url}/reportcolours`);
    const chip = page.locator('[data-grade="A"]');
    await expect.poll(() => chip.count(), { timeout: 30_000 }).toBe(1);
    // The standard colour of an A (#1B5E20), behind white lettering.
    expect(await chip.evaluate((e) => getComputedStyle(e).backgroundColor)).toBe('rgb(27, 94, 32)');
    expect(await page.getByRole('columnheader', { name: 'As printed' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
