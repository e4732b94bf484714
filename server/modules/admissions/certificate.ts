import type { AppContext } from '../../context';
import type { Db, Row } from '../../db/database';
import {
  contentBox,
  type Detail,
  drawDetails,
  FONT,
  formatDate,
  INK,
  type Pdf,
  printDocument,
  type School,
  schoolOf,
  SIZE,
} from '../../documents';
import { refusal, say } from '../../errors';

/** Everything a leaving certificate prints, gathered from the transfer, the student and the school. */
export interface CertificateData {
  readonly school: School;
  readonly certificateNo: string;
  readonly studentName: string;
  readonly admissionNo: string | null;
  readonly upi: string | null;
  /** ISO dates, printed day/month/year. */
  readonly dateOfBirth: string | null;
  readonly admissionDate: string | null;
  readonly leavingDate: string | null;
  /** The class and stream the student was in on leaving. */
  readonly className: string | null;
  readonly destination: string | null;
  readonly reason: string | null;
}

const optional = (value: unknown): string | null =>
  value === null || value === undefined || String(value).trim() === '' ? null : String(value);

/**
 * The certificate of a transfer out of the user's branch; 404 for another branch's transfer.
 * With the app context the letterhead carries the school's badge from the uploads store.
 */
export async function certificateData(
  db: Db,
  branchId: number,
  transferId: number,
  ctx?: AppContext,
): Promise<CertificateData> {
  const transfer = await db
    .selectFrom('transfers')
    .selectAll()
    .where('id', '=', transferId)
    .where('branch_id', '=', branchId)
    .executeTakeFirst();
  if (!transfer)
    throw refusal(
      404,
      say(
        'shule.errors.no_record',
        { singular: 'transfer', id: transferId },
        { singular: { key: 'resources.transfers.name', count: 1, lower: true } },
      ),
    );
  if (transfer.direction !== 'out') throw refusal(400, say('shule.admissions.errors.certificate_for_transfer_out'));
  const student: Row =
    (await db
      .selectFrom('students')
      .leftJoin('classes', 'classes.id', 'students.class_id')
      .leftJoin('streams', 'streams.id', 'students.stream_id')
      .selectAll('students')
      .select(['classes.name as class_name', 'streams.name as stream_name'])
      .where('students.id', '=', Number(transfer.student_id))
      .where('students.branch_id', '=', branchId)
      .executeTakeFirst()) ?? {};
  const names = [student.first_name, student.middle_name, student.last_name].map(optional).filter(Boolean);
  const className = [student.class_name, student.stream_name].map(optional).filter(Boolean).join(' ');
  return {
    school: await schoolOf(db, branchId, ctx),
    certificateNo: optional(transfer.certificate_no) ?? '—',
    studentName: names.join(' '),
    admissionNo: optional(student.admission_no),
    upi: optional(student.upi_number),
    dateOfBirth: optional(student.date_of_birth),
    admissionDate: optional(student.admission_date),
    leavingDate: optional(transfer.transfer_date),
    className: className || null,
    destination: optional(transfer.school),
    reason: optional(transfer.reason),
  };
}

/** Dotted lines for what the head writes by hand. */
function writingLines(doc: Pdf, count: number, gap = 20): void {
  const { left, right } = contentBox(doc);
  doc.save().strokeColor(INK.rule).lineWidth(0.5).dash(1, { space: 2 });
  for (let i = 1; i <= count; i += 1)
    doc
      .moveTo(left, doc.y + i * gap)
      .lineTo(right, doc.y + i * gap)
      .stroke();
  doc.undash().restore();
  doc.y += count * gap + 16;
}

/** Name, signature and date lines for the principal to fill in, beside a box for the school stamp. */
function signatures(doc: Pdf): void {
  const { left, width } = contentBox(doc);
  const top = doc.y;
  const column = width * 0.58;
  ['Name of Principal', 'Signature', 'Date'].forEach((label, i) => {
    const y = top + i * 30 + 14;
    doc.font(FONT.regular).fontSize(SIZE.body).fillColor(INK.muted).text(label, left, y, { width: 110 });
    doc.save().strokeColor(INK.rule).lineWidth(0.5).dash(1, { space: 2 });
    doc
      .moveTo(left + 112, y + 12)
      .lineTo(left + column - 10, y + 12)
      .stroke()
      .undash()
      .restore();
  });
  const stamp = { x: left + column + 10, y: top, w: width - column - 10, h: 104 };
  doc.save().strokeColor(INK.rule).lineWidth(0.7).dash(3, { space: 3 });
  doc.roundedRect(stamp.x, stamp.y, stamp.w, stamp.h, 6).stroke().undash().restore();
  doc.font(FONT.regular).fontSize(SIZE.small).fillColor(INK.muted);
  doc.text('Official school stamp', stamp.x, stamp.y + stamp.h - 16, { width: stamp.w, align: 'center' });
  doc.fillColor(INK.text);
  doc.x = left;
  doc.y = top + stamp.h + 18;
}

/** An A4 leaving certificate; `compress: false` leaves the page text readable (tests). */
export function certificatePdf(
  data: CertificateData,
  options: { compress?: boolean; printedAt?: Date } = {},
): Promise<Buffer> {
  const printedAt = options.printedAt ?? new Date();
  const issued = formatDate(printedAt);
  const title = 'School leaving certificate';
  return printDocument({ school: data.school, title, printedAt, compress: options.compress }, (doc) => {
    const { left, width } = contentBox(doc);
    const y = doc.y;
    doc.font(FONT.bold).fontSize(SIZE.body).text(`Certificate No. ${data.certificateNo}`, left, y, { width });
    doc.font(FONT.regular).text(`Date of issue: ${issued}`, left, y, { width, align: 'right' });
    doc.moveDown(1.2);
    const leftOn = data.leavingDate ? formatDate(data.leavingDate) : 'the date shown';
    const flow = { width, lineGap: 2, continued: true } as const;
    doc.font(FONT.regular).fontSize(SIZE.body).text('This is to certify that ', left, doc.y, flow);
    doc.font(FONT.bold).text(data.studentName || 'the student named below', flow);
    doc.font(FONT.regular).text(` was a student of ${data.school.name} and left the school on ${leftOn}. `, flow);
    doc.text('The particulars of the student are as follows.', { ...flow, continued: false });
    doc.moveDown(1);
    const particulars: Detail[] = [
      { label: 'Name of student', value: data.studentName },
      { label: 'Admission number', value: data.admissionNo },
      { label: 'UPI / NEMIS number', value: data.upi },
      { label: 'Date of birth', value: data.dateOfBirth, format: 'date' },
      { label: 'Date of admission', value: data.admissionDate, format: 'date' },
      { label: 'Class on leaving', value: data.className },
      { label: 'Date of leaving', value: data.leavingDate, format: 'date' },
      { label: 'Transferring to', value: data.destination },
      { label: 'Reason for leaving', value: data.reason },
    ];
    drawDetails(doc, particulars, { underline: true });
    doc.moveDown(1.6);
    doc.font(FONT.bold).fontSize(SIZE.heading).text("Principal's remarks on conduct, ability and industry", left);
    writingLines(doc, 3, 22);
    doc
      .font(FONT.regular)
      .fontSize(SIZE.body)
      .text(
        "I certify that the particulars above are correct according to the school's admission register.",
        left,
        doc.y,
        { width },
      );
    doc.moveDown(1);
    signatures(doc);
    doc.font(FONT.italic).fontSize(SIZE.small).fillColor(INK.muted);
    doc.text('Not valid without the official school stamp. Any alteration makes this certificate void.', left, doc.y, {
      width,
      align: 'center',
    });
    doc.fillColor(INK.text);
  });
}
