// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestAdmin } from '../../../resources/generic/testing';
import type { ChartOfAccounts } from '../../../schema/chart-of-accounts';
import { accounts } from '../../../schema/finance-ledger';
import type { AnyResource } from '../../../schema/registry';
import { buildTree } from './chartTree';
import { ChartOfAccountsTree } from './ChartOfAccountsTree';

const CHART: ChartOfAccounts = {
  as_at: null,
  funds: [
    { id: 1, code: 'OPS', name: 'Operations' },
    { id: 2, code: 'SF', name: 'School Fund' },
  ],
  accounts: [
    {
      id: 10,
      code: 'OPS-1100',
      name: 'Operations: Bank',
      type: 'asset',
      fund_id: 1,
      parent_id: null,
      purpose: 'bank',
      closed: false,
      postings: 4,
      balance: 250_000_00,
    },
    {
      id: 11,
      code: 'OPS-1110',
      name: 'Operations: Cash in hand',
      type: 'asset',
      fund_id: 1,
      parent_id: null,
      purpose: 'cash',
      closed: false,
      postings: 2,
      balance: 48_500_00,
    },
    {
      id: 12,
      code: 'OPS-1111',
      name: 'Petty cash',
      type: 'asset',
      fund_id: 1,
      parent_id: 11,
      purpose: 'general',
      closed: true,
      postings: 1,
      balance: 1_500_00,
    },
    {
      id: 13,
      code: 'OPS-4140',
      name: 'Administration income',
      type: 'income',
      fund_id: 1,
      parent_id: null,
      purpose: 'general',
      closed: false,
      postings: 3,
      balance: 300_000_00,
    },
    {
      id: 20,
      code: 'SF-1100',
      name: 'School Fund: Bank',
      type: 'asset',
      fund_id: 2,
      parent_id: null,
      purpose: 'bank',
      closed: false,
      postings: 1,
      balance: 9_000_00,
    },
  ],
};

vi.mock('../../../providers/httpClient', () => ({
  API_URL: '/api',
  httpClient: () => Promise.resolve({ json: CHART }),
}));

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderTree(roles = ['ROLE_View_Only']) {
  return render(
    <MemoryRouter initialEntries={['/chartofaccounts']}>
      <TestAdmin roles={roles}>
        <Routes>
          <Route
            path="/chartofaccounts"
            element={<ChartOfAccountsTree resource={accounts as unknown as AnyResource} />}
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </TestAdmin>
    </MemoryRouter>,
  );
}

/** A row's name is its words and then its balance (and "Closed"): found by the words it starts with. */
const named = (words: string) => (name: string) => name === words || name.startsWith(`${words} `);
const item = (name: string) => screen.getByRole('treeitem', { name: named(name) });
/** A branch's children are in the group it owns (aria-owns), not nested in its row. */
const ownedBy = (row: HTMLElement) => document.getElementById(row.getAttribute('aria-owns') ?? '') as HTMLElement;
const opsAssets = () => within(ownedBy(item('Operations'))).getByRole('treeitem', { name: named('Assets') });
const key = (k: string) => fireEvent.keyDown(document.activeElement as Element, { key: k });

afterEach(cleanup);

describe('chart of accounts tree', () => {
  it('groups each fund’s accounts by type, nests them by parent and adds up the balances', () => {
    const [ops, sf] = buildTree(CHART);
    expect(ops.children.map((g) => g.type)).toEqual(['asset', 'income']);
    expect(ops.children[0].balance).toBe(300_000_00);
    const cash = ops.children[0].children[1];
    expect(cash.children.map((c) => c.code)).toEqual(['OPS-1111']);
    expect(cash.balance).toBe(50_000_00);
    expect(sf.children.map((g) => g.type)).toEqual(['asset']);
    expect(buildTree(CHART, { search: 'petty' })[0].children[0].children.map((c) => c.code)).toEqual(['OPS-1110']);
    expect(buildTree(CHART, { fundId: 2 }).map((f) => f.code)).toEqual(['SF']);
    expect(buildTree(CHART, { type: 'income' }).map((f) => f.children.map((g) => g.type))).toEqual([['income']]);
  });

  it('shows funds, groups and accounts with balances, and links to the record and the postings', async () => {
    renderTree();
    const tree = await screen.findByRole('tree');
    expect(within(tree).getAllByRole('treeitem', { expanded: true }).length).toBeGreaterThan(0);
    expect(item('Operations')).toHaveProperty('ariaLevel', '1');
    const bank = item('OPS-1100 Operations: Bank');
    expect(bank.getAttribute('aria-level')).toBe('3');
    expect(within(bank).getByText('KES 250,000.00')).toBeTruthy();
    expect(within(bank).getByRole('link', { name: 'Operations: Bank' }).getAttribute('href')).toBe(
      '/chartofaccounts/10/show',
    );
    const postings = within(bank).getByRole('link', { name: 'Postings of OPS-1100 Operations: Bank' });
    expect(decodeURIComponent(postings.getAttribute('href') ?? '')).toContain('filter={"account_ids":10}');
    // A reader may not add accounts.
    expect(screen.queryByRole('link', { name: /create/i })).toBeNull();
  });

  it('walks with the arrow keys, opens and closes branches, and opens an account with Enter', async () => {
    renderTree();
    await screen.findByRole('tree');
    item('Operations').focus();
    expect(document.activeElement).toBe(item('Operations'));
    key('ArrowDown');
    expect(document.activeElement).toBe(opsAssets());
    key('ArrowDown');
    expect(document.activeElement).toBe(item('OPS-1100 Operations: Bank'));
    key('ArrowDown');
    const cash = item('OPS-1110 Operations: Cash in hand');
    expect(document.activeElement).toBe(cash);
    // Petty cash sits under Cash in hand, closed at first: Right opens, Right again goes in.
    expect(cash.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('treeitem', { name: named('OPS-1111 Petty cash') })).toBeNull();
    key('ArrowRight');
    expect(cash.getAttribute('aria-expanded')).toBe('true');
    key('ArrowRight');
    expect(document.activeElement).toBe(item('OPS-1111 Petty cash'));
    // Left goes back to the parent, Left again closes it.
    key('ArrowLeft');
    expect(document.activeElement).toBe(cash);
    key('ArrowLeft');
    expect(cash.getAttribute('aria-expanded')).toBe('false');
    // Up to the group, Left closes it, and its accounts leave the tree.
    key('ArrowUp');
    key('ArrowUp');
    expect(document.activeElement).toBe(opsAssets());
    key('ArrowLeft');
    expect(opsAssets().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('treeitem', { name: named('OPS-1100 Operations: Bank') })).toBeNull();
    key('Enter');
    expect(opsAssets().getAttribute('aria-expanded')).toBe('true');
    key('End');
    expect(document.activeElement).toBe(item('SF-1100 School Fund: Bank'));
    key('Enter');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/chartofaccounts/20/show'));
  });

  it('searches and filters by fund and type', async () => {
    renderTree(['ROLE_finance_admin']);
    await screen.findByRole('tree');
    fireEvent.change(screen.getByLabelText('Search by code or name'), { target: { value: 'petty' } });
    expect(item('OPS-1111 Petty cash')).toBeTruthy();
    expect(screen.queryByRole('treeitem', { name: named('OPS-1100 Operations: Bank') })).toBeNull();
    expect(screen.queryByRole('treeitem', { name: named('School Fund') })).toBeNull();
    fireEvent.change(screen.getByLabelText('Search by code or name'), { target: { value: 'nothing like it' } });
    expect(screen.getByText('No account matches the search or filters.')).toBeTruthy();
    // A bookkeeper may add an account (the generic form).
    expect(screen.getByRole('link', { name: /create/i }).getAttribute('href')).toBe('/accounts/create');
  });
});
