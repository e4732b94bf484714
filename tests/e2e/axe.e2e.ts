import { describe, expect, it } from 'vitest';
import { canCreate, RESOURCES } from '../../src/schema';
import { DEMO_PASSWORD } from './harness';
import { seriousViolations } from './page-checks';
import { setupBrowserSession } from './session';

const session = setupBrowserSession({ signInAs: 'admin' });

/** Resources whose records hold every kind of record part: a photo, lines, a workflow, account actions. */
const RECORD_SAMPLES = new Set(['students', 'users', 'teachers']);

/**
 * The generic screens of the registry the administrator opens: every list and create form (rows,
 * filters, inputs of every kind), and the record and edit screens of the resources whose records
 * hold every kind of part. The other records are made of the same parts.
 */
async function genericScreens(baseUrl: string): Promise<string[]> {
  const signin = await fetch(`${baseUrl}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
  });
  const { accessToken } = (await signin.json()) as { accessToken: string };
  const screens: string[] = [];
  for (const resource of RESOURCES) {
    if (resource.singleton) {
      screens.push(resource.path);
      continue;
    }
    screens.push(resource.path);
    if (canCreate(resource)) screens.push(`${resource.path}/create`);
    const answer = await fetch(`${baseUrl}/api/${resource.name}?range=[0,0]`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const [first] = answer.ok ? ((await answer.json()) as { id: number }[]) : [];
    if (first && RECORD_SAMPLES.has(resource.name))
      screens.push(`${resource.path}/${first.id}/show`, `${resource.path}/${first.id}`);
  }
  return screens;
}

/** Checks each screen in turn with the stored theme; answers every finding with its screen. */
async function check(screens: readonly string[], dark: boolean): Promise<string[]> {
  const { page, server } = session;
  await page.evaluate((on) => localStorage.setItem('theme', on ? '1' : '0'), dark);
  const found: string[] = [];
  for (const screen of screens) {
    await page.goto(`${server.url}${screen}`);
    await page.getByRole('main').waitFor();
    // The screen's data has arrived when react-admin's loading indicator is gone.
    await page
      .locator('.MuiLinearProgress-root, [role="progressbar"]')
      .first()
      .waitFor({ state: 'detached', timeout: 10_000 })
      .catch(() => undefined);
    for (const violation of await seriousViolations(page)) found.push(`${screen}: ${violation}`);
  }
  return found;
}

describe('accessibility of the generic screens (axe-core)', () => {
  it('finds nothing serious or critical on any generic screen in light mode', async () => {
    expect(await check(await genericScreens(session.server.url), false)).toEqual([]);
  }, 600_000);

  // Dark mode changes colours only, and every screen is made of the same generic parts: one
  // resource's list, form, record and edit form (with a photo and a workflow) and the home page
  // hold each of them. (Run over every screen it took 75 s and found nothing the light run did not.)
  it('finds nothing serious or critical on each kind of generic screen in dark mode', async () => {
    const students = (await genericScreens(session.server.url)).filter((s) => s.startsWith('/students'));
    expect(students.length).toBeGreaterThanOrEqual(4);
    expect(await check(['/home', ...students, '/settings'], true)).toEqual([]);
  }, 600_000);

  // A phone lays the same parts out otherwise: a list is one link per record with an Actions menu,
  // a record's toolbar wraps labelled buttons.
  it('finds nothing serious or critical on the student list and a student record on a 390 x 844 phone', async () => {
    await session.page.setViewportSize({ width: 390, height: 844 });
    const screens = (await genericScreens(session.server.url)).filter((s) => /^\/students(\/\d+\/show)?$/.test(s));
    expect(screens).toHaveLength(2);
    expect(await check(screens, false)).toEqual([]);
  }, 120_000);
});
