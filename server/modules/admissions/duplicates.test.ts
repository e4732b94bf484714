import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from '../../../tests/helpers/harness';
import { body, classesOf, demoBranches, type Session, sessionOf } from '../../../tests/helpers/admissions';
import type { LikelyDuplicate } from '../../../src/schema/duplicates';

let t: TestApp;
let registrar: Session;
let existing: Record<string, unknown>;
let className: string;

const PATH = '/api/admissions/students/likely-duplicates';

const check = (probe: unknown, who: Session = registrar) => t.call('POST', PATH, { token: who.token, body: probe });

async function matches(probe: unknown, who?: Session): Promise<LikelyDuplicate[]> {
  const response = await check(probe, who);
  expect(response.status).toBe(200);
  return (await body<{ matches: LikelyDuplicate[] }>(response)).matches;
}

beforeAll(async () => {
  t = await createTestApp({ students: 8 });
  registrar = await sessionOf(t, 'registrar');
  const { home } = await demoBranches(t);
  const [first] = await classesOf(t, home);
  className = String(first.name);
  const created = await t.call('POST', '/api/students', {
    token: registrar.token,
    body: {
      first_name: 'Wanjiru',
      last_name: 'Otieno',
      gender: 'female',
      date_of_birth: '2012-03-14',
      kcpe_index: '20123400017',
      class_id: Number(first.id),
      guardians: [{ name: 'Grace Otieno', relationship: 'mother', phone: '0712 345 678' }],
    },
  });
  expect(created.status).toBe(201);
  existing = await body(created);
});
afterAll(() => t.close());

describe(`POST ${PATH} on ${ENGINE}`, () => {
  it('finds the same name and date of birth, whatever the case, with the record to open', async () => {
    const found = await matches({ first_name: 'wanjiru ', last_name: 'OTIENO', date_of_birth: '2012-03-14' });
    expect(found).toEqual([
      {
        id: Number(existing.id),
        first_name: 'Wanjiru',
        middle_name: null,
        last_name: 'Otieno',
        admission_no: existing.admission_no,
        class_name: className,
        status: 'active',
        reasons: ['name_and_birth'],
      },
    ]);
  });

  it('finds the same KCPE index alone, and every reason that holds', async () => {
    expect((await matches({ first_name: 'Someone', last_name: 'Else', kcpe_index: '20123400017' }))[0]).toMatchObject({
      id: Number(existing.id),
      reasons: ['kcpe_index'],
    });
    const all = await matches({
      first_name: 'Wanjiru',
      last_name: 'Otieno',
      date_of_birth: '2012-03-14',
      kcpe_index: '20123400017',
      guardian_phones: ['+254712345678'],
    });
    expect(all.map((m) => m.reasons)).toEqual([['kcpe_index', 'name_and_birth', 'name_and_guardian_phone']]);
  });

  it("finds the same name with a guardian's phone typed another way", async () => {
    const found = await matches({ first_name: 'Wanjiru', last_name: 'Otieno', guardian_phones: ['+254 712 345678'] });
    expect(found.map((m) => [m.id, m.reasons])).toEqual([[Number(existing.id), ['name_and_guardian_phone']]]);
  });

  it('does not flag a sibling (same phone, other name), a namesake born another day, or a vague probe', async () => {
    expect(await matches({ first_name: 'Akinyi', last_name: 'Otieno', guardian_phones: ['0712345678'] })).toEqual([]);
    expect(await matches({ first_name: 'Wanjiru', last_name: 'Otieno', date_of_birth: '2013-03-14' })).toEqual([]);
    expect(await matches({ first_name: 'Wanjiru', last_name: 'Otieno' })).toEqual([]);
    expect(await matches({ date_of_birth: '2012-03-14', guardian_phones: ['0712345678'] })).toEqual([]);
  });

  it('leaves out the record being edited', async () => {
    const probe = { first_name: 'Wanjiru', last_name: 'Otieno', date_of_birth: '2012-03-14' };
    expect(await matches({ ...probe, exclude_id: Number(existing.id) })).toEqual([]);
  });

  it("never shows another school's students", async () => {
    const away = await sessionOf(t, 'registrar2');
    expect(await matches({ first_name: 'Wanjiru', last_name: 'Otieno', kcpe_index: '20123400017' }, away)).toEqual([]);
  });

  it('is refused to users who may not read students, and to a signed-out caller', async () => {
    for (const username of ['examiner', 'librarian']) {
      const response = await check({ kcpe_index: '20123400017' }, await sessionOf(t, username));
      expect(response.status, username).toBe(403);
    }
    expect((await t.call('POST', PATH, { body: { kcpe_index: '20123400017' } })).status).toBe(401);
  });

  it('answers 400, naming the field, for a malformed probe', async () => {
    const cases: [unknown, string][] = [
      [{ date_of_birth: '14/03/2012' }, 'date_of_birth'],
      [{ guardian_phones: '0712345678' }, 'guardian_phones'],
      [{ first_name: 7 }, 'first_name'],
      [{ last_name: 'x'.repeat(61) }, 'last_name'],
    ];
    for (const [probe, field] of cases) {
      const response = await check(probe);
      expect(response.status, field).toBe(400);
      expect(Object.keys((await body<{ errors: Record<string, string> }>(response)).errors)).toEqual([field]);
    }
    expect((await check([1, 2])).status).toBe(400);
  });
});
