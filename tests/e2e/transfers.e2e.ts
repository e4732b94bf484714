import { describe, expect, it } from 'vitest';
import { setupBrowserSession } from './session';

const session = setupBrowserSession({ signInAs: 'registrar' });

describe('transfers', () => {
  it('a registrar prints the leaving certificate of a transfer out as a PDF', async () => {
    const { page, server } = session;
    await page.goto(`${server.url}/transfers`);
    const button = page.getByRole('button', { name: 'Leaving certificate', exact: true }).first();
    await button.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
