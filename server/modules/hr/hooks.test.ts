import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../../tests/helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../../../tests/helpers/harness';
import type { AnyResource } from '../../../src/schema';
import { createApp } from '../../app';
import type { AppContext } from '../../context';
import { type HookArgs, Hooks } from '../../engine/hooks';
import { SERVER_MODULES } from '../index';
import { defineServerModule } from '../module';
import { HR_HOOK_AREAS, type HrHookArea, hrHooks, hrServer, mergeHookTables } from './index';

type Rec = Record<string, unknown>;
const ran: string[] = [];

/** A second area hooking the employees the register already hooks (validate and beforeSave). */
const secondArea: HrHookArea = () => ({
  employees: {
    validate: [({ action }) => void ran.push(`validate:${action}`)],
    beforeSave: [
      ({ data, action }) => {
        if (action === 'create' && !data.job_title) data.job_title = 'Set by a second area';
      },
    ],
  },
});

describe('the HR areas’ hooks merged', () => {
  it('two areas hooking one resource and event both run, in order; nothing of either is lost', async () => {
    const order: string[] = [];
    const table = mergeHookTables([
      { employees: { validate: [() => void order.push('first')] }, payrolls: { afterSave: [() => undefined] } },
      { employees: { validate: [() => void order.push('second')], afterSave: [() => void order.push('saved')] } },
    ]);
    const hooks = new Hooks([table]);
    expect(hooks.count('employees', 'validate')).toBe(2);
    expect(hooks.count('employees', 'afterSave')).toBe(1);
    expect(hooks.count('payrolls', 'afterSave')).toBe(1);
    await hooks.run('validate', { resource: { name: 'employees' } as AnyResource, data: {} } as unknown as HookArgs);
    expect(order).toEqual(['first', 'second']);
  });

  it('the module carries every handler of every area', () => {
    const ctx = {} as AppContext;
    const tables = HR_HOOK_AREAS.map((area) => area(ctx));
    const merged = new Hooks([hrHooks(ctx)]);
    const separate = new Hooks(tables);
    for (const resource of new Set(tables.flatMap((t) => Object.keys(t))))
      for (const event of ['validate', 'beforeSave', 'afterSave', 'onTransition'] as const)
        expect(merged.count(resource, event)).toBe(separate.count(resource, event));
    const withSecond = new Hooks([hrHooks(ctx, [secondArea, ...HR_HOOK_AREAS])]);
    expect(withSecond.count('employees', 'validate')).toBe(separate.count('employees', 'validate') + 1);
    expect(withSecond.count('employees', 'beforeSave')).toBe(separate.count('employees', 'beforeSave') + 1);
  });
});

describe(`two HR areas on the employees, through the API on ${ENGINE}`, () => {
  let t: TestApp;
  let call: (method: string, path: string, body?: unknown) => Promise<Response>;

  beforeAll(async () => {
    t = await createTestApp({ students: 3 });
    const hr = defineServerModule({ ...hrServer, hooks: (ctx) => hrHooks(ctx, [secondArea, ...HR_HOOK_AREAS]) });
    const app = createApp(t.ctx, [...SERVER_MODULES.filter((m) => m.name !== 'hr'), hr]);
    const token = (await t.signIn('hr')).accessToken;
    call = async (method, path, body) =>
      app.request(path, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
  });
  afterAll(() => t.close());

  const employee = {
    first_name: 'Neema',
    last_name: 'Hooked',
    gender: 'female',
    category: 'non_teaching',
    terms: 'board',
  };

  it("the register's rules and the second area's both run on one write", async () => {
    // The register's validate still refuses TSC terms for non-teaching staff, after the second area's ran.
    ran.length = 0;
    const wrong = await call('POST', '/api/employees', { ...employee, terms: 'tsc' });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(await json(wrong))).toContain('terms');
    expect(ran).toEqual(['validate:create']);
    // Both beforeSave hooks: the register numbers the staff member and upper-cases the PIN; the second area fills the title.
    const response = await call('POST', '/api/employees', { ...employee, kra_pin: 'a123456789z' });
    expect(response.status).toBe(201);
    const saved = await json<Rec>(response);
    expect(saved.kra_pin).toBe('A123456789Z');
    expect(saved.staff_no).toBeTruthy();
    expect(saved.job_title).toBe('Set by a second area');
    expect(ran).toEqual(['validate:create', 'validate:create']);
  });
});
