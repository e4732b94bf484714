import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayAtSchool } from '../../../src/schema/display';
import { type ErrorBody, branchIdOf, countRows, insertUser, json } from '../../../tests/helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../../../tests/helpers/harness';

let t: TestApp;
const tokens: Record<string, string> = {};

const day = (offset: number): string => {
  const [y, m, d] = todayAtSchool().split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
};

const post = (who: string, body: Record<string, unknown>) =>
  t.call('POST', '/api/notices', { token: tokens[who], body });
const notice = (title: string, more: Record<string, unknown> = {}) => ({
  title,
  body: `<p>${title}</p>`,
  audience: 'all_staff',
  starts_on: day(0),
  expires_on: day(3),
  ...more,
});

async function mine(who: string): Promise<{ title: string; pinned: boolean; body: string }[]> {
  const response = await t.call('GET', '/api/messaging/notices/mine', { token: tokens[who] });
  expect(response.status).toBe(200);
  return json(response);
}
const titles = async (who: string) => (await mine(who)).map((n) => n.title);

beforeAll(async () => {
  t = await createTestApp({ students: 4 });
  await insertUser(t, await branchIdOf(t, 'DHS'), 'sender', ['ROLE_Send_Custom_sms']);
  for (const who of ['registrar', 'teacher', 'bursar', 'examiner', 'admin', 'librarian', 'sender', 'registrar2'])
    tokens[who] = (await t.signIn(who)).accessToken;
});
afterAll(() => t.close());

describe(`notices on ${ENGINE}`, () => {
  it('refuses a javascript: link with 400 on the body, and writes nothing', async () => {
    const before = await countRows(t, 'notices');
    const response = await post(
      'registrar',
      notice('Bad link', { body: '<p><a href="javascript:alert(1)">Click</a></p>' }),
    );
    expect(response.status).toBe(400);
    expect((await json<ErrorBody>(response)).errors).toEqual({ body: 'Links may only be http, https, mailto or tel' });
    const svg = await post(
      'registrar',
      notice('Bad picture', { body: '<p><img src="data:image/svg+xml;base64,PHN2Zz4="></p>' }),
    );
    expect(svg.status).toBe(400);
    expect(Object.keys((await json<ErrorBody>(svg)).errors ?? {})).toEqual(['body']);
    expect(await countRows(t, 'notices')).toBe(before);
  });

  it('stores the body cleaned and the poster by name, whatever the client sends', async () => {
    const response = await post(
      'registrar',
      notice('Cleaned', {
        body: '<p onmouseover="x()">Hello <script>alert(1)</script><a href="https://a.ke">site</a></p>',
      }),
    );
    expect(response.status).toBe(201);
    const created = await json(response);
    expect(created.body).toBe(
      '<p>Hello <a href="https://a.ke" target="_blank" rel="noopener noreferrer nofollow">site</a></p>',
    );
    expect(created.posted_by).toBe('Peter Kamau');
    const forged = await post('registrar', { ...notice('Forged'), posted_by: 'The Principal' });
    expect(forged.status).toBe(400);
    expect(Object.keys((await json<ErrorBody>(forged)).errors ?? {})).toEqual(['posted_by']);
  });

  it('refuses a body that is nothing but a script, as an empty required field', async () => {
    const response = await post('registrar', notice('Empty', { body: '<script>alert(1)</script>' }));
    expect(response.status).toBe(400);
    expect((await json<ErrorBody>(response)).errors).toEqual({ body: 'Required' });
  });

  it('shows each user the notices in force today meant for them, pinned first then newest', async () => {
    for (const body of [
      notice('N staff today'),
      notice('N staff pinned', { pinned: true, starts_on: day(-3) }),
      notice('N staff older', { starts_on: day(-2) }),
      notice('N starts tomorrow', { starts_on: day(1) }),
      notice('N expired yesterday', { starts_on: day(-5), expires_on: day(-1) }),
      notice('N ends today', { starts_on: day(-5), expires_on: day(0) }),
      notice('N finance', { audience: 'roles', roles: ['ROLE_finance_admin'], starts_on: day(-1) }),
      notice('N parents', { audience: 'parents', starts_on: day(-1) }),
    ])
      expect((await post('registrar', body)).status).toBe(201);
    const ours = (list: string[]) => list.filter((title) => title.startsWith('N '));

    expect(ours(await titles('teacher'))).toEqual(['N staff pinned', 'N staff today', 'N staff older', 'N ends today']);
    expect(ours(await titles('bursar'))).toEqual([
      'N staff pinned',
      'N staff today',
      'N finance',
      'N staff older',
      'N ends today',
    ]);
    expect(ours(await titles('librarian'))).toEqual(ours(await titles('teacher')));
    // Whoever writes notices, and the administrator, see every one in force to check them.
    for (const who of ['sender', 'admin'])
      expect(ours(await titles(who))).toEqual([
        'N staff pinned',
        'N staff today',
        'N parents',
        'N finance',
        'N staff older',
        'N ends today',
      ]);
    const [first] = await mine('teacher');
    expect(first.pinned).toBe(true);
  });

  it('a roles notice reaches the holders of any of its roles only', async () => {
    expect(
      (
        await post(
          'registrar',
          notice('Exams only', { audience: 'roles', roles: ['ROLE_Exam_admin', 'ROLE_Pay_Fees'] }),
        )
      ).status,
    ).toBe(201);
    expect(await titles('examiner')).toContain('Exams only');
    expect(await titles('teacher')).not.toContain('Exams only');
    expect(await titles('bursar')).not.toContain('Exams only');
  });

  it("never shows another school's notices", async () => {
    expect((await post('registrar', notice('Home school only'))).status).toBe(201);
    const theirs = await titles('registrar2');
    expect(theirs).not.toContain('Home school only');
    expect(theirs.some((title) => title.startsWith('N '))).toBe(false);
  });

  it('answers the cleaned body even for a row written straight into the table', async () => {
    const branch = await branchIdOf(t, 'DHS');
    await t.ctx.database.db
      .insertInto('notices')
      .values({
        branch_id: branch,
        title: 'Raw row',
        body: '<p>Hi<img src=x onerror="alert(1)"><script>1</script></p>',
        audience: 'all_staff',
        starts_on: day(0),
        expires_on: day(0),
        pinned: ENGINE === 'sqlite' ? 0 : false,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    const raw = (await mine('teacher')).find((n) => n.title === 'Raw row');
    expect(raw?.body).toBe('<p>Hi</p>');
  });

  it('asks for sign-in', async () => {
    expect((await t.call('GET', '/api/messaging/notices/mine')).status).toBe(401);
  });
});
