import { describe, expect, it } from 'vitest';
import { centsToAmount, formatKes } from '../../src/resources/generic/money';
import { DEMO_PASSWORD, signIn } from './harness';
import { apiAs } from './page-checks';
import { setupBrowserSession } from './session';

// Its own server: the test adds a user and wallet transactions, which other files' counts would notice.
const session = setupBrowserSession({ ownServer: true });

type Statement = { balance: number };

/** The administrator's token, to give the test its pocket-money clerk (no demo user holds that role). */
async function adminToken(url: string): Promise<string> {
  const signin = await fetch(`${url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
  });
  return ((await signin.json()) as { accessToken: string }).accessToken;
}

describe('the pocket-money desk at /pocketmoneydesk', () => {
  it('shows a refused withdrawal under Amount and changes nothing; a deposit raises the balance by its amount', async () => {
    const { page, server } = session;
    const created = await fetch(`${server.url}/api/users`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await adminToken(server.url)}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'walletclerk',
        name: 'Wallet Clerk',
        password: DEMO_PASSWORD,
        roles: ['ROLE_Access_Pocket_Money'],
      }),
    });
    expect(created.status).toBe(201);
    await signIn(page, server.url, 'walletclerk');

    // A boarder whose wallet the demo filled.
    const [latest] = await apiAs<{ student_id: number }[]>(
      page,
      server.url,
      `pocket_money_transactions?filter=${encodeURIComponent(JSON.stringify({ kind: 'deposit' }))}&range=[0,0]`,
    );
    const statement = () => apiAs<Statement>(page, server.url, `finance/pocket-money/${latest.student_id}/statement`);
    const before = (await statement()).balance;
    expect(before).toBeGreaterThan(0);

    await page.goto(`${server.url}/pocketmoneydesk?student=${latest.student_id}`);
    const balance = page.getByTestId('wallet-balance');
    await expect.poll(() => balance.textContent()).toBe(formatKes(before));

    // A withdrawal of 100 shillings more than the wallet holds: the server's own words under Amount.
    const tooMuch = before + 10_000;
    const refusal = await fetch(`${server.url}/api/pocket_money_transactions`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${String(await page.evaluate(() => localStorage.getItem('accessToken')))}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ student_id: latest.student_id, kind: 'withdrawal', amount: tooMuch, mode: 'cash' }),
    });
    expect(refusal.status).toBe(409);
    const message = ((await refusal.json()) as { errors: { amount: string } }).errors.amount;
    expect(message).toContain('below zero');

    await page.getByRole('radio', { name: 'Withdrawal' }).check();
    const amount = page.getByRole('textbox', { name: 'Amount' });
    await amount.fill(centsToAmount(tooMuch));
    await page.getByRole('button', { name: 'Record' }).click();
    await expect.poll(() => amount.getAttribute('aria-invalid')).toBe('true');
    const helper = page.locator(`[id="${String(await amount.getAttribute('aria-describedby'))}"]`);
    await expect.poll(() => helper.textContent()).toBe(message);
    await page.screenshot({ path: '/tmp/uifix-pocket-refused.png' });
    expect(await balance.textContent()).toBe(formatKes(before));
    expect((await statement()).balance).toBe(before);

    // A deposit of KES 250.50: saved, and the balance shown rises by exactly that.
    await page.getByRole('radio', { name: 'Deposit' }).check();
    await amount.fill('250.50');
    await page.getByRole('button', { name: 'Record' }).click();
    await expect.poll(() => balance.textContent()).toBe(formatKes(before + 25_050));
    expect((await statement()).balance).toBe(before + 25_050);
  });
});
