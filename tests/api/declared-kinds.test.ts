import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { canCreate, canDelete, canUpdate } from '../../src/schema';
import { Hooks } from '../../server/engine/hooks';
import { Writer } from '../../server/engine/writer';
import { json } from '../helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../helpers/harness';
import { fines, isbnPrefixes, librarySettings, mainShelves, shelves } from '../fixtures/throwaway-module';

vi.mock('../../src/schema/modules', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/schema/modules')>();
  const { throwawayModule } = await import('../fixtures/throwaway-module');
  return { MODULES: [...original.MODULES, throwawayModule] };
});

type Rec = Record<string, unknown>;
let t: TestApp;
const token: Record<string, string> = {};
let writer: Writer;

beforeAll(async () => {
  t = await createTestApp({ students: 3 });
  for (const user of ['admin', 'bursar', 'viewer', 'examiner', 'registrar2'])
    token[user] = (await t.signIn(user)).accessToken;
  writer = new Writer(t.ctx, new Hooks([]));
});
afterAll(() => t.close());

const call = (user: string, method: string, path: string, body?: unknown) =>
  t.call(method, path, { token: token[user], body });
const engineUser = async (username: string) => {
  const s = await t.signIn(username);
  return { id: s.id, username, roles: s.roles, branchId: s.branchId };
};

describe(`views, singletons, ledgers and national tables, on ${ENGINE}`, () => {
  it('a view lists, creates and edits only its slice of the base table, with its own roles', async () => {
    for (const [code, room] of [
      ['M1', 'Main'],
      ['M2', 'Main'],
      ['L1', 'Lab'],
    ])
      await call('bursar', 'POST', `/api/${shelves.name}`, { code, room, capacity: 10 });
    const listed = await call('examiner', 'GET', `/api/${mainShelves.name}`);
    expect(listed.status).toBe(200);
    expect((await json<Rec[]>(listed)).map((r) => r.code).sort()).toEqual(['M1', 'M2']);
    expect((await call('examiner', 'GET', `/api/${shelves.name}`)).status).toBe(403);
    const created = await json<Rec>(await call('examiner', 'POST', `/api/${mainShelves.name}`, { code: 'M3' }));
    expect(created.room).toBe('Main');
    const lab = (await json<Rec[]>(await call('bursar', 'GET', `/api/${shelves.name}?filter={"room":"Lab"}`)))[0];
    expect((await call('examiner', 'GET', `/api/${mainShelves.name}/${String(lab.id)}`)).status).toBe(404);
    expect((await call('examiner', 'PUT', `/api/${mainShelves.name}/${String(lab.id)}`, { capacity: 1 })).status).toBe(
      404,
    );
  });

  it('a singleton is one record per school, made from its defaults, never created or deleted', async () => {
    expect(canCreate(librarySettings) || canDelete(librarySettings)).toBe(false);
    const first = await json<Rec>(await call('viewer', 'GET', `/api/${librarySettings.name}/current`));
    expect(first).toMatchObject({ loan_days: 14, fine_per_day: 500 });
    const again = await json<Rec>(await call('bursar', 'GET', `/api/${librarySettings.name}/current`));
    expect(again.id).toBe(first.id);
    const saved = await call('bursar', 'PUT', `/api/${librarySettings.name}/${String(first.id)}`, {
      ...first,
      loan_days: 21,
    });
    expect((await json<Rec>(saved)).loan_days).toBe(21);
    expect((await call('bursar', 'POST', `/api/${librarySettings.name}`, { loan_days: 7 })).status).toBe(405);
    expect((await call('bursar', 'DELETE', `/api/${librarySettings.name}/${String(first.id)}`)).status).toBe(405);
    const other = await json<Rec>(await call('registrar2', 'GET', `/api/${librarySettings.name}/current`));
    expect(other.id).not.toBe(first.id);
  });

  it('a ledger is listed and exported, written only by an engine, corrected by new entries', async () => {
    expect([canCreate(fines), canUpdate(fines), canDelete(fines)]).toEqual([false, false, false]);
    const bursar = await engineUser('bursar');
    const entry = await t.ctx.database.db
      .transaction()
      .execute((db) => writer.create(db, bursar, fines, { amount: 1500, note: 'Late return' }, { system: true }));
    expect((await call('bursar', 'POST', `/api/${fines.name}`, { amount: 1 })).status).toBe(405);
    expect((await call('bursar', 'PUT', `/api/${fines.name}/${String(entry.id)}`, { amount: 1 })).status).toBe(405);
    expect((await call('bursar', 'DELETE', `/api/${fines.name}/${String(entry.id)}`)).status).toBe(405);
    const listed = await json<Rec[]>(await call('viewer', 'GET', `/api/${fines.name}`));
    expect(listed.map((r) => r.amount)).toEqual([1500]);
    expect(await (await call('viewer', 'GET', `/api/${fines.name}/export?format=csv`)).text()).toContain('Late return');
  });

  it('a national table is read by every school and written by no school user', async () => {
    const admin = await engineUser('admin');
    await t.ctx.database.db
      .transaction()
      .execute((db) =>
        writer.create(
          db,
          admin,
          isbnPrefixes,
          { prefix: '978-9966', publisher: 'East African Educational' },
          { system: true },
        ),
      );
    for (const user of ['viewer', 'registrar2']) {
      const rows = await json<Rec[]>(await call(user, 'GET', `/api/${isbnPrefixes.name}`));
      expect(
        rows.map((r) => r.prefix),
        user,
      ).toEqual(['978-9966']);
      const one = await call(user, 'GET', `/api/${isbnPrefixes.name}/${String(rows[0].id)}`);
      expect(one.status, user).toBe(200);
    }
    expect((await call('admin', 'POST', `/api/${isbnPrefixes.name}`, { prefix: '1', publisher: 'x' })).status).toBe(
      405,
    );
  });
});
