import { describe, expect, it } from 'vitest';
import { signIn } from './harness';
import { setupBrowserSession } from './session';

const session = setupBrowserSession();

describe('resilience', () => {
  it('shows a reload message, not a blank page, when a screen chunk fails to load', async () => {
    let blocked = true;
    await session.page.route('**/assets/HomeDashboard-*.js', (route) => (blocked ? route.abort() : route.continue()));
    await signIn(session.page, session.server.url, 'registrar');
    await session.page.getByText('This screen could not be loaded').waitFor();
    // The shell around the failed screen keeps working.
    await session.page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Students' })
      .waitFor();

    blocked = false;
    await session.page.getByRole('button', { name: 'Reload' }).click();
    await session.page.getByTestId('population-table').waitFor();
    expect(await session.page.getByText('This screen could not be loaded').count()).toBe(0);
  });

  it('removes a leftover modal backdrop on navigation', async () => {
    await signIn(session.page, session.server.url, 'registrar');
    await session.page.evaluate(() => {
      const backdrop = document.createElement('div');
      backdrop.className = 'modal-backdrop fade show';
      document.body.appendChild(backdrop);
    });
    await session.page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Students' })
      .click();
    await session.page.waitForURL(`${session.server.url}/students`);
    await expect.poll(() => session.page.locator('.modal-backdrop').count()).toBe(0);
  });
});
