import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { formatKes, parseAmount } from '../../src/resources/generic/money';

/**
 * The steps of a bursar's round (finance-round.e2e.ts), each done on its screen the way a bursar
 * does it: found by role and label, waited for generously (a shared, slow machine).
 */

const SLOW = { timeout: 30_000 };

/** /studentbilling at term 1 of 2026 (it opens at the school's current term). */
async function billingDesk(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/studentbilling`);
  await expect.poll(() => page.getByRole('spinbutton', { name: 'Academic year' }).inputValue(), SLOW).toBe('2026');
  await page.getByRole('combobox', { name: 'Term' }).click();
  await page.getByRole('option', { name: 'Term 1', exact: true }).click();
}

/**
 * A structure set from the grid's "Set" cell of the class and category: the form opens with the
 * year, term, class and category filled in; the bursar adds the vote heads and their amounts.
 */
export async function setStructure(
  page: Page,
  baseUrl: string,
  className: string,
  category: string,
  items: readonly (readonly [string, string])[],
): Promise<void> {
  await billingDesk(page, baseUrl);
  const grid = page.getByRole('table', { name: 'Fee structures' });
  // Each cell's link names its class and category (every empty one reads "Set" on screen).
  const setLink = grid.getByRole('link', { name: `Set the ${category} structure of ${className}`, exact: true });
  await setLink.waitFor(SLOW);
  expect((await setLink.textContent())?.trim()).toBe('Set');
  await setLink.click();
  await page.waitForURL(/\/feestructures\/create/);
  await expect.poll(() => page.getByRole('combobox', { name: 'Class' }).inputValue(), SLOW).toBe(className);
  await expect.poll(() => page.getByRole('combobox', { name: 'Fee category' }).inputValue()).toBe(category);
  for (const [i, [voteHead, amount]] of items.entries()) {
    if (i > 0) await page.getByRole('button', { name: 'Add vote head' }).click();
    // Typed into, not clicked: a new line's input has the focus, and a click would close its list.
    await page.getByRole('combobox', { name: 'Vote head' }).nth(i).fill(voteHead.slice(0, 6));
    await page.getByRole('option', { name: voteHead, exact: true }).click();
    await page.getByRole('textbox', { name: 'Amount' }).nth(i).fill(amount);
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Fee structure Term 1 2026 created').waitFor(SLOW);
  // Back on the grid, the cell that said "Set" leads to the structure by its total.
  const total = items.reduce((sum, [, amount]) => sum + (parseAmount(amount) ?? NaN), 0);
  await billingDesk(page, baseUrl);
  await grid.getByRole('link', { name: `${className}, ${category}: ${formatKes(total)}`, exact: true }).waitFor(SLOW);
}

/** Term billing of one class: preview (students and amount), run, and the result, all as expected. */
export async function billClass(
  page: Page,
  baseUrl: string,
  className: string,
  expected: { readonly students: number; readonly amount: number },
): Promise<void> {
  await billingDesk(page, baseUrl);
  await page.getByRole('tab', { name: 'Term billing' }).click();
  const all = page.getByRole('checkbox', { name: 'All classes' });
  await expect.poll(() => all.isChecked(), SLOW).toBe(true);
  await all.uncheck();
  await page.getByRole('checkbox', { name: className, exact: true }).check();
  await page.getByRole('button', { name: 'Preview' }).click();
  const figures = page.getByTestId('billing-figures');
  await figures.waitFor(SLOW);
  expect(await figures.getByTestId('preview-students').textContent()).toBe(String(expected.students));
  expect(await figures.getByTestId('preview-amount').textContent()).toBe(formatKes(expected.amount));
  expect(await figures.getByTestId('preview-already').textContent()).toBe('0');
  await page.getByRole('button', { name: 'Bill term 1 2026' }).click();
  const confirm = page.getByRole('dialog', { name: 'Bill term 1 2026?' });
  await confirm
    .getByText(`${expected.students} students will be invoiced ${formatKes(expected.amount)} in all`, { exact: false })
    .waitFor();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await page
    .getByTestId('billing-result')
    .getByText(`Billed ${expected.students} students for ${formatKes(expected.amount)}`)
    .waitFor(SLOW);
}

/** Cash received at /receivefees with its allocation shown before saving; answers the receipt number. */
export async function receiveCash(
  page: Page,
  baseUrl: string,
  admissionNo: string,
  typed: string,
  cents: number,
): Promise<string> {
  await page.goto(`${baseUrl}/receivefees`);
  await page.getByRole('combobox', { name: 'Student' }).fill(admissionNo);
  await page.getByRole('option', { name: new RegExp(`\\(${admissionNo}\\)`) }).click();
  await page.getByRole('textbox', { name: 'Amount' }).fill(typed);
  await page.getByRole('combobox', { name: 'Mode' }).click();
  await page.getByRole('option', { name: 'Cash', exact: true }).click();
  await page.getByText(/^Balance after this payment: /).waitFor(SLOW);
  const before = await page.getByText(/^Balance now: /).innerText();
  const owed = Number(before.replace(/[^\d]/g, ''));
  await page.getByText(`Balance after this payment: ${formatKes(owed - cents)}`).waitFor();
  await page.getByRole('button', { name: 'Save and receipt' }).click();
  const saved = page.getByRole('status').filter({ hasText: /^Receipt RCT-\d+ saved/ });
  await saved.waitFor(SLOW);
  return /RCT-\d+/.exec(await saved.innerText())?.[0] ?? '';
}

/** A bank statement (CSV) imported on /unmatchedpayments, as the file the bursar picks. */
export async function importBankStatement(page: Page, baseUrl: string, csv: string, said: string): Promise<void> {
  await page.goto(`${baseUrl}/unmatchedpayments`);
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Import bank statement (CSV)' }).click(),
  ]);
  await chooser.setFiles({ name: 'equity-statement.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByText(said).waitFor(SLOW);
}

/** An unmatched M-Pesa payment assigned to a student on /unmatchedpayments. */
export async function assignUnmatched(page: Page, baseUrl: string, transId: string, admissionNo: string) {
  await page.goto(`${baseUrl}/unmatchedpayments`);
  const queue = page.getByRole('region', { name: /^M-Pesa payments/ });
  await queue.getByRole('cell', { name: transId, exact: true }).waitFor(SLOW);
  await queue.getByRole('button', { name: new RegExp(`^Assign to a student: ${transId} `) }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign to a student' });
  await dialog.getByRole('combobox', { name: 'Student' }).fill(admissionNo);
  await page.getByRole('option', { name: new RegExp(`\\(${admissionNo}\\)`) }).click();
  await dialog.getByRole('button', { name: 'Assign to a student' }).click();
  await page.getByText('Receipted to the student').waitFor(SLOW);
  await expect.poll(() => queue.getByRole('cell', { name: transId, exact: true }).count(), SLOW).toBe(0);
}

/**
 * The student's statement from /financestudents: each line's balance is the one before it plus its
 * debit less its credit, and the last is the closing balance, which is what the student owes.
 */
export async function openStatement(
  page: Page,
  baseUrl: string,
  student: { readonly first_name: string; readonly last_name: string; readonly admission_no: string },
  owing: number,
): Promise<Locator> {
  const adm = student.admission_no;
  await page.goto(`${baseUrl}/financestudents`);
  await page.getByRole('textbox', { name: 'Name or admission number' }).fill(adm);
  const name = `${student.first_name} ${student.last_name} (${adm})`;
  await page.getByRole('button', { name: `Open the statement of ${name}` }).click(SLOW);
  const statement = page.getByRole('dialog', { name: /^Fee statement: / });
  await statement.getByTestId('closing-balance').waitFor(SLOW);
  expect(await statement.getByTestId('closing-balance').textContent()).toBe(formatKes(owing));
  const rows = statement.getByRole('row');
  const balances: number[] = [];
  const moves: number[] = [];
  const kinds: string[] = [];
  for (const row of await rows.all()) {
    const cells = await row.getByRole('cell').allInnerTexts();
    // The heading, opening and closing rows carry no line's balance.
    const balance = cells.length === 6 ? await row.getByRole('cell').last().getAttribute('data-balance') : null;
    if (balance === null) continue;
    const cents = (text: string) => Number(text.replace(/[^\d]/g, '') || '0');
    balances.push(Number(balance));
    moves.push(cents(cells[3]) - cents(cells[4]));
    kinds.push(String(await row.getAttribute('data-kind')));
  }
  expect(kinds.filter((k) => k === 'payment')).toHaveLength(4);
  // A new student: nothing before the term's invoice.
  let running = 0;
  for (const [i, move] of moves.entries()) {
    running += move;
    expect(balances[i], `the running balance on line ${i + 1}`).toBe(running);
  }
  expect(running).toBe(owing);
  return statement;
}
