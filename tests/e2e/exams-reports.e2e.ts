import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ReportFormList } from '../../src/schema/exams-reports';
import type { MarkSheet } from '../../src/schema/exams-marks-api';
import { apiAs, seriousViolations } from './page-checks';
import { openPdfTab } from './pdf-tab';
import { setupBrowserSession } from './session';

// Its own server: the test sets an exam, publishes it and queues SMS, which other files would notice.
const session = setupBrowserSession({ signInAs: 'examiner', ownServer: true });

const api = <T>(page: Page, path: string, init?: { method?: string; body?: unknown }) =>
  apiAs<T>(page, session.server.url, path, init);
const list = (filter: Record<string, unknown>) => `filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,999]`;

type Row = Record<string, unknown> & { id: number };

/**
 * A published exam of the demo's best-filled stream, set as the exams office sets one: three
 * subjects, marks entered through the mark-entry sheet for every student (one absent), closed and
 * published.
 */
async function publishedExam(page: Page) {
  // The examiner reads streams, not students: the best-filled stream, its students from the sheet.
  const streams = await api<Row[]>(page, `streams?${list({})}`);
  const stream = [...streams].sort((a, b) => Number(b.students_count) - Number(a.students_count))[0];
  const streamId = stream.id;
  const classId = Number(stream.class_id);
  const subjects = await api<Row[]>(page, `subjects?${list({})}`);
  const picked = ['101', '102', '121'].map((code) => subjects.find((s) => String(s.code) === code) as Row);
  const [term] = await api<Row[]>(page, `terms?${list({ current: true })}`);
  const category = await api<Row>(page, 'exam_categories', {
    method: 'POST',
    body: { name: 'E2E reports', kind: 'end_term', weight: 100 },
  });
  const exam = await api<Row>(page, 'exams', {
    method: 'POST',
    body: {
      name: 'E2E End-term',
      category_id: category.id,
      term_id: term.id,
      classes: [classId],
      papers: picked.map((s) => ({ subject_id: s.id, paper: 1, out_of: 100, weight: 100 })),
    },
  });
  const sheet = await api<MarkSheet>(page, `exams/${exam.id}/sheet?stream_id=${streamId}&subject_id=${picked[0].id}`);
  const ours = sheet.students;
  for (const [i, subject] of picked.entries())
    await api(page, `exams/${exam.id}/sheet?stream_id=${streamId}&subject_id=${subject.id}`, {
      method: 'PUT',
      body: {
        rows: ours.map((s, j) => ({
          student_id: s.id,
          marks: { 1: i === 2 && j === 0 ? 'X' : 35 + ((j * 7 + i * 11) % 60) },
        })),
      },
    });
  for (const action of ['close', 'publish'])
    await api(page, `exams/${exam.id}/${action}`, { method: 'POST', body: {} });
  return { examId: exam.id, classId, streamId, students: ours.length };
}

const pagesOf = (pdf: Buffer) =>
  Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', ['-'], { input: pdf }).toString())?.[1]);

describe('report forms on /grades', () => {
  it('download a stream’s report forms, one page per student, edit a remark and text the results', async () => {
    const { page, server } = session;
    const exam = await publishedExam(page);
    await page.goto(
      `${server.url}/grades?exam=${exam.examId}&class=${exam.classId}&stream=${exam.streamId}&tab=reports`,
    );
    const rows = page.locator('tr[data-student]');
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(exam.students);
    expect(await seriousViolations(page, '#results-panel')).toEqual([]);

    const download = page.getByRole('button', { name: 'Download the stream’s report forms' });
    const { bytes, text } = await openPdfTab(page, download, /\/report-forms\.pdf$/);
    expect(pagesOf(bytes)).toBe(exam.students);
    expect(text).toContain('REPORT FORM');

    // The first student's class teacher's remark, typed over the bank's and saved.
    const first = rows.first();
    const name = String(await first.locator('p').first().textContent());
    const remark = page.getByRole('textbox', { name: `Class teacher’s remark for ${name}` });
    await remark.fill('Leads the stream; keep reading every evening.');
    await page.getByRole('button', { name: `Save remarks for ${name}` }).click();
    await expect
      .poll(async () => {
        const saved = await api<ReportFormList>(page, `exams/${exam.examId}/report-forms?stream_id=${exam.streamId}`);
        return saved.students[0].class_teacher_remark;
      })
      .toBe('Leads the stream; keep reading every evening.');

    // Results by SMS: the preview, its confirmation, then the batch in /sms.
    await page.getByRole('button', { name: 'Send results by SMS' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send results by SMS' });
    await dialog.getByTestId('sms-preview').waitFor();
    await expect.poll(() => dialog.getByTestId('sms-preview').getAttribute('aria-busy')).toBe('false');
    expect(await dialog.textContent()).toContain('E2E End-term');
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Review and send' }).click();
    await page.getByRole('button', { name: 'Keep in the outbox' }).click();
    const link = dialog.getByRole('link', { name: 'Open the messages in the SMS log' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toMatch(/^\/sms\?filter=/);
  });
});
