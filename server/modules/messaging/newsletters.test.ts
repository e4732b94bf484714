import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ErrorBody, branchIdOf, countRows, insertUser, json } from '../../../tests/helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../../../tests/helpers/harness';
import { PNG, uploadForm, upload, firstStudent } from '../../../tests/helpers/uploads';
import { pdfText } from '../../documents/pdf-text';

let t: TestApp;
let registrar: string;

/** A small PDF (any bytes after the signature pass the type check) and a Word file (a zip). */
const PDF_FILE = Buffer.from('%PDF-1.4\n% a fee structure\n');
const DOCX_FILE = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 1)]);

async function attach(bytes: Buffer, name: string, token = registrar): Promise<Response> {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name, { type: 'application/octet-stream' }));
  return t.app.request('/api/messaging/newsletter-files', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

const body =
  '<h2>From the principal</h2><p>Dear parents, <strong>Term 3</strong> ends on <em>27 November</em>. ' +
  'See <a href="https://demohigh.ac.ke/fees">the fee page</a>.</p><ul><li><p>Closing day: Friday</p></li><li><p>Prize giving</p></li></ul>' +
  `<p><img src="data:image/png;base64,${PNG.toString('base64')}" alt="badge"></p>`;

async function newsletter(title: string, attachments: { upload_id: string; caption?: string }[] = []) {
  const response = await t.call('POST', '/api/newsletters', {
    token: registrar,
    body: { title, issue_date: '2026-11-20', body, attachments },
  });
  expect(response.status).toBe(201);
  return json(response);
}

const publish = (id: unknown, input: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.call('POST', `/api/newsletters/${String(id)}/publish`, { token: registrar, body: input, headers });

beforeAll(async () => {
  t = await createTestApp({ students: 6 });
  registrar = (await t.signIn('registrar')).accessToken;
});
afterAll(() => t.close());

describe(`newsletters on ${ENGINE}`, () => {
  it('takes attachments as files of their own: PDF, pictures and Office documents, checked by content', async () => {
    const pdf = await attach(PDF_FILE, 'Fee structure 2027.pdf');
    expect(pdf.status).toBe(201);
    expect(await json(pdf)).toMatchObject({ name: 'Fee structure 2027.pdf', mime: 'application/pdf' });
    expect((await attach(DOCX_FILE, 'Kit list.docx')).status).toBe(201);
    expect((await attach(PNG, 'photo.png')).status).toBe(201);
    // A renamed program, and a type not offered, are refused with the reason.
    const exe = await attach(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100)]), 'report.pdf');
    expect(exe.status).toBe(415);
    expect((await json<ErrorBody>(exe)).message).toMatch(/Attach a PDF/);
    expect((await attach(Buffer.from('#!/bin/sh'), 'x.sh')).status).toBe(415);
    // Only those who may write newsletters upload them.
    const teacher = (await t.signIn('teacher')).accessToken;
    expect((await attach(PDF_FILE, 'a.pdf', teacher)).status).toBe(403);
  });

  it("refuses a line naming any other upload (a pupil's photo), and writes nothing", async () => {
    const home = await branchIdOf(t, 'DHS');
    const admin = (await t.signIn('admin')).accessToken;
    const student = await firstStudent(t, home);
    const photo = await upload(t, admin, uploadForm(PNG, 'face.png', { type: 'student', id: student, field: 'photo' }));
    expect(photo.status).toBe(201);
    const { id } = await json<{ id: number }>(photo);
    const before = await countRows(t, 'newsletters');
    const response = await t.call('POST', '/api/newsletters', {
      token: registrar,
      body: { title: 'Sneaky', issue_date: '2026-11-20', body: '<p>x</p>', attachments: [{ upload_id: String(id) }] },
    });
    expect(response.status).toBe(400);
    expect(Object.keys((await json<ErrorBody>(response)).errors ?? {})).toEqual(['attachments.0.upload_id']);
    expect(await countRows(t, 'newsletters')).toBe(before);
  });

  it('publishes a PDF on the letterhead with the title, body and attachments, at a public link for anyone', async () => {
    const file = await json<{ id: number }>(await attach(PDF_FILE, 'Fee structure 2027.pdf'));
    const draft = await newsletter('Term Three News', [{ upload_id: String(file.id), caption: 'Fees for 2027' }]);
    expect(draft.status).toBe('draft');

    // A draft's PDF is a preview for staff; it has no public link yet.
    const preview = await t.call('GET', `/api/messaging/newsletters/${String(draft.id)}/pdf`, { token: registrar });
    expect(preview.status).toBe(200);
    expect(pdfText(Buffer.from(await preview.arrayBuffer()))).toContain('Term Three News');

    const response = await publish(draft.id, { announce: false }, { origin: 'https://shule.demohigh.ac.ke' });
    expect(response.status).toBe(200);
    const published = await json(response);
    expect(published.status).toBe('published');
    expect(published.published_at).toEqual(expect.any(String));
    expect(published.public_token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(published.announced).toBe(0);

    const open = await t.call('GET', `/api/messaging/newsletters/public/${String(published.public_token)}`);
    expect(open.status).toBe(200);
    expect(open.headers.get('content-type')).toBe('application/pdf');
    expect(open.headers.get('content-disposition')).toMatch(/^inline/);
    const pdf = Buffer.from(await open.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const words of [
      'DEMO HIGH SCHOOL',
      'NEWSLETTER',
      '20/11/2026',
      'Term Three News',
      'From the principal',
      'Term 3',
      'Closing day: Friday',
      'Attachments',
      'Fees for 2027',
    ])
      expect(text).toContain(words);
    expect(text).toContain(
      `https://shule.demohigh.ac.ke/api/messaging/newsletters/public/${String(published.public_token)}`,
    );

    const attachment = await t.call(
      'GET',
      `/api/messaging/newsletters/public/${String(published.public_token)}/attachments/1`,
    );
    expect(attachment.status).toBe(200);
    expect(Buffer.from(await attachment.arrayBuffer()).equals(PDF_FILE)).toBe(true);
    expect(
      (await t.call('GET', `/api/messaging/newsletters/public/${String(published.public_token)}/attachments/2`)).status,
    ).toBe(404);

    // Staff get the same published copy.
    const staff = await t.call('GET', `/api/messaging/newsletters/${String(draft.id)}/pdf`, { token: registrar });
    expect(Buffer.from(await staff.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('answers 404 to an unknown token and to a draft, and never asks for sign-in', async () => {
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', 'nonsense', "'; drop table newsletters; --"]) {
      const response = await t.call('GET', `/api/messaging/newsletters/public/${encodeURIComponent(token)}`);
      expect(response.status).toBe(404);
    }
    const draft = await newsletter('Still a draft');
    const branch = await branchIdOf(t, 'DHS');
    await t.ctx.database.db
      .updateTable('newsletters')
      .set({ public_token: 'BBBBBBBBBBBBBBBBBBBBBB' })
      .where('id', '=', Number(draft.id))
      .where('branch_id', '=', branch)
      .execute();
    expect((await t.call('GET', '/api/messaging/newsletters/public/BBBBBBBBBBBBBBBBBBBBBB')).status).toBe(404);
  });

  it('a published newsletter cannot be edited, deleted or published again (409)', async () => {
    const draft = await newsletter('Locked issue');
    expect((await publish(draft.id, { announce: false })).status).toBe(200);
    const edit = await t.call('PUT', `/api/newsletters/${String(draft.id)}`, {
      token: registrar,
      body: { title: 'Changed' },
    });
    expect(edit.status).toBe(409);
    expect((await t.call('DELETE', `/api/newsletters/${String(draft.id)}`, { token: registrar })).status).toBe(409);
    expect((await publish(draft.id, { announce: false })).status).toBe(409);
  });

  it('announces to the primary guardian of every active student, one SMS per number, with the link', async () => {
    const home = await branchIdOf(t, 'DHS');
    const { db } = t.ctx.database;
    const students = await db
      .selectFrom('students')
      .select('id')
      .where('branch_id', '=', home)
      .where('status', '=', 'active')
      .execute();
    const phones = new Set<string>();
    for (const student of students) {
      const primary = await db
        .selectFrom('guardians')
        .select('phone')
        .where('student_id', '=', Number(student.id))
        .orderBy('is_primary', 'desc')
        .orderBy('id')
        .executeTakeFirst();
      if (primary?.phone) phones.add(String(primary.phone));
    }
    expect(phones.size).toBeGreaterThan(1);

    const draft = await newsletter('Sports {day} Special');
    const response = await publish(draft.id, { announce: true }, { origin: 'https://shule.demohigh.ac.ke' });
    expect(response.status).toBe(200);
    const published = await json(response);
    const link = `https://shule.demohigh.ac.ke/api/messaging/newsletters/public/${String(published.public_token)}`;
    const batch = await db
      .selectFrom('sms_batches')
      .select('id')
      .where('branch_id', '=', home)
      .where('source', '=', 'newsletters')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const rows = await db.selectFrom('sms_messages').selectAll().where('batch_id', '=', Number(batch.id)).execute();
    expect(new Set(rows.map((r) => String(r.phone)))).toEqual(phones);
    expect(rows).toHaveLength(phones.size);
    for (const row of rows)
      expect(String(row.body)).toBe(`Demo High School: our newsletter "Sports day Special" is out: ${link}`);
    expect(published.announced).toBe(rows.filter((r) => r.status !== 'opted_out').length);
    expect(published.announced).toBeGreaterThan(0);

    // The school's own words, with the link added at the end.
    const second = await newsletter('Second issue');
    const typed = await publish(second.id, { announce: true, sms_text: 'Habari! Jarida jipya la {school}:' });
    const token = String((await json(typed)).public_token);
    const [one] = await db
      .selectFrom('sms_messages')
      .select('body')
      .where('branch_id', '=', home)
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(String(one.body)).toMatch(new RegExp(`^Habari! Jarida jipya la Demo High School: http.*/public/${token}$`));
  });

  it("the PDF of another school's newsletter is a 404; readers only", async () => {
    const draft = await newsletter('Ours only');
    await insertUser(t, await branchIdOf(t, 'DPS'), 'sender2', ['ROLE_Send_Custom_sms']);
    const theirs = (await t.signIn('sender2')).accessToken;
    expect((await t.call('GET', `/api/messaging/newsletters/${String(draft.id)}/pdf`, { token: theirs })).status).toBe(
      404,
    );
    const teacher = (await t.signIn('teacher')).accessToken;
    expect((await t.call('GET', `/api/messaging/newsletters/${String(draft.id)}/pdf`, { token: teacher })).status).toBe(
      403,
    );
  });
});
