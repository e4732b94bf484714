import UpgradeIcon from '@mui/icons-material/Upgrade';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import {
  Button,
  LinearProgress,
  type Identifier,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
  useUnselectAll,
} from 'react-admin';
import { API_URL, httpClient } from '../../providers/httpClient';
import { UNDO_NOTIFICATION_MS, UndoButton } from '../generic/UndoButton';
import { PromotionPlan, type PromotionPreview, useMoveLabel } from './PromotionPlan';

interface PromoteAnswer extends PromotionPreview {
  readonly promoted: number;
  readonly graduated: number;
  readonly batch: number;
}

const post = async <T,>(path: string, ids: readonly Identifier[]): Promise<T> =>
  (await httpClient(`${API_URL}/admissions/students/${path}`, { method: 'POST', body: JSON.stringify({ ids }) }))
    .json as T;

/** "38 students promoted: Form 4 → Alumni (38). Not promoted: Juma Mwangi (ADM/2023/00100) — Transferred". */
function useResultMessage() {
  const translate = useTranslate();
  const moveLabel = useMoveLabel();
  return (answer: PromoteAnswer) => {
    const moves = answer.moves.map((move) => `${moveLabel(move)} (${move.count})`).join(', ');
    let text = `${translate('shule.promotion.done', { smart_count: answer.promoted + answer.graduated })}: ${moves}`;
    if (answer.skipped.length > 0) {
      const names = answer.skipped.map((s) =>
        translate('shule.promotion.skipped_one', {
          name: s.name,
          status: translate(`resources.students.choices.status.${s.status}`, { _: s.status }),
        }),
      );
      text += `. ${translate('shule.promotion.done_skipped', { students: names.join('; ') })}`;
    }
    return text;
  };
}

/**
 * Bulk "Promote to next class": the confirmation shows the server's plan (each class → its
 * destination with counts, and the students who are not active, by name), the promotion moves the
 * active ones, and its notification offers Undo, which the server carries out for exactly that
 * batch (POST /api/admissions/students/promotions/{batch}/undo).
 */
export function PromoteButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const message = useResultMessage();
  const { selectedIds } = useListContext();
  const unselectAll = useUnselectAll('students');
  const [plan, setPlan] = useState<PromotionPreview | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const titleId = useId();

  const fail = (error: unknown) => {
    setOpen(false);
    notify(error instanceof Error ? error.message : String(error), { type: 'error', multiLine: true });
  };

  const show = async () => {
    setPlan(null);
    setOpen(true);
    try {
      setPlan(await post<PromotionPreview>('promote/preview', selectedIds));
    } catch (error) {
      fail(error);
    }
  };

  const promote = async () => {
    setBusy(true);
    try {
      const answer = await post<PromoteAnswer>('promote', selectedIds);
      setOpen(false);
      const moved = answer.promoted + answer.graduated;
      notify(message(answer), {
        type: 'success',
        multiLine: true,
        autoHideDuration: UNDO_NOTIFICATION_MS,
        messageArgs: { _: message(answer) },
        action: (
          <UndoButton
            path={`admissions/students/promotions/${answer.batch}/undo`}
            done={translate('shule.promotion.undone', { smart_count: moved })}
          />
        ),
      });
      unselectAll();
      refresh();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button label="shule.students.promote" onClick={() => void show()} disabled={busy}>
        <UpgradeIcon />
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId}>
          {translate('shule.promotion.title', { smart_count: selectedIds.length })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{translate('shule.promotion.intro')}</DialogContentText>
          {plan ? <PromotionPlan plan={plan} /> : <LinearProgress aria-label={translate('shule.promotion.loading')} />}
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={() => setOpen(false)} disabled={busy} />
          <Button
            label="shule.promotion.confirm"
            variant="contained"
            onClick={() => void promote()}
            disabled={busy || !plan || plan.moves.length === 0}
          >
            <UpgradeIcon />
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
