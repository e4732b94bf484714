import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MarkSheet, MySubjects } from '../../src/schema/exams-marks-api';
import { apiAs, seriousViolations } from './page-checks';
import { setupBrowserSession } from './session';

// Its own server: the teacher enters the demo's end-term marks, which other files read.
const session = setupBrowserSession({ signInAs: 'teacher', ownServer: true });

const api = <T>(page: Page, path: string) => apiAs<T>(page, session.server.url, path);
/** SHULE_SHOTS=dir keeps a picture of each screen for a person to look at. */
const shot = async (page: Page, name: string) => {
  if (process.env.SHULE_SHOTS)
    await page.screenshot({ path: `${process.env.SHULE_SHOTS}/${name}.png`, fullPage: true });
};

/** What the teacher types in each row (paper 1, paper 2): an absent, and one refused over-the-top mark first. */
const typed = (row: number): [string, string] =>
  row === 1 ? ['x', '47'] : [String(40 + ((row * 7) % 50)), String(35 + ((row * 11) % 60))];

describe('mark entry on /myexams', () => {
  it('a teacher enters a class’s marks with the keyboard: an absent, a refused mark above its out of, saved', async () => {
    const { page, server } = session;
    const mine = await api<MySubjects>(page, 'exams/my-subjects');
    const endTerm = mine.open_exams.find((e) => e.exam.name === 'End-term');
    const target = mine.subjects.find(
      (s) => s.class_name === 'Form 1' && s.stream === 'East' && s.subject === 'Mathematics',
    );
    expect(endTerm && target, 'the demo gives David Kiprop Form 1 East Mathematics, not started').toBeTruthy();
    if (!endTerm || !target) return;
    const sheetPath = `exams/${endTerm.exam.id}/sheet?stream_id=${target.stream_id}&subject_id=${target.subject_id}`;
    const before = await api<MarkSheet>(page, sheetPath);
    expect(before.students.every((s) => Object.keys(s.marks).length === 0)).toBe(true);

    await page.goto(`${server.url}/mysubjects`);
    await expect.poll(() => page.getByRole('table', { name: 'My subjects' }).count(), { timeout: 30_000 }).toBe(1);
    await shot(page, 'mysubjects');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${server.url}/myexams`);
    // The only exam open for marks is chosen already: the teacher goes straight to the class-subject.
    expect(mine.open_exams).toHaveLength(1);
    await expect
      .poll(() => page.getByLabel('Exam', { exact: true }).inputValue(), { timeout: 30_000 })
      .toBe(String(endTerm.exam.id));
    await page.getByLabel('Class and subject').selectOption({ label: 'Form 1 East: Mathematics' });
    // Two students of one name sit in the demo's classes: a cell's name carries the admission number.
    const cell = (row: number, paper: number) =>
      page.getByLabel(
        `Paper ${paper} (out of 100), ${before.students[row].name} (${before.students[row].admission_no})`,
        { exact: true },
      );
    await expect.poll(() => cell(0, 1).count(), { timeout: 30_000 }).toBe(1);

    // From the first cell on, the keyboard alone: Tab across, Tab again to the next row.
    await cell(0, 1).focus();
    for (let row = 0; row < before.students.length; row += 1) {
      const [p1, p2] = typed(row);
      await page.keyboard.type(row === 2 ? '120' : p1);
      if (row === 2) {
        // Refused at once, with a message a screen reader reads with the cell.
        await expect.poll(() => cell(2, 1).getAttribute('aria-invalid')).toBe('true');
        const described = await cell(2, 1).getAttribute('aria-describedby');
        expect(await page.locator(`#${described}`).textContent()).toBe('120 is above the paper’s out of (100)');
        await shot(page, 'grid-refused');
        expect(await seriousViolations(page)).toEqual([]);
        // Away and back selects the cell again, so typing replaces the refused mark.
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowLeft');
        await page.keyboard.type(p1);
        expect(await cell(2, 1).getAttribute('aria-invalid')).toBeNull();
      }
      await page.keyboard.press('Tab');
      await page.keyboard.type(p2);
      await page.keyboard.press('Tab');
    }
    // Enter moves down a column: the first row's paper 2 changed from the second row's.
    await cell(1, 2).focus();
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('70');
    const row0 = page.locator('tbody tr').first().locator('td');
    // 40/100 and 70/100, 50 % each: 55, a C+.
    await expect.poll(async () => (await row0.allTextContents()).slice(-2)).toEqual(['55', 'C+']);
    expect((await page.locator('tbody tr').nth(1).locator('td').allTextContents()).slice(-2)).toEqual(['X', 'X']);
    await shot(page, 'grid-typed');
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press('Control+s');
    await expect
      .poll(() => page.getByText(`Marks saved: ${before.students.length * 2} new, 0 changed, 0 cleared`).count(), {
        timeout: 15_000,
      })
      .toBe(1);

    const after = await api<MarkSheet>(page, sheetPath);
    after.students.forEach((s, row) => {
      const [p1, p2] = typed(row);
      expect(s.marks, s.name).toEqual({
        1: p1 === 'x' ? 'X' : Number(p1),
        2: row === 0 ? 70 : Number(p2),
      });
    });
  });
});
