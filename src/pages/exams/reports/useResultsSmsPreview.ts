import { useEffect, useState } from 'react';
import type { ResultsSmsPreview, ResultsSmsRequest } from '../../../schema/exams-reports';
import { refusalOf } from '../../messaging/compose/api';
import type { PreviewState } from '../../messaging/compose/usePreview';
import { previewResultsSms } from './api';

/** The preview as /newsms's PreviewPanel draws it, with how many students are texted and left out. */
export type ResultsPreviewState = PreviewState & { readonly students?: number; readonly skipped?: number };

/**
 * The server's preview of the results SMS while the dialog is open: asked again when the language
 * or the guardians change, an older answer dropped, the last figures kept while asking.
 */
export function useResultsSmsPreview(examId: number, request: ResultsSmsRequest | null): ResultsPreviewState {
  const key = request === null ? '' : JSON.stringify(request);
  const [state, setState] = useState<ResultsPreviewState>({ state: 'idle' });
  useEffect(() => {
    if (key === '') {
      setState({ state: 'idle' });
      return;
    }
    let live = true;
    const last = (s: PreviewState) => (s.state === 'ready' ? s.preview : s.state === 'idle' ? null : s.last);
    setState((s) => ({ state: 'loading', last: last(s), students: s.students, skipped: s.skipped }));
    previewResultsSms(examId, JSON.parse(key) as ResultsSmsRequest)
      .then(
        (preview: ResultsSmsPreview) =>
          live && setState({ state: 'ready', preview, students: preview.students, skipped: preview.skipped }),
      )
      .catch(
        (error: unknown) =>
          live &&
          setState((s) => ({
            state: 'failed',
            refusal: refusalOf(error),
            last: last(s),
            students: s.students,
            skipped: s.skipped,
          })),
      );
    return () => {
      live = false;
    };
  }, [examId, key]);
  return state;
}
