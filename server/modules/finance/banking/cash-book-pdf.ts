import type { CashBook } from '../../../../src/schema/bank-reconciliation';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/database';
import { type Column, drawDetails, drawTable, formatDate, printDocument, schoolOf } from '../../../documents';
import { ENGLISH_HEADS } from './cash-book';

/** Shillings and cents without the currency (the heads say KES); an overdrawn balance in brackets. */
const figure = (cents: number) =>
  new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.abs(cents) / 100);
const signed = (cents: number) => (cents < 0 ? `(${figure(cents)})` : figure(cents));
const amount = (cents: number) => (cents === 0 ? '' : figure(cents));

interface Row {
  readonly date: string;
  readonly entry: string;
  readonly narration: string;
  readonly reference: string;
  readonly money_in: string;
  readonly money_out: string;
  readonly balance: string;
}

const H = ENGLISH_HEADS;
const COLUMNS: readonly Column<Row>[] = [
  { key: 'date', header: H.date, width: 56 },
  { key: 'entry', header: H.entry, width: 36 },
  { key: 'narration', header: H.narration, flex: 1 },
  { key: 'reference', header: H.reference, width: 70 },
  { key: 'money_in', header: H.money_in, width: 68, align: 'right' },
  { key: 'money_out', header: H.money_out, width: 68, align: 'right' },
  { key: 'balance', header: H.balance, width: 72, align: 'right' },
];

/**
 * A bank account's cash book on the letterhead, as the auditor files it with the month's
 * reconciliation: the balance brought forward, each receipt and payment with its entry number and
 * reference and the running balance, the period's totals and the balance carried forward.
 */
export async function cashBookPdf(db: Db, branchId: number, book: CashBook, ctx?: AppContext, compress = true) {
  const school = await schoolOf(db, branchId, ctx);
  const rows: Row[] = [
    {
      date: formatDate(book.from),
      entry: '',
      narration: H.opening,
      reference: '',
      money_in: '',
      money_out: '',
      balance: signed(book.opening),
    },
    ...book.lines.map((l) => ({
      date: formatDate(l.posted_on),
      entry: String(l.entry_no),
      narration: l.payee ? `${l.narration} (${l.payee})` : l.narration,
      reference: l.reference,
      money_in: amount(l.money_in),
      money_out: amount(l.money_out),
      balance: signed(l.balance),
    })),
  ];
  return printDocument(
    { school, title: H.title, subtitle: `${book.account.name} (${book.account.ledger})`, compress },
    (doc) => {
      doc.moveDown(0.6);
      drawDetails(
        doc,
        [
          { label: 'Account', value: `${book.account.name} (${book.account.ledger})` },
          { label: 'Period', value: `${formatDate(book.from)} – ${formatDate(book.to)}` },
          { label: H.opening, value: `KES ${signed(book.opening)}` },
          { label: H.closing, value: `KES ${signed(book.closing)}` },
        ],
        { columns: 1, labelWidth: 150 },
      );
      doc.moveDown(0.6);
      drawTable(doc, COLUMNS, rows, {
        style: 'ruled',
        totals: {
          date: 'Totals',
          money_in: figure(book.total_in),
          money_out: figure(book.total_out),
          balance: signed(book.closing),
        },
      });
    },
  );
}
