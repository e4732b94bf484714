import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ErrorBody, countRows } from '../../../tests/helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../../../tests/helpers/harness';
import { insertSystem } from '../../db/seed';
import { DEFAULT_ADMISSION_PATTERN, formatNumber } from './numbers';
import { body, classesOf, counts, demoBranches, type Session, sessionOf } from '../../../tests/helpers/admissions';

let t: TestApp;
let admin: Session;
let registrar2: Session;
let classId: number;
let awayClassId: number;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp({ students: 40 });
  admin = await sessionOf(t, 'admin');
  registrar2 = await sessionOf(t, 'registrar2');
  const { home, away } = await demoBranches(t);
  classId = Number((await classesOf(t, home))[0].id);
  awayClassId = Number((await classesOf(t, away))[0].id);
});
afterAll(() => t.close());

const create = (session: Session, overrides: Record<string, unknown> = {}, cls = classId) => {
  serial += 1;
  return t.call('POST', '/api/students', {
    token: session.token,
    body: { first_name: 'Auto', last_name: `Number${serial}`, gender: 'male', class_id: cls, ...overrides },
  });
};

async function counterOf(branchId: number): Promise<number> {
  const row = await t.ctx.database.db
    .selectFrom('counters')
    .select('value')
    .where('branch_id', '=', branchId)
    .where('name', '=', 'students.admission_no')
    .executeTakeFirst();
  return Number(row?.value ?? 0);
}

const setPattern = (branchId: number, pattern: string | null) =>
  t.ctx.database.db.updateTable('branches').set({ admission_pattern: pattern }).where('id', '=', branchId).execute();

describe('formatNumber', () => {
  it.each([
    ['ADM/{YYYY}/{SEQ:5}', '2024-03-01', 7, 'ADM/2024/00007'],
    ['{YY}-{SEQ:3}', '2031-01-09', 42, '31-042'],
    ['S{SEQ}', null, 123456, 'S123456'],
    ['X/{SEQ:2}', undefined, 1234, 'X/1234'],
  ])('%s for %s and %d is %s', (pattern, date, seq, expected) => {
    expect(formatNumber(pattern, date, seq)).toBe(expected);
  });

  it('without a date the year is the current one', () => {
    expect(formatNumber('{YYYY}', null, 1)).toBe(String(new Date().getFullYear()));
  });
});

describe(`admission numbers on ${ENGINE}`, () => {
  it('an empty admission number is generated from the default pattern and the admission year', async () => {
    const next = (await counterOf(admin.branchId)) + 1;
    const response = await create(admin, { admission_no: '', admission_date: '2011-02-01' });
    expect(response.status).toBe(201);
    const student = await body(response);
    expect(student.admission_no).toBe(formatNumber(DEFAULT_ADMISSION_PATTERN, '2011-02-01', next));
  });

  it('an absent one too, with this year when there is no admission date', async () => {
    const student = await body(await create(admin));
    expect(student.admission_no).toMatch(new RegExp(`^ADM/${new Date().getFullYear()}/\\d{5}$`));
  });

  it('a typed admission number is kept and does not use the counter', async () => {
    const before = await counterOf(admin.branchId);
    const student = await body(await create(admin, { admission_no: 'TYPED/1' }));
    expect(student.admission_no).toBe('TYPED/1');
    expect(await counterOf(admin.branchId)).toBe(before);
  });

  it('numbers already taken are skipped', async () => {
    const next = (await counterOf(admin.branchId)) + 1;
    const taken = formatNumber(DEFAULT_ADMISSION_PATTERN, '2012-01-01', next);
    await insertSystem(t.ctx.database, 'students', admin.branchId, [
      { admission_no: taken, first_name: 'Typed', last_name: 'Before', gender: 'male', class_id: classId },
    ]);
    const student = await body(await create(admin, { admission_date: '2012-05-05' }));
    expect(student.admission_no).toBe(formatNumber(DEFAULT_ADMISSION_PATTERN, '2012-05-05', next + 1));
  });

  it('a register imported with its numbers is jumped over, not walked through', async () => {
    const base = await counterOf(admin.branchId);
    const imported = Array.from({ length: 300 }, (_, i) => ({
      admission_no: formatNumber(DEFAULT_ADMISSION_PATTERN, '2013-01-01', base + 1 + i),
      first_name: 'Imported',
      last_name: `Pupil${i}`,
      gender: 'female',
      class_id: classId,
    }));
    await insertSystem(t.ctx.database, 'students', admin.branchId, imported);
    const student = await body(await create(admin, { admission_date: '2013-09-01' }));
    expect(student.admission_no).toBe(formatNumber(DEFAULT_ADMISSION_PATTERN, '2013-09-01', base + 301));
  });

  it("the school's own pattern is used, {YY} included", async () => {
    await setPattern(admin.branchId, 'DH{YY}-{SEQ:3}');
    try {
      const next = (await counterOf(admin.branchId)) + 1;
      const student = await body(await create(admin, { admission_date: '2017-01-10' }));
      expect(student.admission_no).toBe(`DH17-${String(next).padStart(3, '0')}`);
    } finally {
      await setPattern(admin.branchId, null);
    }
  });

  it('each branch has its own counter', async () => {
    const home = await counterOf(admin.branchId);
    const next = (await counterOf(registrar2.branchId)) + 1;
    const student = await body(await create(registrar2, { admission_date: '2010-01-10' }, awayClassId));
    expect(student.admission_no).toBe(formatNumber(DEFAULT_ADMISSION_PATTERN, '2010-01-10', next));
    expect(await counterOf(admin.branchId)).toBe(home);
  });

  it('a pattern that gives an invalid number is a 400 on admission_no and writes nothing', async () => {
    await setPattern(admin.branchId, 'A B{SEQ}');
    try {
      const before = await counts(t, ['students', 'audit_log', 'counters']);
      const counter = await counterOf(admin.branchId);
      const response = await create(admin);
      expect(response.status).toBe(400);
      expect(Object.keys((await body<ErrorBody>(response)).errors ?? {})).toEqual(['admission_no']);
      expect(await counts(t, ['students', 'audit_log', 'counters'])).toEqual(before);
      expect(await counterOf(admin.branchId)).toBe(counter);
    } finally {
      await setPattern(admin.branchId, null);
    }
  });

  it('10 students created at once get 10 distinct numbers', async () => {
    const before = await countRows(t, 'students');
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => create(admin, { admission_date: '2014-01-02' })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(201));
    const numbers = await Promise.all(responses.map(async (r) => String((await body(r)).admission_no)));
    expect(new Set(numbers).size).toBe(10);
    for (const number of numbers) expect(number).toMatch(/^ADM\/2014\/\d{5}$/);
    expect(await countRows(t, 'students')).toBe(before + 10);
  });

  it('clearing the number of an existing student generates a new one', async () => {
    const student = await body(await create(admin, { admission_no: 'CLEAR/1' }));
    const response = await t.call('PUT', `/api/students/${String(student.id)}`, {
      token: admin.token,
      body: { admission_no: '' },
    });
    expect(response.status).toBe(200);
    expect((await body(response)).admission_no).toMatch(/^ADM\/\d{4}\/\d{5}$/);
  });
});
