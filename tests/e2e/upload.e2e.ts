import { describe, expect, it } from 'vitest';
import { setupBrowserSession } from './session';
import { paddedPng } from './png';

const session = setupBrowserSession({ signInAs: 'registrar' });

/** The edit screen of the first student of the register, with its photo drop zone. */
async function openFirstStudentEdit(): Promise<void> {
  await session.page.goto(`${session.server.url}/students`);
  await session.page.locator('tbody tr').first().click();
  await session.page.waitForURL(/\/students\/\d+\/show$/);
  await session.page.goto(session.page.url().replace(/\/show$/, ''));
  await zone().waitFor();
}

const zone = () => session.page.getByRole('button', { name: /^Photo: drop a file here/ });

async function choose(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const [chooser] = await Promise.all([session.page.waitForEvent('filechooser'), zone().click()]);
  await chooser.setFiles(file);
}

describe('drop zone on the student edit screen', () => {
  it('refuses a file of a type not accepted with the verbatim message', async () => {
    await openFirstStudentEdit();
    await choose({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect
      .poll(() => session.page.locator('.dz-error-message').textContent())
      .toBe("You can't upload files of this type.");
  });

  it('refuses a file over 256 MiB with the verbatim message, before any request', async () => {
    await openFirstStudentEdit();
    let uploads = 0;
    session.page.on('request', (r) => void (new URL(r.url()).pathname === '/api/uploads' && uploads++));
    // A real 300 MiB file would crawl through the test channel; Dropzone only reads its size.
    await session.page.locator('.shule-dropzone').evaluate((el) => {
      const file = new File([new Uint8Array(10)], 'huge.png', { type: 'image/png' });
      Object.defineProperty(file, 'size', { value: 300 * 1024 * 1024 });
      (el as HTMLElement & { dropzone: { addFile: (f: File) => void } }).dropzone.addFile(file);
    });
    await expect
      .poll(() => session.page.locator('.dz-error-message').textContent())
      .toBe('File is too big (300MiB). Max filesize: 256MiB.');
    expect(uploads).toBe(0);
  });

  it('uploads a 4.5 MB photo in 2,000,000-byte chunks and shows it', async () => {
    await openFirstStudentEdit();
    const statuses: number[] = [];
    const headers: Record<string, string>[] = [];
    session.page.on('response', (r) => {
      if (new URL(r.url()).pathname !== '/api/uploads') return;
      statuses.push(r.status());
      headers.push(r.request().headers());
    });
    await choose({ name: 'portrait.png', mimeType: 'image/png', buffer: paddedPng(4_500_000) });
    await session.page.locator('.dz-file[data-status="success"]').waitFor({ timeout: 60_000 });
    // 4,500,000 bytes: two 2,000,000-byte chunks answered 200, the last one 201 with the stored file.
    expect(statuses.sort()).toEqual([200, 200, 201]);
    for (const h of headers) {
      expect(h.authorization).toMatch(/^Bearer /);
      expect(h['x-requested-with']).toBe('XMLHttpRequest');
      expect(h['cache-control']).toBe('no-cache');
    }
    const image = session.page.locator('img.shule-auth-image').first();
    await image.waitFor();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(16);
    // The server points the record at the new photo; the show screen displays it.
    await session.page.goto(`${session.page.url()}/show`);
    const shown = session.page.locator('img.shule-auth-image').first();
    await shown.waitFor();
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(16);
  });
});
