import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMore from '@mui/icons-material/ExpandMore';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatKes } from '../../../resources/generic/money';
import type { TreeNode } from './chartTree';

const T = 'shule.books_screens.chart';

/** Where an account's postings are listed: the journal filtered to entries with a line on it. */
export const postingsPath = (accountId: number): string =>
  `/accounttransactions?${new URLSearchParams({
    filter: JSON.stringify({ account_ids: accountId }),
    displayedFilters: JSON.stringify({ account_ids: true }),
  }).toString()}`;

export interface TreeItemProps {
  readonly node: TreeNode;
  readonly level: number;
  readonly expanded: ReadonlySet<string>;
  readonly focused: string | null;
  readonly recordPath: (id: number) => string;
  readonly translate: (key: string, options?: Record<string, unknown>) => string;
  readonly locale: string;
  readonly onToggle: (id: string) => void;
  readonly onFocus: (id: string) => void;
  readonly register: (id: string, element: HTMLLIElement | null) => void;
}

/**
 * One row of the chart (a fund, a group of accounts of one type, an account) and, when open, its
 * children: a treeitem holding a group, as the ARIA tree pattern nests them. The focus is roving:
 * only the focused row is in the tab order, and its links are reached by Enter, not Tab.
 */
export function ChartTreeItem(props: TreeItemProps) {
  const { node, level, expanded, focused, recordPath, translate, locale, onToggle, onFocus, register } = props;
  const branch = node.children.length > 0;
  const open = branch && expanded.has(node.id);
  const account = node.account;
  const name = node.kind === 'type' ? translate(`${T}.types.${node.type ?? ''}`) : node.label;
  // The row's own words, as it shows them: its name, then what else it shows (closed, balance).
  const rowName = [
    account ? `${account.code} ${account.name}` : name,
    account?.closed ? translate(`${T}.closed`) : null,
    node.balance !== null ? formatKes(node.balance, locale) : null,
  ]
    .filter(Boolean)
    .join(' ');
  const groupId = `chart-group-${node.id}`;
  return (
    <>
      <li
        role="treeitem"
        aria-level={level}
        aria-expanded={branch ? open : undefined}
        aria-label={rowName}
        // The children's group is owned, not nested: a treeitem's name must hold what it shows
        // (axe: label-content-name-mismatch), and nested children would be part of what it shows.
        aria-owns={open ? groupId : undefined}
        tabIndex={focused === node.id ? 0 : -1}
        ref={(element) => register(node.id, element)}
        onFocus={(event) => {
          if (event.target === event.currentTarget) onFocus(node.id);
        }}
        style={{ listStyle: 'none', outline: 'none' }}
      >
        <Box
          onClick={() => onFocus(node.id)}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            minHeight: 40,
            pl: { xs: (level - 1) * 1, sm: (level - 1) * 2 },
            pr: 1,
            py: 0.25,
            borderRadius: 1,
            'li:focus > &': { bgcolor: 'action.selected' },
            'li:focus-visible > &': { outline: '2px solid', outlineColor: 'primary.main' },
          }}
        >
          {branch ? (
            <IconButton
              size="small"
              tabIndex={-1}
              aria-hidden
              onClick={(event) => {
                event.stopPropagation();
                onToggle(node.id);
              }}
            >
              {open ? <ExpandMore fontSize="small" /> : <ChevronRight fontSize="small" />}
            </IconButton>
          ) : (
            <Box sx={{ width: 34, flexShrink: 0 }} />
          )}
          {node.code && node.kind !== 'fund' && (
            <Typography
              component="span"
              variant="body2"
              sx={{ fontFamily: 'monospace', color: 'text.secondary', flexShrink: 0 }}
            >
              {node.code}
            </Typography>
          )}
          {/* Spaces between the row's words, so it reads as its name says (not "OPS-1100Operations"). */}{' '}
          <Box sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 1 }}>
            {account ? (
              <Link
                component={RouterLink}
                to={recordPath(account.id)}
                tabIndex={-1}
                underline="hover"
                // A phone gives the name its own lines; a wider screen keeps each account on one.
                sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: { xs: 'normal', sm: 'nowrap' } }}
              >
                {account.name}
              </Link>
            ) : (
              <Typography component="span" noWrap sx={{ fontWeight: node.kind === 'fund' ? 600 : 500 }}>
                {name}
              </Typography>
            )}
            {account?.closed && ' '}
            {account?.closed && <Chip size="small" label={translate(`${T}.closed`)} />}
          </Box>{' '}
          {node.balance !== null && (
            <Typography
              component="span"
              variant="body2"
              sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontWeight: account ? 400 : 600 }}
            >
              {formatKes(node.balance, locale)}
            </Typography>
          )}
          {account && (
            <IconButton
              size="small"
              component={RouterLink}
              to={postingsPath(account.id)}
              tabIndex={-1}
              aria-label={translate(`${T}.postings`, { account: `${account.code} ${account.name}` })}
              title={translate(`${T}.postings`, { account: `${account.code} ${account.name}` })}
            >
              <ReceiptLong fontSize="small" />
            </IconButton>
          )}
        </Box>
      </li>
      {open && (
        <li role="none" style={{ listStyle: 'none' }}>
          <ul role="group" id={groupId} style={{ margin: 0, padding: 0 }}>
            {node.children.map((child) => (
              <ChartTreeItem key={child.id} {...props} node={child} level={level + 1} />
            ))}
          </ul>
        </li>
      )}
    </>
  );
}
