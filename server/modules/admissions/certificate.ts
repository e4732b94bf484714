import PDFDocument from 'pdfkit';
import type { Db, Row } from '../../db/database';
import { badRequest, notFound } from '../../errors';

/** Everything a leaving certificate prints, gathered from the transfer, the student and the school. */
export interface CertificateData {
  readonly school: { name: string; motto: string | null; address: string | null; phone: string | null };
  readonly certificateNo: string;
  readonly studentName: string;
  readonly admissionNo: string;
  readonly upi: string;
  readonly dateOfBirth: string;
  readonly className: string;
  readonly admissionDate: string;
  readonly leavingDate: string;
  readonly destination: string;
  readonly reason: string;
}

const text = (value: unknown, empty = '—') =>
  value === null || value === undefined || value === '' ? empty : String(value);

/** The certificate of a transfer out of the user's branch; 404 for another branch's transfer. */
export async function certificateData(db: Db, branchId: number, transferId: number): Promise<CertificateData> {
  const transfer = await db
    .selectFrom('transfers')
    .selectAll()
    .where('id', '=', transferId)
    .where('branch_id', '=', branchId)
    .executeTakeFirst();
  if (!transfer) throw notFound(`No transfer with id ${transferId}`);
  if (transfer.direction !== 'out') throw badRequest('A leaving certificate is issued for a transfer out only');
  const student: Row =
    (await db
      .selectFrom('students')
      .leftJoin('classes', 'classes.id', 'students.class_id')
      .selectAll('students')
      .select('classes.name as class_name')
      .where('students.id', '=', Number(transfer.student_id))
      .where('students.branch_id', '=', branchId)
      .executeTakeFirst()) ?? {};
  const school: Row =
    (await db
      .selectFrom('branches')
      .select(['name', 'motto', 'address', 'phone'])
      .where('id', '=', branchId)
      .executeTakeFirst()) ?? {};
  const names = [student.first_name, student.middle_name, student.last_name].filter((n) => n !== null && n !== '');
  return {
    school: {
      name: text(school.name, ''),
      motto: school.motto ? String(school.motto) : null,
      address: school.address ? String(school.address) : null,
      phone: school.phone ? String(school.phone) : null,
    },
    certificateNo: text(transfer.certificate_no),
    studentName: names.map(String).join(' '),
    admissionNo: text(student.admission_no),
    upi: text(student.upi_number),
    dateOfBirth: text(student.date_of_birth),
    className: text(student.class_name),
    admissionDate: text(student.admission_date),
    leavingDate: text(transfer.transfer_date),
    destination: text(transfer.school),
    reason: text(transfer.reason),
  };
}

/** An A4 leaving certificate; `compress: false` leaves the page text readable (tests). */
export function certificatePdf(data: CertificateData, options: { compress?: boolean } = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    compress: options.compress ?? true,
    info: { Title: `Leaving certificate ${data.certificateNo}`, Author: data.school.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 112;
  doc.font('Helvetica-Bold').fontSize(20).text(data.school.name.toUpperCase(), { align: 'center' });
  if (data.school.motto) doc.font('Helvetica-Oblique').fontSize(11).text(`"${data.school.motto}"`, { align: 'center' });
  const contact = [data.school.address, data.school.phone].filter(Boolean).join('  ·  ');
  if (contact) doc.font('Helvetica').fontSize(10).text(contact, { align: 'center' });
  doc.moveDown(0.5);
  doc
    .moveTo(56, doc.y)
    .lineTo(56 + width, doc.y)
    .lineWidth(1.5)
    .stroke();
  doc.moveDown(1);
  doc.font('Helvetica-Bold').fontSize(16).text('SCHOOL LEAVING CERTIFICATE', { align: 'center' });
  doc.font('Helvetica').fontSize(11).text(`Certificate No. ${data.certificateNo}`, { align: 'center' });
  doc.moveDown(1.5);
  const rows: [string, string][] = [
    ['Name of student', data.studentName],
    ['Admission number', data.admissionNo],
    ['UPI / NEMIS number', data.upi],
    ['Date of birth', data.dateOfBirth],
    ['Class', data.className],
    ['Date of admission', data.admissionDate],
    ['Date of leaving', data.leavingDate],
    ['Transferred to', data.destination],
    ['Reason for leaving', data.reason],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(11).text(`${label}:`, 56, y, { width: 170 });
    doc.font('Helvetica').text(value, 236, y, { width: width - 180 });
    doc.moveDown(0.6);
  }
  doc.moveDown(1);
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(
      `This is to certify that the above-named student was a student of ${data.school.name} and left the ` +
        'school on the date shown. To the best of our knowledge the particulars above are correct.',
      56,
      doc.y,
      { width, align: 'justify' },
    );
  doc.moveDown(4);
  const signY = doc.y;
  for (const [x, label] of [
    [56, 'Principal (name and signature)'],
    [56 + width / 2 + 20, 'Date and school stamp'],
  ] as const) {
    doc
      .moveTo(x, signY)
      .lineTo(x + width / 2 - 20, signY)
      .lineWidth(0.8)
      .stroke();
    doc.fontSize(9).text(label, x, signY + 4, { width: width / 2 - 20 });
  }
  doc.end();
  return done;
}
