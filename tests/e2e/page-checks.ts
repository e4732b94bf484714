import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: readonly { readonly target: readonly string[] }[];
}

/**
 * axe-core's findings of serious or critical impact on the page as it stands, or inside the element
 * `within` selects (a dialog, a notification): each as its rule, impact, help and first places. The
 * script is handed in over the debugging protocol, which the page's content policy does not govern.
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  // A dialog still fading in is half transparent, and axe would judge its text's contrast mid-fade.
  // Spinners loop for ever and are left out.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  await page.evaluate(AXE);
  const violations = await page.evaluate(async (selector) => {
    const axe = (
      window as unknown as { axe: { run: (context: Document | string) => Promise<{ violations: Violation[] }> } }
    ).axe;
    return (await axe.run(selector ?? document)).violations;
  }, within);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/**
 * The API as the user signed in on `page` (its access token), to set a test up and to check what the
 * screens did; a refusal throws with the server's answer.
 */
export async function apiAs<T>(
  page: Page,
  baseUrl: string,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${String(token)}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
