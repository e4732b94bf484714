import type { AppContext } from '../../../context';
import type { Db } from '../../../db/database';
import {
  contentBox,
  drawDetails,
  FONT,
  formatDate,
  INK,
  keepTogether,
  printDocument,
  schoolOf,
  SIZE,
} from '../../../documents';
import { refusal, say } from '../../../errors';
import { drawAmountReceived, drawReceiptFoot } from '../payments/pdf/receipt-parts';

const MODES: Readonly<Record<string, string>> = {
  bank: 'Bank deposit or transfer',
  cash: 'Cash',
  mpesa: 'M-Pesa',
  cheque: 'Cheque',
};
const TRANCHE_SHARE: Readonly<Record<string, string>> = { '1': '50%', '2': '30%', '3': '20%' };

async function receiptData(db: Db, branchId: number, id: number) {
  const row = await db
    .selectFrom('other_incomes as o')
    .innerJoin('accounts as a', 'a.id', 'o.income_account_id')
    .innerJoin('funds as f', 'f.id', 'o.fund_id')
    .select([
      'o.receipt_no',
      'o.received_on',
      'o.kind',
      'o.payer',
      'o.academic_year',
      'o.tranche',
      'o.amount',
      'o.mode',
      'o.reference',
      'o.description',
      'o.status',
      'o.received_by',
      'o.void_reason',
      'a.code as account_code',
      'a.name as account_name',
      'f.name as fund_name',
    ])
    .where('o.branch_id', '=', branchId)
    .where('o.id', '=', id)
    .executeTakeFirst();
  if (!row) throw refusal(404, say('shule.finance.budgets.no_receipt', { id }));
  return row;
}

/** A signature line with its caption under it. */

/**
 * The official receipt of income that is not fees, on the school's letterhead as a fee receipt
 * is: number and date, who paid, for what (the income account and fund, a capitation grant's year
 * and tranche), the amount in figures and in words, how it was paid, and who received it, with
 * room for a signature and the stamp. A void receipt says so across the page.
 */
export async function otherIncomePdf(db: Db, branchId: number, id: number, ctx?: AppContext, compress = true) {
  const school = await schoolOf(db, branchId, ctx);
  const r = await receiptData(db, branchId, id);
  const receiptNo = String(r.receipt_no);
  const amount = Number(r.amount);
  const capitation = r.kind === 'capitation';
  const pdf = await printDocument(
    { school, title: 'Official receipt', subtitle: `No. ${receiptNo}`, compress },
    (doc) => {
      const box = contentBox(doc);
      doc.moveDown(0.6);
      drawDetails(
        doc,
        [
          { label: 'Receipt no.', value: receiptNo },
          { label: 'Date', value: formatDate(String(r.received_on)) },
          { label: 'Received from', value: String(r.payer) },
          { label: 'Fund', value: String(r.fund_name) },
          { label: 'Income', value: `${String(r.account_code)} ${String(r.account_name)}` },
          ...(capitation
            ? [
                {
                  label: 'Capitation',
                  value: `${String(r.academic_year)}, tranche ${String(r.tranche)} (${TRANCHE_SHARE[String(r.tranche)] ?? ''})`,
                },
              ]
            : []),
          { label: 'Paid by', value: MODES[String(r.mode)] ?? String(r.mode) },
          { label: 'Reference', value: String(r.reference ?? '') },
        ],
        { columns: 2, labelWidth: 82 },
      );
      doc.moveDown(0.8);
      drawAmountReceived(doc, box, amount);
      const particulars = String(r.description ?? '').trim();
      if (particulars !== '') {
        doc
          .font(FONT.bold)
          .fontSize(SIZE.body)
          .fillColor(INK.text)
          .text('Being: ', box.left, doc.y, { continued: true });
        doc.font(FONT.regular).text(particulars, { width: box.width });
      }
      if (r.status !== 'posted') {
        doc.moveDown(0.4);
        doc
          .font(FONT.bold)
          .fillColor('#c62828')
          .text(`VOID: ${String(r.void_reason ?? '')}`, box.left, doc.y, {
            width: box.width,
          });
        doc.fillColor(INK.text);
      }
      keepTogether(doc, 90);
      doc.moveDown(2.2);
      drawReceiptFoot(doc, box, String(r.received_by ?? ''), r.status !== 'posted');
    },
  );
  return { pdf, receiptNo };
}
