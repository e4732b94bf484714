import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canAccess, getResource } from '../../src/schema';
import { createTestApp, ENGINE, type TestApp } from '../../tests/helpers/harness';
import { firstStudent, PNG, upload, uploadForm } from '../../tests/helpers/uploads';
import { DEMO_USERS } from '../db/demo-users';
import { uploadsRoot } from './uploads/storage';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  fs.rmSync(uploadsRoot(t.ctx), { recursive: true, force: true });
  await t.close();
});

async function firstOf(table: string, branchId: number): Promise<number> {
  // Teachers and staff are views of employees (issue 14).
  const category = table === 'teachers' ? 'teaching' : table === 'staff' ? 'non_teaching' : undefined;
  const row = await t.ctx.database.db
    .selectFrom(category ? 'employees' : table)
    .select('id')
    .$if(category !== undefined, (qb) => qb.where('category', '=', category ?? ''))
    .where('branch_id', '=', branchId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

describe(`images follow the read roles of their record on ${ENGINE}`, () => {
  it.each([
    ['student', 'students'],
    ['teacher', 'teachers'],
    ['staff', 'staff'],
    ['employee', 'employees'],
    ['school', 'branches'],
  ] as const)('a %s image: readers of %s get it, every other signed-in user a 403', async (type, table) => {
    const admin = await t.signIn('admin');
    const id = type === 'school' ? admin.branchId : await firstOf(table, admin.branchId);
    const stored = await upload(t, admin.accessToken, uploadForm(PNG, 'face.png', { type, id }));
    expect(stored.status).toBe(201);
    const url = `/api/images/getimage/${type}/${id}`;
    const resource = getResource(table);
    if (!resource) throw new Error(`no ${table}`);
    let refused = 0;
    for (const user of DEMO_USERS) {
      const session = await t.signIn(user.username);
      const response = await t.call('GET', url, { token: session.accessToken });
      if (canAccess(user.roles, resource.access, 'read')) {
        expect(response.status, user.username).toBe(200);
        expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);
      } else {
        refused++;
        expect(response.status, user.username).toBe(403);
        expect(response.headers.get('content-type')).toMatch(/json/);
        expect(((await response.json()) as { message: string }).message).toBe(
          `You do not have permission to view ${resource.label.toLowerCase()}`,
        );
      }
    }
    // The librarian (no roles) and the examiner read no student records.
    expect(refused).toBeGreaterThanOrEqual(2);
  });

  it('the librarian and the examiner get no photo, as /api/students/{id} refuses them', async () => {
    const registrar = await t.signIn('registrar');
    const student = await firstStudent(t, registrar.branchId);
    await upload(t, registrar.accessToken, uploadForm(PNG, 'face.png', { type: 'student', id: student }));
    for (const username of ['librarian', 'examiner']) {
      const { accessToken } = await t.signIn(username);
      expect((await t.call('GET', `/api/students/${student}`, { token: accessToken })).status).toBe(403);
      expect((await t.call('GET', `/api/images/getimage/student/${student}`, { token: accessToken })).status).toBe(403);
    }
    const own = await t.call('GET', `/api/images/getimage/student/${student}`, { token: registrar.accessToken });
    expect(own.status).toBe(200);
  });
});

describe(`image fields hold only uploads of this server on ${ENGINE}`, () => {
  it.each([
    'https://tracker.example/pixel.gif?student=1',
    'http://192.0.2.1/p.png',
    '//tracker.example/p.png',
    'data:image/png;base64,iVBORw0KGgo=',
    '/api/uploads/1/../../x',
    'javascript:alert(1)',
  ])('refuses %s in a photo and in the school badge', async (address) => {
    const registrar = await t.signIn('registrar');
    const student = await firstStudent(t, registrar.branchId);
    const update = await t.call('PUT', `/api/students/${student}`, {
      token: registrar.accessToken,
      body: { photo: address },
    });
    expect(update.status).toBe(400);
    expect(((await update.json()) as { errors: Record<string, string> }).errors).toHaveProperty('photo');
    const admin = await t.signIn('admin');
    const badge = await t.call('PUT', `/api/branches/${admin.branchId}`, {
      token: admin.accessToken,
      body: { logo: address },
    });
    expect(badge.status).toBe(400);
    const stored = await t.ctx.database.db
      .selectFrom('students')
      .select('photo')
      .where('id', '=', student)
      .executeTakeFirstOrThrow();
    expect(String(stored.photo ?? '')).not.toContain(address);
  });

  it('keeps the id of an upload the server made, and an emptied field', async () => {
    const registrar = await t.signIn('registrar');
    const student = await firstStudent(t, registrar.branchId);
    const uploaded = await upload(
      t,
      registrar.accessToken,
      uploadForm(PNG, 'face.png', { type: 'student', id: student }),
    );
    const { id } = (await uploaded.json()) as { id: number };
    const record = (await (
      await t.call('GET', `/api/students/${student}`, { token: registrar.accessToken })
    ).json()) as {
      photo: string;
    };
    expect(record.photo).toBe(String(id));
    // The form sends the record back whole: the upload's id must pass as it is.
    const again = await t.call('PUT', `/api/students/${student}`, { token: registrar.accessToken, body: record });
    expect(again.status, await again.clone().text()).toBe(200);
    const cleared = await t.call('PUT', `/api/students/${student}`, {
      token: registrar.accessToken,
      body: { photo: null },
    });
    expect(cleared.status).toBe(200);
  });
});
