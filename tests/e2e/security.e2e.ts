import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from './harness';
import { setupBrowserSession } from './session';

const session = setupBrowserSession();

/** Screens that between them load every kind of content the app uses: charts, forms, tables, dialogs. */
const SCREENS = ['/home', '/students', '/registration', '/reports/enrolment', '/settingsclasses', '/classes'];

/** Collects every policy violation the page reports, from the first byte of each document on. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  // Init scripts come from the browser's debugging protocol, not the page, so the policy does not block this one.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void }).reportViolation;
      report(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });

  return violations;
}

describe('content security policy', () => {
  it('serves the app under a strict policy that it runs under without a single violation', async () => {
    const { page, server } = session;
    const violations = await watchViolations(page);

    const first = await page.goto(`${server.url}/`);
    const policy = first?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(first?.headers()['x-content-type-options']).toBe('nosniff');

    await signIn(page, server.url, 'admin');
    for (const screen of SCREENS) {
      await page.goto(`${server.url}${screen}`);
      await page.getByRole('main').waitFor();
      await page.waitForLoadState('networkidle');
    }
    await page.goto(`${server.url}/students`);
    await page.getByRole('main').getByRole('link').first().waitFor();
    expect(violations).toEqual([]);
  });

  it('refuses to run an inline script injected into the page', async () => {
    const { page, server } = session;
    const violations = await watchViolations(page);
    await page.goto(`${server.url}/`);
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.appendChild(script);
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    // The same watcher that found none above does see a real violation.
    await expect.poll(() => violations.some((v) => v.startsWith('script-src'))).toBe(true);
  });
});
