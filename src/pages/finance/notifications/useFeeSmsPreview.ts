import { useEffect, useState } from 'react';
import { refusalOf } from '../../messaging/compose/api';
import { PREVIEW_DELAY_MS, type PreviewState } from '../../messaging/compose/usePreview';
import { type FeeSmsPreview, type FeeSmsRequest, previewFeeSms } from './api';

/**
 * The server's preview of a fee SMS, in the state /newsms's PreviewPanel draws: asked a moment
 * after the last change, an older answer dropped, the last figures kept (dimmed) while asking.
 */
/** The preview's state, with how many students it reaches and the term whose invoices it speaks of. */
type Extra = { students?: number; term?: FeeSmsPreview['term'] };

export function useFeeSmsPreview(request: FeeSmsRequest | null): PreviewState & Extra {
  const key = request === null ? '' : JSON.stringify(request);
  const [state, setState] = useState<PreviewState & Extra>({ state: 'idle' });
  useEffect(() => {
    if (key === '') {
      setState({ state: 'idle' });
      return;
    }
    let live = true;
    const last = (s: PreviewState) => (s.state === 'ready' ? s.preview : s.state === 'idle' ? null : s.last);
    setState((s) => ({ state: 'loading', last: last(s), students: s.students, term: s.term }));
    const timer = window.setTimeout(() => {
      previewFeeSms(JSON.parse(key) as FeeSmsRequest)
        .then(
          (preview: FeeSmsPreview) =>
            live && setState({ state: 'ready', preview, students: preview.students, term: preview.term }),
        )
        .catch(
          (error: unknown) =>
            live &&
            setState((s) => ({
              state: 'failed',
              refusal: refusalOf(error),
              last: last(s),
              students: s.students,
              term: s.term,
            })),
        );
    }, PREVIEW_DELAY_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [key]);
  return state;
}
