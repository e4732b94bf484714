import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { signIn } from './harness';
import { openPdfTab } from './pdf-tab';
import { setupBrowserSession } from './session';

// Its own server: the test matches, posts and finalises the demo's October reconciliation.
const session = setupBrowserSession({ ownServer: true });

/**
 * The bursar reconciles the School Fund's October statement as the demo leaves it: the two-receipt
 * deposit slip matched by keyboard, the bank's charges and interest posted to the cash book, the
 * difference down to nil, finalised, and the reconciliation statement printed. Screenshots and the
 * PDF go to /tmp/banking-*.
 */
describe('bank reconciliation', () => {
  it('a bursar matches by keyboard, posts the bank’s items, finalises and prints', async () => {
    const { page, server } = session;
    await signIn(page, server.url, 'bursar');
    await page.goto(`${server.url}/banks`);
    await page.getByText('Co-operative Bank Nakuru – School Fund').click();
    await page.waitForURL(/\/banks\/\d+\/show$/);
    await expect.poll(() => page.getByTestId('bank-balance').textContent()).toMatch(/KES/);
    await page.getByRole('link', { name: 'Reconcile' }).click();
    await page.getByRole('button', { name: 'Open the reconciliation: 01/10/2026 – 31/10/2026' }).click();

    const difference = page.getByTestId('figure-difference');
    await difference.waitFor();
    expect(await difference.textContent()).not.toBe('KES 0.00');
    const bank = page.getByRole('region', { name: 'Bank statement' });
    const book = page.getByRole('region', { name: 'Cash book' });
    await page.screenshot({ path: '/tmp/banking-reconciliation-1280.png', fullPage: true });

    // The slip: one line at the bank, the two oldest open receipts in the cash book; Space and M.
    await bank.getByRole('checkbox', { name: /CASH DEPOSIT/ }).focus();
    await page.keyboard.press('Space');
    await book.getByRole('checkbox').first().focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByText(/^Selected: /).textContent()).toMatch(/difference KES 0\.00$/);
    await page.keyboard.press('m');
    await expect.poll(() => bank.getByRole('checkbox', { name: /CASH DEPOSIT/ }).count()).toBe(0);

    // The bank's own items to the cash book: the charges to bank charges, the interest to other income.
    await bank.getByRole('checkbox', { name: /LEDGER FEE/ }).check();
    await bank.getByRole('checkbox', { name: /EXCISE DUTY/ }).check();
    await page.getByRole('button', { name: 'Post to cash book' }).click();
    const dialog = page.getByRole('dialog', { name: 'Post bank items to the cash book' });
    await expect.poll(() => dialog.getByLabel('Charge to (expense account)').textContent()).toContain('SF-5800');
    await dialog.getByRole('button', { name: 'Post' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await bank.getByRole('checkbox', { name: /CREDIT INTEREST/ }).check();
    await page.getByRole('button', { name: 'Post to cash book' }).click();
    await expect.poll(() => dialog.getByLabel('Credit to (income account)').textContent()).toContain('SF-4490');
    await dialog.getByRole('button', { name: 'Post' }).click();
    await expect.poll(() => difference.textContent()).toBe('KES 0.00');
    await page.screenshot({ path: '/tmp/banking-reconciliation-zero-1280.png', fullPage: true });

    await page.getByRole('button', { name: 'Finalise' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(/^Finalised by Grace Wanjiru/).waitFor();
    const { bytes, text } = await openPdfTab(
      page,
      page.getByRole('button', { name: 'Reconciliation statement (PDF)' }),
      /\/reconciliations\/\d+\/statement\.pdf$/,
    );
    fs.writeFileSync('/tmp/banking-reconciliation.pdf', bytes);
    expect(text).toMatch(/BANK RECONCILIATION STATEMENT/);
    expect(text).toMatch(/Unpresented cheques/);
    expect(text).toMatch(/Difference\s+0\.00/);
  });

  it('the cash book of an account for a period, with its balances, for a read-only auditor', async () => {
    const { page, server } = session;
    await signIn(page, server.url, 'viewer');
    await page.goto(`${server.url}/cashbook`);
    await page.getByLabel('Bank account').click();
    await page.getByRole('option', { name: 'Co-operative Bank Nakuru – School Fund' }).click();
    await page.getByRole('textbox', { name: 'From', exact: true }).fill('2026-10-01');
    await page.getByRole('textbox', { name: 'To', exact: true }).fill('2026-10-31');
    await page
      .getByRole('table', { name: 'Cash book of Co-operative Bank Nakuru – School Fund, 01/10/2026 to 31/10/2026' })
      .waitFor();
    expect(await page.getByTestId('book-opening').textContent()).toMatch(/KES/);
    await page.getByRole('cell', { name: 'Balance carried forward' }).waitFor();
    await page.screenshot({ path: '/tmp/banking-cashbook-1280.png', fullPage: true });
    await page.goto(`${server.url}/bankreconciliation`);
    await page
      .getByRole('button', { name: /^Open the reconciliation/ })
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: 'Import statement (CSV)' }).count()).toBe(0);
  });

  it('reads in Swahili on a phone: the finalised September reconciliation, its two sides stacked', async () => {
    const { page, server } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, server.url, 'viewer');
    await page.goto(`${server.url}/bankreconciliation`);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Kiswahili' }).click();
    await page.getByRole('heading', { name: 'Taarifa za Co-operative Bank Nakuru – School Fund' }).waitFor();
    await page.screenshot({ path: '/tmp/banking-chooser-sw-390.png', fullPage: true });
    await page.getByRole('button', { name: 'Fungua ulinganisho: 01/09/2026 – 30/09/2026' }).click();
    await page.getByText(/^Umekamilishwa na Esther Mutiso/).waitFor();
    expect(await page.getByTestId('figure-difference').textContent()).toBe('KES 0.00');
    await page.getByRole('region', { name: 'Daftari la fedha' }).waitFor();
    expect(await page.getByRole('button', { name: 'Kamilisha' }).count()).toBe(0);
    await page.screenshot({ path: '/tmp/banking-reconciliation-sw-390.png', fullPage: true });
  });
});
