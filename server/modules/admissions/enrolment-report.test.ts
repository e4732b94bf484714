import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../../tests/helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../../../tests/helpers/harness';

type Rec = Record<string, unknown>;
let t: TestApp;
const token: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ students: 40 });
  for (const user of ['registrar', 'bursar']) token[user] = (await t.signIn(user)).accessToken;
});
afterAll(() => t.close());

const get = (path: string, user = 'registrar') => t.call('GET', path, { token: token[user] });

/** The same figures counted straight from the students table. */
async function expected(status?: string) {
  const { branchId } = await t.signIn('registrar');
  const students = await t.ctx.database.db
    .selectFrom('students')
    .innerJoin('classes', 'classes.id', 'students.class_id')
    .select(['classes.name as class_name', 'students.gender', 'students.residence', 'students.status'])
    .where('students.branch_id', '=', branchId)
    .execute();
  const byClass = new Map<string, { boys: number; girls: number; boarders: number; total: number }>();
  for (const s of students.filter((r) => status === undefined || r.status === status)) {
    const row = byClass.get(String(s.class_name)) ?? { boys: 0, girls: 0, boarders: 0, total: 0 };
    row.boys += s.gender === 'male' ? 1 : 0;
    row.girls += s.gender === 'female' ? 1 : 0;
    row.boarders += s.residence === 'boarding' ? 1 : 0;
    row.total += 1;
    byClass.set(String(s.class_name), row);
  }
  return byClass;
}

describe(`the enrolment report on ${ENGINE}`, () => {
  it('counts boys, girls and boarders per class, as the students table holds them', async () => {
    const response = await get(
      `/api/reports/enrolment?filter=${encodeURIComponent('{"status":"active"}')}&range=[0,49]`,
    );
    expect(response.status).toBe(200);
    const rows = await json<Rec[]>(response);
    const truth = await expected('active');
    expect(response.headers.get('content-range')).toBe(`reports/enrolment 0-${truth.size - 1}/${truth.size}`);
    expect(rows.length).toBe(truth.size);
    for (const row of rows) expect(row).toMatchObject({ ...truth.get(String(row.class_name)) });
    expect(rows.map((r) => r.level)).toEqual([...rows.map((r) => r.level)].sort((a, b) => Number(a) - Number(b)));
  });

  it('is refused to users outside the registration group, and a bad filter is a 400', async () => {
    expect((await get('/api/reports/enrolment', 'bursar')).status).toBe(403);
    expect((await get(`/api/reports/enrolment?filter=${encodeURIComponent('{"status":"gone"}')}`)).status).toBe(400);
    expect((await get('/api/reports/nothing')).status).toBe(404);
  });

  it('exports to a workbook with the same figures', async () => {
    const response = await get('/api/reports/enrolment/export?format=xlsx');
    expect(response.headers.get('content-disposition')).toMatch(/enrolment-\d{4}-\d{2}-\d{2}\.xlsx/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'Class', 'Level', 'Boys', 'Girls', 'Boarders', 'Total']);
    const truth = await expected();
    const total = [...truth.values()].reduce((sum, r) => sum + r.total, 0);
    let exported = 0;
    sheet.eachRow((row, n) => {
      if (n > 1) exported += Number(row.getCell(6).value);
    });
    expect(exported).toBe(total);
  });
});
