import { afterAll, beforeAll, expect, it } from 'vitest';
import { startMockApi } from './node';

let mock: Awaited<ReturnType<typeof startMockApi>>;
beforeAll(async () => {
  mock = await startMockApi();
});
afterAll(() => mock.close());

it('hands fetch calls to the real server: a wrong password is refused, the right one signs in', async () => {
  const post = (password: string) =>
    fetch('http://localhost/api/auth/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
  expect((await post('not-the-password')).status).toBe(401);
  const ok = await post('shule-demo');
  expect(ok.status).toBe(200);
  const { accessToken } = (await ok.json()) as { accessToken: string };
  const list = await fetch('http://localhost/api/classes?range=[0,1]', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(list.headers.get('content-range')).toMatch(/^classes 0-1\/\d+$/);
});

it('answers writes and permissions as the server does: a created class is listed, a viewer is refused', async () => {
  const signIn = async (username: string) => {
    const response = await fetch('http://localhost/api/auth/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'shule-demo' }),
    });
    return ((await response.json()) as { accessToken: string }).accessToken;
  };
  const admin = await signIn('admin');
  const created = await fetch('http://localhost/api/classes', {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Form 5 (mock)', level: 5 }),
  });
  expect(created.status).toBe(201);
  const listed = await fetch(`http://localhost/api/classes?filter=${encodeURIComponent('{"q":"mock"}')}`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(((await listed.json()) as { name: string }[]).map((c) => c.name)).toEqual(['Form 5 (mock)']);
  const viewer = await signIn('viewer');
  const refused = await fetch('http://localhost/api/users', { headers: { authorization: `Bearer ${viewer}` } });
  expect(refused.status).toBe(403);
});
