import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayAtSchool } from '../../../../src/schema/display';
import { type ErrorBody, json } from '../../../../tests/helpers/api';
import {
  accountId,
  type BooksWorld,
  expectBalanced,
  lockedPeriods,
  makeBooksWorld,
  rowsIn,
} from '../../../../tests/helpers/books-test-kit';
import { ENGINE } from '../../../../tests/helpers/harness';

let w: BooksWorld;
let bank: number;
let charges: number;
let otherBank: number;
const today = todayAtSchool();

const line = (account_id: number, debit: number, credit: number, memo?: string) => ({
  account_id,
  debit,
  credit,
  memo,
});
const draft = (who: string, body: Record<string, unknown>) =>
  w.t.call('POST', '/api/manual_journals', {
    token: w.tokens[who],
    body: { posted_on: today, narration: 'Bank charges not yet in the cash book', ...body },
  });
const act = (who: string, id: number, action: string, body: Record<string, unknown> = {}) =>
  w.t.call('POST', `/api/manual_journals/${id}/${action}`, { token: w.tokens[who], body });
const errorsOf = async (response: Response) => Object.keys((await json<ErrorBody>(response)).errors ?? {}).sort();

async function balanceOf(account: number): Promise<number> {
  const row = await w.t.ctx.database.db
    .selectFrom('journal_entries_lines')
    .select((eb) => [eb.fn.sum<number>('debit').as('d'), eb.fn.sum<number>('credit').as('c')])
    .where('account_id', '=', account)
    .executeTakeFirst();
  return Number(row?.d ?? 0) - Number(row?.c ?? 0);
}

beforeAll(async () => {
  w = await makeBooksWorld();
  bank = await accountId(w.t, w.branchId, 'TUI-1100');
  charges = await accountId(w.t, w.branchId, 'TUI-5800');
  otherBank = await accountId(w.t, w.otherBranchId, 'TUI-1100');
}, 120_000);
afterAll(() => w.t.close());

describe(`manual journal entries on ${ENGINE}`, () => {
  it('the demo has one approved and posted, and one draft waiting for the principal', async () => {
    const rows = await w.t.ctx.database.db
      .selectFrom('manual_journals')
      .select(['journal_no', 'status', 'prepared_by', 'approved_by', 'journal_entry_id'])
      .where('branch_id', '=', w.branchId)
      .orderBy('journal_no')
      .execute();
    expect(rows).toMatchObject([
      { journal_no: 'MJ-000001', status: 'draft', prepared_by: 'Grace Wanjiru', approved_by: null },
      { journal_no: 'MJ-000002', status: 'approved', prepared_by: 'Grace Wanjiru', approved_by: 'Esther Mutiso' },
    ]);
    const entry = await w.t.ctx.database.db
      .selectFrom('journal_entries')
      .select(['source', 'source_id', 'total'])
      .where('id', '=', Number(rows[1].journal_entry_id))
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ source: 'manual', total: 48_500_00 });
  });

  it('refuses lines that do not balance, carry both sides or none, or hit a closed account', async () => {
    const before = await rowsIn(w.t, 'manual_journals', w.branchId);
    const unbalanced = await draft('bursar', { lines: [line(charges, 1_000_00, 0), line(bank, 0, 999_99)] });
    expect(unbalanced.status).toBe(400);
    const body = await json<ErrorBody>(unbalanced);
    expect(body.errors).toEqual({ lines: 'The lines do not balance: debits KES 1,000.00, credits KES 999.99' });
    const both = await draft('bursar', { lines: [line(charges, 100, 100), line(bank, 0, 0)] });
    expect(both.status).toBe(400);
    expect(await errorsOf(both)).toEqual(['lines.0.credit', 'lines.1.debit']);
    const one = await draft('bursar', { lines: [line(charges, 0, 0)] });
    expect(one.status).toBe(400);
    const fraction = await draft('bursar', { lines: [line(charges, 10.5, 0), line(bank, 0, 10.5)] });
    expect(fraction.status).toBe(400);
    expect(await errorsOf(fraction)).toEqual(['lines.0.debit', 'lines.1.credit']);
    const foreign = await draft('bursar', { lines: [line(charges, 100, 0), line(otherBank, 0, 100)] });
    expect(foreign.status).toBe(400);
    expect((await json<ErrorBody>(foreign)).errors).toEqual({
      'lines.1.account_id': `No account with id ${otherBank} in this school’s chart of accounts`,
    });
    const closed = await w.t.call('POST', '/api/accounts', {
      token: w.tokens.bursar,
      body: {
        code: 'TUI-5810',
        name: 'Old bank charges',
        type: 'expense',
        fund_id: await fundOf(charges),
        closed: true,
      },
    });
    expect(closed.status).toBe(201);
    const onClosed = await draft('bursar', {
      lines: [line(Number((await json(closed)).id), 100, 0), line(bank, 0, 100)],
    });
    expect(onClosed.status).toBe(400);
    expect((await json<ErrorBody>(onClosed)).errors).toEqual({
      'lines.0.account_id': 'Account TUI-5810 is closed and takes no postings',
    });
    expect(await rowsIn(w.t, 'manual_journals', w.branchId)).toBe(before);
  });

  it('bookkeepers write; ledger readers read; others neither', async () => {
    const body = { lines: [line(charges, 100, 0), line(bank, 0, 100)] };
    for (const who of ['viewer', 'accountant', 'registrar', 'cashier'])
      expect((await draft(who, body)).status).toBe(403);
    for (const who of ['viewer', 'accountant', 'bursar', 'principal'])
      expect((await w.t.call('GET', '/api/manual_journals', { token: w.tokens[who] })).status).toBe(200);
    for (const who of ['registrar', 'cashier'])
      expect((await w.t.call('GET', '/api/manual_journals', { token: w.tokens[who] })).status).toBe(403);
  });

  it('is numbered on, approved by a second bookkeeper only, and posts as it was written', async () => {
    const made = await draft('bursar', {
      lines: [line(charges, 350_00, 0, 'Cheque book'), line(bank, 0, 350_00, 'Debited 3rd')],
    });
    expect(made.status).toBe(201);
    const journal = await json(made);
    expect(journal).toMatchObject({ journal_no: 'MJ-000003', status: 'draft', prepared_by: 'Grace Wanjiru' });
    const id = Number(journal.id);
    const entries = await rowsIn(w.t, 'journal_entries', w.branchId);
    const own = await act('bursar', id, 'approve');
    expect(own.status).toBe(409);
    expect((await json<ErrorBody>(own)).message).toBe(
      'You prepared this journal entry, so another bookkeeper must approve it',
    );
    expect((await act('viewer', id, 'approve')).status).toBe(403);
    expect((await act('accountant', id, 'approve')).status).toBe(403);
    expect(await rowsIn(w.t, 'journal_entries', w.branchId)).toBe(entries);
    const [chargesBefore, bankBefore] = [await balanceOf(charges), await balanceOf(bank)];
    const approved = await act('principal', id, 'approve');
    expect(approved.status).toBe(200);
    const after = await json(approved);
    expect(after).toMatchObject({ status: 'approved', approved_by: 'Esther Mutiso', approved_on: today });
    const entry = await w.t.call('GET', `/api/journal_entries/${String(after.journal_entry_id)}`, {
      token: w.tokens.viewer,
    });
    expect(await json(entry)).toMatchObject({
      posted_on: today,
      source: 'manual',
      source_id: id,
      narration: 'MJ-000003: Bank charges not yet in the cash book',
      total: 350_00,
      lines: [
        { account_id: charges, debit: 350_00, credit: 0 },
        { account_id: bank, debit: 0, credit: 350_00 },
      ],
    });
    expect(await balanceOf(charges)).toBe(chargesBefore + 350_00);
    expect(await balanceOf(bank)).toBe(bankBefore - 350_00);
    await expectBalanced(w.t, w.branchId);
    // Posted: never edited or deleted, only reversed.
    const edit = await w.t.call('PUT', `/api/manual_journals/${id}`, {
      token: w.tokens.principal,
      body: { narration: 'Changed' },
    });
    expect(edit.status).toBe(409);
    expect((await w.t.call('DELETE', `/api/manual_journals/${id}`, { token: w.tokens.principal })).status).toBe(409);
  });

  it('a draft dated in a locked month cannot be approved, and nothing posts', async () => {
    const [period] = await lockedPeriods(w.t, w.branchId);
    const made = await draft('principal', {
      posted_on: `${period.starts_on.slice(0, 8)}10`,
      lines: [line(charges, 200_00, 0), line(bank, 0, 200_00)],
    });
    expect(made.status).toBe(201);
    const id = Number((await json(made)).id);
    const entries = await rowsIn(w.t, 'journal_entries', w.branchId);
    const refused = await act('bursar', id, 'approve');
    expect(refused.status).toBe(409);
    expect((await json<ErrorBody>(refused)).message).toContain(`${period.name} is locked`);
    expect(await rowsIn(w.t, 'journal_entries', w.branchId)).toBe(entries);
    const still = await w.t.call('GET', `/api/manual_journals/${id}`, { token: w.tokens.bursar });
    expect(await json(still)).toMatchObject({ status: 'draft', approved_by: null, journal_entry_id: null });
    // A draft can be put right (dated in the open month) and then approved.
    const fixed = await w.t.call('PUT', `/api/manual_journals/${id}`, {
      token: w.tokens.principal,
      body: { posted_on: today },
    });
    expect(fixed.status).toBe(200);
    expect((await act('bursar', id, 'approve')).status).toBe(200);
    await expectBalanced(w.t, w.branchId);
  });

  it('a draft saved without lines is completed before it can be approved', async () => {
    const made = await w.t.call('POST', '/api/manual_journals', {
      token: w.tokens.principal,
      body: { posted_on: today, narration: 'Lines to follow' },
    });
    expect(made.status).toBe(201);
    const id = Number((await json(made)).id);
    const refused = await act('bursar', id, 'approve');
    expect(refused.status).toBe(400);
    expect((await json<ErrorBody>(refused)).errors).toEqual({
      lines: 'A journal entry needs two lines at least: a debit and a credit',
    });
    const completed = await w.t.call('PUT', `/api/manual_journals/${id}`, {
      token: w.tokens.principal,
      body: { lines: [line(charges, 10_00, 0), line(bank, 0, 10_00)] },
    });
    expect(completed.status).toBe(200);
    expect((await act('bursar', id, 'approve')).status).toBe(200);
  });

  it('reversing posts the mirror entry, needs a reason, and is not dated before the entry', async () => {
    const made = await json(await draft('bursar', { lines: [line(charges, 75_00, 0), line(bank, 0, 75_00)] }));
    const id = Number(made.id);
    expect((await act('principal', id, 'approve')).status).toBe(200);
    const [chargesBefore, bankBefore] = [await balanceOf(charges), await balanceOf(bank)];
    expect((await act('viewer', id, 'reverse', { reversed_on: today, reason: 'Double' })).status).toBe(403);
    expect(await errorsOf(await act('bursar', id, 'reverse', { reversed_on: today }))).toEqual(['reason']);
    const early = await act('bursar', id, 'reverse', { reversed_on: '2020-01-01', reason: 'Entered twice' });
    expect(early.status).toBe(400);
    const reversed = await act('bursar', id, 'reverse', { reversed_on: today, reason: 'Entered twice' });
    expect(reversed.status).toBe(200);
    expect(await json(reversed)).toMatchObject({
      status: 'reversed',
      reversed_by: 'Grace Wanjiru',
      reversed_on: today,
      reversal_reason: 'Entered twice',
    });
    const mirror = await w.t.ctx.database.db
      .selectFrom('journal_entries')
      .select(['source', 'source_id', 'narration', 'reversal_of_id', 'total'])
      .where('branch_id', '=', w.branchId)
      .where('source', '=', 'reversal')
      .where('source_id', '=', id)
      .execute();
    expect(mirror).toHaveLength(1);
    expect(mirror[0]).toMatchObject({
      narration: `Reversal of ${String(made.journal_no)}: Entered twice`,
      total: 75_00,
    });
    expect(await balanceOf(charges)).toBe(chargesBefore - 75_00);
    expect(await balanceOf(bank)).toBe(bankBefore + 75_00);
    expect((await act('bursar', id, 'reverse', { reversed_on: today, reason: 'Again' })).status).toBe(409);
    await expectBalanced(w.t, w.branchId);
  });

  it('a school sees and approves only its own entries', async () => {
    const [demoDraft] = await w.t.ctx.database.db
      .selectFrom('manual_journals')
      .select('id')
      .where('branch_id', '=', w.branchId)
      .where('status', '=', 'draft')
      .execute();
    const id = Number(demoDraft.id);
    expect((await w.t.call('GET', `/api/manual_journals/${id}`, { token: w.tokens.bk2 })).status).toBe(404);
    expect((await act('bk2', id, 'approve')).status).toBe(404);
    expect(await json(await w.t.call('GET', '/api/manual_journals', { token: w.tokens.bk2 }))).toEqual([]);
    const theirs = await draft('bk2', { lines: [line(otherBank, 0, 100), line(otherBank, 100, 0)] });
    expect(theirs.status).toBe(201);
    expect((await json(theirs)).journal_no).toBe('MJ-000001');
    await expectBalanced(w.t, w.branchId);
  });
});

async function fundOf(account: number): Promise<number> {
  const row = await w.t.ctx.database.db
    .selectFrom('accounts')
    .select('fund_id')
    .where('id', '=', account)
    .executeTakeFirstOrThrow();
  return Number(row.fund_id);
}
