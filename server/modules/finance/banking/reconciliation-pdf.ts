import type { ReconciliationFigures } from '../../../../src/schema/bank-reconciliation';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/database';
import {
  type Column,
  contentBox,
  drawDetails,
  drawTable,
  FONT,
  formatDate,
  INK,
  keepTogether,
  type Pdf,
  printDocument,
  schoolOf,
  SIZE,
} from '../../../documents';
import { dateOf, documentDetails } from './cash-items';
import { figuresOf, ledgerState, outstandingCash, type ReconcilingItem } from './ledger-state';
import { loadReconciliation, reconciliationAccount } from './reconciliations';

/** Shillings and cents without the currency (the heads say KES); a deduction in brackets. */
const figure = (cents: number) =>
  new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
const signed = (cents: number) => (cents < 0 ? `(${figure(-cents)})` : figure(cents));

/** One line of the statement's arithmetic: words on the left, the figure on the right. */
function figureLine(doc: Pdf, label: string, amount: number | null, options: { bold?: boolean; rule?: boolean } = {}) {
  const box = contentBox(doc);
  keepTogether(doc, 20);
  const y = doc.y;
  doc
    .font(options.bold ? FONT.bold : FONT.regular)
    .fontSize(SIZE.body)
    .fillColor(INK.text);
  doc.text(label, box.left, y, { width: box.width - 130 });
  if (amount !== null) doc.text(signed(amount), box.right - 120, y, { width: 120, align: 'right' });
  doc.y = Math.max(doc.y, y + 14) + 2;
  if (options.rule) {
    doc.save().strokeColor(INK.text).lineWidth(0.6);
    doc
      .moveTo(box.right - 120, doc.y - 1)
      .lineTo(box.right, doc.y - 1)
      .stroke()
      .restore();
    doc.y += 3;
  }
}

const ITEM_COLUMNS: readonly Column<ReconcilingItem>[] = [
  { key: 'item_date', header: 'Date', width: 62, value: (i) => formatDate(i.item_date) },
  { key: 'entry_no', header: 'Entry', width: 44, value: (i) => (i.entry_no === null ? '' : String(i.entry_no)) },
  { key: 'reference', header: 'Number', width: 86 },
  { key: 'description', header: 'Payee or description', flex: 1 },
  { key: 'amount', header: 'Amount (KES)', width: 84, align: 'right', value: (i) => figure(i.amount) },
];

function schedule(doc: Pdf, title: string, items: readonly ReconcilingItem[]) {
  if (items.length === 0) return;
  keepTogether(doc, 60);
  doc.moveDown(0.8);
  doc.font(FONT.bold).fontSize(SIZE.heading).fillColor(INK.text).text(title, contentBox(doc).left, doc.y);
  doc.moveDown(0.3);
  drawTable(doc, ITEM_COLUMNS, items, {
    style: 'ruled',
    totals: { item_date: 'Total', amount: figure(items.reduce((s, i) => s + i.amount, 0)) },
  });
}

function signatures(doc: Pdf, prepared: string, checked: string) {
  const box = contentBox(doc);
  keepTogether(doc, 110);
  doc.moveDown(2);
  const top = doc.y;
  const half = (box.width - 30) / 2;
  for (const [i, [label, name]] of [
    ['Prepared by', prepared],
    ['Checked by', checked],
  ].entries()) {
    const x = box.left + i * (half + 30);
    doc.font(FONT.bold).fontSize(SIZE.body).fillColor(INK.text).text(label, x, top, { width: half });
    doc.font(FONT.regular).fontSize(SIZE.body);
    for (const [k, [words, value]] of [
      ['Name:', name],
      ['Signature:', ''],
      ['Date:', ''],
    ].entries()) {
      const y = top + 22 + k * 24;
      doc.text(words, x, y, { width: 56 });
      if (value) doc.text(value, x + 60, y, { width: half - 60 });
      doc
        .save()
        .moveTo(x + 56, y + 11)
        .lineTo(x + half, y + 11)
        .lineWidth(0.5)
        .strokeColor(INK.muted)
        .stroke()
        .restore();
    }
  }
  doc.y = top + 100;
  doc.x = box.left;
}

async function storedItems(db: Db, branchId: number, id: number): Promise<ReconcilingItem[]> {
  const rows = await db
    .selectFrom('bank_reconciliations_items')
    .select(['kind', 'item_date', 'entry_no', 'reference', 'description', 'amount'])
    .where('branch_id', '=', branchId)
    .where('parent_id', '=', id)
    .orderBy('position')
    .execute();
  return rows.map((r) => ({
    kind: r.kind as ReconcilingItem['kind'],
    item_date: dateOf(r.item_date),
    entry_no: r.entry_no === null ? null : Number(r.entry_no),
    reference: String(r.reference ?? ''),
    description: String(r.description ?? ''),
    amount: Number(r.amount),
  }));
}

/**
 * The bank reconciliation statement on the school's letterhead, as an auditor expects it: balance
 * as per bank statement, add deposits not yet credited, less unpresented cheques (each listed),
 * the adjusted bank balance, which is the balance as per cash book; any bank item not yet in the
 * cash book listed apart; prepared-by and checked-by signature lines. A draft says so.
 */
export async function reconciliationPdf(db: Db, branchId: number, id: number, ctx?: AppContext, compress = true) {
  const rec = await loadReconciliation(db, branchId, id);
  const account = await reconciliationAccount(db, branchId, rec);
  let figures: ReconciliationFigures = rec.figures;
  let items: ReconcilingItem[];
  if (rec.status === 'finalised') items = await storedItems(db, branchId, id);
  else {
    const state = await ledgerState(db, branchId, account, rec.as_at);
    const live = figuresOf(state, rec.statement_balance, await documentDetails(db, branchId, outstandingCash(state)));
    figures = live.figures;
    items = live.items;
  }
  const statement = await db
    .selectFrom('bank_statements')
    .select(['period_from', 'period_to'])
    .where('branch_id', '=', branchId)
    .where('id', '=', rec.statement_id)
    .executeTakeFirstOrThrow();
  const school = await schoolOf(db, branchId, ctx);
  const of = (kind: ReconcilingItem['kind']) => items.filter((i) => i.kind === kind);
  const pdf = await printDocument(
    {
      school,
      title: 'Bank reconciliation statement',
      subtitle: `${account.name} as at ${formatDate(rec.as_at)}`,
      compress,
    },
    (doc) => {
      drawDetails(
        doc,
        [
          { label: 'Bank', value: [account.bank, account.bank_branch].filter(Boolean).join(', ') },
          { label: 'Account number', value: account.account_number },
          { label: 'Ledger account', value: account.ledger },
          {
            label: 'Statement',
            value: `${formatDate(dateOf(statement.period_from))} – ${formatDate(dateOf(statement.period_to))}`,
          },
          { label: 'Status', value: rec.status === 'finalised' ? 'Finalised' : 'Draft (not yet checked)' },
          { label: 'Finalised on', value: rec.finalised_on ? formatDate(rec.finalised_on) : null },
        ],
        { columns: 2, labelWidth: 86 },
      );
      doc.moveDown(1);
      figureLine(doc, 'Balance as per bank statement', figures.statement_balance, { bold: true });
      figureLine(doc, 'Add: deposits not yet credited by the bank', figures.uncredited_deposits);
      figureLine(doc, 'Less: unpresented cheques', -figures.unpresented_cheques, { rule: true });
      figureLine(doc, 'Adjusted bank balance', figures.adjusted_bank_balance, { bold: true });
      figureLine(doc, 'Balance as per cash book', figures.cash_book_balance, { bold: true, rule: true });
      if (figures.bank_items !== 0)
        figureLine(doc, 'Bank items not yet entered in the cash book (net)', figures.bank_items);
      figureLine(doc, 'Difference', figures.difference, { bold: true });
      schedule(doc, 'Deposits not yet credited', of('uncredited_deposit'));
      schedule(doc, 'Unpresented cheques', of('unpresented_cheque'));
      schedule(doc, 'Money in at the bank not yet in the cash book', of('bank_credit'));
      schedule(doc, 'Money out at the bank not yet in the cash book', of('bank_debit'));
      signatures(doc, rec.prepared_by ?? '', rec.finalised_by ?? '');
      if (rec.status !== 'finalised') {
        doc.save();
        doc.rotate(-30, { origin: [doc.page.width / 2, doc.page.height / 2] });
        doc.font(FONT.bold).fontSize(96).fillColor('#c62828').opacity(0.12);
        doc.text('DRAFT', 0, doc.page.height / 2 - 60, { width: doc.page.width, align: 'center' });
        doc.restore();
      }
    },
  );
  return { pdf, name: `reconciliation-${account.name}-${rec.as_at}`.replace(/[^A-Za-z0-9-]+/g, '-') };
}
