import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from './harness';
import { seriousViolations } from './page-checks';
import { openPdfTab } from './pdf-tab';
import { setupBrowserSession } from './session';

// Its own server: the voucher moves a supplier's account and the Operations bank, which others read.
const session = setupBrowserSession({ ownServer: true });
const SHOTS = '/tmp/shots-expenses';
const SUPPLIER = 'Menengai Hardware and Building Supplies';
const INVOICE = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

type Scope = ReturnType<Page['getByRole']>;

/** Picks an option of a reference's searchable pick-list (within `scope`) by typing part of its name. */
async function pick(page: Page, scope: Page | Scope, label: string, typed: string, option: string) {
  const box = scope.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A workflow action through its dialog, as the record's button offers it. */
async function act(page: Page, action: string, fill: (dialog: Scope) => Promise<void> = async () => {}) {
  await page.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: action });
  await dialog.waitFor();
  await fill(dialog);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  return dialog;
}

/** A user of their own: a browser context each, as three people at three desks. */
async function as(username: string): Promise<Page> {
  const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, session.server.url, username);
  return page;
}

describe('a payment voucher from draft to paid at /paymentvouchers', () => {
  it('the accountant drafts it with two lines and an invoice, the principal approves, the bursar pays by cheque, and its PDF holds it all', async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    const accountant = await as('accountant');
    await accountant.goto(`${session.server.url}/paymentvouchers/create`);
    await pick(accountant, accountant, 'Supplier', 'Menengai', SUPPLIER);
    await pick(accountant, accountant, 'Fund', 'Oper', 'Operations');
    await pick(accountant, accountant, 'Pay from', 'Bank', 'OPS-1100 Operations: Bank');
    await accountant
      .getByRole('textbox', { name: 'Particulars' })
      .fill('Dining hall roof and kitchen wiring, invoice MH-5902');
    const first = accountant.getByRole('group', { name: 'Line 1' });
    await pick(accountant, first, 'Vote head', 'RMI', 'Repairs, maintenance and improvement (RMI)');
    await first.getByRole('textbox', { name: 'Description' }).fill('Iron sheets, 30 gauge, 40 pieces');
    await first.getByRole('textbox', { name: 'Amount' }).fill('34567.89');
    await accountant.getByRole('button', { name: /^Add line$/i }).click();
    const second = accountant.getByRole('group', { name: 'Line 2' });
    await pick(accountant, second, 'Vote head', 'EWC', 'Electricity, water and conservancy (EWC)');
    await second.getByRole('textbox', { name: 'Description' }).fill('Electrician: rewiring the kitchen');
    await second.getByRole('textbox', { name: 'Amount' }).fill('12500.50');
    await accountant.getByTestId('attachment-picker').setInputFiles({
      name: 'Invoice MH-5902.pdf',
      mimeType: 'application/pdf',
      buffer: INVOICE,
    });
    await accountant.getByRole('group', { name: 'Invoice MH-5902.pdf' }).waitFor();
    expect(await seriousViolations(accountant)).toEqual([]);
    await accountant.screenshot({ path: `${SHOTS}/voucher-1-form.png`, fullPage: true });
    await accountant.getByRole('button', { name: 'Save' }).click();
    await accountant.waitForURL(/\/paymentvouchers\/\d+\/show$/);
    const id = Number(/\/paymentvouchers\/(\d+)\/show$/.exec(accountant.url())?.[1]);
    const heading = accountant.getByRole('heading', { level: 2, name: /^PV-\d{6}$/ });
    const voucherNo = (await heading.innerText()).trim();
    await accountant.getByText('KES 47,068.39').first().waitFor();

    // The preparer may not approve it: told so, and it stays a draft.
    await act(accountant, 'Approve');
    await accountant
      .getByText('You prepared or last changed this voucher, so someone else must approve or reject it')
      .waitFor();
    await accountant.getByText('Draft', { exact: true }).first().waitFor();

    const principal = await as('principal');
    await principal.goto(`${session.server.url}/paymentvouchers/${id}/show`);
    await act(principal, 'Approve');
    await principal.getByText('Approved', { exact: true }).first().waitFor();

    const bursar = await as('bursar');
    await bursar.goto(`${session.server.url}/paymentvouchers/${id}/show`);
    const pay = await act(bursar, 'Pay', async (dialog) => {
      await dialog.getByRole('textbox', { name: 'Cheque, transfer or M-Pesa number' }).fill('004731');
    });
    await pay.waitFor({ state: 'detached' });
    await bursar.getByText('Paid', { exact: true }).first().waitFor();
    await bursar.getByText('004731', { exact: true }).waitFor();
    await bursar.getByRole('button', { name: 'Invoice MH-5902' }).waitFor();
    expect(await seriousViolations(bursar)).toEqual([]);
    await bursar.screenshot({ path: `${SHOTS}/voucher-2-record.png`, fullPage: true });

    const pdf = await openPdfTab(
      bursar,
      bursar.getByRole('button', { name: 'Voucher PDF' }),
      new RegExp(`/api/finance/vouchers/${id}/voucher\\.pdf$`),
    );
    for (const expected of [voucherNo, SUPPLIER, 'KES 47,068.39', 'Cheque no.', '004731', 'Esther Mutiso'])
      expect(pdf.text).toContain(expected);
    fs.writeFileSync(`${SHOTS}/voucher.pdf`, pdf.bytes);
    for (const page of [accountant, principal, bursar]) await page.context().close();
    execFileSync('pdftoppm', ['-png', '-r', '90', '-singlefile', `${SHOTS}/voucher.pdf`, `${SHOTS}/voucher-3-pdf`]);
  });
});
