import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import LockIcon from '@mui/icons-material/Lock';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import PostAddIcon from '@mui/icons-material/PostAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { Confirm, Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { formatKes } from '../../../resources/generic/money';
import { useCanWrite } from '../../../resources/generic/useCanWrite';
import type { Workspace } from '../../../schema/bank-reconciliation';
import { formatDate } from '../../../schema/display';
import { type AnyResource, getResource } from '../../../schema/registry';
import { changeWorkspace, fetchWorkspace, finaliseReconciliation, openReconciliationPdf } from './api';
import { LinesPane, ordered, type PaneRow } from './LinesPane';
import { cashRows, statementRows, toggled } from './rows';
import { WorkspaceHeading } from './WorkspaceHeading';
import { PostItemsDialog } from './PostItemsDialog';
import { ReconciliationFigures } from './ReconciliationFigures';

const W = 'shule.banking_screens.work';
const RECONCILIATIONS = getResource('bank_reconciliations') as AnyResource;

/**
 * The reconciliation of one statement: the bank's lines beside the cash book's, unmatched first;
 * select lines on both sides (mouse or Space) and match them (M), pick a match and undo it (U),
 * let the server match what it can, post the bank's own items, and finalise once the difference
 * is nil; the statement prints as a PDF at any time.
 */
export function ReconciliationWorkspace({ id, onBack }: { readonly id: number; readonly onBack: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const canWrite = useCanWrite(RECONCILIATIONS);
  const [ws, setWs] = useState<Workspace | null>(null);
  const [failed, setFailed] = useState(false);
  const [lines, setLines] = useState<ReadonlySet<number>>(new Set());
  const [entries, setEntries] = useState<ReadonlySet<number>>(new Set());
  const [match, setMatch] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [posting, setPosting] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const settle = (next: Workspace) => {
    setWs(next);
    setLines(new Set());
    setEntries(new Set());
    setMatch(null);
  };
  useEffect(() => {
    let live = true;
    fetchWorkspace(id)
      .then((next) => live && settle(next))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [id]);

  const run = useCallback(
    async (work: () => Promise<Workspace>, done?: (next: Workspace) => void) => {
      setBusy(true);
      try {
        const next = await work();
        settle(next);
        done?.(next);
      } catch (error) {
        notify(error instanceof Error ? error.message : `${W}.failed`, { type: 'error' });
      } finally {
        setBusy(false);
      }
    },
    [notify],
  );

  const bankRows = useMemo(() => (ws ? ordered(statementRows(ws)) : []), [ws]);
  const bookRows = useMemo(() => (ws ? ordered(cashRows(ws)) : []), [ws]);
  if (failed) return <Alert severity="error">{translate('shule.banking_screens.failed')}</Alert>;
  if (!ws) return null;

  const draft = ws.reconciliation.status === 'draft';
  const editable = canWrite && draft && !busy;
  const net = (rows: readonly PaneRow[], keys: ReadonlySet<number>) =>
    rows.filter((r) => keys.has(r.key)).reduce((s, r) => s + r.money_in - r.money_out, 0);
  const bank = net(bankRows, lines);
  const book = net(bookRows, entries);
  const canMatch = editable && lines.size + entries.size >= 2 && bank === book;
  const matchSelected = () =>
    canMatch &&
    void run(() => changeWorkspace(id, 'match', { statement_line_ids: [...lines], entry_ids: [...entries] }));
  const unmatch = () =>
    editable && match !== null && void run(() => changeWorkspace(id, 'unmatch', { match_no: match }));
  const auto = () =>
    void run(
      () => changeWorkspace(id, 'auto-match'),
      (next) => {
        const made =
          new Set(next.statement_lines.map((l) => l.match_no)).size -
          new Set(ws.statement_lines.map((l) => l.match_no)).size;
        notify(`${W}.auto_done`, { type: 'info', messageArgs: { smart_count: Math.max(made, 0) } });
      },
    );
  const finalise = () =>
    void run(async () => {
      await finaliseReconciliation(id);
      return fetchWorkspace(id);
    });
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target instanceof HTMLInputElement && event.target.type !== 'checkbox') return;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'm' || event.key === 'M') matchSelected();
    if (event.key === 'u' || event.key === 'U') unmatch();
  };
  const postable = ws.statement_lines.filter((l) => lines.has(l.id));

  return (
    <Box onKeyDown={onKeyDown} sx={{ display: 'grid', gap: 2 }}>
      <Title title={translate('shule.routes.bankreconciliation', { _: 'Bank reconciliation' })} />
      <WorkspaceHeading ws={ws} onBack={onBack} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 340px' }, alignItems: 'start' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          {canWrite && draft && (
            <>
              <Button variant="contained" startIcon={<AutoFixHighIcon />} disabled={!editable} onClick={auto}>
                {translate(`${W}.auto`)}
              </Button>
              <Button variant="outlined" startIcon={<LinkIcon />} disabled={!canMatch} onClick={matchSelected}>
                {translate(`${W}.match`)}
              </Button>
              <Button
                variant="outlined"
                startIcon={<LinkOffIcon />}
                disabled={!editable || match === null}
                onClick={unmatch}
              >
                {translate(`${W}.unmatch`)}
              </Button>
              <Button
                variant="outlined"
                startIcon={<PostAddIcon />}
                disabled={!editable || postable.length === 0 || entries.size > 0}
                onClick={() => setPosting(true)}
              >
                {translate(`${W}.post`)}
              </Button>
              <Button
                variant="outlined"
                color="success"
                startIcon={<LockIcon />}
                disabled={!editable || ws.figures.difference !== 0}
                onClick={() => setConfirming(true)}
              >
                {translate(`${W}.finalise`)}
              </Button>
            </>
          )}
          <Button
            startIcon={<PictureAsPdfIcon />}
            onClick={() =>
              void openReconciliationPdf(id).catch(() => notify('shule.banking_screens.failed', { type: 'error' }))
            }
          >
            {translate('shule.banking_screens.print')}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }} aria-live="polite">
            {translate(`${W}.selection`, {
              bank: formatKes(bank, locale),
              book: formatKes(book, locale),
              diff: formatKes(bank - book, locale),
            })}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ flexBasis: '100%' }}>
            {translate(`${W}.keys`)} {translate(`${W}.cutoff`, { date: formatDate(ws.cutoff) })}
          </Typography>
        </Box>
        <ReconciliationFigures figures={ws.figures} />
      </Box>
      {/* Side by side wherever each side has room for its four columns (a phone stacks them). */}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 400px), 1fr))' }}>
        <LinesPane
          id="statement"
          title={translate(`${W}.statement_side`)}
          rows={bankRows}
          picked={lines}
          onToggle={(key) => setLines((s) => toggled(s, key))}
          pickedMatch={match}
          onPickMatch={(no) => setMatch((m) => (m === no ? null : no))}
          readOnly={!editable}
        />
        <LinesPane
          id="cashbook"
          title={translate(`${W}.cash_side`)}
          rows={bookRows}
          picked={entries}
          onToggle={(key) => setEntries((s) => toggled(s, key))}
          pickedMatch={match}
          onPickMatch={(no) => setMatch((m) => (m === no ? null : no))}
          readOnly={!editable}
        />
      </Box>
      <PostItemsDialog
        lines={posting ? postable : []}
        fundId={ws.account.fund_id}
        onClose={() => setPosting(false)}
        onPost={(accountId, narration) =>
          run(
            () =>
              changeWorkspace(id, 'post', {
                statement_line_ids: postable.map((l) => l.id),
                account_id: accountId,
                ...(narration.trim() ? { narration: narration.trim() } : {}),
              }),
            () => {
              setPosting(false);
              notify('shule.banking_screens.post.done', { type: 'success' });
            },
          )
        }
      />
      <Confirm
        isOpen={confirming}
        title={`${W}.finalise`}
        content={`${W}.finalise_confirm`}
        onConfirm={() => {
          setConfirming(false);
          finalise();
        }}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
