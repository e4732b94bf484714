import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchIdOf, countRows, type ErrorBody, insertUser, json } from '../../../../tests/helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../../../../tests/helpers/harness';
import type { Row } from '../../../db/database';

let t: TestApp;
let home: number;
let away: number;
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp({ students: 20 });
  home = await branchIdOf(t, 'DHS');
  away = await branchIdOf(t, 'DPS');
  await insertUser(t, home, 'clerk', ['ROLE_Add_or_Edit_Employee']);
  await insertUser(t, away, 'hr2', ['ROLR_HR_ADMIN']);
  for (const username of ['hr', 'clerk', 'registrar', 'bursar', 'teacher', 'hr2'])
    tokens.set(username, (await t.signIn(username)).accessToken);
}, 180_000);
afterAll(() => t.close());

const call = (username: string, method: string, path: string, body?: unknown) =>
  t.call(method, path, { token: tokens.get(username), body });

const person = (extra: Row = {}): Row => ({
  first_name: 'Wanjiku',
  last_name: 'Kamau',
  gender: 'female',
  category: 'non_teaching',
  terms: 'board',
  ...extra,
});

async function refused(body: Row, fields: string[], username = 'hr') {
  const before = await countRows(t, 'employees');
  const response = await call(username, 'POST', '/api/employees', person(body));
  expect(response.status, JSON.stringify(body)).toBe(400);
  const answer = await json<ErrorBody>(response);
  expect(Object.keys(answer.errors ?? {}).sort()).toEqual([...fields].sort());
  for (const field of fields) expect(answer.errors?.[field]).toBeTruthy();
  expect(await countRows(t, 'employees')).toBe(before);
  return answer;
}

describe(`the HR register on ${ENGINE}`, () => {
  it('refuses malformed statutory numbers and dates, each by its field, writing nothing', async () => {
    await refused({ kra_pin: 'A12345678Z' }, ['kra_pin']);
    await refused({ kra_pin: '1123456789Z' }, ['kra_pin']);
    await refused({ national_id: '12AB5678' }, ['national_id']);
    await refused({ nssf_no: 'NSSF-1' }, ['nssf_no']);
    await refused({ sha_no: 'SHA 123' }, ['sha_no']);
    await refused({ mpesa_phone: '12345' }, ['mpesa_phone']);
    await refused({ date_employed: '2024-05-01', date_left: '2024-04-30' }, ['date_left']);
  });

  it('asks for what the payroll needs to pay: salary and method, a branch and account, an M-Pesa number', async () => {
    await refused({ on_payroll: true }, ['basic_salary', 'payment_method']);
    await refused({ on_payroll: true, basic_salary: 1_800_000, payment_method: 'bank' }, [
      'bank_branch_id',
      'account_no',
    ]);
    const mpesa = await refused({ on_payroll: true, basic_salary: 1_800_000, payment_method: 'mpesa' }, [
      'mpesa_phone',
    ]);
    expect(mpesa.errors?.mpesa_phone).toMatch(/M-Pesa/);
    await refused({ disability_exempt: true }, ['disability_certificate']);
    await refused({ terms: 'tsc' }, ['terms']);
  });

  it('stores a KRA PIN in capitals and gives a staff number from HR’s pattern', async () => {
    const response = await call(
      'clerk',
      'POST',
      '/api/employees',
      person({ kra_pin: 'a123456789z', nssf_no: '2001234567' }),
    );
    expect(response.status).toBe(201);
    const created = await json(response);
    expect(created.kra_pin).toBe('A123456789Z');
    expect(String(created.staff_no)).toMatch(/^DHS\/\d{3}$/);
  });

  it('one register: an employee HR adds is a staff member of /staff; /teachers creates a teaching one', async () => {
    const hr = await json(
      await call('hr', 'POST', '/api/employees', person({ first_name: 'Zawadi', job_title: 'Cook' })),
    );
    const staff = await json<Row[]>(await call('registrar', 'GET', '/api/staff?filter={"q":"Zawadi"}'));
    expect(staff.map((s) => s.id)).toEqual([hr.id]);
    const teachers = await json<Row[]>(await call('registrar', 'GET', '/api/teachers?filter={"q":"Zawadi"}'));
    expect(teachers).toEqual([]);
    const teacher = await json(
      await call('registrar', 'POST', '/api/teachers', { first_name: 'Baraka', last_name: 'Odhiambo', gender: 'male' }),
    );
    expect(teacher.category).toBe('teaching');
    expect((await json(await call('hr', 'GET', `/api/employees/${String(teacher.id)}`))).category).toBe('teaching');
    expect((await call('registrar', 'GET', `/api/staff/${String(teacher.id)}`)).status).toBe(404);
  });

  it('keeps pay, bank and statutory numbers from the registration group', async () => {
    const [bursar] = await json<Row[]>(await call('hr', 'GET', '/api/employees?filter={"q":"Wanjiru bursar"}'));
    expect(bursar.basic_salary).toBeGreaterThan(0);
    const seen = await json(await call('registrar', 'GET', `/api/staff/${String(bursar.id)}`));
    expect(seen.first_name).toBe('Grace');
    for (const field of ['basic_salary', 'account_no', 'kra_pin', 'nssf_no', 'next_of_kin_phone', 'on_payroll'])
      expect(seen, field).not.toHaveProperty(field);
    const listed = await json<Row[]>(await call('registrar', 'GET', '/api/teachers?range=[0,4]'));
    expect(listed.every((r) => !('basic_salary' in r) && !('kra_pin' in r))).toBe(true);
    const before = await countRows(t, 'employees');
    const sneaky = await call('registrar', 'POST', '/api/teachers', {
      first_name: 'Imani',
      last_name: 'Ruto',
      gender: 'male',
      basic_salary: 9_000_000,
    });
    expect(sneaky.status).toBe(400);
    expect(Object.keys((await json<ErrorBody>(sneaky)).errors ?? {})).toEqual(['basic_salary']);
    expect(await countRows(t, 'employees')).toBe(before);
    const raise = await call('registrar', 'PUT', `/api/staff/${String(bursar.id)}`, { basic_salary: 1 });
    expect(raise.status).toBe(400);
  });

  it('admits HR roles to the register and only HR administrators to the banks', async () => {
    for (const username of ['hr', 'clerk']) {
      expect((await call(username, 'GET', '/api/employees')).status, username).toBe(200);
      expect((await call(username, 'GET', '/api/allowances')).status, username).toBe(200);
      expect((await call(username, 'GET', '/api/hr/dashboard')).status, username).toBe(200);
    }
    for (const username of ['registrar', 'bursar', 'teacher']) {
      expect((await call(username, 'GET', '/api/employees')).status, username).toBe(403);
      expect((await call(username, 'POST', '/api/employees', person())).status, username).toBe(403);
      expect((await call(username, 'GET', '/api/hr/dashboard')).status, username).toBe(403);
      expect((await call(username, 'GET', '/api/deductions')).status, username).toBe(403);
    }
    expect((await call('hr', 'GET', '/api/hr_banks')).status).toBe(200);
    expect((await call('hr', 'POST', '/api/hr_banks', { name: 'Family Bank', code: '70' })).status).toBe(201);
    expect((await call('clerk', 'GET', '/api/hr_banks')).status).toBe(403);
    expect((await call('clerk', 'POST', '/api/hr_banks', { name: 'Sidian Bank', code: '66' })).status).toBe(403);
    // A clerk picks an employee's branch, but does not keep the list of branches.
    expect((await call('clerk', 'GET', '/api/hr_bank_branches')).status).toBe(200);
    expect((await call('clerk', 'POST', '/api/hr_bank_branches', { bank_id: 1, name: 'X', code: '001' })).status).toBe(
      403,
    );
  });

  it('keeps each school to its own employees', async () => {
    const mine = await json<Row[]>(await call('hr2', 'GET', '/api/employees?range=[0,999]'));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.branch_id === away)).toBe(true);
    const theirs = await t.ctx.database.db
      .selectFrom('employees')
      .select('id')
      .where('branch_id', '=', home)
      .executeTakeFirstOrThrow();
    expect((await call('hr2', 'GET', `/api/employees/${String(theirs.id)}`)).status).toBe(404);
    expect((await call('hr2', 'PUT', `/api/employees/${String(theirs.id)}`, { job_title: 'x' })).status).toBe(404);
    const board = await json(await call('hr2', 'GET', '/api/hr/dashboard'));
    expect((board.headcount as Row).total).toBe(mine.filter((e) => e.active).length);
  });

  it('checks allowances and loans between their fields; a new loan owes what it lent', async () => {
    const [employee] = await json<Row[]>(await call('hr', 'GET', '/api/employees?range=[0,0]'));
    const post = (table: string, body: Row) =>
      call('hr', 'POST', `/api/${table}`, { employee_id: employee.id, ...body });
    const fields = async (response: Response) => Object.keys((await json<ErrorBody>(response)).errors ?? {});
    expect(await fields(await post('allowances', { kind: 'house', basis: 'percent_of_basic' }))).toEqual(['percent']);
    expect(await fields(await post('allowances', { kind: 'overtime', amount: 100, recurring: false }))).toEqual([
      'month',
    ]);
    expect(
      await fields(
        await post('allowances', { kind: 'house', amount: 100, start_month: '2026-06', end_month: '2026-05' }),
      ),
    ).toEqual(['end_month']);
    expect(await fields(await post('deductions', { kind: 'loan', amount: 100 }))).toEqual(['principal']);
    expect(
      await fields(await post('deductions', { kind: 'loan', amount: 100, principal: 1_000, balance: 2_000 })),
    ).toEqual(['balance']);
    const loan = await json(await post('deductions', { kind: 'loan', amount: 500_000, principal: 5_000_000 }));
    expect(loan.balance).toBe(5_000_000);
  });
});
