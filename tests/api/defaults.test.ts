import { afterAll, beforeAll, expect, it } from 'vitest';
import { todayAtSchool } from '../../src/schema/display';
import { json } from '../helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../helpers/harness';

let t: TestApp;
let token: string;
let classId: number;
beforeAll(async () => {
  t = await createTestApp({ students: 3 });
  token = (await t.signIn('registrar')).accessToken;
  const [first] = await json<{ id: number }[]>(await t.call('GET', '/api/classes?range=[0,0]', { token }));
  classId = first.id;
});
afterAll(() => t.close());

it(`a student registered without an admission date is admitted today, at the school's date (${ENGINE})`, async () => {
  const body = { first_name: 'Neema', last_name: 'Chebet', gender: 'female', class_id: classId };
  const created = await json<{ admission_date: string }>(await t.call('POST', '/api/students', { token, body }));
  expect(created.admission_date).toBe(todayAtSchool());
  const dated = await json<{ admission_date: string }>(
    await t.call('POST', '/api/students', {
      token,
      body: { ...body, first_name: 'Imani', admission_date: '2026-01-05' },
    }),
  );
  expect(dated.admission_date).toBe('2026-01-05');
});
