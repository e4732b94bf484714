import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from './harness';
import { apiAs, seriousViolations } from './page-checks';
import { setupBrowserSession } from './session';

const session = setupBrowserSession({ signInAs: 'registrar' });
const SHOTS = process.env.SHULE_SHOTS_DIR;

/** Screenshots for a person to look at, when asked for (SHULE_SHOTS_DIR). */
async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A school day from today, as the date input takes it. */
const day = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('notices and newsletters', () => {
  it('a registrar posts a notice for all staff at /newnotice; a teacher sees it on Home; a javascript: link is refused', async () => {
    const { page, server, browser } = session;
    const title = `Games day ${Date.now()}`;
    await page.goto(`${server.url}/newnotice`);
    await page.getByLabel('Title').fill(title);
    const editor = page.locator('.ProseMirror').first();
    await editor.click();
    await page.keyboard.type('All staff meet on the field at ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('8.00 am');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' sharp.');

    // A javascript: address typed into the link button is refused with the rule, and no link is made.
    await page.keyboard.press('Shift+Home');
    page.once('dialog', (dialog) => void dialog.accept('javascript:alert(document.cookie)'));
    await page.getByRole('button', { name: 'Add a link', exact: true }).click();
    await page.getByText('Links may only be http, https, mailto or tel').waitFor();
    expect(await editor.innerHTML()).not.toContain('javascript:');

    await page.locator('input[name="expires_on"]').fill(day(7));
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'newnotice');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/noticeboard\/\d+\/show$/);
    await page.getByText(title).first().waitFor();

    // The server refuses the same link however it is sent: 400 on the body, nothing saved.
    await expect(
      apiAs(page, server.url, 'notices', {
        method: 'POST',
        body: {
          title: 'Sneaky',
          body: '<p><a href="javascript:alert(1)">x</a></p>',
          starts_on: day(0),
          expires_on: day(1),
        },
      }),
    ).rejects.toThrow(/400.*Links may only be http, https, mailto or tel/);

    await page.goto(`${server.url}/noticeboard`);
    await page.getByText(title).first().waitFor();
    await shot(page, 'noticeboard');

    // Another member of staff, signed in elsewhere, finds it on Home, opens it by keyboard.
    const teacher = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    try {
      await signIn(teacher, server.url, 'teacher');
      await teacher.goto(`${server.url}/home`);
      const card = teacher.getByTestId('notices-card');
      const heading = card.getByRole('button', { name: new RegExp(title) });
      await heading.waitFor();
      await heading.focus();
      await teacher.keyboard.press('Enter');
      await card.getByText('8.00 am').waitFor();
      expect(await card.locator('strong', { hasText: '8.00 am' }).count()).toBe(1);
      expect(await seriousViolations(teacher)).toEqual([]);
      await shot(teacher, 'home-notices');
    } finally {
      await teacher.context().close();
    }
  });

  it('a newsletter with an attached file gives its PDF on the letterhead and is published with a public link', async () => {
    const { page, server } = session;
    const title = `Term news ${Date.now()}`;
    await page.goto(`${server.url}/newsletters/create`);
    await page.getByLabel('Title').fill(title);
    await page.locator('.ProseMirror').first().click();
    await page.keyboard.type('Dear parents, the school closes on Friday.');
    await page.getByTestId('attachment-picker').setInputFiles({
      name: 'Fee structure 2027.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% fees\n'),
    });
    await page.getByRole('group', { name: 'Fee structure 2027.pdf' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'newsletter-form');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/newsletters\/\d+\/show$/);
    await page.getByRole('button', { name: 'Fee structure 2027' }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'PDF', exact: true }).click(),
    ]);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');

    // Published without texting parents (the SMS side has its own tests); the record shows its public link.
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Tell guardians by SMS').uncheck();
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    const link = page.getByRole('link', { name: /\/api\/messaging\/newsletters\/public\// });
    await link.waitFor();
    const href = String(await link.getAttribute('href'));
    const open = await fetch(href);
    expect(open.status).toBe(200);
    expect(open.headers.get('content-type')).toBe('application/pdf');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'newsletter-show');
  });
});
