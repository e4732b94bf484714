import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, signIn } from './harness';
import { setupBrowserSession } from './session';

// Its own server: it compares counts read twice (a registration elsewhere would move them) and adds schools.
const session = setupBrowserSession({ ownServer: true });

interface Overview {
  branches: { id: number; name: string; students: number; staff: number; users: number }[];
}

async function api<T>(path: string, token: string, init: RequestInit = {}): Promise<{ status: number; json: T }> {
  const response = await fetch(`${session.server.url}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
  });
  return { status: response.status, json: (await response.json().catch(() => null)) as T };
}

async function tokenOf(path: string, username: string): Promise<string> {
  const response = await fetch(`${session.server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** Records every /api/super request the page makes. */
function superRequests(p: Page): string[] {
  const seen: string[] = [];
  p.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/super/')) seen.push(path);
  });
  return seen;
}

async function superSignIn(p: Page): Promise<void> {
  await p.goto(`${session.server.url}/superUsers`);
  await p.getByLabel('Username').fill('superadmin');
  await p.getByLabel('Password').fill(DEMO_PASSWORD);
  await p.getByRole('button', { name: 'Sign in' }).click();
  // Signed in, a super administrator lands on their dashboard.
  await p.waitForURL(`${session.server.url}/superadmin`);
  await p.getByRole('heading', { name: 'Branches overview', level: 1 }).waitFor();
}

const prompt = (p: Page) => p.getByRole('link', { name: 'Sign in as super administrator' });

describe('super administrator', () => {
  it('shows no branch data without a super session, only the sign-in prompt', async () => {
    const seen = superRequests(session.page);
    for (const path of ['/branches', '/branches/schools/1', '/branches/users/1']) {
      await session.page.goto(`${session.server.url}${path}`);
      await prompt(session.page).waitFor();
      expect(new URL(session.page.url()).pathname).toBe(path);
    }
    await prompt(session.page).click();
    await session.page.waitForURL(`${session.server.url}/superUsers`);
    await session.page.getByRole('heading', { name: 'Super administrator sign-in' }).waitFor();
    // /superadmin is a signed-in route: a visitor with no session at all goes to the sign-in page.
    await session.page.goto(`${session.server.url}/superadmin`);
    await session.page.waitForURL(`${session.server.url}/`);
    expect(seen).toEqual([]);
    expect(await session.page.getByText('Demo Primary School').count()).toBe(0);
  });

  it('gives a school user (registrar) on /superadmin no branch data; the server refuses them too', async () => {
    await signIn(session.page, session.server.url, 'registrar');
    const seen = superRequests(session.page);
    await session.page.goto(`${session.server.url}/superadmin`);
    await prompt(session.page).waitFor();
    expect(new URL(session.page.url()).pathname).toBe('/superadmin');
    expect(seen).toEqual([]);
    expect(await session.page.getByText('Demo Primary School').count()).toBe(0);
    const school = await session.page.evaluate(() => localStorage.getItem('accessToken'));
    expect((await api('/api/super/overview', school ?? '')).status).toBe(403);
  });

  it('signs in on /superUsers, with the same wrong-password message, and signs out of the super session only', async () => {
    await signIn(session.page, session.server.url, 'registrar');
    const schoolToken = await session.page.evaluate(() => localStorage.getItem('accessToken'));
    await session.page.goto(`${session.server.url}/superUsers`);
    await session.page.getByLabel('Username').fill('superadmin');
    await session.page.getByLabel('Password').fill('wrong-password');
    await session.page.getByRole('button', { name: 'Sign in' }).click();
    await session.page.getByRole('alert').filter({ hasText: 'Wrong username or password.' }).waitFor();
    await session.page.getByLabel('Password').fill(DEMO_PASSWORD);
    await session.page.getByRole('button', { name: 'Sign in' }).click();
    await session.page.waitForURL(`${session.server.url}/superadmin`);
    await session.page.getByRole('link', { name: 'Account' }).click();
    await session.page.getByRole('heading', { name: 'Your account' }).waitFor();
    await session.page.getByText('superadmin', { exact: true }).waitFor();
    const keys = await session.page.evaluate(() => [
      localStorage.getItem('superRefreshToken'),
      localStorage.getItem('accessToken'),
    ]);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(schoolToken);

    const signout = session.page.waitForRequest((r) => r.url().endsWith('/api/super/signout'));
    await session.page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
    await signout;
    await session.page.getByRole('heading', { name: 'Super administrator sign-in' }).waitFor();
    const after = await session.page.evaluate(() => [
      localStorage.getItem('superAccessToken'),
      localStorage.getItem('accessToken'),
    ]);
    expect(after).toEqual([null, schoolToken]);
  });

  it('lists both demo schools with their student, staff and user counts on the dashboard', async () => {
    const { json: overview } = await api<Overview>(
      '/api/super/overview',
      await tokenOf('/api/super/signin', 'superadmin'),
    );
    await superSignIn(session.page);
    await session.page.getByRole('link', { name: 'Dashboard' }).first().click();
    await session.page.waitForURL(`${session.server.url}/superadmin`);
    const table = session.page.getByRole('table', { name: 'Schools with their student, staff and user counts' });
    for (const name of ['Demo High School', 'Demo Primary School']) {
      const summary = overview.branches.find((b) => b.name === name);
      expect(summary).toBeDefined();
      const row = table.getByRole('row', { name: new RegExp(name) });
      await row.waitFor();
      const cells = await row.getByRole('cell').allInnerTexts();
      expect(cells.slice(-3).map(Number)).toEqual([summary?.students, summary?.staff, summary?.users]);
    }
    expect(overview.branches.find((b) => b.name === 'Demo High School')?.students).toBeGreaterThan(0);
    await table.getByRole('link', { name: 'Demo Primary School', exact: true }).click();
    await session.page.waitForURL(/\/branches\/schools\/\d+$/);
    await session.page.getByRole('heading', { name: 'Demo Primary School', level: 1 }).waitFor();
    await session.page.getByText('Tusome pamoja').waitFor();
  });
});

describe('branches and their users', () => {
  it('creates a school and a user in it; the user sees only the new school; deactivation ends their session', async () => {
    const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
    const school = `E2E School ${code}`;
    await superSignIn(session.page);
    await session.page
      .getByRole('navigation', { name: 'Super administrator pages' })
      .getByRole('link', { name: 'Schools' })
      .click();
    await session.page.waitForURL(`${session.server.url}/branches`);
    await session.page
      .getByRole('table', { name: 'All schools' })
      .getByRole('link', { name: 'Demo High School', exact: true })
      .waitFor();

    // Per-field errors from the browser's own check; the server's conflict on a taken code (409, no field named).
    await session.page.getByRole('button', { name: 'New school' }).click();
    const dialog = session.page.getByRole('dialog', { name: 'New school' });
    await expect.poll(() => dialog.getByLabel('Name').evaluate((el) => el === document.activeElement)).toBe(true);
    await dialog.getByLabel('Code').fill('bad code');
    await dialog.getByRole('button', { name: 'Create school' }).click();
    await dialog.getByText('Required').waitFor();
    await dialog.getByText('Wrong format').waitFor();
    await dialog.getByLabel('Name').fill(school);
    await dialog.getByLabel('Code').fill('DHS');
    await dialog.getByRole('button', { name: 'Create school' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: /already exists|taken/i })
      .first()
      .waitFor();
    await dialog.getByLabel('Code').fill(code);
    await dialog.getByLabel('Motto').fill('Pamoja tujenge');
    await dialog.getByLabel('Email').fill('office@e2e.ac.ke');
    await dialog.getByRole('button', { name: 'Create school' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await session.page
      .getByRole('status')
      .filter({ hasText: `School ${school} created.` })
      .waitFor();

    await session.page.getByRole('link', { name: `Users of ${school}` }).click();
    await session.page.waitForURL(/\/branches\/users\/\d+$/);
    await session.page.getByRole('heading', { name: `Users of ${school}` }).waitFor();
    await session.page.getByText('This school has no users yet.').waitFor();
    await session.page.getByRole('button', { name: 'New user' }).click();
    const userDialog = session.page.getByRole('dialog', { name: 'New user' });
    const username = `e2e${Date.now().toString(36)}`;
    await userDialog.getByLabel('Username').fill(username);
    await userDialog.getByLabel('Full name').fill('Amina Wanjiru');
    await userDialog.getByRole('checkbox', { name: 'All', exact: true }).check();
    await userDialog.getByLabel('Password').fill('short');
    await userDialog.getByRole('button', { name: 'Create user' }).click();
    await userDialog.getByText(/at least 8|Too short/).waitFor();
    await userDialog.getByLabel('Password').fill('amina-pass-2024');
    await userDialog.getByRole('button', { name: 'Create user' }).click();
    await userDialog.waitFor({ state: 'hidden' });
    const row = session.page.getByRole('row', { name: new RegExp(username) });
    await row.getByText('Active').waitFor();

    // The new user signs in on `/`, in another browser, and sees the new, empty school only.
    const userContext = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const userPage = await userContext.newPage();
      await userPage.goto(`${session.server.url}/`);
      await userPage.getByLabel('Username').fill(username);
      await userPage.getByLabel('Password').fill('amina-pass-2024');
      await userPage.getByRole('button', { name: 'Sign in' }).click();
      await userPage.waitForURL(`${session.server.url}/home`);
      await userPage.getByRole('heading', { name: school }).waitFor();
      await userPage.goto(`${session.server.url}/students`);
      await userPage
        .getByText(/No Students yet|No results|No students found/i)
        .first()
        .waitFor();
      // The school's settings are its one record (a singleton): the form of the new school.
      await userPage.goto(`${session.server.url}/settings`);
      await expect.poll(() => userPage.getByRole('textbox', { name: /^Name/ }).first().inputValue()).toBe(school);
      expect(await userPage.getByText('Demo High School').count()).toBe(0);

      // Deactivated by the super administrator: the user's next action sends them to `/`.
      await row.getByRole('button', { name: `Deactivate: Amina Wanjiru` }).click();
      const confirm = session.page.getByRole('alertdialog', { name: 'Deactivate Amina Wanjiru?' });
      await expect
        .poll(() => confirm.getByRole('button', { name: 'Cancel' }).evaluate((el) => el === document.activeElement))
        .toBe(true);
      await confirm.getByRole('button', { name: 'Deactivate' }).click();
      await confirm.waitFor({ state: 'hidden' });
      await row.getByText('Deactivated').waitFor();
      await row.getByRole('button', { name: 'Reactivate: Amina Wanjiru' }).waitFor();

      await userPage.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Users' }).click();
      await userPage.waitForURL(`${session.server.url}/`);
      await userPage.getByRole('button', { name: 'Sign in' }).waitFor();
    } finally {
      await userContext.close();
    }
  });
});
