import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from '../helpers/harness';

let t: TestApp;
let token: string;
let total: number;

beforeAll(async () => {
  t = await createTestApp({ students: 30 });
  token = (await t.signIn('admin')).accessToken;
  const all = await t.call('GET', '/api/students?range=[0,999]', { token });
  total = ((await all.json()) as unknown[]).length;
});
afterAll(() => t.close());

const range = async (start: number, end: number, filter: Record<string, unknown> = {}) =>
  (
    await t.call('GET', `/api/students?range=[${start},${end}]&filter=${encodeURIComponent(JSON.stringify(filter))}`, {
      token,
    })
  ).headers.get('content-range');

/** The total of Content-Range is right whether it is counted or read off a last, partial page. */
describe(`list totals on ${ENGINE}`, () => {
  it('on a full page, a partial last page, one record, none, and past the end', async () => {
    expect(await range(0, 9)).toBe(`students 0-9/${total}`);
    expect(await range(total - 3, total + 6)).toBe(`students ${total - 3}-${total - 1}/${total}`);
    const [one] = (await (await t.call('GET', '/api/students?range=[0,0]', { token })).json()) as {
      admission_no: string;
    }[];
    expect(await range(0, 24, { admission_no: one.admission_no })).toBe('students 0-0/1');
    expect(await range(0, 24, { admission_no: 'NONE/0' })).toBe('students */0');
    expect(await range(total + 5, total + 9)).toBe(`students */${total}`);
  });
});
