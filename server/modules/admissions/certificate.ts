import type { AppContext } from '../../context';
import type { Db, Row } from '../../db/database';
import {
  contentBox,
  type Detail,
  drawDetails,
  FONT,
  formatDate,
  INK,
  keepTogether,
  type Pdf,
  printDocument,
  type School,
  schoolOf,
  SIZE,
} from '../../documents';
import { refusal, say } from '../../errors';
import { humanizeChoice } from '../../../src/schema/display';
import { displayPhone } from '../../../src/schema/phone';

/** Everything a leaving certificate prints, gathered from the transfer, the student and the school. */
export interface CertificateData {
  readonly school: School;
  readonly certificateNo: string;
  readonly studentName: string;
  readonly admissionNo: string | null;
  readonly upi: string | null;
  readonly kcpeIndex: string | null;
  /** ISO dates, printed day/month/year. */
  readonly dateOfBirth: string | null;
  readonly admissionDate: string | null;
  readonly leavingDate: string | null;
  /** The class the student joined (students.admission_class_id). */
  readonly admissionClass: string | null;
  /** The class and stream the student was in on leaving. */
  readonly className: string | null;
  /** The primary guardian ("Mary Otieno (mother)") and their phone as dialled in Kenya (0712 345 678). */
  readonly guardian: string | null;
  readonly guardianPhone: string | null;
  readonly destination: string | null;
  readonly reason: string | null;
  /** The head teacher's remarks on conduct; none leaves dotted lines to write them by hand. */
  readonly conductRemarks: string | null;
}

const optional = (value: unknown): string | null =>
  value === null || value === undefined || String(value).trim() === '' ? null : String(value).trim();

/** The primary guardian (else the first), from the guardian lines: the one source of their phone. */
async function primaryGuardian(db: Db, branchId: number, studentId: number): Promise<Row | undefined> {
  return db
    .selectFrom('guardians')
    .select(['name', 'relationship', 'phone'])
    .where('student_id', '=', studentId)
    .where('branch_id', '=', branchId)
    .orderBy('is_primary', 'desc')
    .orderBy('id')
    .executeTakeFirst();
}

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
  const studentId = Number(transfer.student_id);
  const student: Row =
    (await db
      .selectFrom('students')
      .leftJoin('classes', 'classes.id', 'students.class_id')
      .leftJoin('streams', 'streams.id', 'students.stream_id')
      .leftJoin('classes as joined', 'joined.id', 'students.admission_class_id')
      .selectAll('students')
      .select(['classes.name as class_name', 'streams.name as stream_name', 'joined.name as admission_class_name'])
      .where('students.id', '=', studentId)
      .where('students.branch_id', '=', branchId)
      .executeTakeFirst()) ?? {};
  const guardian = await primaryGuardian(db, branchId, studentId);
  const names = [student.first_name, student.middle_name, student.last_name].map(optional).filter(Boolean);
  const className = [student.class_name, student.stream_name].map(optional).filter(Boolean).join(' ');
  const guardianName = optional(guardian?.name) ?? optional(student.guardian_name);
  const relationship = optional(guardian?.relationship);
  const phone = optional(guardian?.phone) ?? optional(student.guardian_phone);
  return {
    school: await schoolOf(db, branchId, ctx),
    certificateNo: optional(transfer.certificate_no) ?? '',
    studentName: names.join(' '),
    admissionNo: optional(student.admission_no),
    upi: optional(student.upi_number),
    kcpeIndex: optional(student.kcpe_index),
    dateOfBirth: optional(student.date_of_birth),
    admissionDate: optional(student.admission_date),
    leavingDate: optional(transfer.transfer_date),
    admissionClass: optional(student.admission_class_name),
    className: className || null,
    guardian:
      guardianName && (relationship ? `${guardianName} (${humanizeChoice(relationship).toLowerCase()})` : guardianName),
    guardianPhone: phone && displayPhone(phone),
    destination: optional(transfer.school),
    reason: optional(transfer.reason),
    conductRemarks: optional(transfer.conduct_remarks),
  };
}

/** A dotted rule across the content box, as on a form filled in by hand. */
function dottedRule(doc: Pdf, y: number): void {
  const { left, right } = contentBox(doc);
  doc.save().strokeColor(INK.rule).lineWidth(0.5).dash(1, { space: 2 });
  doc.moveTo(left, y).lineTo(right, y).stroke();
  doc.undash().restore();
}

/**
 * A heading over ruled lines with the head teacher's remarks, each line of text sitting on its
 * rule; at least `minimum` lines, so remarks not typed in are written by hand on blank ones. The
 * block moves whole to a new page when it does not fit.
 */
function remarksBlock(doc: Pdf, heading: string, text: string | null, minimum = 3, gap = 22): void {
  const { left, width } = contentBox(doc);
  doc.font(FONT.regular).fontSize(SIZE.body);
  const lineHeight = doc.currentLineHeight(true);
  const options = { width: width - 8, lineGap: gap - lineHeight };
  const lines = text
    ? Math.max(minimum, Math.round((doc.heightOfString(text, options) + options.lineGap) / gap))
    : minimum;
  doc.font(FONT.bold).fontSize(SIZE.heading);
  keepTogether(doc, doc.heightOfString(heading, { width }) + lines * gap + 16);
  doc.fillColor(INK.text).text(heading, left, doc.y, { width });
  const top = doc.y;
  doc.font(FONT.regular).fontSize(SIZE.body);
  // The first line's baseline sits just above the first rule, and each next line one gap lower.
  if (text) doc.text(text, left + 4, top + gap - lineHeight - 1, options);
  for (let i = 1; i <= lines; i += 1) dottedRule(doc, top + i * gap);
  doc.x = left;
  doc.y = top + lines * gap + 16;
}

/** Name, signature and date lines for the head teacher to fill in, beside a box for the school stamp. */
function signatures(doc: Pdf): void {
  const { left, width } = contentBox(doc);
  const top = doc.y;
  const column = width * 0.58;
  ["Head teacher's name", 'Signature', 'Date'].forEach((label, i) => {
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

/** Room for the longest label of the particulars ("UPI / NEMIS number") on one line. */
const LABEL_WIDTH = 112;

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
    const flow = { width, lineGap: 2, continued: true } as const;
    doc.font(FONT.regular).fontSize(SIZE.body).text('This is to certify that ', left, doc.y, flow);
    doc.font(FONT.bold).text(data.studentName || 'the student named below', flow);
    const joined = data.admissionDate
      ? ` was admitted to ${data.school.name} on ${formatDate(data.admissionDate)}`
      : ` was a student of ${data.school.name}`;
    const leaving = data.leavingDate
      ? ` and left the school on ${formatDate(data.leavingDate)}. `
      : ' and has left the school. ';
    doc.font(FONT.regular).text(joined + leaving, flow);
    doc.text("The particulars below are as entered in the school's admission register.", { ...flow, continued: false });
    doc.moveDown(1);
    // Left blank, a particular keeps its dotted line for the school to fill in by hand.
    const form = { underline: true, empty: '' } as const;
    // One label width for the single and the paired rows, so every value starts on one line.
    const single = { ...form, labelWidth: LABEL_WIDTH };
    const paired = { ...form, labelWidth: LABEL_WIDTH, columns: 2 } as const;
    drawDetails(doc, [{ label: 'Name of student', value: data.studentName }], single);
    const pairs: Detail[] = [
      { label: 'Admission number', value: data.admissionNo },
      { label: 'UPI / NEMIS number', value: data.upi },
      { label: 'KCPE index number', value: data.kcpeIndex },
      { label: 'Date of birth', value: data.dateOfBirth, format: 'date' },
      { label: 'Date of admission', value: data.admissionDate, format: 'date' },
      { label: 'Class on admission', value: data.admissionClass },
      { label: 'Date of leaving', value: data.leavingDate, format: 'date' },
      { label: 'Class on leaving', value: data.className },
      { label: 'Parent / guardian', value: data.guardian },
      { label: 'Telephone', value: data.guardianPhone },
    ];
    drawDetails(doc, pairs, paired);
    drawDetails(
      doc,
      [
        { label: 'Transferring to', value: data.destination },
        { label: 'Reason for leaving', value: data.reason },
      ],
      single,
    );
    doc.moveDown(1.4);
    remarksBlock(doc, "Head teacher's remarks on conduct", data.conductRemarks);
    // The certifying sentence, the signatures and the stamp stay on one page.
    keepTogether(doc, 170);
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
