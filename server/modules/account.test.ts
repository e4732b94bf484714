import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../src/schema';
import { createTestApp, ENGINE, type TestApp } from '../../tests/helpers/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const storedTheme = async (userId: number) =>
  Number(
    (await t.ctx.database.db.selectFrom('users').select('theme').where('id', '=', userId).executeTakeFirstOrThrow())
      .theme,
  );

const auditRows = (userId: number) =>
  t.ctx.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('resource', '=', 'users')
    .where('record_id', '=', String(userId))
    // The demo seed's own create rows (written as the system, user 0) are not the user's doing.
    .where('user_id', '!=', 0)
    .orderBy('id')
    .execute();

describe(`POST /api/index/updatetheme on ${ENGINE}`, () => {
  it('saves the theme, audits the change and the next sign-in returns it', async () => {
    const viewer = await t.signIn('viewer');
    expect(await storedTheme(viewer.id)).toBe(0);

    const response = await t.call('POST', '/api/index/updatetheme', { token: viewer.accessToken, body: { theme: 1 } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ theme: 1 });
    expect(await storedTheme(viewer.id)).toBe(1);

    const audit = await auditRows(viewer.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'update', username: 'viewer', branch_id: viewer.branchId });
    expect(JSON.parse(String(audit[0].changes))).toEqual({ theme: { before: 0, after: 1 } });

    const again = (await (
      await t.call('POST', '/api/auth/signin', {
        body: { username: 'viewer', password: 'shule-demo' },
      })
    ).json()) as { theme: number };
    expect(again.theme).toBe(1);

    const back = await t.call('POST', '/api/index/updatetheme', { token: viewer.accessToken, body: { theme: 0 } });
    expect(await back.json()).toEqual({ theme: 0 });
    expect(await storedTheme(viewer.id)).toBe(0);
    expect(await auditRows(viewer.id)).toHaveLength(2);
  });

  it('sending the theme already stored answers it and writes no audit row', async () => {
    const examiner = await t.signIn('examiner');
    const response = await t.call('POST', '/api/index/updatetheme', {
      token: examiner.accessToken,
      body: { theme: 0 },
    });
    expect(await response.json()).toEqual({ theme: 0 });
    expect(await auditRows(examiner.id)).toHaveLength(0);
  });

  it.each([
    ['theme 2', { theme: 2 }],
    ['theme -1', { theme: -1 }],
    ['theme as a string', { theme: '1' }],
    ['theme as a boolean', { theme: true }],
    ['theme null', { theme: null }],
    ['no theme', {}],
    ['a list', [1]],
    ['not JSON', 'dark please'],
  ])('%s is 400 with a clear message and changes nothing', async (_label, body) => {
    const hr = await t.signIn('hr');
    const response = await t.call('POST', '/api/index/updatetheme', { token: hr.accessToken, body });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { message: string; errors: Record<string, string> };
    expect(answer.message).toMatch(/theme must be 0 \(light\) or 1 \(dark\)/);
    expect(answer.errors.theme).toBeTruthy();
    expect(await storedTheme(hr.id)).toBe(0);
    expect(await auditRows(hr.id)).toHaveLength(0);
  });

  it('without a token is 401', async () => {
    expect((await t.call('POST', '/api/index/updatetheme', { body: { theme: 1 } })).status).toBe(401);
  });
});

describe(`GET /api/index/getuserpriveleges on ${ENGINE}`, () => {
  type Privileges = { roles: string[]; resources: Record<string, { read: boolean; write: boolean }> };
  const privileges = async (username: string) => {
    const user = await t.signIn(username);
    const response = await t.call('GET', '/api/index/getuserpriveleges', { token: user.accessToken });
    expect(response.status).toBe(200);
    return (await response.json()) as Privileges;
  };

  it('lists the roles and read/write for every declared resource', async () => {
    const admin = await privileges('admin');
    expect(admin.roles).toEqual(['ROLE_All']);
    expect(Object.keys(admin.resources).sort()).toEqual(RESOURCES.map((r) => r.name).sort());
    expect(Object.values(admin.resources).every((p) => p.read && p.write)).toBe(true);
  });

  it('follows the declarations for a narrower role', async () => {
    const registrar = await privileges('registrar');
    expect(registrar.roles).toEqual(['ROLE_Admissions_Admin', 'ROLE_Send_Custom_sms']);
    expect(registrar.resources.sms_messages).toEqual({ read: true, write: true });
    expect(registrar.resources.sms_settings).toEqual({ read: false, write: false });
    expect(registrar.resources.students).toEqual({ read: true, write: true });
    expect(registrar.resources.users).toEqual({ read: false, write: false });
    const librarian = await privileges('librarian');
    expect(librarian.roles).toEqual([]);
    expect(librarian.resources.students).toEqual({ read: false, write: false });
  });

  it('without a token is 401', async () => {
    expect((await t.call('GET', '/api/index/getuserpriveleges')).status).toBe(401);
  });
});
