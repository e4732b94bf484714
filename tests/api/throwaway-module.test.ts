import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { lookupRoute, PAGE_ROUTES, RESOURCES } from '../../src/schema';
import { navigationFor } from '../../src/layout/navigation';
import { json } from '../helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../helpers/harness';
import { orders, shelfReport, shelves } from '../fixtures/throwaway-module';

// The one line a developer adds to bring a module in: here, added to the index for this suite only.
vi.mock('../../src/schema/modules', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/schema/modules')>();
  const { throwawayModule } = await import('../fixtures/throwaway-module');
  return { MODULES: [...original.MODULES, throwawayModule] };
});

let t: TestApp;
const token: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ students: 3 });
  for (const user of ['admin', 'bursar', 'viewer', 'registrar']) token[user] = (await t.signIn(user)).accessToken;
});
afterAll(() => t.close());

const call = (user: string, method: string, path: string, body?: unknown) =>
  t.call(method, path, { token: token[user], body });

describe(`a module declared in one file, on ${ENGINE}`, () => {
  it('is in the registry: its resources, its report page, its routes and its menu', () => {
    expect(RESOURCES.map((r) => r.name)).toEqual(expect.arrayContaining([shelves.name, orders.name]));
    expect(lookupRoute(shelves.path, RESOURCES, PAGE_ROUTES)).toEqual({
      kind: 'private',
      roles: ['ROLE_View_Only', 'ROLE_finance_admin'],
    });
    expect(lookupRoute(shelfReport.path, RESOURCES, PAGE_ROUTES)).toEqual({
      kind: 'private',
      roles: ['ROLE_View_Only'],
    });
    const menu = (roles: string[]) => navigationFor(roles).flatMap((g) => g.items.map((i) => i.path));
    expect(menu(['ROLE_finance_admin'])).toEqual(expect.arrayContaining([shelves.path, orders.path]));
    expect(menu(['ROLE_View_Only'])).toEqual(expect.arrayContaining([shelves.path, shelfReport.path]));
    expect(menu(['ROLE_Exam_admin'])).not.toContain(shelves.path);
  });

  it('has its tables, the lines table included', async () => {
    const db = t.ctx.database.db;
    await expect(db.selectFrom(shelves.name).selectAll().execute()).resolves.toEqual([]);
    await expect(db.selectFrom(`${orders.name}_items`).selectAll().execute()).resolves.toEqual([]);
  });

  it('speaks the generic API with its permissions, and exports', async () => {
    const created = await call('bursar', 'POST', `/api/${shelves.name}`, { code: 'A1', room: 'Main', capacity: 120 });
    expect(created.status).toBe(201);
    const shelf = await json(created);
    expect((await call('viewer', 'POST', `/api/${shelves.name}`, { code: 'A2' })).status).toBe(403);
    expect((await call('registrar', 'GET', `/api/${shelves.name}`)).status).toBe(403);
    const list = await call('viewer', 'GET', `/api/${shelves.name}?filter=${encodeURIComponent('{"q":"mai"}')}`);
    expect(list.headers.get('content-range')).toBe(`${shelves.name} 0-0/1`);
    const updated = await call('bursar', 'PUT', `/api/${shelves.name}/${String(shelf.id)}`, {
      ...shelf,
      capacity: 150,
    });
    expect((await json(updated)).capacity).toBe(150);
    const csv = await (await call('viewer', 'GET', `/api/${shelves.name}/export?format=csv`)).text();
    expect(csv).toContain('A1');
    expect(csv).toContain('150');
  });

  it('keeps a document with lines and a workflow: totals, errors by line, actions, locking', async () => {
    const bad = await call('bursar', 'POST', `/api/${orders.name}`, {
      supplier: 'Text Book Centre',
      items: [
        { title: 'Kiswahili Fasaha', copies: 10, amount: 450_000 },
        { title: 'Blossoms of the Savannah', copies: 0, amount: 62_000 },
      ],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((await json<{ errors: Record<string, string> }>(bad)).errors)).toEqual(['items.1.copies']);
    expect((await call('bursar', 'POST', `/api/${orders.name}`, { supplier: 'X', items: [] })).status).toBe(400);

    const [shelf] = await json<Record<string, unknown>[]>(await call('bursar', 'GET', `/api/${shelves.name}`));
    const created = await call('bursar', 'POST', `/api/${orders.name}`, {
      supplier: 'Text Book Centre',
      shelf_id: shelf.id,
      items: [
        { title: 'Kiswahili Fasaha', copies: 10, amount: 450_000 },
        { title: 'Blossoms of the Savannah', copies: 5, amount: 62_000 },
      ],
    });
    expect(created.status).toBe(201);
    const order = await json(created);
    // The total is summed from the lines; the room is fetched from the shelf (Frappe's fetch_from).
    expect(order).toMatchObject({ status: 'draft', total: 512_000, shelf_room: shelf.room });
    const forged = await call('bursar', 'PUT', `/api/${orders.name}/${String(order.id)}`, { total: 1 });
    expect(Object.keys((await json<{ errors: Record<string, string> }>(forged)).errors)).toEqual(['total']);
    const items = order.items as Record<string, unknown>[];
    expect(items.map((i) => i.title)).toEqual(['Kiswahili Fasaha', 'Blossoms of the Savannah']);

    // The whole record back with one line changed and one removed: the total follows.
    const edited = await call('bursar', 'PUT', `/api/${orders.name}/${String(order.id)}`, {
      ...order,
      items: [{ ...items[1], copies: 6, amount: 74_400 }],
    });
    expect(edited.status).toBe(200);
    expect(await json(edited)).toMatchObject({ total: 74_400, items: [{ id: items[1].id, copies: 6 }] });

    const id = String(order.id);
    expect((await call('bursar', 'PUT', `/api/${orders.name}/${id}`, { status: 'submitted' })).status).toBe(400);
    expect((await call('viewer', 'POST', `/api/${orders.name}/${id}/submit`)).status).toBe(403);
    expect((await call('bursar', 'POST', `/api/${orders.name}/${id}/cancel`)).status).toBe(409);
    const submitted = await call('bursar', 'POST', `/api/${orders.name}/${id}/submit`);
    expect(submitted.status).toBe(200);
    expect((await json(submitted)).status).toBe('submitted');
    expect((await call('bursar', 'PUT', `/api/${orders.name}/${id}`, { supplier: 'Other' })).status).toBe(409);
    expect((await call('bursar', 'DELETE', `/api/${orders.name}/${id}`)).status).toBe(409);
    const cancelled = await call('bursar', 'POST', `/api/${orders.name}/${id}/cancel`);
    expect((await json(cancelled)).status).toBe('cancelled');
    const audit = await t.ctx.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('resource', '=', orders.name)
      .where('record_id', '=', id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'submit', 'cancel']);
  });

  it('serves its report with the list protocol and the export', async () => {
    await call('bursar', 'POST', `/api/${shelves.name}`, { code: 'B1', room: 'Annex', capacity: 40 });
    await call('bursar', 'POST', `/api/${shelves.name}`, { code: 'B2', room: 'Annex', capacity: 60 });
    const path = `/api/reports/${shelfReport.name}`;
    const response = await call(
      'viewer',
      'GET',
      `${path}?sort=${encodeURIComponent('["capacity","DESC"]')}&range=[0,9]`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBe(`reports/${shelfReport.name} 0-1/2`);
    expect(await json(response)).toEqual([
      { id: 1, room: 'Main', shelves: 1, capacity: 150 },
      { id: 2, room: 'Annex', shelves: 2, capacity: 100 },
    ]);
    const filtered = await call('viewer', 'GET', `${path}?filter=${encodeURIComponent('{"room":"Annex"}')}`);
    expect((await json<unknown[]>(filtered)).length).toBe(1);
    expect((await call('viewer', 'GET', `${path}?filter=${encodeURIComponent('{"shelf":"x"}')}`)).status).toBe(400);
    expect((await call('registrar', 'GET', path)).status).toBe(403);
    const csv = await (await call('viewer', 'GET', `${path}/export?format=csv`)).text();
    expect(csv.split('\r\n')[0]).toBe('Room,Shelves,Capacity');
    expect(csv).toContain('Annex,2,100');
  });

  it('is described by /api/meta to those who may open it', async () => {
    const meta = await json<{ resources: { name: string }[]; reports: { name: string }[] }>(
      await call('viewer', 'GET', '/api/meta'),
    );
    expect(meta.resources.map((r) => r.name)).toEqual(expect.arrayContaining([shelves.name, orders.name]));
    expect(meta.reports.map((r) => r.name)).toContain(shelfReport.name);
    const registrar = await json<{ resources: { name: string }[] }>(await call('registrar', 'GET', '/api/meta'));
    expect(registrar.resources.map((r) => r.name)).not.toContain(shelves.name);
  });
});
