import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Workspace } from '../../../../src/schema/bank-reconciliation';
import { ENGINE } from '../../../../tests/helpers/harness';
import {
  type BankingWorld,
  bankingWorld,
  call,
  cheque,
  expectBalancedBooks,
  post,
  receipt,
} from '../../../../tests/helpers/banking-test-world';
import { pdfText } from '../../../documents/pdf-text';

/**
 * One month reconciled by hand-computed figures (Demo Primary School's tuition account, KES):
 * before the first statement, 500,000.00 in and a cheque 000990 of 20,000.00 out (presented in
 * September). In September: receipts 15,000 (RCT-000101), 8,000, 5,000 + 5,000 (banked as one
 * 10,000), 3,000 + 3,000 (two deposits of 3,000 on following days), 9,000 on the 29th (not yet
 * credited); cheques 004512 of 12,500 (presented the 25th) and 004513 of 7,300 (not presented).
 * The bank also charged 350.00 and paid 120.50 interest.
 *
 *   statement: 500,000 − 20,000 + 15,000 + 8,000 + 10,000 + 3,000 + 3,000 − 12,500 − 350 + 120.50 = 506,270.50
 *   cash book: 500,000 − 20,000 + 15,000 + 8,000 + 10,000 + 6,000 − 12,500 − 7,300 + 9,000 = 508,200.00
 *   once all is matched: 506,270.50 + 9,000 − 7,300 = 507,970.50 adjusted, 229.50 short of the
 *   cash book (the charge and the interest); posted, the cash book is 507,970.50 and they agree.
 */
let w: BankingWorld;
let bankId: number;
let recId: number;
let lines: Record<string, number>;
let entries: Record<string, number>;

const SEPTEMBER = [
  'Date,Description,Reference,Debit,Credit,Balance',
  '01/09/2026,Balance b/f,,,,"500,000.00"',
  '03/09/2026,CHQ 000990 PRESENTED,000990,"20,000.00",,"480,000.00"',
  '03/09/2026,DEPOSIT RCT-000101,DP11,,"15,000.00","495,000.00"',
  '06/09/2026,CASH DEPOSIT,DP12,,"8,000.00","503,000.00"',
  '11/09/2026,CASH DEPOSIT,DP13,,"10,000.00","513,000.00"',
  '16/09/2026,CASH DEPOSIT,DP14,,"3,000.00","516,000.00"',
  '17/09/2026,CASH DEPOSIT,DP15,,"3,000.00","519,000.00"',
  '25/09/2026,CHQ 004512,004512,"12,500.00",,"506,500.00"',
  '30/09/2026,LEDGER FEE,,350.00,,"506,150.00"',
  '30/09/2026,CREDIT INTEREST,,,120.50,"506,270.50"',
].join('\n');

const ws = (path = '') => call<Workspace>(w, 'keeper', 'POST', `/api/finance/banking/reconciliations/${recId}${path}`);
const act = (path: string, body: unknown) =>
  call<Workspace & { message?: string }>(
    w,
    'keeper',
    'POST',
    `/api/finance/banking/reconciliations/${recId}/${path}`,
    body,
  );
const matchOf = (workspace: Workspace, lineId: number) =>
  workspace.statement_lines.find((l) => l.id === lineId)?.match_no ?? null;
const entryMatch = (workspace: Workspace, entryId: number) =>
  workspace.cash_items.find((c) => c.entry_id === entryId)?.match_no ?? null;

beforeAll(async () => {
  w = await bankingWorld();
  const made = await call(w, 'keeper', 'POST', '/api/bank_accounts', {
    name: 'KCB Nakuru tuition',
    bank: 'KCB',
    bank_branch: 'Nakuru',
    account_number: '1180012345',
    fund_id: await w.fund('TUI'),
  });
  bankId = Number(made.body.id);
  const ids = await post(w, [
    receipt('2026-08-20', 'TUI-1100', 50_000_000, 'Capitation brought to the bank'),
    cheque('2026-08-28', 'TUI-1100', 2_000_000, 'Cheque 000990 to Kabarak Printers'),
    receipt('2026-09-02', 'TUI-1100', 1_500_000, 'Receipt RCT-000101: fees'),
    receipt('2026-09-05', 'TUI-1100', 800_000, 'Receipt RCT-000102: fees'),
    receipt('2026-09-10', 'TUI-1100', 500_000, 'Receipt RCT-000103: fees'),
    receipt('2026-09-10', 'TUI-1100', 500_000, 'Receipt RCT-000104: fees'),
    receipt('2026-09-15', 'TUI-1100', 300_000, 'Receipt RCT-000105: fees'),
    receipt('2026-09-15', 'TUI-1100', 300_000, 'Receipt RCT-000106: fees'),
    cheque('2026-09-12', 'TUI-1100', 1_250_000, 'Cheque 004512 to Nakuru Stationers'),
    cheque('2026-09-20', 'TUI-1100', 730_000, 'Cheque 004513 to Rift Valley Water'),
    receipt('2026-09-29', 'TUI-1100', 900_000, 'Receipt RCT-000107: fees'),
  ]);
  entries = Object.fromEntries(
    ['capital', 'chq990', 'r101', 'r102', 'r103', 'r104', 'r105', 'r106', 'chq4512', 'chq4513', 'r107'].map((k, i) => [
      k,
      ids[i],
    ]),
  );
  const imported = await call<{ id: number; lines: { id: number; description: string; money_in: number }[] }>(
    w,
    'keeper',
    'POST',
    '/api/finance/banking/statements/import',
    {
      bank_account_id: bankId,
      csv: SEPTEMBER,
      file_name: 'kcb-september.csv',
      period_from: '2026-09-01',
      period_to: '2026-09-30',
    },
  );
  expect(imported.status).toBe(201);
  const [chq990, dep101, dep8000, dep10000, dep3a, dep3b, chq4512, fee, interest] = imported.body.lines.map(
    (l) => l.id,
  );
  lines = { chq990, dep101, dep8000, dep10000, dep3a, dep3b, chq4512, fee, interest };
  const started = await call<{ id: number }>(
    w,
    'keeper',
    'POST',
    `/api/finance/banking/statements/${imported.body.id}/reconciliation`,
  );
  recId = started.body.id;
}, 120_000);
afterAll(() => w.t.close());

describe(`bank reconciliation on ${ENGINE}`, () => {
  it('starts as at the statement’s last day with its closing balance, everything outstanding', async () => {
    const { status, body } = await call<Workspace>(
      w,
      'auditor',
      'GET',
      `/api/finance/banking/reconciliations/${recId}`,
    );
    expect(status).toBe(200);
    expect(body.reconciliation).toMatchObject({ status: 'draft', as_at: '2026-09-30' });
    expect(body.cutoff).toBe('2026-09-01');
    // The August receipt is before the first statement (cleared); the August cheque only waits for its number.
    expect(body.cash_items.map((c) => c.entry_id)).not.toContain(entries.capital);
    expect(body.figures).toEqual({
      statement_balance: 50_627_050,
      uncredited_deposits: 1_500_000 + 800_000 + 500_000 * 2 + 300_000 * 2 + 900_000,
      unpresented_cheques: 1_250_000 + 730_000,
      adjusted_bank_balance: 50_627_050 + 4_800_000 - 1_980_000,
      cash_book_balance: 50_820_000,
      bank_items: 50_627_050 - 50_000_000,
      difference: 50_627_050 + 4_800_000 - 1_980_000 - 50_820_000,
    });
  });

  it('matches automatically by amount with number or date, and leaves ambiguous candidates for a person', async () => {
    const { status, body } = await ws('/auto-match');
    expect(status).toBe(200);
    // 000990 by number from before the statement, RCT-000101 by number, 8,000 by date, 004512 by number weeks later.
    for (const [line, entry] of [
      ['chq990', 'chq990'],
      ['dep101', 'r101'],
      ['dep8000', 'r102'],
      ['chq4512', 'chq4512'],
    ])
      expect(matchOf(body, lines[line])).toBe(entryMatch(body, entries[entry]));
    for (const line of ['dep10000', 'dep3a', 'dep3b', 'fee', 'interest']) expect(matchOf(body, lines[line])).toBeNull();
    for (const entry of ['r103', 'r104', 'r105', 'r106', 'chq4513', 'r107'])
      expect(entryMatch(body, entries[entry])).toBeNull();
    // 10,000 + 3,000 + 3,000 − 350 + 120.50 still in the bank but not matched.
    expect(body.figures.difference).toBe(1_577_050);
  });

  it('matches by hand one-to-many and one-to-one, refusing unequal sides, and unmatches', async () => {
    const unequal = await act('match', { statement_line_ids: [lines.dep10000], entry_ids: [entries.r103] });
    expect(unequal.status).toBe(409);
    expect(unequal.body.message).toBe(
      'The statement lines come to KES 10,000.00 and the cash-book postings to KES 5,000.00: a match must be equal',
    );
    const many = await act('match', { statement_line_ids: [lines.dep10000], entry_ids: [entries.r103, entries.r104] });
    expect(many.status).toBe(200);
    const no = matchOf(many.body, lines.dep10000) as number;
    expect(entryMatch(many.body, entries.r103)).toBe(no);
    expect(entryMatch(many.body, entries.r104)).toBe(no);
    const again = await act('match', { statement_line_ids: [lines.dep3a], entry_ids: [entries.r103] });
    expect(again.status).toBe(409);
    await act('match', { statement_line_ids: [lines.dep3a], entry_ids: [entries.r105] });
    const wrong = await act('match', { statement_line_ids: [lines.dep3b], entry_ids: [entries.r106] });
    const undone = await act('unmatch', { match_no: matchOf(wrong.body, lines.dep3b) });
    expect(matchOf(undone.body, lines.dep3b)).toBeNull();
    const done = await act('match', { statement_line_ids: [lines.dep3b], entry_ids: [entries.r106] });
    expect(done.body.figures).toMatchObject({
      uncredited_deposits: 900_000,
      unpresented_cheques: 730_000,
      adjusted_bank_balance: 50_797_050,
      cash_book_balance: 50_820_000,
      bank_items: -22_950,
      difference: -22_950,
    });
  });

  it('refuses to finalise while the difference is not zero', async () => {
    const refused = await call<{ message: string }>(
      w,
      'keeper',
      'POST',
      `/api/bank_reconciliations/${recId}/finalise`,
      {},
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'The adjusted bank balance and the cash book differ by KES -229.50: match or post the remaining items first',
    );
  });

  it('posts bank charges and interest to the cash book, balanced, and matches them', async () => {
    const noIncome = await act('post', { statement_line_ids: [lines.interest] });
    expect(noIncome.status).toBe(400);
    const wrongSide = await act('post', { statement_line_ids: [lines.fee], account_id: await w.account('TUI-4300') });
    expect(wrongSide.status).toBe(400);
    const fee = await act('post', { statement_line_ids: [lines.fee] });
    expect(fee.status).toBe(200);
    const posted = await act('post', { statement_line_ids: [lines.interest], account_id: await w.account('TUI-4300') });
    expect(posted.body.figures).toEqual({
      statement_balance: 50_627_050,
      uncredited_deposits: 900_000,
      unpresented_cheques: 730_000,
      adjusted_bank_balance: 50_797_050,
      cash_book_balance: 50_797_050,
      bank_items: 0,
      difference: 0,
    });
    await expectBalancedBooks(w);
    const charges = await w.t.ctx.database.db
      .selectFrom('journal_entries_lines as l')
      .innerJoin('journal_entries as e', 'e.id', 'l.parent_id')
      .select(['l.debit', 'e.source', 'e.posted_on', 'e.narration'])
      .where('l.account_id', '=', await w.account('TUI-5800'))
      .execute();
    expect(charges.map((c) => [Number(c.debit), c.source, String(c.posted_on).slice(0, 10)])).toEqual([
      [35_000, 'bank', '2026-09-30'],
    ]);
    expect(posted.body.statement_lines.every((l) => l.match_no !== null)).toBe(true);
  });

  it('prints the reconciliation statement on the letterhead with its figures and the unpresented cheque', async () => {
    const response = await w.t.call('GET', `/api/finance/banking/reconciliations/${recId}/statement.pdf`, {
      token: w.tokens.auditor,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(Buffer.from(await response.arrayBuffer()));
    // Each figure is drawn right after its words, so the lines read label then amount.
    for (const words of [
      'BANK RECONCILIATION STATEMENT',
      'KCB Nakuru tuition as at 30/09/2026',
      'Balance as per bank statement\n506,270.50',
      'Add: deposits not yet credited by the bank\n9,000.00',
      'Less: unpresented cheques\n(7,300.00)',
      'Adjusted bank balance\n507,970.50',
      'Balance as per cash book\n507,970.50',
      'Difference\n0.00',
      'Cheque 004513 to Rift Valley Water\n7,300.00',
      'Prepared by',
      'Checked by',
      'DRAFT',
    ])
      expect(text).toContain(words);
  });

  it('finalises at zero, locks its matches, and refuses any change after', async () => {
    const done = await call<Record<string, unknown>>(
      w,
      'keeper',
      'POST',
      `/api/bank_reconciliations/${recId}/finalise`,
      {},
    );
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'finalised', difference: 0, finalised_by: 'Test keeper' });
    const { body } = await call<Workspace>(w, 'keeper', 'GET', `/api/finance/banking/reconciliations/${recId}`);
    expect(body.statement_lines.every((l) => l.locked)).toBe(true);
    expect((await act('unmatch', { match_no: matchOf(body, lines.dep10000) })).status).toBe(409);
    expect((await act('auto-match', {})).status).toBe(409);
    const statement = body.statement.id;
    const edit = await call(w, 'keeper', 'PUT', `/api/bank_statements/${statement}`, { closing_balance: 1 });
    expect(edit.status).toBe(409);
    const note = await call(w, 'keeper', 'PUT', `/api/bank_reconciliations/${recId}`, { note: 'Changed' });
    expect(note.status).toBe(409);
    const pdf = await w.t.call('GET', `/api/finance/banking/reconciliations/${recId}/statement.pdf`, {
      token: w.tokens.keeper,
    });
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain('Finalised');
    expect(text).not.toContain('DRAFT');
  });

  it('carries the outstanding items into October, where the bank clears them', async () => {
    const october = [
      'Date,Description,Reference,Debit,Credit,Balance',
      '01/10/2026,CASH DEPOSIT,DP21,,"9,000.00","515,270.50"',
      '19/10/2026,CHQ 004513,004513,"7,300.00",,"507,970.50"',
    ].join('\n');
    const imported = await call<{ id: number }>(w, 'keeper', 'POST', '/api/finance/banking/statements/import', {
      bank_account_id: bankId,
      csv: october,
      period_from: '2026-10-01',
      period_to: '2026-10-31',
    });
    expect(imported.status).toBe(201);
    const started = await call<{ id: number }>(
      w,
      'keeper',
      'POST',
      `/api/finance/banking/statements/${imported.body.id}/reconciliation`,
    );
    const matched = await call<Workspace>(
      w,
      'keeper',
      'POST',
      `/api/finance/banking/reconciliations/${started.body.id}/auto-match`,
    );
    expect(matched.body.figures).toEqual({
      statement_balance: 50_797_050,
      uncredited_deposits: 0,
      unpresented_cheques: 0,
      adjusted_bank_balance: 50_797_050,
      cash_book_balance: 50_797_050,
      bank_items: 0,
      difference: 0,
    });
    await expectBalancedBooks(w);
  });
});
