import { useEffect, useState } from 'react';
import type { SmsComposeRequest, SmsPreview } from '../../../schema/sms-compose';
import { previewSms, refusalOf, type Refusal } from './api';

/** How long typing may pause before the server is asked: each keystroke would otherwise be a query. */
export const PREVIEW_DELAY_MS = 400;

export type PreviewState =
  | { readonly state: 'idle' }
  | { readonly state: 'loading'; readonly last: SmsPreview | null }
  | { readonly state: 'ready'; readonly preview: SmsPreview }
  | { readonly state: 'failed'; readonly refusal: Refusal; readonly last: SmsPreview | null };

const lastOf = (s: PreviewState): SmsPreview | null =>
  s.state === 'ready' ? s.preview : s.state === 'idle' ? null : s.last;

/**
 * The server's preview of what the form describes, asked PREVIEW_DELAY_MS after the last change;
 * an answer to an older request is dropped. While asking, the last preview stays (dimmed by the
 * panel) so the figures do not jump away at every keystroke.
 */
export function usePreview(request: SmsComposeRequest | null): PreviewState {
  const key = request === null ? '' : JSON.stringify(request);
  const [state, setState] = useState<PreviewState>({ state: 'idle' });
  useEffect(() => {
    if (key === '') {
      setState({ state: 'idle' });
      return;
    }
    let live = true;
    setState((s) => ({ state: 'loading', last: lastOf(s) }));
    const timer = window.setTimeout(() => {
      previewSms(JSON.parse(key) as SmsComposeRequest)
        .then((preview) => live && setState({ state: 'ready', preview }))
        .catch(
          (error: unknown) =>
            live && setState((s) => ({ state: 'failed', refusal: refusalOf(error), last: lastOf(s) })),
        );
    }, PREVIEW_DELAY_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [key]);
  return state;
}
