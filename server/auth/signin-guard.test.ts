import { Hono } from 'hono';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/harness';
import { LIMITS, SignInGuard } from './signin-guard';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ students: 1 });
});
afterAll(() => t.close());

it('a spread-out attack on one account slows every try but never refuses the owner', async () => {
  const guard = new SignInGuard(t.ctx.database.db, 'user', 300);
  const app = new Hono();
  app.post('/try', async (c) => {
    const attempt = await guard.admit(c, (await c.req.json()) as Record<string, unknown>);
    if (c.req.header('x-fail')) await guard.failed({ ...attempt, address: String(c.req.header('x-fail')) });
    return c.text('admitted');
  });
  const send = (fail?: string) =>
    app.request('/try', {
      method: 'POST',
      headers: fail ? { 'x-fail': fail } : {},
      body: JSON.stringify({ username: 'admin', password: 'x' }),
    });
  // Failures of one account from LIMITS.account different addresses: no pair or address limit is reached.
  for (let i = 0; i < LIMITS.account; i++) expect((await send(`198.51.100.${i}`)).status).toBe(200);
  const started = Date.now();
  const owner = await send();
  expect(owner.status).toBe(200);
  expect(Date.now() - started).toBeGreaterThanOrEqual(290);
});
