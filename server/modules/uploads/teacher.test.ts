import fs from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from '../../../tests/helpers/harness';
import { uploadsRoot } from './storage';
import { PNG, upload, uploadForm } from '../../../tests/helpers/uploads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ students: 3 });
});
afterAll(async () => {
  fs.rmSync(uploadsRoot(t.ctx), { recursive: true, force: true });
  await t.close();
});

it(`a teacher's photo is stored on the record and served to the branch only, on ${ENGINE}`, async () => {
  const registrar = await t.signIn('registrar');
  const teacher = await t.ctx.database.db
    .selectFrom('employees')
    .select('id')
    .where('category', '=', 'teaching')
    .where('branch_id', '=', registrar.branchId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const id = Number(teacher.id);
  const response = await upload(
    t,
    registrar.accessToken,
    uploadForm(PNG, 'tr.png', { type: 'teacher', id, field: 'photo' }),
  );
  expect(response.status).toBe(201);
  const stored = (await response.json()) as { id: number; url: string };
  expect(stored.url).toBe(`/api/images/getimage/teacher/${id}`);
  const record = await t.call('GET', `/api/teachers/${id}`, { token: registrar.accessToken });
  expect(((await record.json()) as { photo: string }).photo).toBe(String(stored.id));
  const image = await t.call('GET', stored.url, { token: registrar.accessToken });
  expect(image.status).toBe(200);
  expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
  const other = await t.signIn('registrar2');
  expect((await t.call('GET', stored.url, { token: other.accessToken })).status).toBe(404);
});
