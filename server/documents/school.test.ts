import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from '../../tests/helpers/harness';
import { bigPng, PNG, upload, uploadForm } from '../../tests/helpers/uploads';
import { uploadsRoot } from '../modules/uploads/storage';
import { MAX_BADGE_BYTES, schoolOf } from './school';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  fs.rmSync(uploadsRoot(t.ctx), { recursive: true, force: true });
  await t.close();
});

describe(`the letterhead's badge on ${ENGINE}`, () => {
  it('prints a badge of ordinary size and leaves off one too large to read into every document', async () => {
    const admin = await t.signIn('admin');
    const small = await upload(t, admin.accessToken, uploadForm(PNG, 'badge.png', { type: 'school' }));
    expect(small.status).toBe(201);
    expect((await schoolOf(t.ctx.database.db, admin.branchId, t.ctx)).logo?.equals(PNG)).toBe(true);

    const huge = bigPng(MAX_BADGE_BYTES + 1);
    const large = await upload(t, admin.accessToken, uploadForm(huge, 'badge.png', { type: 'school' }));
    expect(large.status).toBe(201);
    expect((await schoolOf(t.ctx.database.db, admin.branchId, t.ctx)).logo).toBeNull();
  });
});
