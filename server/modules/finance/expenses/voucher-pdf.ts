import { displayPhone } from '../../../../src/schema/phone';
import type { AppContext } from '../../../context';
import type { Db, Row } from '../../../db/database';
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
} from '../../../documents';
import { refusal, say } from '../../../errors';
import { attachmentFiles, uploadIdOf } from '../../messaging/newsletter-files';
import { shillingsInWords } from '../payments/pdf/words';
import { drawSignatures } from './signatures';
import { VOUCHER_FILE_OWNER } from './voucher-files';

const MODES: Readonly<Record<string, string>> = {
  cheque: 'Cheque',
  bank_transfer: 'Bank transfer (EFT/RTGS)',
  mpesa: 'M-Pesa',
  cash: 'Cash',
};

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** What the voucher prints: the voucher, its payee, fund, account, lines and documents. */
async function voucherData(db: Db, branchId: number, id: number) {
  const voucher = await db
    .selectFrom('payment_vouchers as v')
    .innerJoin('funds as f', 'f.id', 'v.fund_id')
    .innerJoin('accounts as a', 'a.id', 'v.pay_from_account_id')
    .leftJoin('suppliers as s', 's.id', 'v.supplier_id')
    .selectAll('v')
    .select([
      'f.name as fund',
      'a.code as account_code',
      'a.name as account_name',
      's.name as supplier',
      's.kra_pin',
      's.address as supplier_address',
      's.bank_name',
      's.bank_branch',
      's.bank_account_no',
      's.mpesa_paybill',
      's.mpesa_account',
      's.mpesa_till',
      's.mpesa_phone',
    ])
    .where('v.branch_id', '=', branchId)
    .where('v.id', '=', id)
    .executeTakeFirst();
  if (!voucher) throw refusal(404, say('shule.finance.expenses.no_voucher', { id }));
  const lines = await db
    .selectFrom('payment_vouchers_lines as l')
    .leftJoin('vote_heads as h', 'h.id', 'l.vote_head_id')
    .leftJoin('accounts as a', 'a.id', 'l.account_id')
    .select(['l.description', 'l.amount', 'h.name as vote_head', 'a.code as account'])
    .where('l.parent_id', '=', id)
    .orderBy('l.position')
    .execute();
  const attached = await db
    .selectFrom('payment_vouchers_attachments')
    .select(['upload_id', 'caption'])
    .where('parent_id', '=', id)
    .orderBy('position')
    .execute();
  const files = await attachmentFiles(
    db,
    branchId,
    attached.map((a) => uploadIdOf(a.upload_id)).filter(Number.isSafeInteger),
    VOUCHER_FILE_OWNER,
  );
  const documents = attached.map(
    (a) => text(a.caption) || (files.find((f) => f.id === uploadIdOf(a.upload_id))?.name ?? ''),
  );
  return { voucher, lines, documents };
}

/** How the payee is paid, as the supplier's record says: the bank first, then M-Pesa. */
function payeeAccount(v: Row): string {
  const bank = [text(v.bank_name), text(v.bank_branch), text(v.bank_account_no) && `A/c ${text(v.bank_account_no)}`]
    .filter(Boolean)
    .join(', ');
  const mpesa = [
    text(v.mpesa_paybill) &&
      `Paybill ${text(v.mpesa_paybill)}${text(v.mpesa_account) && ` A/c ${text(v.mpesa_account)}`}`,
    text(v.mpesa_till) && `Till ${text(v.mpesa_till)}`,
    text(v.mpesa_phone) && `M-Pesa ${displayPhone(text(v.mpesa_phone))}`,
  ]
    .filter(Boolean)
    .join(', ');
  return [bank, mpesa].filter(Boolean).join('; ');
}

const WATERMARKS: Readonly<Record<string, string>> = {
  draft: 'DRAFT',
  rejected: 'REJECTED',
  cancelled: 'CANCELLED',
};

/**
 * A payment voucher on the school's letterhead, as an auditor asks for it: number and date, the
 * payee with KRA PIN and how they are paid, the fund and account paid from, each line with its
 * vote head and account, the amount in figures and words, the payment's mode and cheque or
 * transfer number, the documents supporting it, and four signatures: prepared, examined and
 * approved, authorised by the principal (AIE holder), and received by the payee with ID number.
 * A draft, rejected or cancelled voucher says so across the page.
 */
export async function voucherPdf(db: Db, branchId: number, id: number, ctx?: AppContext, compress = true) {
  const school = await schoolOf(db, branchId, ctx);
  const { voucher: v, lines, documents } = await voucherData(db, branchId, id);
  const voucherNo = text(v.voucher_no);
  const total = lines.reduce((sum, l) => sum + Number(l.amount), 0);
  const payee = text(v.supplier) || text(v.payee_name);
  const pdf = await printDocument(
    { school, title: 'Payment voucher', subtitle: `No. ${voucherNo}`, compress },
    (doc) => {
      const box = contentBox(doc);
      doc.moveDown(0.6);
      drawDetails(
        doc,
        [
          { label: 'Voucher no.', value: voucherNo },
          { label: 'Date', value: formatDate(text(v.prepared_on)) },
          { label: 'Fund', value: text(v.fund) },
          { label: 'Paid from', value: `${text(v.account_code)} ${text(v.account_name)}` },
        ],
        { columns: 2, labelWidth: 96 },
      );
      const account = payeeAccount(v);
      // The payee's lines run the page's width: a supplier's registered name is often long.
      drawDetails(
        doc,
        [
          { label: 'Payee', value: payee },
          ...(text(v.kra_pin) ? [{ label: 'KRA PIN', value: text(v.kra_pin) }] : []),
          ...(text(v.supplier_address) ? [{ label: 'Payee’s address', value: text(v.supplier_address) }] : []),
          ...(account ? [{ label: 'Payee’s account', value: account }] : []),
          { label: 'Particulars', value: text(v.particulars) },
        ],
        { columns: 1, labelWidth: 96 },
      );
      doc.moveDown(0.5);
      drawTable(
        doc,
        [
          { key: 'n', header: 'No.', width: 28, align: 'right' },
          { key: 'vote_head', header: 'Vote head', flex: 2 },
          { key: 'account', header: 'Account', width: 62 },
          { key: 'description', header: 'Description', flex: 3 },
          { key: 'amount', header: 'Amount', width: 88, format: 'money' },
        ],
        lines.map((l, i) => ({ ...l, n: i + 1, vote_head: text(l.vote_head) || '—', amount: Number(l.amount) })),
        { totals: { n: '', vote_head: 'Total', amount: total }, fontSize: SIZE.body - 0.5 },
      );
      doc.moveDown(0.6);
      keepTogether(doc, 62);
      const top = doc.y;
      doc.save().roundedRect(box.left, top, box.width, 54, 4).lineWidth(1).strokeColor(INK.accent).stroke().restore();
      doc
        .font(FONT.regular)
        .fontSize(SIZE.small)
        .fillColor(INK.muted)
        .text('AMOUNT PAYABLE', box.left + 12, top + 7);
      doc
        .font(FONT.bold)
        .fontSize(SIZE.display)
        .fillColor(INK.accent)
        .text(formatMoney(total), box.left + 12, top + 17);
      doc.font(FONT.italic).fontSize(SIZE.body).fillColor(INK.text);
      doc.text(shillingsInWords(total), box.left + 12, top + 37, { width: box.width - 24 });
      doc.x = box.left;
      doc.y = top + 64;
      const paid = v.status === 'paid' || (v.status === 'cancelled' && v.paid_on);
      drawDetails(
        doc,
        paid
          ? [
              { label: 'Mode of payment', value: MODES[text(v.payment_mode)] ?? text(v.payment_mode) },
              { label: v.payment_mode === 'cheque' ? 'Cheque no.' : 'Reference', value: text(v.payment_reference) },
              { label: 'Paid on', value: formatDate(text(v.paid_on)) },
              { label: 'Paid out by', value: text(v.paid_by) },
            ]
          : [{ label: 'Payment', value: 'Not yet paid' }],
        { columns: 2, labelWidth: 96 },
      );
      if (documents.length > 0)
        drawDetails(doc, [{ label: 'Documents', value: documents.join('; ') }], {
          columns: 1,
          labelWidth: 96,
        });
      if (v.status === 'rejected' || v.status === 'cancelled') {
        doc.moveDown(0.3);
        const what = v.status === 'rejected' ? 'REJECTED' : `CANCELLED ${formatDate(text(v.cancelled_on))}`;
        doc
          .font(FONT.bold)
          .fillColor('#c62828')
          .text(`${what}: ${text(v.decision_note)}`, box.left, doc.y, { width: box.width });
        doc.fillColor(INK.text);
      }
      doc.moveDown(0.8);
      drawSignatures(doc, [
        { role: 'Prepared by', name: text(v.prepared_by), date: formatDate(text(v.prepared_on)) },
        {
          role: 'Examined and approved by',
          name: text(v.approved_by),
          date: v.approved_on ? formatDate(text(v.approved_on)) : '',
        },
        { role: 'Authorised by (Principal / AIE holder)', name: '', date: '' },
        { role: 'Received by (payee)', name: '', date: '', withId: true },
      ]);
      const mark = WATERMARKS[text(v.status)];
      if (mark) {
        doc.save();
        doc.rotate(-30, { origin: [doc.page.width / 2, doc.page.height / 2] });
        doc.font(FONT.bold).fontSize(96).fillColor('#c62828').opacity(0.16);
        doc.text(mark, 0, doc.page.height / 2 - 60, { width: doc.page.width, align: 'center' });
        doc.restore();
      }
    },
  );
  return { pdf, voucherNo };
}
