import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { json } from '../helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../helpers/harness';
import { superSignIn } from '../helpers/superadmin';
import { isbnPrefixes, subjectCodes } from '../fixtures/throwaway-module';

vi.mock('../../src/schema/modules', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/schema/modules')>();
  const { throwawayModule } = await import('../fixtures/throwaway-module');
  return { MODULES: [...original.MODULES, throwawayModule] };
});

let t: TestApp;
let superToken: string;
const token: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ students: 3 });
  superToken = (await superSignIn(t)).accessToken;
  for (const user of ['admin', 'registrar2']) token[user] = (await t.signIn(user)).accessToken;
});
afterAll(() => t.close());

const asSuper = (method: string, path: string, body?: unknown) =>
  t.call(method, `/api/super/national${path}`, { token: superToken, body });

describe(`national tables kept by super administrators, on ${ENGINE}`, () => {
  it('are listed for the super administrator: only those their declarations give them', async () => {
    const response = await asSuper('GET', '');
    expect(response.status).toBe(200);
    expect(await json<{ name: string }[]>(response)).toEqual([
      { name: subjectCodes.name, label: 'Subject codes', singular: 'Subject code' },
    ]);
  });

  it('are written by a super administrator through validation, and read by every school', async () => {
    const bad = await asSuper('POST', `/${subjectCodes.name}`, { code: 'MATH' });
    expect(bad.status).toBe(400);
    expect(Object.keys((await json<{ errors: Record<string, string> }>(bad)).errors).sort()).toEqual([
      'code',
      'subject',
    ]);

    const created = await asSuper('POST', `/${subjectCodes.name}`, { code: '121', subject: 'Mathematics' });
    expect(created.status).toBe(201);
    const { id } = await json<{ id: number }>(created);
    const changed = await asSuper('PUT', `/${subjectCodes.name}/${id}`, { subject: 'Mathematics Alt A' });
    expect(changed.status).toBe(200);

    for (const user of ['admin', 'registrar2']) {
      const read = await t.call('GET', `/api/${subjectCodes.name}`, { token: token[user] });
      expect(read.status, user).toBe(200);
      expect(await json<{ code: string; subject: string }[]>(read), user).toEqual([
        expect.objectContaining({ code: '121', subject: 'Mathematics Alt A' }),
      ]);
    }

    const audit = await t.ctx.database.db
      .selectFrom('audit_log')
      .select(['action', 'username'])
      .where('resource', '=', subjectCodes.name)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'create', username: 'superadmin (super administrator)' },
      { action: 'update', username: 'superadmin (super administrator)' },
    ]);

    const removed = await asSuper('DELETE', `/${subjectCodes.name}/${id}`);
    expect(removed.status).toBe(200);
    const after = await t.call('GET', `/api/${subjectCodes.name}`, { token: token.admin });
    expect(await json<unknown[]>(after)).toEqual([]);
  });

  it('stay closed to school users, even the administrator', async () => {
    const response = await t.call('POST', `/api/${subjectCodes.name}`, {
      token: token.admin,
      body: { code: '101', subject: 'English' },
    });
    expect(response.status).toBe(405);
    const superPath = await t.call('GET', '/api/super/national', { token: token.admin });
    expect(superPath.status).toBe(403);
  });

  it('refuse a super administrator what the declaration keeps for the engines, and anything not national', async () => {
    const engineTable = await asSuper('POST', `/${isbnPrefixes.name}`, { prefix: '978-9966', publisher: 'EAEP' });
    expect(engineTable.status).toBe(405);
    expect((await asSuper('POST', '/students', { first_name: 'X' })).status).toBe(404);
    expect((await asSuper('GET', '/students')).status).toBe(404);
  });
});
