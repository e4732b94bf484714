import type { ChartAccount, ChartAccountType, ChartOfAccounts } from '../../../schema/chart-of-accounts';

/** The five groups of a fund's accounts, in the order a statement of accounts reads them. */
export const ACCOUNT_TYPE_ORDER: readonly ChartAccountType[] = [
  'asset',
  'liability',
  'net_assets',
  'income',
  'expense',
];

/** One row of the tree: a fund, a type group within it, or an account (nested by parent). */
export interface TreeNode {
  /** Unique in the tree: `fund:3`, `type:3:asset`, `account:41`. */
  readonly id: string;
  readonly kind: 'fund' | 'type' | 'account';
  readonly label: string;
  readonly code?: string;
  readonly type?: ChartAccountType;
  readonly account?: ChartAccount;
  /** The node's accounts' balances added up, in the natural sign of its type (none for a fund). */
  readonly balance: number | null;
  readonly children: readonly TreeNode[];
}

export interface TreeFilter {
  /** Words matched against an account's code and name, case-insensitive. */
  readonly search?: string;
  readonly fundId?: number;
  readonly type?: ChartAccountType;
}

const matches = (account: ChartAccount, words: readonly string[]) =>
  words.every((w) => `${account.code} ${account.name}`.toLowerCase().includes(w));

/**
 * The accounts of one type of one fund, nested by parent_id (an account whose parent is missing,
 * or of another fund or type, sits at the top). With a search, an account shows when it or any of
 * its descendants matches, so a match keeps its place in the tree.
 */
function accountNodes(accounts: readonly ChartAccount[], words: readonly string[], fundName: string): TreeNode[] {
  // Under its fund, "Operations: Cash in hand" reads "Cash in hand"; the record keeps its full name.
  const prefix = `${fundName}: `;
  const shown = (name: string) =>
    name.startsWith(prefix) && name.length > prefix.length ? name.slice(prefix.length) : name;
  const ids = new Set(accounts.map((a) => a.id));
  const childrenOf = new Map<number | null, ChartAccount[]>();
  for (const account of accounts) {
    const parent = account.parent_id !== null && ids.has(account.parent_id) ? account.parent_id : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), account]);
  }
  const build = (parent: number | null, seen: ReadonlySet<number>): TreeNode[] =>
    (childrenOf.get(parent) ?? [])
      .filter((a) => !seen.has(a.id))
      .sort((a, b) => a.code.localeCompare(b.code))
      .flatMap((account) => {
        const children = build(account.id, new Set([...seen, account.id]));
        if (words.length > 0 && children.length === 0 && !matches(account, words)) return [];
        const balance = account.balance + children.reduce((sum, c) => sum + (c.balance ?? 0), 0);
        return [
          {
            id: `account:${account.id}`,
            kind: 'account' as const,
            label: shown(account.name),
            code: account.code,
            type: account.type,
            account,
            balance,
            children,
          },
        ];
      });
  return build(null, new Set());
}

/** Funds → type groups → accounts, as filtered. Funds and groups left empty by a filter are left out. */
export function buildTree(chart: ChartOfAccounts, filter: TreeFilter = {}): TreeNode[] {
  const words = (filter.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return chart.funds
    .filter((fund) => filter.fundId === undefined || fund.id === filter.fundId)
    .flatMap((fund) => {
      const groups = ACCOUNT_TYPE_ORDER.filter((t) => filter.type === undefined || t === filter.type).flatMap(
        (type) => {
          const children = accountNodes(
            chart.accounts.filter((a) => a.fund_id === fund.id && a.type === type),
            words,
            fund.name,
          );
          if (children.length === 0) return [];
          const balance = children.reduce((sum, c) => sum + (c.balance ?? 0), 0);
          return [{ id: `type:${fund.id}:${type}`, kind: 'type' as const, label: type, type, balance, children }];
        },
      );
      if (groups.length === 0) return [];
      return [
        {
          id: `fund:${fund.id}`,
          kind: 'fund' as const,
          label: fund.name,
          code: fund.code,
          balance: null,
          children: groups,
        },
      ];
    });
}

/** A node with its place: what keyboard navigation walks through. */
export interface VisibleNode {
  readonly node: TreeNode;
  readonly level: number;
  readonly parentId: string | null;
}

/** The rows shown, top to bottom: every root, and the children of each expanded node. */
export function visibleNodes(roots: readonly TreeNode[], expanded: ReadonlySet<string>): VisibleNode[] {
  const out: VisibleNode[] = [];
  const walk = (nodes: readonly TreeNode[], level: number, parentId: string | null) => {
    for (const node of nodes) {
      out.push({ node, level, parentId });
      if (node.children.length > 0 && expanded.has(node.id)) walk(node.children, level + 1, node.id);
    }
  };
  walk(roots, 1, null);
  return out;
}

/** Every node that has children: a search opens them all so each match shows. */
export function parentIds(roots: readonly TreeNode[]): string[] {
  return roots.flatMap((n) => (n.children.length > 0 ? [n.id, ...parentIds(n.children)] : []));
}
