import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayAtSchool } from '../../../../src/schema/display';
import { branchIdOf, type ErrorBody, insertUser, json } from '../../../../tests/helpers/api';
import { accountId, expectBooksBalance, fundId } from '../../../../tests/helpers/budgets-test-kit';
import { createTestApp, ENGINE, type TestApp } from '../../../../tests/helpers/harness';
import { pdfText } from '../../../documents/pdf-text';

let t: TestApp;
let branchId: number;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

interface Receipt {
  readonly id: number;
  readonly receipt_no: string;
  readonly status: string;
  readonly pay_in_account_id: number;
}

/** Hire of the hall, paid into the School Fund by the mode given. */
const hire = (amount: number, mode = 'bank', more: Record<string, unknown> = {}) => ({
  received_on: '2026-05-16',
  payer: 'Upendo Women Group',
  fund_id: ids.SF,
  income_account_id: ids['SF-4400'],
  amount,
  mode,
  reference: 'TRF778812',
  description: 'Hire of the school hall, 16 May',
  ...more,
});
const receive = (who: string, body: unknown) => t.call('POST', '/api/other_incomes', { token: tokens[who], body });
const voidIt = (who: string, id: number, body: Record<string, unknown> = { reason: 'Cheque bounced' }) =>
  t.call('POST', `/api/other_incomes/${id}/void`, { token: tokens[who], body });

/** An account's net debit over every posting (what the trial balance shows for it). */
async function balance(code: string): Promise<number> {
  const row = await t.ctx.database.db
    .selectFrom('journal_entries_lines')
    .select((eb) => [eb.fn.sum<number>('debit').as('debit'), eb.fn.sum<number>('credit').as('credit')])
    .where('account_id', '=', ids[code])
    .executeTakeFirst();
  return Number(row?.debit ?? 0) - Number(row?.credit ?? 0);
}

const numberOf = (receipt: { receipt_no: string }) => Number(receipt.receipt_no.slice(3));

beforeAll(async () => {
  t = await createTestApp({ students: 4 });
  branchId = await branchIdOf(t, 'DHS');
  const dps = await branchIdOf(t, 'DPS');
  await insertUser(t, dps, 'cashier2', ['ROLE_Access_Other_Sources_of_income', 'ROLE_finance_admin']);
  await insertUser(t, branchId, 'reporter', ['ROLE_View_Financial_reports']);
  for (const who of ['accountant', 'bursar', 'viewer', 'registrar', 'reporter', 'cashier2'])
    tokens[who] = (await t.signIn(who)).accessToken;
  for (const code of ['SF', 'TUI', 'OPS']) ids[code] = await fundId(t, branchId, code);
  for (const code of ['SF-4400', 'SF-1100', 'SF-1110', 'SF-1120', 'SF-5200', 'TUI-4300', 'TUI-1100', 'OPS-4300'])
    ids[code] = await accountId(t, branchId, code);
}, 60_000);
afterAll(() => t.close());

describe(`other income on ${ENGINE}`, () => {
  it('is receipted and posted in one write: Dr the pay-in account by mode, Cr the income account', async () => {
    const [bank, cash, mpesa, hall] = await Promise.all(['SF-1100', 'SF-1110', 'SF-1120', 'SF-4400'].map(balance));
    const byBank = await receive('accountant', hire(15_000_00));
    expect(byBank.status).toBe(201);
    const receipt = await json<Receipt & Record<string, unknown>>(byBank);
    expect(receipt).toMatchObject({
      receipt_no: expect.stringMatching(/^OI-\d{6}$/),
      status: 'posted',
      pay_in_account_id: ids['SF-1100'],
      received_by: 'Daniel Ochieng',
      academic_year: null,
      tranche: null,
    });
    ids.first = receipt.id;
    const byCash = await json<Receipt>(await receive('accountant', hire(2_500_50, 'cash')));
    const byMpesa = await json<Receipt>(await receive('bursar', hire(999, 'mpesa')));
    expect([byCash.pay_in_account_id, byMpesa.pay_in_account_id]).toEqual([ids['SF-1110'], ids['SF-1120']]);
    expect(await balance('SF-1100')).toBe(bank + 15_000_00);
    expect(await balance('SF-1110')).toBe(cash + 2_500_50);
    expect(await balance('SF-1120')).toBe(mpesa + 999);
    expect(await balance('SF-4400')).toBe(hall - 15_000_00 - 2_500_50 - 999);
    const entry = await t.ctx.database.db
      .selectFrom('journal_entries')
      .select(['posted_on', 'narration', 'total'])
      .where('source', '=', 'other_income')
      .where('source_id', '=', receipt.id)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      posted_on: '2026-05-16',
      narration: `Income receipt ${receipt.receipt_no} from Upendo Women Group: Hire of the school hall, 16 May`,
    });
    expect(Number(entry.total)).toBe(15_000_00);
    await expectBooksBalance(t, branchId);
  });

  it('numbers receipts one after another per school; a refused one takes no number', async () => {
    const first = await json<Receipt>(await receive('accountant', hire(100)));
    const refused = await receive('accountant', hire(100, 'cheque', { reference: '' }));
    expect(refused.status).toBe(400);
    expect((await json<ErrorBody>(refused)).errors).toEqual({ reference: 'Give the cheque’s number' });
    const second = await json<Receipt>(await receive('accountant', hire(100, 'cheque', { reference: '004512' })));
    expect(numberOf(second)).toBe(numberOf(first) + 1);
    const away = await receive('cashier2', { ...hire(100), fund_id: undefined, income_account_id: undefined });
    expect(away.status).toBe(400);
    const all = await json<Receipt[]>(
      await t.call('GET', '/api/other_incomes?sort=["id","ASC"]&range=[0,999]', { token: tokens.bursar }),
    );
    expect(all.map(numberOf)).toEqual(all.map((_, i) => i + 1));
  });

  it('records a capitation grant by year and tranche', async () => {
    const tuition = await balance('TUI-1100');
    const grant = await receive('accountant', {
      received_on: '2026-02-03',
      kind: 'capitation',
      payer: 'Ministry of Education',
      fund_id: ids.TUI,
      income_account_id: ids['TUI-4300'],
      academic_year: 2026,
      tranche: '1',
      amount: 82_880_00,
      mode: 'bank',
      reference: 'MOE/FDSE/2026/T1',
    });
    expect(grant.status).toBe(201);
    expect(await json(grant)).toMatchObject({ kind: 'capitation', academic_year: 2026, tranche: '1' });
    expect(await balance('TUI-1100')).toBe(tuition + 82_880_00);
    const noTranche = await receive('accountant', {
      kind: 'capitation',
      payer: 'Ministry of Education',
      fund_id: ids.TUI,
      income_account_id: ids['TUI-4300'],
      academic_year: 2026,
      amount: 100,
      mode: 'bank',
    });
    expect(noTranche.status).toBe(400);
    expect(Object.keys((await json<ErrorBody>(noTranche)).errors ?? {})).toEqual(['tranche']);
  });

  it('refuses an account that is not the fund’s income account or pay-in account', async () => {
    const otherFund = await receive('accountant', hire(100, 'bank', { income_account_id: ids['OPS-4300'] }));
    expect(otherFund.status).toBe(400);
    expect(Object.keys((await json<ErrorBody>(otherFund)).errors ?? {})).toEqual(['income_account_id']);
    const expense = await receive('accountant', hire(100, 'bank', { income_account_id: ids['SF-5200'] }));
    expect((await json<ErrorBody>(expense)).errors).toEqual({
      income_account_id: 'SF-5200 Boarding: food and stores is not an income account',
    });
    const payIn = await receive('accountant', hire(100, 'bank', { pay_in_account_id: ids['SF-4400'] }));
    expect((await json<ErrorBody>(payIn)).errors).toEqual({
      pay_in_account_id: 'SF-4400 Hire of facilities is not a bank, cash in hand or M-Pesa account',
    });
  });

  it('is voided with a reason by a finance administrator, which reverses its posting to the cent', async () => {
    const before = await Promise.all(['SF-1100', 'SF-4400'].map(balance));
    const made = await json<Receipt>(await receive('accountant', hire(7_333_33, 'bank')));
    expect((await voidIt('accountant', made.id)).status).toBe(403);
    expect((await voidIt('viewer', made.id)).status).toBe(403);
    expect((await voidIt('bursar', made.id, {})).status).toBe(400);
    const voided = await voidIt('bursar', made.id);
    expect(voided.status).toBe(200);
    expect(await json(voided)).toMatchObject({
      status: 'voided',
      receipt_no: made.receipt_no,
      void_reason: 'Cheque bounced',
      voided_on: todayAtSchool(),
      voided_by: 'Grace Wanjiru',
    });
    expect(await Promise.all(['SF-1100', 'SF-4400'].map(balance))).toEqual(before);
    const reversal = await t.ctx.database.db
      .selectFrom('journal_entries')
      .select(['posted_on', 'total', 'reversal_of_id'])
      .where('source', '=', 'reversal')
      .where('source_id', '=', made.id)
      .execute();
    expect(reversal).toHaveLength(1);
    expect(Number(reversal[0].total)).toBe(7_333_33);
    expect((await voidIt('bursar', made.id)).status).toBe(409);
    expect((await t.call('DELETE', `/api/other_incomes/${made.id}`, { token: tokens.bursar })).status).toBe(405);
    const edit = await t.call('PUT', `/api/other_incomes/${made.id}`, { token: tokens.bursar, body: { payer: 'X' } });
    expect(edit.status).toBe(405);
    await expectBooksBalance(t, branchId);
  });

  it('prints a receipt on the letterhead, void ones marked so', async () => {
    const response = await t.call('GET', `/api/finance/other-incomes/${ids.first}/receipt.pdf`, {
      token: tokens.viewer,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain('Official receipt');
    expect(text).toContain('Upendo Women Group');
    expect(text).toContain('SF-4400 Hire of facilities');
    expect(text).toContain('Kenya Shillings Fifteen Thousand Only');
    expect(text).not.toContain('VOID');
    const all = await json<Receipt[]>(
      await t.call('GET', '/api/other_incomes?range=[0,999]', { token: tokens.bursar }),
    );
    const voided = all.find((r) => r.status === 'voided') as Receipt;
    const printed = await t.call('GET', `/api/finance/other-incomes/${voided.id}/receipt.pdf`, {
      token: tokens.bursar,
    });
    expect(pdfText(Buffer.from(await printed.arrayBuffer()))).toContain('VOID: Cheque bounced');
    expect(
      (await t.call('GET', `/api/finance/other-incomes/${ids.first}/receipt.pdf`, { token: tokens.registrar })).status,
    ).toBe(403);
  });

  it('is read by its readers and View_Only, written by its writers only, and kept to its school', async () => {
    expect((await t.call('GET', '/api/other_incomes', { token: tokens.viewer })).status).toBe(200);
    expect((await t.call('GET', '/api/other_incomes', { token: tokens.reporter })).status).toBe(200);
    expect((await receive('viewer', hire(100))).status).toBe(403);
    expect((await receive('reporter', hire(100))).status).toBe(403);
    expect((await t.call('GET', '/api/other_incomes', { token: tokens.registrar })).status).toBe(403);
    expect((await receive('registrar', hire(100))).status).toBe(403);
    expect(await json<unknown[]>(await t.call('GET', '/api/other_incomes', { token: tokens.cashier2 }))).toEqual([]);
    expect((await voidIt('cashier2', ids.first)).status).toBe(404);
    expect(
      (await t.call('GET', `/api/finance/other-incomes/${ids.first}/receipt.pdf`, { token: tokens.cashier2 })).status,
    ).toBe(404);
    // The other school's accounts are not this school's to post to.
    expect((await receive('cashier2', hire(100))).status).toBe(400);
  });
});
