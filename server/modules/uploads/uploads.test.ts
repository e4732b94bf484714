import fs from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from '../../../tests/helpers/harness';
import { hashPassword } from '../../auth/passwords';
import { DEMO_PASSWORD } from '../../db/demo-users';
import { APP_ROLE } from '../../db/row-security';
import { insertSystem } from '../../db/system-writes';
import { uploadsRoot } from './storage';
import { EXE, firstStudent, PNG, storedFiles, upload, uploadForm, uploadRows } from '../../../tests/helpers/uploads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  fs.rmSync(uploadsRoot(t.ctx), { recursive: true, force: true });
  await t.close();
});

/** An administrator of another branch: one who may read school records, only not this school's. */
async function otherBranchAdmin(branchId: number): Promise<string> {
  const other = await t.ctx.database.db
    .selectFrom('branches')
    .select('id')
    .where('id', '!=', branchId)
    .executeTakeFirstOrThrow();
  const username = `admin${String(other.id)}`;
  await insertSystem(t.ctx.database, 'users', Number(other.id), [
    {
      username,
      name: 'Other Admin',
      roles: ['ROLE_All'],
      active: true,
      theme: 0,
      password: await hashPassword(DEMO_PASSWORD),
    },
  ]);
  return username;
}

type Stored = { id: number; url: string; mime: string; size: number };
const WRONG_TYPE = "You can't upload files of this type.";

describe(`POST /api/uploads in one request on ${ENGINE}`, () => {
  it('stores a PNG for a student, audits it and serves it back with its type to readers of the branch', async () => {
    const registrar = await t.signIn('registrar');
    const student = await firstStudent(t, registrar.branchId);
    const response = await upload(
      t,
      registrar.accessToken,
      uploadForm(PNG, 'face.png', { type: 'student', id: student, field: 'photo' }),
    );
    expect(response.status).toBe(201);
    const stored = (await response.json()) as Stored;
    expect(stored).toEqual({
      id: expect.any(Number),
      url: `/api/images/getimage/student/${student}`,
      mime: 'image/png',
      size: PNG.length,
    });
    const row = await t.ctx.database.db
      .selectFrom('uploads')
      .selectAll()
      .where('id', '=', stored.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ branch_id: registrar.branchId, owner_type: 'student', owner_id: student });
    expect(row).toMatchObject({
      field: 'photo',
      mime: 'image/png',
      original_name: 'face.png',
      created_by: registrar.id,
    });
    expect(String(row.path)).toMatch(new RegExp(`^${registrar.branchId}/[0-9a-f]{32}$`));
    expect(String(row.path)).not.toMatch(/dist/);
    const audit = await t.ctx.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('resource', '=', 'uploads')
      .where('record_id', '=', String(stored.id))
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'create', username: 'registrar', branch_id: registrar.branchId });

    const viewer = await t.signIn('admin');
    const image = await t.call('GET', stored.url, { token: viewer.accessToken });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('private');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('stores the school badge, served only for the own branch id', async () => {
    const admin = await t.signIn('admin');
    const response = await upload(t, admin.accessToken, uploadForm(PNG, 'badge.PNG', { type: 'school' }));
    expect(response.status).toBe(201);
    const stored = (await response.json()) as Stored;
    expect(stored.url).toBe(`/api/images/getimage/school/${admin.branchId}`);
    const image = await t.call('GET', stored.url, { token: admin.accessToken });
    expect(image.headers.get('content-type')).toBe('image/png');
    const admin2 = await t.signIn(await otherBranchAdmin(admin.branchId));
    expect((await t.call('GET', stored.url, { token: admin2.accessToken })).status).toBe(404);
    const mismatch = await upload(t, admin.accessToken, uploadForm(PNG, 'b.png', { type: 'school', id: 999 }));
    expect(mismatch.status).toBe(404);
  });

  it.each([
    ['a PNG renamed .pdf', PNG, 'photo.pdf'],
    ['an EXE renamed .png', EXE, 'photo.png'],
    ['a PNG renamed .exe', PNG, 'photo.exe'],
    ['a PNG named .gif', PNG, 'photo.gif'],
    ['a file with no extension', PNG, 'photo'],
    ['an empty file', Buffer.alloc(0), 'empty.png'],
  ])('refuses %s with 415 and stores nothing', async (_label, bytes, name) => {
    const registrar = await t.signIn('registrar');
    const student = await firstStudent(t, registrar.branchId);
    const rows = await uploadRows(t);
    const files = storedFiles(t).length;
    const response = await upload(t, registrar.accessToken, uploadForm(bytes, name, { type: 'student', id: student }));
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ message: WRONG_TYPE });
    expect(await uploadRows(t)).toBe(rows);
    expect(storedFiles(t)).toHaveLength(files);
  });

  it("keeps another branch's students out of reach: no upload, no image (404)", async () => {
    const registrar = await t.signIn('registrar');
    const registrar2 = await t.signIn('registrar2');
    const student = await firstStudent(t, registrar.branchId);
    await upload(t, registrar.accessToken, uploadForm(PNG, 'face.png', { type: 'student', id: student }));
    const rows = await uploadRows(t);
    const files = storedFiles(t).length;
    const response = await upload(
      t,
      registrar2.accessToken,
      uploadForm(PNG, 'x.png', { type: 'student', id: student }),
    );
    expect(response.status).toBe(404);
    expect(await uploadRows(t)).toBe(rows);
    expect(storedFiles(t)).toHaveLength(files);
    const image = await t.call('GET', `/api/images/getimage/student/${student}`, { token: registrar2.accessToken });
    expect(image.status).toBe(404);
    expect(image.headers.get('content-type')).toMatch(/json/);
  });

  it('needs write access to the target (403), a session (401) and a sensible otherdata (400)', async () => {
    const viewer = await t.signIn('viewer');
    const student = await firstStudent(t, viewer.branchId);
    const form = () => uploadForm(PNG, 'face.png', { type: 'student', id: student });
    expect((await upload(t, viewer.accessToken, form())).status).toBe(403);
    expect((await upload(t, undefined, form())).status).toBe(401);
    const registrar = await t.signIn('registrar');
    for (const otherdata of [
      'not json',
      '[1]',
      { type: 'pet', id: 1 },
      { type: 'student' },
      { type: 'student', id: -1 },
    ]) {
      const response = await upload(t, registrar.accessToken, uploadForm(PNG, 'face.png', otherdata));
      expect(response.status, JSON.stringify(otherdata)).toBe(400);
    }
    const noFile = new FormData();
    noFile.set('otherdata', JSON.stringify({ type: 'student', id: student }));
    expect((await upload(t, registrar.accessToken, noFile)).status).toBe(400);
    const theirs = await t.ctx.database.db
      .selectFrom('employees')
      .select('id')
      .where('category', '=', 'non_teaching')
      .where('branch_id', '!=', registrar.branchId)
      .executeTakeFirstOrThrow();
    const staff = await upload(t, registrar.accessToken, uploadForm(PNG, 'face.png', { type: 'staff', id: theirs.id }));
    expect(staff.status).toBe(404);
  });

  it('serves the newest image of an owner, and 404 while there is none', async () => {
    const registrar = await t.signIn('registrar');
    const student = (await firstStudent(t, registrar.branchId)) + 1;
    const url = `/api/images/getimage/student/${student}`;
    expect((await t.call('GET', url, { token: registrar.accessToken })).status).toBe(404);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    await upload(t, registrar.accessToken, uploadForm(PNG, 'one.png', { type: 'student', id: student }));
    await upload(t, registrar.accessToken, uploadForm(gif, 'two.gif', { type: 'student', id: student }));
    const image = await t.call('GET', url, { token: registrar.accessToken });
    expect(image.headers.get('content-type')).toBe('image/gif');
    expect(Buffer.from(await image.arrayBuffer()).equals(gif)).toBe(true);
  });
});

describe.runIf(ENGINE === 'postgres')('row-level security on uploads', () => {
  it('binds the application role to its branch: other branches are invisible and cannot be written', async () => {
    const registrar = await t.signIn('registrar');
    const student = await firstStudent(t, registrar.branchId);
    await upload(t, registrar.accessToken, uploadForm(PNG, 'rls.png', { type: 'student', id: student }));
    const asBranch = (branchId: number, work: (db: typeof t.ctx.database.db) => Promise<unknown>) =>
      t.ctx.database.db.transaction().execute(async (trx) => {
        await sql`select set_config('role', ${APP_ROLE}, true), set_config('shule.branch_id', ${String(branchId)}, true)`.execute(
          trx,
        );
        return work(trx);
      });
    const seen = (await asBranch(registrar.branchId + 1, (db) =>
      db.selectFrom('uploads').select('id').where('branch_id', '=', registrar.branchId).execute(),
    )) as unknown[];
    expect(seen).toHaveLength(0);
    const write = asBranch(registrar.branchId + 1, (db) =>
      db
        .insertInto('uploads')
        .values({
          branch_id: registrar.branchId,
          owner_type: 'student',
          owner_id: student,
          mime: 'image/png',
          size: 1,
          path: 'x',
        })
        .execute(),
    );
    await expect(write).rejects.toThrow(/row-level security/);
  });
});

describe(`POST /api/uploads reads its body as a stream on ${ENGINE}`, () => {
  /** otherdata, then a file part that never ends: only a server that refuses early can answer. */
  function endless(otherdata: unknown, name: string): { body: ReadableStream<Uint8Array>; type: string } {
    const boundary = 'shule-endless';
    const start = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="otherdata"\r\n\r\n${JSON.stringify(otherdata)}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\n`,
    );
    let sent = false;
    const body = new ReadableStream<Uint8Array>({
      pull: (controller) => {
        if (!sent) controller.enqueue(start);
        sent = true;
        return new Promise(() => undefined); // the rest never comes
      },
    });
    return { body, type: `multipart/form-data; boundary=${boundary}` };
  }

  const post = (token: string, request: { body: ReadableStream<Uint8Array>; type: string }) =>
    t.app.request('/api/uploads', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': request.type },
      body: request.body,
      duplex: 'half',
    } as RequestInit);

  it('refuses a target the user may not change, or a type it does not take, before the file is read', async () => {
    const viewer = await t.signIn('viewer');
    const registrar = await t.signIn('registrar');
    const student = await firstStudent(t, viewer.branchId);
    const files = storedFiles(t).length;
    expect((await post(viewer.accessToken, endless({ type: 'student', id: student }, 'a.png'))).status).toBe(403);
    expect((await post(registrar.accessToken, endless({ type: 'student', id: student }, 'a.exe'))).status).toBe(415);
    expect((await post(registrar.accessToken, endless({ type: 'student', id: 999_999 }, 'a.png'))).status).toBe(404);
    expect(storedFiles(t)).toHaveLength(files);
  });

  it('counts a body sent without Content-Length and refuses it past the upload limit, keeping nothing', async () => {
    const registrar = await t.signIn('registrar');
    const files = storedFiles(t).length;
    const boundary = 'shule-big';
    const start = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\n\r\n`,
    );
    const block = Buffer.alloc(4 * 1024 * 1024, 1);
    PNG.copy(block);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull: (controller) => {
        controller.enqueue(sent === 0 ? Buffer.concat([start, block]) : block);
        sent += block.length;
      },
    });
    const response = await post(registrar.accessToken, { body, type: `multipart/form-data; boundary=${boundary}` });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toMatch(/Max filesize: 256MiB/);
    expect(sent).toBeLessThan(300 * 1024 * 1024);
    expect(storedFiles(t)).toHaveLength(files);
  });
});
