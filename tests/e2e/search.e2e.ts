import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './harness';
import { setupBrowserSession } from './session';

const session = setupBrowserSession({ signInAs: 'registrar' });

interface Student {
  readonly id: number;
  readonly first_name: string;
  readonly last_name: string;
  readonly admission_no: string;
}

/** A demo student, read through the API the way any client would. */
async function someStudent(): Promise<Student> {
  const base = session.server.url;
  const signin = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'registrar', password: DEMO_PASSWORD }),
  });
  const { accessToken } = (await signin.json()) as { accessToken: string };
  const list = await fetch(`${base}/api/students?range=[7,7]&filter={"status":"active"}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const [student] = (await list.json()) as Student[];
  return student;
}

describe('the navbar search', () => {
  it('finds a student by admission number and opens the record by keyboard alone', async () => {
    const { page, server } = session;
    const student = await someStudent();
    const box = page.getByRole('combobox', { name: 'Search screens and records' });
    await box.focus();
    await page.keyboard.type(student.admission_no);
    const option = page.getByRole('option', { name: new RegExp(student.first_name) });
    await option.waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/students/${student.id}/show`);
    await page.getByRole('main').getByText(student.admission_no).first().waitFor();
    expect(await page.getByRole('main').textContent()).toContain(student.last_name);
  });

  it('offers the whole list, searched for the same words, when more match than it shows', async () => {
    const { page } = session;
    const box = page.getByRole('combobox', { name: 'Search screens and records' });
    await box.fill('wa');
    const all = page.getByRole('option', { name: /^All \d+ Students/ });
    await all.click();
    await page.waitForURL((url) => url.pathname === '/students' && url.search.includes('filter'));
    expect(new URL(page.url()).searchParams.get('filter')).toBe(JSON.stringify({ q: 'wa' }));
  });

  it('still finds screens by their name, grouped apart from records', async () => {
    const { page, server } = session;
    const box = page.getByRole('combobox', { name: 'Search screens and records' });
    await box.fill('Transf');
    await page.getByRole('option', { name: 'Transfers' }).click();
    await page.waitForURL(`${server.url}/transfers`);
  });
});
