import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../helpers/harness';

interface Answer {
  message: string;
  errors?: Record<string, string>;
  codes?: Record<string, { message: string; args: Record<string, string | number> }>;
}

let t: TestApp;
let token: string;
let classId: number;

beforeAll(async () => {
  t = await createTestApp({ students: 3 });
  token = (await t.signIn('registrar')).accessToken;
  const [cls] = await json<{ id: number }[]>(await t.call('GET', '/api/classes?range=[0,0]', { token }));
  classId = cls.id;
});
afterAll(() => t.close());

/**
 * Validation errors carry, beside the English message of each field, its i18n key and arguments,
 * so a client shows them in its user's language (the browser has the same keys in Swahili).
 */
describe(`error codes on ${ENGINE}`, () => {
  it('a record and its lines: each field named, in English and as a key with its arguments', async () => {
    const response = await t.call('POST', '/api/students', {
      token,
      body: {
        first_name: 'x'.repeat(61),
        last_name: 'Otieno',
        gender: 'female',
        class_id: classId,
        guardians: [{ name: 'Mary', relationship: 'aunt', phone: '0712345678' }],
      },
    });
    expect(response.status).toBe(400);
    const answer = await json<Answer>(response);
    expect(answer.errors?.first_name).toBe('Too long (at most 60 characters)');
    expect(answer.codes?.first_name).toEqual({ message: 'shule.validation.too_long', args: { max: 60 } });
    expect(answer.codes?.['guardians.0.relationship']).toMatchObject({ message: 'shule.validation.invalid_choice' });
    expect(Object.keys(answer.codes ?? {}).sort()).toEqual(Object.keys(answer.errors ?? {}).sort());
  });

  it("a workflow action's input too", async () => {
    const [student] = await json<{ id: number }[]>(
      await t.call('GET', `/api/students?filter=${encodeURIComponent('{"status":"active"}')}&range=[0,0]`, { token }),
    );
    const response = await t.call('POST', `/api/students/${student.id}/transfer_out`, { token, body: {} });
    const answer = await json<Answer>(response);
    expect(answer.codes?.school).toEqual({ message: 'shule.validation.required', args: {} });
  });
});
