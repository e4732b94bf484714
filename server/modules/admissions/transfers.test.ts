import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ErrorBody, auditOf, insertUser, rowById } from '../../../tests/helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../../../tests/helpers/harness';
import { pdfText } from '../../documents/pdf-text';
import { displayPhone } from '../../../src/schema/phone';
import { certificateData, certificatePdf } from './certificate';
import { body, counts, demoBranches, firstOf, type Session, sessionOf } from '../../../tests/helpers/admissions';

let t: TestApp;
let registrar: Session;
let away: number;

beforeAll(async () => {
  t = await createTestApp({ students: 30 });
  registrar = await sessionOf(t, 'registrar');
  away = (await demoBranches(t)).away;
});
afterAll(() => t.close());

/** An active student of the registrar's school not used by another test. */
let used = 0;
async function activeStudent(): Promise<Record<string, unknown>> {
  used += 1;
  const rows = await t.ctx.database.db
    .selectFrom('students')
    .selectAll()
    .where('branch_id', '=', registrar.branchId)
    .where('status', '=', 'active')
    .orderBy('id')
    .execute();
  return rows[used];
}

const transfer = (payload: Record<string, unknown>, token = registrar.token) =>
  t.call('POST', '/api/transfers', {
    token,
    body: { transfer_date: '2026-06-01', school: 'Alliance High', ...payload },
  });

/** "2026-06-01" → "01/06/2026": certificates print Kenyan day/month/year. */
const kenyan = (iso: string) => iso.split('-').reverse().join('/');

/** A 1×1 PNG: the smallest badge pdfkit embeds. */
const BADGE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYGAAAAAEAAH2FzhVAAAAAElFTkSuQmCC',
  'base64',
);

const certificate = (id: unknown, token = registrar.token) =>
  t.call('GET', `/api/admissions/transfers/${String(id)}/certificate`, { token });

describe(`transfers on ${ENGINE}`, () => {
  it('a transfer out marks the student transferred and numbers a certificate past the demo one', async () => {
    const student = await activeStudent();
    const response = await transfer({ student_id: student.id, direction: 'out', reason: 'Relocation' });
    expect(response.status).toBe(201);
    const record = await body(response);
    expect(record.certificate_no).toMatch(/^LC\/2026\/\d{4}$/);
    expect(record.certificate_no).not.toBe('LC/2026/0001'); // the demo's transfer holds that one
    expect((await rowById(t, 'students', Number(student.id)))?.status).toBe('transferred');
    expect((await auditOf(t, 'students', Number(student.id))).at(-1)?.changes).toEqual({
      status: { before: 'active', after: 'transferred' },
    });
    const next = await body(await transfer({ student_id: (await activeStudent()).id, direction: 'out' }));
    expect(Number(String(next.certificate_no).slice(-4))).toBe(Number(String(record.certificate_no).slice(-4)) + 1);
  });

  it('a transfer in makes the student active and records the previous school; no certificate', async () => {
    const student = await activeStudent();
    await t.ctx.database.db
      .updateTable('students')
      .set({ status: 'left' })
      .where('id', '=', Number(student.id))
      .execute();
    const record = await body(
      await transfer({ student_id: student.id, direction: 'in', school: 'Mang’u High School' }),
    );
    expect(record.certificate_no).toBeNull();
    const after = await rowById(t, 'students', Number(student.id));
    expect(after).toMatchObject({ status: 'active', previous_school: 'Mang’u High School' });
  });

  it('a client cannot choose the certificate number', async () => {
    const student = await activeStudent();
    const response = await transfer({ student_id: student.id, direction: 'out', certificate_no: 'LC/1/1' });
    expect(response.status).toBe(400);
    expect((await rowById(t, 'students', Number(student.id)))?.status).toBe('active');
  });

  it("another school's student is a 400 on student_id and changes nothing", async () => {
    const theirs = await firstOf(t, 'students', away, { status: 'active' });
    const before = await counts(t, ['transfers', 'audit_log', 'counters']);
    const response = await transfer({ student_id: theirs.id, direction: 'out' });
    expect(response.status).toBe(400);
    expect(Object.keys((await body<ErrorBody>(response)).errors ?? {})).toEqual(['student_id']);
    expect(await counts(t, ['transfers', 'audit_log', 'counters'])).toEqual(before);
    expect((await rowById(t, 'students', Number(theirs.id)))?.status).toBe('active');
  });
});

describe(`GET /api/admissions/transfers/:id/certificate on ${ENGINE}`, () => {
  it('is a PDF leaving certificate with the school, the student and the transfer', async () => {
    const student = await activeStudent();
    await t.ctx.database.db
      .updateTable('students')
      .set({ upi_number: 'UPI9X7' })
      .where('id', '=', Number(student.id))
      .execute();
    const record = await body(
      await transfer({ student_id: student.id, direction: 'out', school: 'Maseno School', reason: 'Family moved' }),
    );
    const response = await certificate(record.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="leaving-certificate-.+\.pdf"$/);
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    const school = await firstOf(t, 'branches', registrar.branchId);
    const cls = await rowById(t, 'classes', Number(student.class_id));
    for (const expected of [
      String(school.name).toUpperCase(),
      String(school.motto),
      String(school.address),
      displayPhone(String(school.phone)), // as dialled: 0700 000 100
      String(school.email),
      'SCHOOL LEAVING CERTIFICATE',
      String(student.first_name),
      String(student.last_name),
      String(student.admission_no),
      'UPI9X7',
      kenyan(String(student.date_of_birth)),
      String(cls?.name),
      kenyan(String(student.admission_date)),
      '01/06/2026',
      'Maseno School',
      'Family moved',
      String(record.certificate_no),
      "Head teacher's remarks on conduct",
      'Official school stamp',
      'Page 1 of 1',
    ])
      expect(text, expected).toContain(expected);
    expect(text).not.toContain('2026-06-01');
  });

  it("prints the class joined and the class left, the KCPE index, the guardian's phone as dialled and the head teacher's remarks", async () => {
    const db = t.ctx.database.db;
    const form1 = await db
      .selectFrom('classes')
      .select(['id', 'name'])
      .where('branch_id', '=', registrar.branchId)
      .where('active', '=', true)
      .orderBy('level')
      .executeTakeFirstOrThrow();
    const registered = await t.call('POST', '/api/students', {
      token: registrar.token,
      body: {
        first_name: 'Achieng',
        last_name: 'Certificate',
        gender: 'female',
        class_id: form1.id,
        kcpe_index: '20512345001',
        admission_date: '2025-01-06',
        guardians: [{ name: 'Mary Atieno', relationship: 'mother', phone: '0722 100 200' }],
      },
    });
    expect(registered.status).toBe(201);
    const student = await body(registered);
    // The class joined is the registration's, kept when promotion moves the student on.
    expect(student.admission_class_id).toBe(form1.id);
    const promoted = await t.call('POST', '/api/admissions/students/promote', {
      token: registrar.token,
      body: { ids: [student.id] },
    });
    expect(promoted.status).toBe(200);
    const moved = await rowById(t, 'students', Number(student.id));
    expect(moved?.class_id).not.toBe(form1.id);
    expect(moved?.admission_class_id).toBe(form1.id);
    const form2 = await rowById(t, 'classes', Number(moved?.class_id));

    const remarks = 'Disciplined, honest and hardworking; a class prefect in Form 1.';
    const left = await t.call('POST', `/api/students/${String(student.id)}/transfer_out`, {
      token: registrar.token,
      body: { school: 'Maseno School', transfer_date: '2026-06-01', conduct_remarks: remarks },
    });
    expect(left.status).toBe(200);
    const filed = await firstOf(t, 'transfers', registrar.branchId, { student_id: student.id });
    expect(filed.conduct_remarks).toBe(remarks);
    const text = pdfText(Buffer.from(await (await certificate(filed.id)).arrayBuffer()));
    for (const expected of [
      'Class on admission',
      String(form1.name),
      'Class on leaving',
      String(form2?.name),
      'KCPE index number',
      '20512345001',
      'Mary Atieno (mother)',
      '0722 100 200',
      '06/01/2025',
      remarks,
    ])
      expect(text, expected).toContain(expected);
    expect(text).not.toContain('+254722100200');
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('a client cannot set the class joined: the registration sets it', async () => {
    const cls = await firstOf(t, 'classes', registrar.branchId);
    const response = await t.call('POST', '/api/students', {
      token: registrar.token,
      body: {
        first_name: 'Otieno',
        last_name: 'Readonly',
        gender: 'male',
        class_id: cls.id,
        admission_class_id: cls.id,
        guardians: [{ name: 'Jane Otieno', relationship: 'mother', phone: '0722 100 201' }],
      },
    });
    expect(response.status).toBe(400);
    expect((await body<ErrorBody>(response)).errors).toHaveProperty('admission_class_id');
  });

  it('prints names beyond Latin-1 (Gĩkũyũ vowels) as they are spelt', async () => {
    const student = await activeStudent();
    await t.ctx.database.db
      .updateTable('students')
      .set({ first_name: 'Mũthoni', middle_name: 'Wanjirũ', last_name: 'Kĩmani' })
      .where('id', '=', Number(student.id))
      .execute();
    const record = await body(await transfer({ student_id: student.id, direction: 'out' }));
    const pdf = Buffer.from(await (await certificate(record.id)).arrayBuffer());
    expect(pdfText(pdf)).toContain('Mũthoni Wanjirũ Kĩmani');
  });

  it("carries the school's uploaded badge on the letterhead, and prints without one", async () => {
    const mine = await firstOf(t, 'transfers', registrar.branchId, { direction: 'out' });
    const read = (db: Parameters<typeof certificateData>[0]) =>
      certificateData(db, registrar.branchId, Number(mine.id), t.ctx);
    const images = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype\s*\/Image/g)?.length ?? 0;
    const before = await read(t.ctx.database.db);
    expect(before.school.logo).toBeNull();
    expect(images(await certificatePdf(before))).toBe(0);

    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(BADGE)], { type: 'image/png' }), 'badge.png');
    form.append('otherdata', JSON.stringify({ type: 'school' }));
    const { token } = await sessionOf(t, 'admin');
    const upload = await t.app.request('/api/uploads', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    const after = await read(t.ctx.database.db);
    expect(after.school.logo?.equals(BADGE)).toBe(true);
    expect(images(await certificatePdf(after))).toBe(1);
  });

  it("another school's transfer is a 404, and so is a missing one", async () => {
    const theirs = await firstOf(t, 'transfers', away);
    expect((await certificate(theirs.id)).status).toBe(404);
    expect((await certificate(999999)).status).toBe(404);
  });

  it('a transfer in has no leaving certificate', async () => {
    const student = await activeStudent();
    const record = await body(await transfer({ student_id: student.id, direction: 'in' }));
    expect((await certificate(record.id)).status).toBe(400);
  });

  it('needs read access to transfers', async () => {
    const mine = await firstOf(t, 'transfers', registrar.branchId);
    await insertUser(t, registrar.branchId, 'leaveonly', ['ROLE_Issue_Leaveout_or_Suspension']);
    for (const username of ['leaveonly', 'viewer']) {
      const { token } = await sessionOf(t, username);
      expect((await certificate(mine.id, token)).status, username).toBe(403);
    }
    expect((await t.call('GET', `/api/admissions/transfers/${String(mine.id)}/certificate`)).status).toBe(401);
  });
});
