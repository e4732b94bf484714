import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CreateButton, Title, useLocaleState, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { API_URL, httpClient } from '../../../providers/httpClient';
import { useCanWrite } from '../../../resources/generic/useCanWrite';
import type { ChartAccountType, ChartOfAccounts } from '../../../schema/chart-of-accounts';
import type { AnyResource } from '../../../schema/registry';
import { ACCOUNT_TYPE_ORDER, buildTree, parentIds, visibleNodes } from './chartTree';
import { ChartTreeItem } from './ChartTreeItem';
import { treeKey } from './treeKeys';

const T = 'shule.books_screens.chart';

export const fetchChart = async (): Promise<ChartOfAccounts> =>
  (await httpClient(`${API_URL}/finance/books/chart`)).json as ChartOfAccounts;

/** Funds and their type groups open: the accounts show at once; deeper accounts wait for a click. */
const firstTwoLevels = (chart: ChartOfAccounts) =>
  new Set(buildTree(chart).flatMap((fund) => [fund.id, ...fund.children.map((group) => group.id)]));

/**
 * /chartofaccounts: each fund's accounts as a tree (assets, liabilities, net assets, income,
 * expenses, then accounts by code and parent), each with its balance to date, a link to its record
 * and to its postings in the journal. Searchable and filtered by fund and type; a keyboard walks it
 * as the ARIA tree pattern says (treeKeys.ts). New accounts and edits use the generic forms.
 */
export function ChartOfAccountsTree({ resource }: { resource: AnyResource }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const canWrite = useCanWrite(resource);
  const [chart, setChart] = useState<ChartOfAccounts | null>(null);
  const [failed, setFailed] = useState(false);
  const [search, setSearch] = useState('');
  const [fund, setFund] = useState('');
  const [type, setType] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [focused, setFocused] = useState<string | null>(null);
  const items = useRef(new Map<string, HTMLLIElement>());
  const moved = useRef(false);

  useEffect(() => {
    let live = true;
    fetchChart()
      .then((loaded) => {
        if (!live) return;
        setChart(loaded);
        setExpanded(firstTwoLevels(loaded));
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  const roots = useMemo(
    () =>
      chart
        ? buildTree(chart, {
            search,
            fundId: fund === '' ? undefined : Number(fund),
            type: type === '' ? undefined : (type as ChartAccountType),
          })
        : [],
    [chart, search, fund, type],
  );
  // A search opens every branch, so each match shows where it sits.
  useEffect(() => {
    if (search.trim() !== '') setExpanded(new Set(parentIds(roots)));
  }, [search, roots]);
  const visible = useMemo(() => visibleNodes(roots, expanded), [roots, expanded]);
  const current = visible.some((v) => v.node.id === focused) ? focused : (visible[0]?.node.id ?? null);

  useEffect(() => {
    if (moved.current && current) items.current.get(current)?.focus();
    moved.current = false;
  }, [current]);

  const recordPath = useCallback((id: number) => `${resource.path}/${id}/show`, [resource.path]);
  const toggle = useCallback((id: string) => {
    setExpanded((was) => {
      const next = new Set(was);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const register = useCallback((id: string, element: HTMLLIElement | null) => {
    if (element) items.current.set(id, element);
    else items.current.delete(id);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const move = treeKey(event.key, visible, current, expanded);
    if (!move) return;
    event.preventDefault();
    event.stopPropagation();
    if (move.expand) setExpanded((was) => new Set([...was, move.expand as string]));
    if (move.collapse) toggle(move.collapse);
    if (move.focus && move.focus !== current) {
      moved.current = true;
      setFocused(move.focus);
    }
    if (move.open) {
      const account = visible.find((v) => v.node.id === move.open)?.node.account;
      if (account) navigate(recordPath(account.id));
    }
  };

  const title = translate(`resources.${resource.name}.name`, { smart_count: 2, _: resource.label });
  return (
    <Box sx={{ mt: 1, mb: 2 }}>
      <Title title={title} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 1.5 }}>
        <TextField
          size="small"
          type="search"
          label={translate(`${T}.search`)}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ flex: '1 1 220px', maxWidth: 360 }}
        />
        <TextField
          select
          size="small"
          label={translate(`${T}.fund`)}
          value={fund}
          onChange={(event) => setFund(event.target.value)}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{translate(`${T}.all_funds`)}</MenuItem>
          {(chart?.funds ?? []).map((f) => (
            <MenuItem key={f.id} value={String(f.id)}>
              {f.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={translate(`${T}.type`)}
          value={type}
          onChange={(event) => setType(event.target.value)}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{translate(`${T}.all_types`)}</MenuItem>
          {ACCOUNT_TYPE_ORDER.map((t) => (
            <MenuItem key={t} value={t}>
              {translate(`${T}.types.${t}`)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: 1 }} />
        {canWrite && <CreateButton resource={resource.name} />}
      </Box>
      <Typography variant="body2" color="text.secondary" id="chart-help" sx={{ mb: 1 }}>
        {translate(`${T}.help`)}
      </Typography>
      <Card sx={{ p: 1, overflowX: 'auto' }}>
        {!chart && !failed && <LinearProgress aria-label={translate('ra.page.loading')} />}
        {failed && <Alert severity="error">{translate(`${T}.failed`)}</Alert>}
        {chart && roots.length === 0 && <Typography sx={{ p: 2 }}>{translate(`${T}.none`)}</Typography>}
        {roots.length > 0 && (
          <ul
            role="tree"
            aria-label={translate(`${T}.tree_label`)}
            aria-describedby="chart-help"
            onKeyDown={onKeyDown}
            style={{ margin: 0, padding: 0, minWidth: 300 }}
          >
            {roots.map((node) => (
              <ChartTreeItem
                key={node.id}
                node={node}
                level={1}
                expanded={expanded}
                focused={current}
                recordPath={recordPath}
                translate={translate}
                locale={locale}
                onToggle={toggle}
                onFocus={setFocused}
                register={register}
              />
            ))}
          </ul>
        )}
      </Card>
    </Box>
  );
}
