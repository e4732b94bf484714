import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatKes } from '../../src/resources/generic/money';
import type { SmsPreview } from '../../src/schema/sms-compose';
import { DEMO_PASSWORD } from './harness';
import { apiAs } from './page-checks';
import { openPdfTab } from './pdf-tab';
import { setupBrowserSession } from './session';
import {
  assignUnmatched,
  billClass,
  importBankStatement,
  openStatement,
  receiveCash,
  setStructure,
} from './finance-round-steps';

// Its own server: the round bills, receipts and texts a class of its own, which would change the
// school's totals, queues and journal other files compare with.
const session = setupBrowserSession({ signInAs: 'bursar', ownServer: true });
const SHOTS = '/tmp/shots-bursar';
const CLASS = 'Form 1 Bridge';

const api = <T>(page: Page, path: string, init?: { method?: string; body?: unknown }) =>
  apiAs<T>(page, session.server.url, path, init);
const query = (filter: Record<string, unknown>) => `filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,999]`;

interface Student {
  readonly id: number;
  readonly first_name: string;
  readonly last_name: string;
  readonly admission_no: string;
  readonly residence: string;
}

let adminToken: Promise<string> | undefined;

/** The administrator's API, for the setup a bursar does not do (a class and its students) and to read the SMS queue. */
async function asAdmin<T>(path: string, body?: unknown): Promise<T> {
  const url = session.server.url;
  adminToken ??= fetch(`${url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
  }).then(async (r) => ((await r.json()) as { accessToken: string }).accessToken);
  const response = await fetch(`${url}/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${await adminToken}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A class no structure covers, with two day scholars and a boarder, each with a guardian to text. */
async function newClass(): Promise<{ classId: number; students: Student[] }> {
  const { id: classId } = await asAdmin<{ id: number }>('classes', { name: CLASS, level: 1, active: true });
  const people = [
    ['Baraka', 'Mwangi', 'male', 'day', '0712000101'],
    ['Imani', 'Chebet', 'female', 'day', '0712000102'],
    ['Juma', 'Otieno', 'male', 'boarding', '0712000103'],
  ] as const;
  const students: Student[] = [];
  for (const [first_name, last_name, gender, residence, phone] of people)
    students.push(
      await asAdmin<Student>('students', {
        first_name,
        last_name,
        gender,
        residence,
        class_id: classId,
        date_of_birth: '2012-03-04',
        guardians: [{ name: `Mzazi ${last_name}`, relationship: 'mother', phone }],
      }),
    );
  return { classId, students };
}

/** Now in Nairobi (UTC+3 all year): the CSV's date and Daraja's TransTime. */
const nairobi = () => new Date(Date.now() + 3 * 3_600_000).toISOString();
const transTime = () => nairobi().slice(0, 19).replace(/\D/g, '');

/** Safaricom's side: a C2B confirmation as Daraja posts it to the URL the school registered. */
async function confirmC2b(url: string, transId: string, account: string, amount: string): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      TransactionType: 'Pay Bill',
      TransID: transId,
      TransTime: transTime(),
      TransAmount: amount,
      BusinessShortCode: '600984',
      BillRefNumber: account,
      InvoiceNumber: '',
      OrgAccountBalance: '49197.00',
      ThirdPartyTransID: '',
      MSISDN: '2547 ***** 126',
      FirstName: 'WANJIKU',
      MiddleName: '',
      LastName: 'MWANGI',
    }),
  });
  expect(response.status).toBe(200);
  return response.json();
}

describe('a bursar’s term, start to end', () => {
  it('sets 2026 structures, bills term 1, takes cash, bank and M-Pesa, statements, reminders, and the books balance', async () => {
    const { page, server } = session;
    fs.mkdirSync(SHOTS, { recursive: true });
    const { classId, students } = await newClass();
    const [a] = students;
    const run = Date.now().toString(36).toUpperCase();

    // 1. The structures for term 1 2026, one per category, typed on /studentbilling's grid.
    const boarding = [
      ['Tuition', '12000'],
      ['Boarding equipment and stores (BES)', '8500.50'],
    ] as const;
    const day = [
      ['Tuition', '9000'],
      ['Activity', '1000.25'],
    ] as const;
    await setStructure(page, server.url, CLASS, 'Boarding', boarding);
    await setStructure(page, server.url, CLASS, 'Day', day);
    const dayTotal = 1_000_025;
    const boardingTotal = 2_050_050;
    await page.screenshot({ path: `${SHOTS}/round-1-structures.png`, fullPage: true });

    // 2. Term 1 billed for the class: the preview's figures, then the run's, the server's own.
    const expected = await api<{ students: number; amount: number }>(page, 'finance/billing/preview', {
      method: 'POST',
      body: { academic_year: 2026, term: '1', class_ids: [classId] },
    });
    expect(expected).toMatchObject({ students: 3, amount: 2 * dayTotal + boardingTotal });
    await billClass(page, server.url, CLASS, expected);
    await page.screenshot({ path: `${SHOTS}/round-2-billed.png`, fullPage: true });
    const invoices = await api<{ student_id: number; total: number }[]>(
      page,
      `fee_invoices?${query({ academic_year: 2026, term: '1', source: 'term_fees' })}`,
    );
    const ours = invoices.filter((i) => students.some((s) => s.id === i.student_id));
    expect(ours.map((i) => i.total).sort((x, y) => x - y)).toEqual([dayTotal, dayTotal, boardingTotal]);

    // 3. Cash at the counter.
    const cash = await receiveCash(page, server.url, a.admission_no, '2000', 200_000);
    await page.screenshot({ path: `${SHOTS}/round-3-cash.png`, fullPage: true });

    // 4. The bank statement: one line names the student, one names nobody.
    const today = nairobi().slice(0, 10);
    const csv = [
      'Equity Bank statement,,,',
      'Transaction Date,Narrative,Bank Reference Number,Money In',
      `${today},SCHOOL FEES,${a.admission_no},"1,500.00"`,
      `${today},CASH DEPOSIT KAMAU,FEES ${run},700.00`,
    ].join('\n');
    await importBankStatement(page, server.url, csv, '2 lines read: 1 receipted, 1 to assign, 0 already imported');
    await page.getByRole('cell', { name: `FEES ${run}`, exact: true }).waitFor();

    // 5. Safaricom confirms two payments to the URL the school registered: one names the student
    // (typed the way parents do, and sent twice as Safaricom retries), one names nobody.
    const urls = await api<{ confirmation: string }>(page, 'mpesa/urls');
    expect(urls.confirmation).toMatch(new RegExp(`^${server.url}/api/mpesa/[^/]+/confirmation$`));
    const matched = `TM${run}`;
    const unmatched = `TU${run}`;
    const accepted = { ResultCode: 0, ResultDesc: 'Accepted' };
    const typed = `adm ${a.admission_no.replace(/^ADM\//, '').replace(/\//g, ' ')}`.toLowerCase();
    expect(await confirmC2b(urls.confirmation, matched, typed, '1200.00')).toEqual(accepted);
    expect(await confirmC2b(urls.confirmation, matched, typed, '1200.00')).toEqual(accepted);
    expect(await confirmC2b(urls.confirmation, unmatched, 'FEES TERM ONE', '800.50')).toEqual(accepted);

    // 6. The unmatched M-Pesa payment assigned to the student on /unmatchedpayments.
    await assignUnmatched(page, server.url, unmatched, a.admission_no);
    await page.screenshot({ path: `${SHOTS}/round-4-assigned.png`, fullPage: true });

    const payments = await api<{ receipt_no: string; amount: number; mode: string; status: string }[]>(
      page,
      `fee_payments?${query({ student_id: a.id })}`,
    );
    expect(payments.map((p) => [p.mode, p.amount, p.status]).sort()).toEqual(
      [
        ['cash', 200_000, 'posted'],
        ['bank', 150_000, 'posted'],
        ['mpesa', 120_000, 'posted'],
        ['mpesa', 80_050, 'posted'],
      ].sort(),
    );
    expect(payments.map((p) => p.receipt_no)).toContain(cash);
    const owing = dayTotal - 550_050;

    // 7. The statement: every payment with the running balance, on screen and as a PDF.
    const statement = await openStatement(page, server.url, a, owing);
    for (const p of payments) await statement.getByRole('cell', { name: p.receipt_no, exact: true }).waitFor();
    await page.screenshot({ path: `${SHOTS}/round-5-statement.png`, fullPage: true });
    const pdf = await openPdfTab(
      page,
      statement.getByRole('button', { name: 'Open PDF' }),
      new RegExp(`/api/finance/students/${a.id}/statement\\.pdf$`),
    );
    for (const p of payments) expect(pdf.text).toContain(p.receipt_no);
    expect(pdf.text).toContain(a.admission_no);
    expect(pdf.text).toContain(formatKes(owing).replace('KES ', ''));
    await statement.getByRole('button', { name: 'Close' }).click();

    // 8. Reminders to the class's families on /feebalances, queued through messaging.
    await page.goto(`${server.url}/feebalances`);
    await page.getByRole('combobox', { name: 'Class', exact: true }).click();
    await page.getByRole('option', { name: CLASS, exact: true }).click();
    await page.waitForURL((url) => decodeURIComponent(url.search).includes(`"class_id":${classId}`));
    for (const s of students) await page.getByRole('cell', { name: s.admission_no, exact: true }).waitFor();
    await page.getByRole('button', { name: 'Send reminders' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send fee reminders' });
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Message' }).inputValue()).toContain('{balance}');
    const message = await dialog.getByRole('textbox', { name: 'Message' }).inputValue();
    const sms = await api<SmsPreview & { students: number }>(page, 'finance/fee-sms/preview', {
      method: 'POST',
      body: { kind: 'reminder', filter: { class_id: classId }, message, guardians: 'primary' },
    });
    expect(sms).toMatchObject({ students: 3, recipients: 3 });
    await expect.poll(() => dialog.getByTestId('reminder-students').textContent()).toContain('3 students');
    const panel = dialog.getByTestId('sms-preview');
    await expect.poll(() => panel.getAttribute('aria-busy')).toBe('false');
    await expect.poll(() => panel.getByTestId('preview-recipients').textContent()).toBe('3');
    await page.screenshot({ path: `${SHOTS}/round-6-reminders.png`, fullPage: true });
    await dialog.getByRole('button', { name: 'Review and send' }).click();
    const confirm = page.getByRole('dialog', { name: /messages|Send|Keep/ }).last();
    expect(await confirm.getByTestId('confirm-summary').textContent()).toContain('3 messages');
    await confirm.getByRole('button', { name: /Keep in the outbox|Send now/ }).click();
    await page.getByText('Queued: 3 messages. See the log in Sent SMS.').waitFor({ timeout: 30_000 });
    for (const s of students) {
      const queued = await asAdmin<{ phone: string; body: string }[]>(`sms_messages?${query({ student_id: s.id })}`);
      expect(queued, `one reminder for ${s.admission_no}`).toHaveLength(1);
    }
    const [toA] = await asAdmin<{ body: string }[]>(`sms_messages?${query({ student_id: a.id })}`);
    expect(toA.body).toContain(formatKes(owing).replace('KES ', ''));

    // 9. The journal's trial balance: debits equal credits to the cent.
    const trial = await api<{ debit: number; credit: number }>(page, 'finance/trial-balance');
    expect(trial.debit).toBeGreaterThan(0);
    expect(trial.debit).toBe(trial.credit);
  }, 480_000);
});
