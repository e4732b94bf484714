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
