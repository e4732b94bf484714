import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchGroup } from '../../server/modules/search';
import { json } from '../helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../helpers/harness';

let t: TestApp;
const token: Record<string, string> = {};
let studentId: number;

beforeAll(async () => {
  t = await createTestApp({ students: 10 });
  for (const user of ['admin', 'registrar', 'librarian', 'registrar2'])
    token[user] = (await t.signIn(user)).accessToken;
  const classes = await json<{ id: number; name: string }[]>(
    await t.call('GET', '/api/classes?filter={"active":true}&sort=["level","ASC"]', { token: token.admin }),
  );
  const created = await t.call('POST', '/api/students', {
    token: token.registrar,
    body: {
      admission_no: 'SRCH/2026/001',
      upi_number: 'ZKQ4471',
      first_name: 'Zawadi',
      last_name: 'Kiprotich',
      gender: 'female',
      class_id: classes[2].id,
      guardians: [{ name: 'Esther Kiprotich', relationship: 'mother', phone: '+254 799-123 456' }],
    },
  });
  expect(created.status).toBe(201);
  studentId = (await json<{ id: number }>(created)).id;
});
afterAll(() => t.close());

const search = async (user: string, q: string) => {
  const response = await t.call('GET', `/api/search?q=${encodeURIComponent(q)}`, { token: token[user] });
  expect(response.status, `${user} ${q}`).toBe(200);
  return json<SearchGroup[]>(response);
};
const studentsIn = (groups: SearchGroup[]) => groups.find((g) => g.resource === 'students');

describe(`the navbar's search over records, on ${ENGINE}`, () => {
  it('finds a student by name, with the class and status as the second line', async () => {
    const hit = studentsIn(await search('registrar', 'kiprot'))?.hits.find((h) => h.id === studentId);
    expect(hit).toEqual({
      id: studentId,
      label: 'Zawadi Kiprotich (SRCH/2026/001)',
      details: [
        { field: 'class_id', text: 'Form 3' },
        { field: 'status', text: 'Active', choice: 'active' },
      ],
    });
  });

  it('finds a student by admission number and by UPI number', async () => {
    expect(studentsIn(await search('registrar', 'SRCH/2026/001'))?.hits.map((h) => h.id)).toEqual([studentId]);
    expect(studentsIn(await search('registrar', 'ZKQ4471'))?.hits.map((h) => h.id)).toEqual([studentId]);
  });

  it('finds a student by the guardian phone however it is typed', async () => {
    for (const typed of ['0799 123 456', '+254799123456', '0799123456'])
      expect(
        studentsIn(await search('registrar', typed))?.hits.map((h) => h.id),
        typed,
      ).toEqual([studentId]);
  });

  it('groups by resource and finds teachers too', async () => {
    const teacher = (await t.ctx.database.db
      .selectFrom('employees')
      .select(['first_name', 'last_name'])
      .where('category', '=', 'teaching')
      .orderBy('id')
      .executeTakeFirstOrThrow()) as { first_name: string; last_name: string };
    const groups = await search('admin', String(teacher.last_name));
    const teachers = groups.find((g) => g.resource === 'teachers');
    expect(teachers?.hits.map((h) => h.label)).toContain(`${teacher.first_name} ${teacher.last_name}`);
  });

  it('searches only what the user may read: nothing of students for the librarian, not even a count', async () => {
    expect(await search('librarian', 'Kiprotich')).toEqual([]);
  });

  it('offers only records whose screens the user may open: an SMS sender reads students but gets none', async () => {
    const created = await t.call('POST', '/api/users', {
      token: token.admin,
      body: {
        username: 'smsonly',
        name: 'Sms Sender',
        roles: ['ROLE_Send_Custom_sms'],
        password: 'Kisumu-2026-sms',
        active: true,
      },
    });
    expect(created.status).toBe(201);
    const sender = (await t.signIn('smsonly', 'Kisumu-2026-sms')).accessToken;
    const read = await t.call('GET', `/api/students/${studentId}`, { token: sender });
    expect(read.status).toBe(200);
    const response = await t.call('GET', '/api/search?q=Kiprotich', { token: sender });
    expect(studentsIn(await json<SearchGroup[]>(response))).toBeUndefined();
    expect(studentsIn(await search('registrar', 'Kiprotich'))?.total).toBe(1);
  });

  it('follows a renamed student, and a fee balance kept by the ledger leaves the index alone', async () => {
    const renamed = await t.call('PUT', `/api/students/${studentId}`, {
      token: token.registrar,
      body: { middle_name: 'Nyokabi' },
    });
    expect(renamed.status).toBe(200);
    expect(studentsIn(await search('registrar', 'nyokabi'))?.hits.map((h) => h.id)).toEqual([studentId]);
    // The engines write fee_balance often; the row is still found by its searched columns after.
    await t.ctx.database.db.updateTable('students').set({ fee_balance: 123_400 }).where('id', '=', studentId).execute();
    expect(studentsIn(await search('registrar', 'zawadi nyokabi'))?.hits.map((h) => h.id)).toEqual([studentId]);
  });

  it('never crosses schools', async () => {
    expect(studentsIn(await search('registrar2', 'Kiprotich'))).toBeUndefined();
  });

  it('asks for at least two characters and at most a hundred', async () => {
    for (const q of ['', 'a', 'x'.repeat(101)]) {
      const response = await t.call('GET', `/api/search?q=${q}`, { token: token.admin });
      expect(response.status, q).toBe(400);
    }
  });
});
