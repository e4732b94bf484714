import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResultsSmsAnswer, ResultsSmsPreview } from '../../../../src/schema/exams-reports';
import { ENGINE } from '../../../../tests/helpers/harness';
import { createReportsWorld, type ReportsWorld } from '../../../../tests/helpers/exams-reports-world';
import { examLabel, resultText } from './text';

let w: ReportsWorld;
let exam: string;

beforeAll(async () => {
  w = await createReportsWorld();
  exam = examLabel('RES End-term', w.term.term, w.term.year);
}, 120_000);
afterAll(() => w?.t.close());

const post = (examId: number, what: 'preview' | 'send', body: unknown, token = w.tokens.examiner) =>
  w.t.call('POST', `/api/exams/${examId}/results-sms/${what}`, { token, body });
const okJson = async <T>(r: Response, status = 200): Promise<T> => {
  expect(r.status, await r.clone().text()).toBe(status);
  return (await r.json()) as T;
};
const messages = () =>
  w.t.ctx.database.db
    .selectFrom('sms_messages')
    .select(['student_id', 'body', 'status', 'batch_id', 'phone'])
    .where('branch_id', '=', w.branchId)
    .where('student_id', 'in', Object.values(w.students))
    .orderBy('id')
    .execute();

describe(`results by SMS on ${ENGINE}`, () => {
  it('writes each student’s own result, under one part for a usual name', () => {
    const text = resultText({
      name: 'Jane Wanjiku',
      exam: 'End-term T1 2026',
      mean_grade: 'B+',
      mean_points: 9.86,
      position: 5,
      out_of: 48,
      within: 'class',
      balance: 1_230_000,
    });
    expect(text).toBe(
      '{school}: Jane Wanjiku, {class} {stream}, End-term T1 2026: mean grade B+ (9.86 points), position 5 out of 48 in class. Fee balance KES 12,300.',
    );
    const filled = text
      .replace('{school}', 'Demo High School')
      .replace('{class}', 'Form 2')
      .replace('{stream}', 'East');
    expect(filled.length).toBeLessThanOrEqual(160);
    // No position for an unranked student, no fee sentence when nothing is owed, braces never passed on.
    expect(
      resultText(
        {
          name: 'A {b}',
          exam: 'CAT',
          mean_grade: 'D',
          mean_points: 3,
          position: null,
          out_of: 5,
          within: 'stream',
          balance: -500,
        },
        'sw',
      ),
    ).toBe('{school}: Matokeo ya A b, {class} {stream}, CAT: wastani D (alama 3.00).');
  });

  it('previews a class’s results: recipients, parts, cost and each student’s own text, writing nothing', async () => {
    const before = (await messages()).length;
    const preview = await okJson<ResultsSmsPreview>(await post(w.endTerm, 'preview', { class_id: w.classId }));
    expect([preview.students, preview.skipped, preview.recipients]).toEqual([6, 0, 6]);
    expect(preview.total_parts).toBeGreaterThanOrEqual(6);
    expect(preview.estimated_cost).toBe(preview.total_parts * preview.cost_per_part);
    const texts = preview.sample.map((s) => s.text);
    // Chebet (S5): 8.14, B-, 5th of 5 ranked in the class, owing KES 30,000.
    expect(texts).toContain(
      `Demo High School: Chebet ResS5, Class RES B, ${exam}: mean grade B- (8.14 points), position 5 out of 5 in class. Fee balance KES 30,000.`,
    );
    // Mutua (S4) is unranked (a counted subject missed): his text gives no position.
    expect(texts).toContain(`Demo High School: Mutua ResS4, Class RES A, ${exam}: mean grade D (3.00 points).`);
    expect((await messages()).length).toBe(before);
  });

  it('queues one batch in the outbox for the messaging worker, a stream’s in its own words and Swahili', async () => {
    const answer = await okJson<ResultsSmsAnswer>(
      await post(w.endTerm, 'send', { stream_id: w.streams.B, language: 'sw' }),
      201,
    );
    expect([answer.students, answer.queued]).toEqual([2, 2]);
    expect(answer.batch_id).toEqual(expect.any(Number));
    const batch = await w.t.ctx.database.db
      .selectFrom('sms_batches')
      .select(['source', 'audience', 'recipients', 'body'])
      .where('id', '=', Number(answer.batch_id))
      .executeTakeFirstOrThrow();
    expect(batch).toMatchObject({ source: 'exams', audience: `Exam results: ${exam}, Class RES B`, recipients: 2 });
    expect(batch.body).toContain('<grade>');
    const queued = (await messages()).filter((m) => Number(m.batch_id) === answer.batch_id);
    // Never sent here: the worker sends, or keeps them in the outbox without a gateway.
    expect(queued.map((m) => m.status)).toEqual(['queued', 'queued']);
    expect(queued.find((m) => Number(m.student_id) === w.students.S6)?.body).toBe(
      `Demo High School: Matokeo ya Otieno ResS6, Class RES B, ${exam}: wastani A (alama 12.00), nafasi 1 kati ya 2 mkondoni.`,
    );
  });

  it('is the exams office’s, for published exams of its own school, and refuses a bad request per field', async () => {
    const body = { class_id: w.classId };
    expect((await post(w.endTerm, 'preview', body, w.tokens.teacher)).status).toBe(403);
    expect((await post(w.endTerm, 'send', body, w.tokens.registrar)).status).toBe(403);
    expect((await post(w.endTerm, 'preview', body, w.tokens.admin)).status).toBe(200);
    expect((await post(w.endTerm, 'send', body, w.tokens.otherExaminer)).status).toBe(404);
    expect((await post(w.open, 'send', body)).status).toBe(409);
    const before = (await messages()).length;
    const both = await post(w.endTerm, 'send', { class_id: w.classId, stream_id: w.streams.A });
    expect([both.status, ((await both.json()) as { errors: unknown }).errors]).toEqual([
      400,
      { stream_id: 'Choose a class or a stream' },
    ]);
    const bad = await post(w.endTerm, 'send', { class_id: 'x', language: 'fr' });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { errors: object }).errors).sort()).toEqual(['class_id', 'language']);
    expect((await messages()).length).toBe(before);
  });
});
