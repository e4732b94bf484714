import { describe, expect, it } from 'vitest';
import { signIn } from './harness';
import { setupBrowserSession } from './session';

const session = setupBrowserSession();

/**
 * The books screens as a bursar and an auditor meet them: the chart of accounts as a tree walked by
 * the keyboard, opening an account's postings in the journal, and the journal with each entry's
 * source document and the way to a new manual journal entry. Screenshots at a laptop's width and a
 * phone's go to /tmp/books-*.png.
 */
describe('the books screens', () => {
  it('the chart of accounts is a tree a keyboard walks, leading to an account and its postings', async () => {
    const { page, server } = session;
    await signIn(page, server.url, 'bursar');
    await page.goto(`${server.url}/chartofaccounts`);
    const tree = page.getByRole('tree');
    await tree.waitFor();
    const operations = page.getByRole('treeitem', { name: /^Operations( |$)/ });
    await expect.poll(() => operations.getAttribute('aria-expanded')).toBe('true');
    const cash = page.getByRole('treeitem', { name: 'OPS-1110 Operations: Cash in hand' });
    await expect.poll(() => cash.textContent()).toContain('KES');
    await page.screenshot({ path: '/tmp/books-chart-1280.png', fullPage: false });

    // Keyboard: from the first fund down into its accounts, close and open its group, Enter opens.
    await page.getByRole('treeitem').first().focus();
    await page.keyboard.press('ArrowDown');
    const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    // A row's name is its words, then its balance.
    expect(await focusedName()).toMatch(/^Assets( |$)/);
    await page.keyboard.press('ArrowLeft');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('false');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const first = await focusedName();
    expect(first).toMatch(/^[A-Z]+-1\d{3} /);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/chartofaccounts\/\d+\/show$/);

    // Search, then an account's postings in the journal.
    await page.goto(`${server.url}/chartofaccounts`);
    await page.getByLabel('Search by code or name').fill('cash in hand');
    await page.getByRole('treeitem', { name: 'OPS-1110 Operations: Cash in hand' }).waitFor();
    expect(await page.getByRole('treeitem', { name: /: Bank( |$)/ }).count()).toBe(0);
    await page.getByRole('link', { name: 'Postings of OPS-1110 Operations: Cash in hand' }).click();
    await page.waitForURL(/\/accounttransactions\?/);
    await page
      .getByRole('link', { name: /^MJ-\d{6}$/ })
      .first()
      .waitFor();
    await page.screenshot({ path: '/tmp/books-journal-filtered-1280.png' });
  });

  it('the journal links each entry to its source document and to a new journal entry', async () => {
    const { page, server } = session;
    await signIn(page, server.url, 'bursar');
    await page.goto(`${server.url}/accounttransactions`);
    await page.getByRole('link', { name: 'New journal entry' }).waitFor();
    await page
      .getByRole('link', { name: /^(MJ|RCT|INV|PV|IMP)-\d+/ })
      .first()
      .waitFor();
    await page.screenshot({ path: '/tmp/books-journal-1280.png' });
    // Receipts: the journal filtered by its source, as a URL keeps a list's filter.
    const filter = encodeURIComponent(JSON.stringify({ source: 'payment' }));
    await page.goto(`${server.url}/accounttransactions?filter=${filter}&displayedFilters=${filter}`);
    const receipt = page.getByRole('link', { name: /^RCT-\d+$/ }).first();
    await receipt.waitFor();
    const name = await receipt.textContent();
    await receipt.click();
    await page.waitForURL(/\/feepayments\/\d+\/show$/);
    await page.getByText(String(name)).first().waitFor();
    await page.goto(`${server.url}/accounttransactions`);
    await page.getByRole('link', { name: 'New journal entry' }).click();
    await page.waitForURL(/\/manualjournals\/create$/);
  });

  it('daily collections by day, vote head and mode, for a reader of daily collections', async () => {
    const { page, server } = session;
    await signIn(page, server.url, 'viewer');
    await page.goto(`${server.url}/accounttransactions`);
    await page.getByRole('link', { name: 'Daily collections' }).click();
    await page.waitForURL(/\/dailycollections/);
    await page.getByRole('columnheader', { name: 'M-Pesa' }).waitFor();
    await page
      .getByRole('cell', { name: /^KES [\d,]+\.\d\d$/ })
      .first()
      .waitFor();
    await page.screenshot({ path: '/tmp/books-daily-1280.png' });
  });

  it('a reader sees the journal without the write links', async () => {
    const { page, server } = session;
    await signIn(page, server.url, 'viewer');
    await page.goto(`${server.url}/accounttransactions`);
    await page.getByRole('link', { name: 'Manual journal entries' }).waitFor();
    expect(await page.getByRole('link', { name: 'New journal entry' }).count()).toBe(0);
  });

  it('on a phone the tree and the journal fit the width', async () => {
    const { page, server } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, server.url, 'bursar');
    await page.goto(`${server.url}/chartofaccounts`);
    await page.getByRole('treeitem', { name: 'OPS-1110 Operations: Cash in hand' }).waitFor();
    await page.screenshot({ path: '/tmp/books-chart-390.png' });
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.goto(`${server.url}/accounttransactions`);
    await page.getByRole('link', { name: 'New journal entry' }).waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: '/tmp/books-journal-390.png' });
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
