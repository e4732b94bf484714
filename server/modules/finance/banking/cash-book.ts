import ExcelJS from 'exceljs';
import type { CashBook } from '../../../../src/schema/bank-reconciliation';
import { formatDate } from '../../../../src/schema/display';
import type { Db } from '../../../db/database';
import type { BankAccount } from './accounts';
import { cashItems, documentDetails, ledgerBalance } from './cash-items';

const dayBefore = (iso: string) => new Date(Date.parse(iso) - 86_400_000).toISOString().slice(0, 10);

/**
 * A bank account's cash book for a period: the balance brought forward, each receipt and payment
 * on its ledger account (one line per journal entry) with a running balance, and the balance
 * carried forward.
 */
export async function cashBook(
  db: Db,
  branchId: number,
  account: BankAccount,
  from: string,
  to: string,
): Promise<CashBook> {
  const opening = await ledgerBalance(db, branchId, account.account_id, dayBefore(from));
  const items = await cashItems(db, branchId, account.account_id, { from, to });
  const details = await documentDetails(db, branchId, items);
  let balance = opening;
  const lines = items.map((item) => {
    balance += item.money_in - item.money_out;
    return {
      entry_id: item.entry_id,
      entry_no: item.entry_no,
      posted_on: item.posted_on,
      narration: item.narration,
      source: item.source,
      reference: details.get(item.entry_id)?.reference ?? '',
      payee: details.get(item.entry_id)?.payee ?? '',
      money_in: item.money_in,
      money_out: item.money_out,
      match_no: null,
      locked: false,
      balance,
    };
  });
  return {
    account: { id: account.id, name: account.name, ledger: account.ledger },
    from,
    to,
    opening,
    lines,
    total_in: items.reduce((s, i) => s + i.money_in, 0),
    total_out: items.reduce((s, i) => s + i.money_out, 0),
    closing: balance,
  };
}

/** Column heads of the export, in the user's language (the screen sends them). */
export interface CashBookHeads {
  readonly title: string;
  readonly date: string;
  readonly entry: string;
  readonly narration: string;
  readonly reference: string;
  readonly source: string;
  readonly money_in: string;
  readonly money_out: string;
  readonly balance: string;
  readonly opening: string;
  readonly closing: string;
}

export const ENGLISH_HEADS: CashBookHeads = {
  title: 'Cash book',
  date: 'Date',
  entry: 'Entry',
  narration: 'Narration',
  reference: 'Reference',
  source: 'Source',
  money_in: 'Money in (KES)',
  money_out: 'Money out (KES)',
  balance: 'Balance (KES)',
  opening: 'Balance brought forward',
  closing: 'Balance carried forward',
};

/** The cash book as a spreadsheet: shillings as numbers with two decimals, so totals can be worked on. */
export async function cashBookXlsx(book: CashBook, heads: CashBookHeads = ENGLISH_HEADS): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(heads.title.slice(0, 31));
  sheet.addRow([`${heads.title}: ${book.account.name} (${book.account.ledger})`]).font = { bold: true, size: 13 };
  sheet.addRow([`${formatDate(book.from)} – ${formatDate(book.to)}`]);
  sheet.addRow([]);
  const head = sheet.addRow([
    heads.date,
    heads.entry,
    heads.narration,
    heads.reference,
    heads.source,
    heads.money_in,
    heads.money_out,
    heads.balance,
  ]);
  head.font = { bold: true };
  const shillings = (cents: number) => cents / 100;
  sheet.addRow([formatDate(book.from), null, heads.opening, null, null, null, null, shillings(book.opening)]);
  for (const l of book.lines)
    sheet.addRow([
      formatDate(l.posted_on),
      l.entry_no,
      l.narration,
      l.reference,
      l.source,
      l.money_in ? shillings(l.money_in) : null,
      l.money_out ? shillings(l.money_out) : null,
      shillings(l.balance),
    ]);
  const close = sheet.addRow([
    formatDate(book.to),
    null,
    heads.closing,
    null,
    null,
    shillings(book.total_in),
    shillings(book.total_out),
    shillings(book.closing),
  ]);
  close.font = { bold: true };
  [12, 8, 48, 16, 12, 16, 16, 16].forEach((width, i) => (sheet.getColumn(i + 1).width = width));
  for (const column of [6, 7, 8]) sheet.getColumn(column).numFmt = '#,##0.00';
  return new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}
