import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../tests/helpers/harness';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ students: 3 });
  token = (await t.signIn('admin')).accessToken;
});
afterAll(() => t.close());

it('lets a cross-origin client read Content-Range, without cookie credentials', async () => {
  const response = await t.call('GET', '/api/classes?range=[0,1]', {
    token,
    headers: { origin: 'https://other.example' },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  expect(response.headers.get('access-control-expose-headers')).toContain('Content-Range');
  expect(response.headers.get('access-control-allow-credentials')).toBeNull();
});

it('answers a preflight for the API with the methods the protocol uses', async () => {
  const response = await t.call('OPTIONS', '/api/students', {
    headers: { origin: 'https://other.example', 'access-control-request-method': 'PUT' },
  });
  expect(response.status).toBe(204);
  expect(response.headers.get('access-control-allow-methods')).toContain('PUT');
});

it('adds no CORS headers to same-origin calls', async () => {
  const response = await t.call('GET', '/api/classes?range=[0,1]', { token });
  expect(response.headers.get('access-control-allow-origin')).toBeNull();
});

it('a duplicate of a unique field is a 409 naming the field, so the form can show it there', async () => {
  const classes = await t.call('GET', '/api/classes?range=[0,0]', { token });
  const [existing] = (await classes.json()) as { name: string }[];
  const response = await t.call('POST', '/api/classes', { token, body: { name: existing.name, level: 3 } });
  expect(response.status).toBe(409);
  expect(((await response.json()) as { errors?: Record<string, string> }).errors).toEqual({
    name: 'Already taken: must be unique',
  });
});
