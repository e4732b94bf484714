import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, signIn } from './harness';
import { setupBrowserSession } from './session';

// Its own server: it changes the librarian's password and deactivates the viewer, whom other files sign in as.
const session = setupBrowserSession({ ownServer: true });

async function signinStatus(username: string, password: string): Promise<number> {
  const response = await fetch(`${session.server.url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return response.status;
}

const rowOf = (p: Page, username: string) =>
  p.getByRole('row').filter({ has: p.getByRole('cell', { name: username, exact: true }) });

describe('account actions on /users', () => {
  it('resets a password through the dialog: the new one works, the old one no longer does', async () => {
    await signIn(session.page, session.server.url, 'admin');
    await session.page.goto(`${session.server.url}/users`);
    const row = rowOf(session.page, 'librarian');
    await row.getByRole('button', { name: /^Reset password/ }).click();
    const dialog = session.page.getByRole('dialog', { name: /^New password for/ });
    const field = dialog.getByLabel('New password');
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    await field.fill('short');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Between 8 and 128 characters').waitFor();
    expect(await signinStatus('librarian', DEMO_PASSWORD)).toBe(200);

    const put = session.page.waitForRequest((r) => /\/api\/users\/\d+$/.test(r.url()) && r.method() === 'PUT');
    await field.fill('librarian-new-2024');
    await session.page.keyboard.press('Enter');
    expect((await put).postDataJSON()).toEqual({ password: 'librarian-new-2024' });
    await dialog.waitFor({ state: 'hidden' });
    await session.page.getByText(/^The password of .+ was changed\.$/).waitFor();
    expect(new URL(session.page.url()).pathname).toBe('/users');
    expect(await signinStatus('librarian', 'librarian-new-2024')).toBe(200);
    expect(await signinStatus('librarian', DEMO_PASSWORD)).toBe(401);
  });

  it('deactivates and reactivates a user after confirmation; Escape cancels', async () => {
    await signIn(session.page, session.server.url, 'admin');
    await session.page.goto(`${session.server.url}/users`);
    const row = rowOf(session.page, 'viewer');
    await row.getByRole('button', { name: /^Deactivate/ }).click();
    const confirm = session.page.getByRole('alertdialog', { name: /^Deactivate .+\?$/ });
    await confirm.waitFor();
    await session.page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'hidden' });
    expect(await signinStatus('viewer', DEMO_PASSWORD)).toBe(200);

    await row.getByRole('button', { name: /^Deactivate/ }).click();
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await row.getByRole('button', { name: /^Reactivate/ }).waitFor();
    expect(await signinStatus('viewer', DEMO_PASSWORD)).toBe(401);

    await row.getByRole('button', { name: /^Reactivate/ }).click();
    await session.page
      .getByRole('alertdialog', { name: /^Reactivate/ })
      .getByRole('button', { name: 'Reactivate' })
      .click();
    await row.getByRole('button', { name: /^Deactivate/ }).waitFor();
    expect(await signinStatus('viewer', DEMO_PASSWORD)).toBe(200);
  });
  it('lets a user who mistyped too often sign in again at once', async () => {
    for (let i = 0; i < 5; i++) expect(await signinStatus('bursar', `wrong-${i}`)).toBe(401);
    expect(await signinStatus('bursar', DEMO_PASSWORD)).toBe(429);
    await signIn(session.page, session.server.url, 'admin');
    await session.page.goto(`${session.server.url}/users`);
    await rowOf(session.page, 'bursar')
      .getByRole('button', { name: /^Allow sign-in/ })
      .click();
    await session.page.getByText(/may sign in again at once/).waitFor();
    expect(await signinStatus('bursar', DEMO_PASSWORD)).toBe(200);
  });
});
