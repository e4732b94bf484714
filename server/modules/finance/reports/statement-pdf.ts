import type { AppContext } from '../../../context';
import type { Db } from '../../../db/database';
import {
  type Column,
  contentBox,
  drawDetails,
  drawTable,
  FONT,
  formatDate,
  formatMoney,
  INK,
  keepTogether,
  printDocument,
  schoolOf,
  SIZE,
  studentDetails,
} from '../../../documents';
import { humanizeChoice } from '../../../../src/schema/display';
import { displayPhone } from '../../../../src/schema/phone';
import type { Statement, StatementLine } from './statement';

/** How a line reads on paper: the engine's narration, or what it is when the engine wrote none. */
const KIND_TEXT: Readonly<Record<StatementLine['kind'], string>> = {
  invoice: 'Invoice',
  discount: 'Discount',
  payment: 'Payment received',
  credit: 'Credit applied',
  void: 'Receipt voided',
  move: 'Receipt moved',
  refund: 'Refund',
  opening_balance: 'Balance brought forward',
  reversal: 'Reversal',
  other: 'Adjustment',
};

/** Shillings and cents without the currency: the column heads say KES. */
const figure = (cents: number) =>
  new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
/** Balances as a bursar writes them: a credit in brackets with "CR", so a parent never misreads it. */
export const balanceText = (cents: number): string => (cents < 0 ? `(${figure(-cents)}) CR` : figure(cents));

const amount = (cents: number) => (cents === 0 ? '' : figure(cents));

function describe(line: StatementLine): string {
  const base = line.description || KIND_TEXT[line.kind];
  return line.applied > 0 ? `${base} (${figure(line.applied)} from credit)` : base;
}

const COLUMNS: readonly Column<StatementLine>[] = [
  { key: 'date', header: 'Date', width: 58, value: (l) => formatDate(l.date) },
  { key: 'reference', header: 'Ref.', width: 64, value: (l) => l.reference ?? '' },
  { key: 'description', header: 'Description', flex: 1, value: describe },
  { key: 'debit', header: 'Debit (KES)', width: 68, align: 'right', value: (l) => amount(l.debit) },
  { key: 'credit', header: 'Credit (KES)', width: 68, align: 'right', value: (l) => amount(l.credit) },
  { key: 'balance', header: 'Balance (KES)', width: 78, align: 'right', value: (l) => balanceText(l.balance) },
];

/**
 * A fee statement as a Kenyan bursar hands it to a parent: the school's letterhead, the student's
 * particulars and the period, the balance brought forward, every line with a running balance, the
 * closing balance in a box, and how to pay (paybill and account number).
 */
export async function statementPdf(
  db: Db,
  branchId: number,
  statement: Statement,
  ctx?: AppContext,
  options: { compress?: boolean; printedAt?: Date } = {},
): Promise<Buffer> {
  const school = await schoolOf(db, branchId, ctx);
  const s = statement.student;
  const period = `${statement.from ? `From ${formatDate(statement.from)}` : 'From the opening of the account'} to ${formatDate(statement.to)}`;
  return printDocument(
    { school, title: 'Fee statement', subtitle: period, printedAt: options.printedAt, compress: options.compress },
    (doc) => {
      const box = contentBox(doc);
      drawDetails(
        doc,
        [
          ...studentDetails(s),
          { label: 'Boarding / day', value: s.residence ? humanizeChoice(s.residence) : null },
          { label: 'Parent / guardian', value: s.guardian },
          { label: 'Telephone', value: s.guardian_phone ? displayPhone(s.guardian_phone) : null },
        ],
        { columns: 2, labelWidth: 92 },
      );
      doc.moveDown(0.8);
      const opening: StatementLine = {
        date: statement.from ?? statement.lines[0]?.date ?? statement.to,
        entry_no: 0,
        kind: 'opening_balance',
        source: 'opening_balance',
        reversal: false,
        reference: null,
        description: 'Balance brought forward',
        debit: 0,
        credit: 0,
        mode: null,
        detail: null,
        applied: 0,
        balance: statement.opening,
      };
      drawTable(doc, COLUMNS, [opening, ...statement.lines], {
        style: 'ruled',
        totals: {
          debit: figure(statement.total_debit),
          credit: figure(statement.total_credit),
          balance: balanceText(statement.closing),
        },
      });
      keepTogether(doc, 110);
      doc.moveDown(0.6);
      const owing = statement.closing > 0;
      const label = owing ? 'BALANCE DUE' : statement.closing < 0 ? 'CREDIT IN YOUR FAVOUR' : 'FULLY PAID';
      const y = doc.y;
      const w = 230;
      doc
        .save()
        .roundedRect(box.right - w, y, w, 42, 4)
        .lineWidth(1.2)
        .strokeColor(INK.accent)
        .stroke()
        .restore();
      doc.font(FONT.bold).fontSize(SIZE.small).fillColor(INK.muted);
      doc.text(label, box.right - w + 10, y + 7, { width: w - 20 });
      doc
        .font(FONT.bold)
        .fontSize(SIZE.title)
        .fillColor(owing ? INK.accent : INK.text);
      doc.text(formatMoney(Math.abs(statement.closing)), box.right - w + 10, y + 19, { width: w - 20 });
      doc.fillColor(INK.text).font(FONT.regular).fontSize(SIZE.body);
      const how = statement.paybill
        ? [
            'M-Pesa: Lipa na M-Pesa, Pay Bill',
            `Business number: ${statement.paybill}`,
            `Account number: ${statement.account ?? s.admission_no ?? ''}`,
          ]
        : [
            'Pay at the school bursar’s office and quote the admission number',
            `Admission number: ${statement.account ?? ''}`,
          ];
      doc.font(FONT.bold).text('How to pay', box.left, y, { width: box.width - w - 20 });
      doc.font(FONT.regular).fontSize(SIZE.table);
      for (const line of how) doc.text(line, box.left, doc.y, { width: box.width - w - 20 });
      doc.y = Math.max(doc.y, y + 50);
      doc.moveDown(1);
      doc.font(FONT.italic).fontSize(SIZE.small).fillColor(INK.muted);
      doc.text(
        'Always quote the admission number when paying. Receipts are issued for every payment; keep them. Queries: the bursar’s office.',
        box.left,
        doc.y,
        { width: box.width, align: 'center' },
      );
      doc.fillColor(INK.text);
    },
  );
}
