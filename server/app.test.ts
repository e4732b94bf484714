import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../tests/helpers/harness';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ students: 3 });
  token = (await t.signIn('admin')).accessToken;
});
afterAll(() => t.close());

it('a duplicate of a unique field is a 409 naming the field, so the form can show it there', async () => {
  const classes = await t.call('GET', '/api/classes?range=[0,0]', { token });
  const [existing] = (await classes.json()) as { name: string }[];
  const response = await t.call('POST', '/api/classes', { token, body: { name: existing.name, level: 3 } });
  expect(response.status).toBe(409);
  expect(((await response.json()) as { errors?: Record<string, string> }).errors).toEqual({
    name: 'Already taken: must be unique',
  });
});
