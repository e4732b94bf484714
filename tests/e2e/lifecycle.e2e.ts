import { describe, expect, it } from 'vitest';
import { signIn } from './harness';
import { setupBrowserSession } from './session';

const session = setupBrowserSession();

/** The first active student of the demo school, found through the API the screens use. */
async function activeStudentId(): Promise<number> {
  const token = await session.page.evaluate(() => localStorage.getItem('accessToken'));
  const filter = encodeURIComponent(JSON.stringify({ status: 'active' }));
  const response = await fetch(`${session.server.url}/api/students?filter=${filter}&range=[20,20]`, {
    headers: { authorization: `Bearer ${String(token)}` },
  });
  const [student] = (await response.json()) as { id: number }[];
  return student.id;
}

describe('a record lifecycle on its show screen', () => {
  it('shows the state and only the actions the user may take, and takes one through its dialog', async () => {
    const page = session.page;
    await signIn(page, session.server.url, 'registrar');
    const id = await activeStudentId();
    await page.goto(`${session.server.url}/students/${id}/show`);
    const actions = page.getByRole('button', { name: /^(Transfer out|Suspend|Graduate|Readmit)$/ });
    await page.getByRole('button', { name: 'Suspend' }).waitFor();
    expect(await actions.allInnerTexts()).toEqual(['TRANSFER OUT', 'SUSPEND', 'GRADUATE']);
    await page.getByText('Active', { exact: true }).first().waitFor();

    await page.getByRole('button', { name: 'Suspend' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('[name="from_date"]').fill('2026-01-05');
    await dialog.locator('[name="to_date"]').fill('2099-12-31');
    await dialog.locator('[name="reason"]').fill('Fighting in the dining hall');
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await dialog.locator('[name="approved_by"]').waitFor(); // still open: Approved by is required
    await dialog.locator('[name="approved_by"]').fill('Principal');
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByText('Suspended', { exact: true }).first().waitFor();
    await expect.poll(() => actions.allInnerTexts()).toEqual(['TRANSFER OUT', 'READMIT']);
    await page.getByRole('button', { name: 'Readmit' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Readmit' }).click();
    await page.getByText('Active', { exact: true }).first().waitFor();
    await expect.poll(() => actions.allInnerTexts()).toEqual(['TRANSFER OUT', 'SUSPEND', 'GRADUATE']);
  });
});
