import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from './harness';
import { setupBrowserSession } from './session';

const session = setupBrowserSession();

const deniedDialog = (p: Page) => p.getByRole('dialog', { name: 'Access denied' });

describe('route guard', () => {
  it('offers a user without roles no registry screen in the side navigation', async () => {
    await signIn(session.page, session.server.url, 'librarian');
    const nav = session.page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Home' }).waitFor();
    expect(await nav.getByRole('link').count()).toBe(1);
  });

  it('stops the librarian with the access-denied modal on a link to /students', async () => {
    await signIn(session.page, session.server.url, 'librarian');
    let studentsCalled = false;
    session.page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/students')) studentsCalled = true;
    });
    // A history step onto /students (what the browser's forward button does): the router sees a POP
    // with the next index, exactly as if the user had been there before.
    await session.page.evaluate(() => {
      const current = (history.state ?? {}) as { idx?: number };
      const state = { usr: null, key: 'forward', idx: (current.idx ?? 0) + 1 };
      history.pushState(state, '', '/students');
      dispatchEvent(new PopStateEvent('popstate', { state }));
    });
    await deniedDialog(session.page).waitFor();
    await expect.poll(() => new URL(session.page.url()).pathname).toBe('/home');
    expect(studentsCalled).toBe(false);
    await session.page.getByRole('button', { name: 'OK' }).click();
    await deniedDialog(session.page).waitFor({ state: 'hidden' });
    expect(new URL(session.page.url()).pathname).toBe('/home');
  });

  it('sends a refused deep link back to /home with the modal, without loading the screen', async () => {
    await signIn(session.page, session.server.url, 'librarian');
    let studentsCalled = false;
    session.page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/students')) studentsCalled = true;
    });
    await session.page.goto(`${session.server.url}/students`);
    await deniedDialog(session.page).waitFor();
    await expect.poll(() => new URL(session.page.url()).pathname).toBe('/home');
    expect(studentsCalled).toBe(false);
  });

  it('lets the registrar open students but not the ROLE_All settings screens', async () => {
    await signIn(session.page, session.server.url, 'registrar');
    await session.page.goto(`${session.server.url}/students`);
    await session.page.locator('tbody tr').first().waitFor();
    expect(await deniedDialog(session.page).count()).toBe(0);
    await session.page.goto(`${session.server.url}/settingstreams`);
    await deniedDialog(session.page).waitFor();
    await expect.poll(() => new URL(session.page.url()).pathname).toBe('/home');
  });

  it('lands react-admin links of renamed resources on their spec paths', async () => {
    await signIn(session.page, session.server.url, 'admin');
    await session.page.goto(`${session.server.url}/streams`);
    await session.page.waitForURL(`${session.server.url}/settingstreams`);
    await session.page.getByRole('cell', { name: 'East', exact: true }).first().click();
    await session.page.waitForURL(/\/settingstreams\/\d+\/show$/);
  });
});
