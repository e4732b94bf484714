import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes as classesDef, students } from '../../src/schema/admissions';
import { createApp } from '../../server/app';
import { exportColumns } from '../../server/crud/export-format';
import { openDatabase } from '../../server/db/database';
import { demoStudents } from '../../server/db/demo-data';
import { migrate } from '../../server/db/migrate';
import { insertSystem, seedDemo } from '../../server/db/seed';
import { type ErrorBody, branchIdOf, countRows, json } from '../helpers/api';
import { createTestApp, ENGINE, withoutAdmissionBilling, type TestApp } from '../helpers/harness';

let t: TestApp;
let token: string;
let branch: number;
let classIds: number[];
let streamIds: number[][];
const EXTRA = 3000;

/** Export columns and their headers come from the declaration; cells are found by field name. */
const STUDENT_COLUMNS = exportColumns(students);
const STUDENT_HEADERS = STUDENT_COLUMNS.map((c) => c.header);
const col = (name: string) => {
  const at = STUDENT_COLUMNS.findIndex((c) => c.name === name);
  if (at < 0) throw new Error(`students has no export column ${name}`);
  return at;
};

beforeAll(async () => {
  t = await createTestApp({ students: 10 });
  token = (await t.signIn('admin')).accessToken;
  await withoutAdmissionBilling(t);
  branch = await branchIdOf(t, 'DHS');
  const db = t.ctx.database.db;
  const classes = await db
    .selectFrom('classes')
    .select('id')
    .where('branch_id', '=', branch)
    .where('name', 'like', 'Form%')
    .orderBy('level')
    .execute();
  classIds = classes.map((c) => Number(c.id));
  streamIds = [];
  for (const classId of classIds) {
    const streams = await db.selectFrom('streams').select('id').where('class_id', '=', classId).orderBy('id').execute();
    streamIds.push(streams.map((s) => Number(s.id)));
  }
  await insertSystem(t.ctx.database, 'students', branch, demoStudents(EXTRA, classIds, streamIds, 'EXP'));
}, 60_000);
afterAll(() => t.close());

/** RFC 4180 parser: quoted fields, doubled quotes, CRLF inside quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

const exportOf = (resource: string, params: Record<string, unknown> = {}, as = token) => {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) query.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  return t.call('GET', `/api/${resource}/export?${query.toString()}`, { token: as });
};

async function csv(resource: string, params: Record<string, unknown> = {}): Promise<string[][]> {
  const response = await exportOf(resource, { format: 'csv', ...params });
  expect(response.status).toBe(200);
  return parseCsv(await csvText(response));
}

/** The body after its UTF-8 byte-order mark, which spreadsheets need to read UTF-8 (and Response.text() hides). */
async function csvText(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3));
}

describe(`CSV export on ${ENGINE}`, () => {
  it('streams every matching row, far past 1000, with human headers', async () => {
    const response = await exportOf('students', { format: 'csv' });
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="students-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const rows = parseCsv(await csvText(response));
    const total = await countRows(t, 'students', { branch_id: branch });
    expect(total).toBeGreaterThan(1000);
    expect(rows[0]).toEqual(STUDENT_HEADERS);
    expect(rows.length - 1).toBe(total);
    expect(new Set(rows.slice(1).map((r) => r[col('admission_no')])).size).toBe(total);
    expect(rows.slice(1).every((r) => r.length === STUDENT_HEADERS.length)).toBe(true);
  });

  it('follows the default sort of the declaration', async () => {
    const rows = (await csv('students')).slice(1);
    const numbers = rows.map((r) => r[col('admission_no')]);
    expect(numbers).toEqual([...numbers].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
  });

  it('shows what the screen shows: references by representation, choice labels, money as decimals, Kenyan dates', async () => {
    const db = t.ctx.database.db;
    const student = await db
      .selectFrom('students')
      .selectAll()
      .where('admission_no', '=', 'EXP/2025/00002')
      .executeTakeFirstOrThrow();
    const cls = await db
      .selectFrom('classes')
      .select('name')
      .where('id', '=', student.class_id as number)
      .executeTakeFirstOrThrow();
    const stream = await db
      .selectFrom('streams')
      .select('name')
      .where('id', '=', student.stream_id as number)
      .executeTakeFirstOrThrow();
    const row = (await csv('students')).find((r) => r[col('admission_no')] === student.admission_no) as string[];
    expect(row[col('class_id')]).toBe(cls.name);
    expect(row[col('stream_id')]).toBe(stream.name);
    expect(row[col('fee_balance')]).toBe('1500.00');
    const [year, month, day] = String(student.date_of_birth).split('-');
    expect(row[col('date_of_birth')]).toBe(`${day}/${month}/${year}`);
    expect(row[col('gender')]).toBe(student.gender === 'male' ? 'Male' : 'Female');
  });

  it('respects filter and sort', async () => {
    const rows = (
      await csv('students', { filter: { class_id: classIds[2], gender: 'male' }, sort: ['admission_no', 'DESC'] })
    ).slice(1);
    const expected = await t.ctx.database.db
      .selectFrom('students')
      .select('admission_no')
      .where('class_id', '=', classIds[2])
      .where('gender', '=', 'male')
      .orderBy('admission_no', 'desc')
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r[col('admission_no')])).toEqual(expected.map((r) => r.admission_no));
    expect(rows.every((r) => r[col('class_id')] === 'Form 3')).toBe(true);
  });

  it('respects q and ranges', async () => {
    const byRange = (
      await csv('students', { filter: { admission_date_gte: '2025-01-10', admission_date_lte: '2025-01-12' } })
    ).slice(1);
    expect(byRange.length).toBeGreaterThan(0);
    const iso = (kenyan: string) => kenyan.split('/').reverse().join('-');
    expect(
      byRange.every(
        (r) => iso(r[col('admission_date')]) >= '2025-01-10' && iso(r[col('admission_date')]) <= '2025-01-12',
      ),
    ).toBe(true);
    const created = await t.call('POST', '/api/students', {
      token,
      body: {
        admission_no: 'Q/1',
        first_name: 'Quixotic',
        last_name: 'Exporter',
        gender: 'male',
        class_id: classIds[0],
      },
    });
    expect(created.status).toBe(201);
    const found = (await csv('students', { filter: { q: 'quixo' } })).slice(1);
    expect(found.map((r) => r[col('first_name')])).toEqual(['Quixotic']);
  });

  it('escapes quotes, commas, line breaks and neutralises formulas', async () => {
    const body = {
      admission_no: 'ESC/1',
      first_name: 'Wa"nji,ru',
      last_name: 'Line\nBreak',
      guardians: [{ name: '=HYPERLINK("http://evil")', relationship: 'mother', phone: '+254711000111' }],
      gender: 'female',
      class_id: classIds[0],
    };
    const created = await json(await t.call('POST', '/api/students', { token, body }));
    const response = await exportOf('students', { format: 'csv', filter: { id: [created.id] } });
    const text = await csvText(response);
    expect(text).toContain('"Wa""nji,ru"');
    const rows = parseCsv(text);
    expect(rows).toHaveLength(2);
    const row = rows[1];
    expect(row[col('first_name')]).toBe('Wa"nji,ru');
    expect(row[col('last_name')]).toBe('Line\nBreak');
    expect(row[col('guardian_name')]).toBe(`'=HYPERLINK("http://evil")`);
    // As the screen shows it: a spreadsheet keeps '0711 000 111' as text, where '+254711000111' became a number.
    expect(row[col('guardian_phone')]).toBe('0711 000 111');
  });

  it('booleans read Yes/No and lists are joined', async () => {
    const classes = await csv('classes', { sort: ['level', 'ASC'] });
    const columns = exportColumns(classesDef);
    expect(classes[0]).toEqual(columns.map((c) => c.header));
    const active = columns.findIndex((c) => c.name === 'active');
    expect(classes.slice(1).map((r) => r[active])).toEqual(['Yes', 'Yes', 'Yes', 'Yes', 'No']);
    const users = await csv('users', { filter: { username: 'teacher' } });
    expect(users[1][users[0].indexOf('Roles')]).toBe('Access Exam Analysis Module; Mark attendance register');
  });

  it('never exports a password or its hash', async () => {
    const response = await exportOf('users', { format: 'csv' });
    const text = await csvText(response);
    expect(text).not.toMatch(/argon2/);
    expect(parseCsv(text)[0]).not.toContain('Password');
  });

  it('an empty result is just the header row', async () => {
    const rows = await csv('students', { filter: { id: [] } });
    expect(rows).toEqual([STUDENT_HEADERS]);
  });
});

describe('XLSX export', () => {
  it('is a workbook exceljs reads back, with every row, headers and representations', async () => {
    const response = await exportOf('students', { format: 'xlsx', sort: ['id', 'ASC'] });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toMatch(/filename="students-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet('Students');
    expect(sheet).toBeDefined();
    const values = (n: number) => (sheet?.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual(STUDENT_HEADERS);
    const total = await countRows(t, 'students', { branch_id: branch });
    expect(sheet?.actualRowCount).toBe(total + 1);
    const first = await t.ctx.database.db
      .selectFrom('students')
      .selectAll()
      .where('branch_id', '=', branch)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const cls = await t.ctx.database.db
      .selectFrom('classes')
      .select('name')
      .where('id', '=', first.class_id as number)
      .executeTakeFirstOrThrow();
    const row = values(2);
    expect(row[col('admission_no')]).toBe(first.admission_no);
    expect(row[col('class_id')]).toBe(cls.name);
  });

  it('opens as an office expects: bold frozen filtered header, shillings a SUM adds, dates as dates, labels', async () => {
    const response = await exportOf('students', { format: 'xlsx', filter: { admission_no: 'EXP/2025/00002' } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    const cell = (name: string) => sheet.getRow(2).getCell(col(name) + 1);
    expect(cell('fee_balance').value).toBe(1500);
    expect(cell('fee_balance').numFmt).toContain('KES');
    expect(cell('date_of_birth').value).toBeInstanceOf(Date);
    expect(cell('date_of_birth').numFmt).toBe('dd/mm/yyyy');
    expect(['Male', 'Female']).toContain(cell('gender').value);
    expect(sheet.getColumn(col('first_name') + 1).width).toBeGreaterThanOrEqual(14);
    expect(STUDENT_HEADERS).not.toContain('ID');
    expect(STUDENT_HEADERS).not.toContain(students.fields.photo.label);
  });

  it('respects the filter', async () => {
    const response = await exportOf('classes', { format: 'xlsx', filter: { active: false } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet.actualRowCount).toBe(2);
    expect((sheet.getRow(2).values as unknown[]).slice(1, 3)).toEqual(['Alumni', expect.any(Number)]);
  });
});

describe('a download stopped early', () => {
  it('releases its query: the next requests are answered and no connection stays checked out', async () => {
    for (let i = 0; i < 3; i++) {
      const response = await exportOf('students', { format: 'csv' });
      const reader = response.body?.getReader();
      await reader?.read();
      await reader?.read();
      await reader?.cancel();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const pool = t.ctx.database.pool;
    if (pool) expect(pool.idleCount).toBe(pool.totalCount);
    expect((await t.call('GET', '/api/students', { token })).status).toBe(200);
    const write = await t.call('PUT', `/api/classes/${classIds[0]}`, { token, body: { capacity: 181 } });
    expect(write.status).toBe(200);
  });
});

describe('export refusals', () => {
  it.each([
    ['an unknown format', { format: 'pdf' }, /csv or xlsx/],
    ['a malformed filter', { format: 'csv', filter: '{oops' }, /filter/],
    ['an unknown filter field', { format: 'csv', filter: { shoe_size: 4 } }, /shoe_size/],
    ['an unknown sort field', { format: 'csv', sort: ['shoe_size', 'ASC'] }, /shoe_size/],
  ])('400 for %s', async (_name, params, message) => {
    const response = await exportOf('students', params);
    expect(response.status).toBe(400);
    expect((await json<ErrorBody>(response)).message).toMatch(message);
  });

  it('a filter value no column can hold is a 400 naming the filter, not a download that breaks off', async () => {
    for (const [name, filter] of [
      ['first_name', { first_name: 'nul\u0000' }],
      ['date_of_birth_gte', { date_of_birth_gte: '0000-01-01' }],
    ] as const) {
      const response = await exportOf('students', { format: 'csv', filter });
      expect(response.status).toBe(400);
      expect((await json<ErrorBody>(response)).message).toContain(name);
    }
  });

  it('401 without a token and 403 without the role', async () => {
    expect((await t.call('GET', '/api/students/export?format=csv')).status).toBe(401);
    const librarian = await t.signIn('librarian');
    expect((await exportOf('students', { format: 'csv' }, librarian.accessToken)).status).toBe(403);
  });
});

describe.runIf(ENGINE === 'sqlite')('CSV export from a SQLite file (its own read-only connection)', () => {
  it('streams every row of the branch, past 1000, in the requested order', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shule-export-'));
    const database = openDatabase({ dataDir: dir });
    try {
      await migrate(database);
      await seedDemo(database, 1200);
      const app = createApp({ database, secret: randomBytes(32), demo: true, dataDir: dir });
      const signin = await app.request('/api/auth/signin', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'shule-demo' }),
      });
      const { accessToken } = (await signin.json()) as { accessToken: string };
      const query = new URLSearchParams({ format: 'csv', sort: JSON.stringify(['id', 'DESC']) });
      const response = await app.request(`/api/students/export?${query.toString()}`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(response.status).toBe(200);
      const rows = parseCsv(await csvText(response)).slice(1);
      const expected = await database.db
        .selectFrom('students')
        .select('admission_no')
        .where('branch_id', '=', 1)
        .orderBy('id', 'desc')
        .execute();
      expect(expected.length).toBe(1200);
      expect(rows.map((r) => r[col('admission_no')])).toEqual(expected.map((r) => r.admission_no));
      expect(rows[0][col('class_id')]).toMatch(/^Form \d$/);
    } finally {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
