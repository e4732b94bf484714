import { useEffect, useState } from 'react';
import { useRecordContext, useRefresh } from 'react-admin';
import { refreshPayroll } from './api';

export type RefreshState = 'checking' | 'current' | 'recomputed' | { readonly failed: string };

/**
 * Opening a draft brings it up to date: the server recomputes it if the register, leave or rates
 * changed since it was computed (an approved run is never recomputed), and the page reloads the
 * run and its payslips when it did.
 */
export function useRefreshOnOpen(): RefreshState {
  const record = useRecordContext();
  const refresh = useRefresh();
  const [state, setState] = useState<RefreshState>('checking');
  const id = record?.id;
  const draft = record?.status === 'draft';
  useEffect(() => {
    if (id === undefined) return;
    if (!draft) {
      setState('current');
      return;
    }
    let live = true;
    refreshPayroll(id)
      .then((recomputed) => {
        if (!live) return;
        setState(recomputed ? 'recomputed' : 'current');
        if (recomputed) refresh();
      })
      .catch((error: unknown) => live && setState({ failed: error instanceof Error ? error.message : String(error) }));
    return () => {
      live = false;
    };
    // Once per run opened: a recompute's own reload must not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  return state;
}
