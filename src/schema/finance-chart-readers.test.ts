import { describe, expect, it } from 'vitest';
import { canAccess } from './access';
import { voteHeads } from './finance-billing';
import { accounts, funds } from './finance-ledger';

/**
 * A voucher, an other-income receipt and a budget each pick a fund, an account or a vote head: the
 * staff who only hold the role of that page read the chart, or their pick-lists are empty.
 */
describe('who reads the chart', () => {
  const chart = [funds, accounts, voteHeads];
  it.each(['ROLE_Access_Expenses', 'ROLE_Access_Other_Sources_of_income', 'ROLE_create_budget'])(
    '%s alone reads funds, accounts and vote heads, and changes none',
    (role) => {
      for (const resource of chart) {
        expect(canAccess([role], resource.access, 'read'), resource.name).toBe(true);
        expect(canAccess([role], resource.access, 'write'), resource.name).toBe(false);
      }
    },
  );

  it('a user without a finance role does not read them; the cashier reads funds and vote heads, not the accounts', () => {
    for (const resource of chart) expect(canAccess(['ROLE_Exam_admin'], resource.access, 'read')).toBe(false);
    expect(canAccess(['ROLE_Pay_Fees'], funds.access, 'read')).toBe(true);
    expect(canAccess(['ROLE_Pay_Fees'], voteHeads.access, 'read')).toBe(true);
    expect(canAccess(['ROLE_Pay_Fees'], accounts.access, 'read')).toBe(false);
  });
});
