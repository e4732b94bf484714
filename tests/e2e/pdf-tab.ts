import { execFileSync } from 'node:child_process';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Clicks a button that opens a PDF in a tab of its own (the screens open the tab at once and point
 * it at a blob of the PDF when the server has drawn it), and answers the PDF the server sent for
 * the screen's own request (the one whose path `pdfPath` matches; read as it passes, since the
 * page's content policy keeps its script from reading the blob back) and its text as pdftotext
 * reads it, once the tab shows the blob. A loaded machine takes seconds to draw a PDF.
 */
export async function openPdfTab(
  opener: Page,
  button: Locator,
  pdfPath: RegExp,
): Promise<{ bytes: Buffer; text: string }> {
  let sent: { status: number; type: string | undefined; bytes: Buffer } | undefined;
  const matches = (url: URL) => pdfPath.test(url.pathname);
  await opener.route(matches, async (route) => {
    const response = await route.fetch({ timeout: 90_000 });
    sent = { status: response.status(), type: response.headers()['content-type'], bytes: await response.body() };
    await route.fulfill({ response });
  });
  try {
    const [tab] = await Promise.all([opener.context().waitForEvent('page', { timeout: 60_000 }), button.click()]);
    await expect.poll(() => tab.url(), { timeout: 90_000, interval: 250 }).toMatch(/^blob:/);
    await tab.close();
  } finally {
    await opener.unroute(matches);
  }
  expect(sent?.status).toBe(200);
  expect(sent?.type).toBe('application/pdf');
  const bytes = sent?.bytes ?? Buffer.alloc(0);
  return { bytes, text: pdfText(bytes) };
}

/** The text of a PDF, its layout kept so that a table's row stays on one line. */
export function pdfText(bytes: Buffer): string {
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: bytes }).toString('utf8');
}
