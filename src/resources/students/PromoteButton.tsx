import UpgradeIcon from '@mui/icons-material/Upgrade';
import { useState } from 'react';
import { Button, Confirm, useListContext, useNotify, useRefresh, useTranslate, useUnselectAll } from 'react-admin';
import { API_URL, httpClient } from '../../providers/httpClient';

interface PromoteAnswer {
  readonly promoted?: number;
  readonly graduated?: number;
}

/** Bulk "Promote to next class": POST /api/admissions/students/promote {ids} → {data, promoted, graduated}. */
export function PromoteButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { selectedIds } = useListContext();
  const unselectAll = useUnselectAll('students');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const promote = async () => {
    setBusy(true);
    try {
      const { json } = await httpClient(`${API_URL}/admissions/students/promote`, {
        method: 'POST',
        body: JSON.stringify({ ids: selectedIds }),
      });
      const answer = (json ?? {}) as PromoteAnswer;
      notify('shule.students.promoted', {
        type: 'success',
        messageArgs: { promoted: answer.promoted ?? 0, graduated: answer.graduated ?? 0 },
      });
      unselectAll();
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <>
      <Button label="shule.students.promote" onClick={() => setOpen(true)} disabled={busy}>
        <UpgradeIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={translate('shule.students.promote_title', { smart_count: selectedIds.length })}
        content="shule.students.promote_content"
        onConfirm={() => void promote()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
