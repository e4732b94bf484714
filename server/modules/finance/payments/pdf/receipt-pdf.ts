import type { AppContext } from '../../../../context';
import type { Db } from '../../../../db/database';
import {
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
  type StudentParticulars,
  studentDetails,
} from '../../../../documents';
import { refusal, say } from '../../../../errors';
import { drawAmountReceived, drawReceiptFoot } from './receipt-parts';

const MODES: Readonly<Record<string, string>> = {
  cash: 'Cash',
  mpesa: 'M-Pesa',
  bank: 'Bank deposit',
  cheque: 'Cheque',
  in_kind: 'In kind',
  bursary: 'Bursary',
};

interface AllocationLine {
  readonly vote_head: string;
  readonly invoice: string;
  readonly amount: number;
}

/** What the receipt prints, read from the receipt, its allocations, the student and the school. */
async function receiptData(db: Db, branchId: number, id: number) {
  const payment = await db
    .selectFrom('fee_payments as p')
    .innerJoin('students as s', 's.id', 'p.student_id')
    .leftJoin('classes as c', 'c.id', 's.class_id')
    .leftJoin('streams as st', 'st.id', 's.stream_id')
    .leftJoin('sponsors as sp', 'sp.id', 'p.sponsor_id')
    .select([
      'p.receipt_no',
      'p.paid_on',
      'p.amount',
      'p.mode',
      'p.reference',
      'p.payer',
      'p.status',
      'p.void_reason',
      'p.credit',
      'p.balance_after',
      'p.received_by',
      'p.in_kind_description',
      's.first_name',
      's.middle_name',
      's.last_name',
      's.admission_no',
      'c.name as class_name',
      'st.name as stream_name',
      'sp.name as sponsor_name',
    ])
    .where('p.branch_id', '=', branchId)
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!payment) throw refusal(404, say('shule.finance.payments.no_receipt', { id }));
  const lines = await db
    .selectFrom('fee_allocations as a')
    .innerJoin('vote_heads as v', 'v.id', 'a.vote_head_id')
    .innerJoin('fee_invoices as i', 'i.id', 'a.invoice_id')
    .select([
      'v.name as vote_head',
      'v.priority',
      'i.invoice_no as invoice',
      (eb) => eb.fn.sum<number>('a.amount').as('amount'),
    ])
    .where('a.branch_id', '=', branchId)
    .where('a.payment_id', '=', id)
    .where('a.kind', '=', 'payment')
    .groupBy(['v.name', 'v.priority', 'i.invoice_no', 'i.id'])
    .orderBy('i.id')
    .orderBy('v.priority')
    .execute();
  const allocations: AllocationLine[] = lines.map((l) => ({
    vote_head: String(l.vote_head),
    invoice: String(l.invoice ?? ''),
    amount: Number(l.amount),
  }));
  const student: StudentParticulars = {
    name: [payment.first_name, payment.middle_name, payment.last_name].filter(Boolean).join(' '),
    admission_no: String(payment.admission_no ?? ''),
    class_name: String(payment.class_name ?? ''),
    stream_name: String(payment.stream_name ?? ''),
  };
  return { payment, student, allocations };
}

/**
 * An official receipt on the school's letterhead: number and date, who paid for whom, the amount
 * in figures and in words, how it was paid, how it was spread over the vote heads, the balance
 * left, and who received it, with room for a signature and the school's stamp. A void receipt
 * says so across the page.
 */
export async function receiptPdf(db: Db, branchId: number, id: number, ctx?: AppContext, compress = true) {
  const school = await schoolOf(db, branchId, ctx);
  const { payment: p, student, allocations } = await receiptData(db, branchId, id);
  const receiptNo = String(p.receipt_no);
  const amount = Number(p.amount);
  const balance = Number(p.balance_after ?? 0);
  const pdf = await printDocument(
    { school, title: 'Official receipt', subtitle: `No. ${receiptNo}`, compress },
    (doc) => {
      const box = contentBox(doc);
      doc.moveDown(0.6);
      drawDetails(
        doc,
        [
          { label: 'Receipt no.', value: receiptNo },
          { label: 'Date', value: p.paid_on ? formatDate(String(p.paid_on)) : '' },
          ...studentDetails(student),
          { label: 'Received from', value: String(p.payer ?? p.sponsor_name ?? '') || student.name },
          { label: 'Paid by', value: MODES[String(p.mode)] ?? String(p.mode) },
          { label: 'Reference', value: String(p.reference ?? p.in_kind_description ?? '') },
        ],
        { columns: 2, labelWidth: 82 },
      );
      doc.moveDown(0.8);
      drawAmountReceived(doc, box, amount);
      doc.font(FONT.bold).fontSize(SIZE.heading).fillColor(INK.text).text('Allocation by vote head', box.left, doc.y);
      doc.moveDown(0.3);
      const credit = Number(p.credit ?? 0);
      const rows = [
        ...allocations,
        ...(credit > 0 ? [{ vote_head: 'Credit carried forward', invoice: '', amount: credit }] : []),
      ];
      drawTable(
        doc,
        [
          { key: 'vote_head', header: 'Vote head', flex: 3 },
          { key: 'invoice', header: 'Invoice', flex: 1.3 },
          { key: 'amount', header: 'Amount', flex: 1.3, format: 'money' },
        ],
        rows,
        { totals: { vote_head: 'Total', amount: rows.reduce((s, r) => s + r.amount, 0) }, fontSize: SIZE.body - 0.5 },
      );
      doc.moveDown(0.6);
      doc.font(FONT.bold).fontSize(SIZE.body).fillColor(INK.text);
      doc.text(
        balance < 0
          ? `Fee balance after this payment: ${formatMoney(0)} (in credit ${formatMoney(-balance)})`
          : `Fee balance after this payment: ${formatMoney(balance)}`,
        box.left,
        doc.y,
      );
      if (p.status !== 'posted') {
        doc.moveDown(0.4);
        doc.fillColor('#c62828').text(`VOID: ${String(p.void_reason ?? '')}`, box.left, doc.y, { width: box.width });
        doc.fillColor(INK.text);
      }
      keepTogether(doc, 90);
      doc.moveDown(2.2);
      drawReceiptFoot(doc, box, String(p.received_by ?? ''), p.status !== 'posted');
    },
  );
  return { pdf, receiptNo };
}
