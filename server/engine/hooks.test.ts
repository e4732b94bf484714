import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../tests/helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../../tests/helpers/harness';
import { createApp } from '../app';
import { SERVER_MODULES } from '../modules';
import { defineServerModule } from '../modules/module';
import { Hooks } from './hooks';

type Rec = Record<string, unknown>;
const seen: string[] = [];

/** A second module hooking the same resource as admissions: both run, neither replaces the other. */
const pastoral = defineServerModule({
  name: 'pastoral',
  prefix: '/pastoral',
  hooks: () => ({
    students: {
      beforeSave: [
        ({ data, action }) => {
          if (action === 'create' && data.medical_notes === null) data.medical_notes = 'Seen by the school nurse';
        },
      ],
      afterSave: [({ record, action, system }) => void seen.push(`${action}:${String(record?.id)}:${String(system)}`)],
    },
  }),
});

let t: TestApp;
let app: ReturnType<typeof createApp>;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ students: 3 });
  app = createApp(t.ctx, [...SERVER_MODULES, pastoral]);
  token = (await t.signIn('registrar')).accessToken;
});
afterAll(() => t.close());

const call = (method: string, path: string, body?: unknown) =>
  app.request(path, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('hook lists', () => {
  it('keeps every handler of every module, in order, per resource and event', () => {
    const first = () => undefined;
    const second = () => undefined;
    const hooks = new Hooks([
      { students: { beforeSave: [first] } },
      { students: { beforeSave: [second], afterSave: [first] } },
    ]);
    expect(hooks.count('students', 'beforeSave')).toBe(2);
    expect(hooks.count('students', 'afterSave')).toBe(1);
    expect(hooks.count('classes', 'beforeSave')).toBe(0);
  });
});

describe(`two modules on one resource, on ${ENGINE}`, () => {
  it("both modules' rules run on a user's write: the admission number and the second module's default", async () => {
    const [cls] = await json<Rec[]>(await call('GET', '/api/classes?range=[0,0]', undefined));
    const response = await call('POST', '/api/students', {
      first_name: 'Imani',
      last_name: 'Hooked',
      gender: 'female',
      class_id: cls.id,
    });
    expect(response.status).toBe(201);
    const student = await json<Rec>(response);
    expect(student.admission_no).toMatch(/^ADM\//);
    expect(student.medical_notes).toBe('Seen by the school nurse');
    expect(seen).toContain(`create:${String(student.id)}:false`);
  });

  it("a module's own write of another record goes through the same hooks (a transfer in updates the student)", async () => {
    const [student] = await json<Rec[]>(await call('GET', '/api/students?range=[0,0]', undefined));
    seen.length = 0;
    const response = await call('POST', '/api/transfers', {
      student_id: student.id,
      direction: 'in',
      school: 'Moi Girls Eldoret',
      transfer_date: '2026-01-10',
    });
    expect(response.status).toBe(201);
    expect(seen).toEqual([`update:${String(student.id)}:true`]);
  });
});
