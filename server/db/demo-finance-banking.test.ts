import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Workspace } from '../../src/schema/bank-reconciliation';
import { branchIdOf, json } from '../../tests/helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../../tests/helpers/harness';
import { trialBalance } from '../modules/finance/ledger/trial-balance';

let t: TestApp;
let branchId: number;

beforeAll(async () => {
  t = await createTestApp({ students: 160 });
  branchId = await branchIdOf(t, 'DHS');
}, 180_000);
afterAll(() => t.close());

describe(`the banking demo on ${ENGINE}`, () => {
  it('gives each fund its bank account and the M-Pesa paybill 588822 clearing account', async () => {
    const rows = await t.ctx.database.db
      .selectFrom('bank_accounts as b')
      .innerJoin('accounts as a', 'a.id', 'b.account_id')
      .select(['b.kind', 'b.paybill', 'a.code'])
      .where('b.branch_id', '=', branchId)
      .orderBy('a.code')
      .execute();
    expect(rows.map((r) => [r.code, r.kind, r.paybill ?? null])).toEqual([
      ['OPS-1100', 'bank', null],
      ['OPS-1120', 'mpesa', '588822'],
      ['SF-1100', 'bank', null],
      ['SF-1120', 'mpesa', '588822'],
      ['TUI-1100', 'bank', null],
      ['TUI-1120', 'mpesa', '588822'],
    ]);
  });

  it('reconciles the School Fund: September finalised at zero, October in progress with its items in transit', async () => {
    const { accessToken } = await t.signIn('viewer');
    const recs = await t.ctx.database.db
      .selectFrom('bank_reconciliations')
      .select(['id', 'as_at', 'status', 'difference', 'finalised_by'])
      .where('branch_id', '=', branchId)
      .orderBy('as_at')
      .execute();
    expect(recs.map((r) => [String(r.as_at).slice(0, 10), r.status, Number(r.difference)])).toEqual([
      ['2026-09-30', 'finalised', 0],
      ['2026-10-31', 'draft', expect.any(Number)],
    ]);
    expect(recs[0].finalised_by).toBe('Esther Mutiso');
    const answer = await t.call('GET', `/api/finance/banking/reconciliations/${Number(recs[1].id)}`, {
      token: accessToken,
    });
    const october = await json<Workspace>(answer);
    const unmatched = october.statement_lines.filter((l) => l.match_no === null).map((l) => l.description);
    // The two-receipt deposit slip waits for a person; the bank's own items wait to be posted.
    expect(unmatched).toEqual(['CASH DEPOSIT', 'LEDGER FEE', 'EXCISE DUTY ON CHARGES', 'CREDIT INTEREST']);
    const open = october.cash_items.filter((c) => c.match_no === null);
    const cheques = open.filter((c) => c.money_out > 0);
    expect(cheques).toHaveLength(2);
    expect(cheques.every((c) => c.posted_on >= '2026-10-01')).toBe(true);
    const deposits = open.filter((c) => c.money_in > 0);
    expect(deposits).toHaveLength(3);
    const slip = october.statement_lines.find((l) => l.match_no === null && l.description === 'CASH DEPOSIT');
    expect(slip?.money_in).toBe(deposits[0].money_in + deposits[1].money_in);
    expect(october.figures.bank_items).toBe((slip?.money_in ?? 0) - 30_000 - 4_500 + 12_840);
    expect(october.figures.difference).toBe(october.figures.bank_items);
    const tb = await trialBalance(t.ctx.database.db, branchId);
    expect(tb.debit).toBe(tb.credit);
  });
});
