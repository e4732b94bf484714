import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../../../tests/helpers/api';
import { ENGINE } from '../../../../tests/helpers/harness';
import type { Row } from '../../../db/database';
import { pdfPages } from '../../../documents/pdf-text';
import { type PayrollWorld, payrollWorld, payslipsOf } from '../../../../tests/helpers/payroll-test-world';
import { P10_HEADERS } from './returns/p10';

let w: PayrollWorld;
let runId: number;
let slips: Row[];
let run: Row;

const rowsOf = (csv: string) =>
  csv
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
const file = async (name: string, who = 'hr') => {
  const response = await w.call(who, 'GET', `/api/payroll/${runId}/files/${name}`);
  return { status: response.status, text: await response.text(), type: response.headers.get('content-type') };
};
const cents = (text: string) => Math.round(Number(text) * 100);
const sum = (k: string, rows: Row[] = slips) => rows.reduce((s, r) => s + Number(r[k]), 0);

beforeAll(async () => {
  w = await payrollWorld();
  run = await json(await w.call('hr', 'POST', '/api/payrolls', { period: '2026-05' }));
  runId = Number(run.id);
  const drafted = await file('p10.csv');
  expect(drafted.status).toBe(409); // no returns before approval
  expect((await w.call('principal', 'POST', `/api/payrolls/${runId}/approve`, {})).status).toBe(200);
  expect((await w.call('hr', 'POST', `/api/payrolls/${runId}/pay`, { paid_on: '2026-05-29' })).status).toBe(200);
  slips = [...(await payslipsOf(w, runId)).values()];
}, 180_000);
afterAll(() => w.t.close());

describe(`the payroll's returns and payment files on ${ENGINE}`, () => {
  it('P10 in the iTax layout of 2025: its header, Akinyi’s row, and PAYE totalling the run’s', async () => {
    const { status, text, type } = await file('p10.csv');
    expect(status).toBe(200);
    expect(type).toMatch(/text\/csv/);
    const [header, ...rows] = rowsOf(text);
    expect(header).toEqual(P10_HEADERS['2025']);
    expect(header.slice(0, 5)).toEqual([
      'Payroll Number',
      'PIN of Employee',
      'ID Number',
      'Identity Type',
      'Name of Employee',
    ]);
    expect(header.at(-2)).toBe('PAYE Tax (R)');
    const akinyi = rows.find((r) => r[1] === 'A012345678Z') as string[];
    expect(akinyi).toEqual([
      'PRT/001',
      'A012345678Z',
      '23456789',
      'National ID',
      'Grace Atieno Akinyi',
      'CR1234567890-1',
      '2001234567',
      'Resident',
      'Primary Employee',
      'No',
      '',
      '67500.00',
      '0.00',
      '0.00',
      '0.00',
      'Benefit not given',
      '0.00',
      '0.00',
      '67500.00',
      '1856.25',
      '4050.00',
      '0.00',
      '0.00',
      '0.00',
      '1012.50',
      '60581.25',
      '2400.00',
      '300.00',
      '10257.73',
      '10257.73',
    ]);
    expect(rows.reduce((s, r) => s + cents(r[28]), 0)).toBe(Number(run.paye));
    expect(rows).toHaveLength(slips.length);
  });

  it('P10 in the classic layout: basic and allowances apart', async () => {
    const [header, ...rows] = rowsOf((await file('p10-classic.csv')).text);
    expect(header.slice(0, 8)).toEqual([
      'PIN of Employee',
      'Name of Employee',
      'Residential Status',
      'Type of Employee',
      'Basic Salary',
      'Housing Allowance',
      'Transport Allowance',
      'Leave Pay',
    ]);
    const akinyi = rows.find((r) => r[0] === 'A012345678Z') as string[];
    expect(akinyi.slice(4, 13)).toEqual([
      '52000.00',
      '8000.00',
      '4000.00',
      '0.00',
      '3500.00',
      '0.00',
      '0.00',
      '0.00',
      '67500.00',
    ]);
    expect(akinyi.at(-1)).toBe('10257.73');
  });

  it('NSSF: Payroll Number, Surname, Other Names, ID No, KRA PIN, NSSF No, Gross Pay, Voluntary', async () => {
    const [header, ...rows] = rowsOf((await file('nssf.csv')).text);
    expect(header).toEqual([
      'Payroll Number',
      'Surname',
      'Other Names',
      'ID No',
      'KRA PIN',
      'NSSF No',
      'Gross Pay',
      'Voluntary',
    ]);
    expect(rows.find((r) => r[0] === 'PRT/001')).toEqual([
      'PRT/001',
      'Akinyi',
      'Grace Atieno',
      '23456789',
      'A012345678Z',
      '2001234567',
      '67500.00',
      '0.00',
    ]);
    const workbook = new ExcelJS.Workbook();
    const response = await w.call('hr', 'GET', `/api/payroll/${runId}/files/nssf.xlsx`);
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, ...header]);
    expect(sheet.rowCount).toBe(rows.length + 1);
  });

  it('SHIF: the SHA portal’s columns; contributions total the run’s', async () => {
    const [header, ...rows] = rowsOf((await file('shif.csv')).text);
    expect(header).toEqual([
      'Payroll Number',
      'First Name',
      'Last Name',
      'Identity Type',
      'ID Number',
      'KRA PIN',
      'SHIF No',
      'Contribution Amount',
      'Phone',
    ]);
    expect(rows.find((r) => r[0] === 'PRT/001')).toEqual([
      'PRT/001',
      'Grace',
      'Akinyi',
      'National ID',
      '23456789',
      'A012345678Z',
      'CR1234567890-1',
      '1856.25',
      '0722111222',
    ]);
    expect(rows.reduce((s, r) => s + cents(r[7]), 0)).toBe(Number(run.shif) + Number(run.nhif));
  });

  it('housing levy (both shares) and HELB', async () => {
    const [levyHeader, ...levy] = rowsOf((await file('housing-levy.csv')).text);
    expect(levyHeader).toEqual([
      'PIN of Employee',
      'Name of Employee',
      'ID Number',
      'Gross Pay',
      'Employee Contribution',
      'Employer Contribution',
      'Total Contribution',
    ]);
    expect(levy.find((r) => r[0] === 'A012345678Z')?.slice(3)).toEqual(['67500.00', '1012.50', '1012.50', '2025.00']);
    expect(levy.reduce((s, r) => s + cents(r[6]), 0)).toBe(
      Number(run.housing_levy) + Number(run.housing_levy_employer),
    );
    const [helbHeader, ...helb] = rowsOf((await file('helb.csv')).text);
    expect(helbHeader).toEqual(['Employee ID', 'Employee Names', 'National ID', 'Amount']);
    expect(helb.find((r) => r[0] === 'PRT/001')).toEqual(['PRT/001', 'Grace Atieno Akinyi', '23456789', '1500.00']);
    expect(helb.reduce((s, r) => s + cents(r[3]), 0)).toBe(sum('helb'));
  });

  it('bank advice by bank and branch code, and one bank’s alone; M-Pesa in whole shillings', async () => {
    const [header, ...rows] = rowsOf((await file('bank-advice.csv')).text);
    expect(header).toEqual([
      'Bank',
      'Bank Code',
      'Branch',
      'Branch Code',
      'Account Number',
      'Account Name',
      'Staff Number',
      'Amount',
    ]);
    expect(rows.find((r) => r[6] === 'PRT/001')).toEqual([
      'Test Equity Bank',
      '968',
      'Nakuru Kenyatta Avenue',
      w.branchCode,
      '0123456789',
      'Grace Atieno Akinyi',
      'PRT/001',
      '41823.52',
    ]);
    const byBank = slips.filter((s) => s.payment_method === 'bank');
    expect(rows.reduce((s, r) => s + cents(r[7]), 0)).toBe(sum('net_pay', byBank));
    const one = rowsOf((await file(`bank-advice.csv?bank=${w.bankId}`)).text);
    expect(one.slice(1).map((r) => r[6])).toEqual(['PRT/001']);
    const [mpesaHeader, ...mpesa] = rowsOf((await file('mpesa.csv')).text);
    expect(mpesaHeader).toEqual(['Phone Number', 'Amount', 'Name']);
    expect(mpesa.find((r) => r[2] === 'Peter Kiprono')).toEqual(['254711222333', '10062', 'Peter Kiprono']);
    const byMpesa = slips.filter((s) => s.payment_method === 'mpesa');
    expect(mpesa.reduce((s, r) => s + Number(r[1]) * 100, 0)).toBe(
      byMpesa.reduce((s, r) => s + Math.floor(Number(r.net_pay) / 100) * 100, 0),
    );
  });

  it('refuses an unknown file, another school and a user outside HR', async () => {
    expect((await file('p11.csv')).status).toBe(404);
    expect((await file('p10.pdf')).status).toBe(404);
    expect((await file('p10.csv', 'hr2')).status).toBe(404);
    expect((await file('p10.csv', 'registrar')).status).toBe(403);
  });

  it('prints a payslip with its particulars and figures, and the run’s payslips a page each', async () => {
    const one = await w.call('hr', 'GET', `/api/payroll/${runId}/payslips/${w.employees.akinyi}.pdf`);
    expect(one.headers.get('content-type')).toBe('application/pdf');
    const [page] = pdfPages(Buffer.from(await one.arrayBuffer()));
    for (const text of [
      'PAYSLIP',
      'May 2026',
      'Grace Atieno Akinyi',
      'A012345678Z',
      '2001234567',
      'CR1234567890-1',
      'PRT/001',
    ])
      expect(page).toContain(text);
    for (const figure of ['67,500.00', '10,257.73', '4,050.00', '1,856.25', '1,012.50', 'KES 41,823.52', '7,000.00'])
      expect(page).toContain(figure);
    expect(page).toContain('Forty-One Thousand Eight Hundred and Twenty-Three');
    const all = pdfPages(
      Buffer.from(await (await w.call('hr', 'GET', `/api/payroll/${runId}/payslips.pdf`)).arrayBuffer()),
    );
    expect(all).toHaveLength(slips.length);
    expect(all.every((p) => p.includes('PAYSLIP'))).toBe(true);
    expect((await w.call('hr', 'GET', `/api/payroll/${runId}/payslips/${w.employees.tsc}.pdf`)).status).toBe(404);
  });

  it('prints the P9A card of the year with its months and totals', async () => {
    const response = await w.call('hr', 'GET', `/api/payroll/p9a/${w.employees.akinyi}/2026.pdf`);
    expect(response.status).toBe(200);
    const pages = pdfPages(Buffer.from(await response.arrayBuffer()));
    // The card and its note on one page: nothing runs over onto a second.
    expect(pages).toHaveLength(1);
    const [page] = pages;
    for (const text of [
      'TAX DEDUCTION CARD (P9A)',
      'A012345678Z',
      'Akinyi',
      'Grace Atieno',
      'May',
      'December',
      '60,581.25',
      '10,257.73',
    ])
      expect(page).toContain(text);
    expect(page).toContain('Total tax (column O): KES 10,257.73');
    expect((await w.call('hr', 'GET', `/api/payroll/p9a/${w.employees.akinyi}/2025.pdf`)).status).toBe(404);
    expect((await w.call('hr', 'GET', `/api/payroll/p9a/${w.employees.akinyi}/1999.pdf`)).status).toBe(400);
  });

  it('the employer’s KRA PIN from the school settings: on the P9A, in the P10’s sheet A and file name', async () => {
    const p9a = async () =>
      pdfPages(
        Buffer.from(await (await w.call('hr', 'GET', `/api/payroll/p9a/${w.employees.akinyi}/2026.pdf`)).arrayBuffer()),
      )[0];
    // The demo school's PIN, seeded with it.
    expect(await p9a()).toMatch(/Employer’s PIN\s*P051234567X/);
    const p10 = await w.call('hr', 'GET', `/api/payroll/${runId}/files/p10.xlsx`);
    expect(p10.headers.get('content-disposition')).toContain('filename="p10-P051234567X-2026-05.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await p10.arrayBuffer());
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['A_Basic_Info', 'B_Employees_Dtls']);
    const info = workbook.getWorksheet('A_Basic_Info');
    expect([1, 2, 3, 4].map((i) => (info?.getRow(i).values as unknown[]).slice(1))).toEqual([
      ['PIN of Employer', 'P051234567X'],
      ['Type of Return', 'Original'],
      ['Return Period From', '01/05/2026'],
      ['Return Period To', '31/05/2026'],
    ]);
    // The settings refuse a PIN not in KRA's pattern, and the documents follow a corrected one.
    const school = `/api/branches/${w.branchId}`;
    for (const wrong of ['P05123456X', 'P0512345678', '051234567XX', 'p051234567x'])
      expect((await w.call('admin', 'PUT', school, { kra_pin: wrong })).status).toBe(400);
    expect((await w.call('admin', 'PUT', school, { kra_pin: 'P000111222K' })).status).toBe(200);
    expect(await p9a()).toMatch(/Employer’s PIN\s*P000111222K/);
    const csv = await w.call('hr', 'GET', `/api/payroll/${runId}/files/p10.csv`);
    expect(csv.headers.get('content-disposition')).toContain('filename="p10-P000111222K-2026-05.csv"');
    // HR reads it (the payroll page warns while the school has none); others outside HR do not.
    const employer = async (who = 'hr') => w.call(who, 'GET', '/api/payroll/employer');
    expect(await json(await employer())).toEqual({ kra_pin: 'P000111222K' });
    expect((await employer('registrar')).status).toBe(403);
    expect((await w.call('admin', 'PUT', school, { kra_pin: null })).status).toBe(200);
    expect(await json(await employer())).toEqual({ kra_pin: '' });
    expect((await w.call('admin', 'PUT', school, { kra_pin: 'P051234567X' })).status).toBe(200);
  });
});
