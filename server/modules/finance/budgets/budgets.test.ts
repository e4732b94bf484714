import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, branchIdOf, type ErrorBody, insertUser, json } from '../../../../tests/helpers/api';
import { accountId, expectBooksBalance, fundId, voteHeadId } from '../../../../tests/helpers/budgets-test-kit';
import { createTestApp, ENGINE, type TestApp } from '../../../../tests/helpers/harness';

let t: TestApp;
let branchId: number;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

/** A School Fund budget for 2028/29: boarding food through its vote head, and hire of facilities. */
const sfBudget = (fiscalYear = 2028) => ({
  fiscal_year: fiscalYear,
  fund_id: ids.SF,
  notes: 'As tabled before the board',
  lines: [
    { vote_head_id: ids.BES, description: 'Food and stores', amount: 4_500_000_00 },
    { account_id: ids['SF-4400'], description: 'Hall and field', amount: 120_000_00 },
  ],
});

const create = (who: string, body: unknown) => t.call('POST', '/api/budgets', { token: tokens[who], body });
const act = (who: string, id: number, action: string, body: Record<string, unknown> = {}) =>
  t.call('POST', `/api/budgets/${id}/${action}`, { token: tokens[who], body });

beforeAll(async () => {
  t = await createTestApp({ students: 6 });
  branchId = await branchIdOf(t, 'DHS');
  const dps = await branchIdOf(t, 'DPS');
  await insertUser(t, dps, 'planner2', ['ROLE_create_budget', 'ROLE_finance_admin']);
  for (const who of ['accountant', 'principal', 'bursar', 'viewer', 'registrar', 'planner2', 'admin'])
    tokens[who] = (await t.signIn(who)).accessToken;
  ids.SF = await fundId(t, branchId, 'SF');
  ids.OPS = await fundId(t, branchId, 'OPS');
  ids.BES = await voteHeadId(t, branchId, 'BES');
  ids.EWC = await voteHeadId(t, branchId, 'EWC');
  for (const code of ['SF-4400', 'SF-5200', 'SF-1100', 'OPS-5130']) ids[code] = await accountId(t, branchId, code);
}, 60_000);
afterAll(() => t.close());

describe(`budgets on ${ENGINE}`, () => {
  it('is prepared per fiscal year and fund, a vote head standing for its expense account', async () => {
    const made = await create('accountant', sfBudget());
    expect(made.status).toBe(201);
    const budget = await json<Record<string, unknown> & { lines: Record<string, unknown>[] }>(made);
    expect(budget).toMatchObject({
      title: 'School Fund 2028/29',
      fiscal_year: 2028,
      status: 'draft',
      revision: 1,
      prepared_by: 'Daniel Ochieng',
      total_income: 120_000_00,
      total_expenditure: 4_500_000_00,
    });
    expect(budget.lines.map((l) => l.account_id)).toEqual([ids['SF-5200'], ids['SF-4400']]);
    const again = await create('principal', sfBudget());
    expect(again.status).toBe(409);
    ids.budget = Number(budget.id);
  });

  it('refuses lines that are not the fund’s income or expense accounts, by line', async () => {
    const refused = await create('accountant', {
      ...sfBudget(2029),
      lines: [
        { account_id: ids['OPS-5130'], amount: 100 },
        { account_id: ids['SF-1100'], amount: 100 },
        { vote_head_id: ids.EWC, amount: 100 },
        { description: 'Nothing charged', amount: 100 },
        { account_id: ids['SF-4400'], amount: 100 },
        { account_id: ids['SF-4400'], amount: 200 },
        { vote_head_id: ids.BES, account_id: ids['SF-4400'], amount: 100 },
      ],
    });
    expect(refused.status).toBe(400);
    const body = await json<ErrorBody>(refused);
    expect(body.errors).toEqual({
      'lines.0.account_id': 'OPS-5130 Electricity, water and conservancy is not an account of the School Fund fund',
      'lines.1.account_id': 'SF-1100 School Fund: Bank is not an income or expense account',
      'lines.2.vote_head_id': 'The vote head Electricity, water and conservancy (EWC) belongs to another fund',
      'lines.3.account_id': 'Choose an account or a vote head',
      'lines.5.account_id': 'SF-4400 Hire of facilities is budgeted on line 5 already',
      'lines.6.account_id': 'Choose an account or a vote head, not both',
    });
    const saved = await t.call('GET', '/api/budgets?filter={"fiscal_year":2029}', { token: tokens.bursar });
    expect(await json<unknown[]>(saved)).toEqual([]);
  });

  it('is approved by a finance administrator who neither prepared nor last changed it', async () => {
    const id = ids.budget;
    expect((await act('accountant', id, 'approve')).status).toBe(403);
    expect((await act('viewer', id, 'approve')).status).toBe(403);
    // The principal edits the accountant's draft: now the principal may not approve it either.
    const edited = await t.call('PUT', `/api/budgets/${id}`, {
      token: tokens.principal,
      body: { notes: 'Board minute 4/2028' },
    });
    expect(edited.status).toBe(200);
    const own = await act('principal', id, 'approve');
    expect(own.status).toBe(409);
    expect((await json<ErrorBody>(own)).message).toBe(
      'You prepared or last changed this budget, so someone else must approve it',
    );
    const approved = await act('bursar', id, 'approve');
    expect(approved.status).toBe(200);
    expect(await json(approved)).toMatchObject({ status: 'approved', approved_by: 'Grace Wanjiru', revision: 1 });
    const locked = await t.call('PUT', `/api/budgets/${id}`, { token: tokens.accountant, body: { notes: 'x' } });
    expect(locked.status).toBe(409);
    expect((await t.call('DELETE', `/api/budgets/${id}`, { token: tokens.accountant })).status).toBe(409);
  });

  it('is revised back to draft with a reason, as its next revision, and approved again', async () => {
    const id = ids.budget;
    expect((await act('accountant', id, 'revise', { reason: 'Food prices' })).status).toBe(403);
    expect((await act('principal', id, 'revise', {})).status).toBe(400);
    const revised = await act('principal', id, 'revise', { reason: 'Maize prices rose in March' });
    expect(revised.status).toBe(200);
    expect(await json(revised)).toMatchObject({
      status: 'draft',
      revision: 2,
      revision_reason: 'Maize prices rose in March',
      approved_by: null,
    });
    const lines = [
      { vote_head_id: ids.BES, description: 'Food and stores', amount: 4_800_000_00 },
      { account_id: ids['SF-4400'], amount: 120_000_00 },
    ];
    const edited = await t.call('PUT', `/api/budgets/${id}`, { token: tokens.accountant, body: { lines } });
    expect(edited.status).toBe(200);
    expect(await json(edited)).toMatchObject({ total_expenditure: 4_800_000_00, prepared_by: 'Daniel Ochieng' });
    expect((await act('principal', id, 'approve')).status).toBe(200);
    const actions = (await auditOf(t, 'budgets', id)).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['create', 'approve', 'revise', 'update']));
    const revise = (await auditOf(t, 'budgets', id)).find((a) => a.action === 'revise');
    expect(revise?.changes.input?.after).toEqual({ reason: 'Maize prices rose in March' });
    await expectBooksBalance(t, branchId);
  });

  it('is read by View_Only and budget readers, written by budget writers only, and kept to its school', async () => {
    expect((await t.call('GET', '/api/budgets', { token: tokens.viewer })).status).toBe(200);
    expect((await t.call('GET', `/api/budgets/${ids.budget}`, { token: tokens.viewer })).status).toBe(200);
    expect((await create('viewer', sfBudget(2031))).status).toBe(403);
    expect((await act('viewer', ids.budget, 'revise', { reason: 'x' })).status).toBe(403);
    expect((await t.call('GET', '/api/budgets', { token: tokens.registrar })).status).toBe(403);
    expect((await create('registrar', sfBudget(2031))).status).toBe(403);
    expect(await json<unknown[]>(await t.call('GET', '/api/budgets', { token: tokens.planner2 }))).toEqual([]);
    expect((await t.call('GET', `/api/budgets/${ids.budget}`, { token: tokens.planner2 })).status).toBe(404);
    expect((await act('planner2', ids.budget, 'revise', { reason: 'x' })).status).toBe(404);
    // Another school's fund is not one this school can budget.
    expect((await create('planner2', sfBudget(2031))).status).toBe(400);
  });
});
