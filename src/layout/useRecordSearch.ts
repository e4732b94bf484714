import { useEffect, useState } from 'react';
import { API_URL, httpClient } from '../providers/httpClient';

/** One resource's hits as GET /api/search answers them (server/modules/search.ts). */
export interface RecordGroup {
  readonly resource: string;
  readonly total: number;
  readonly hits: readonly {
    readonly id: number;
    readonly label: string;
    readonly details: readonly { readonly field: string; readonly text: string; readonly choice?: string }[];
  }[];
}

/** Typing pauses this long before the server is asked, so a fast typist sends one request, not ten. */
export const SEARCH_DELAY_MS = 250;

/** The records matching what is typed, from two characters on; an answer to older text is dropped. */
export function useRecordSearch(text: string): { groups: readonly RecordGroup[]; loading: boolean } {
  const [groups, setGroups] = useState<readonly RecordGroup[]>([]);
  const [loading, setLoading] = useState(false);
  const q = text.trim();
  useEffect(() => {
    if (q.length < 2 || q.length > 100) {
      setGroups([]);
      setLoading(false);
      return;
    }
    let live = true;
    setLoading(true);
    const timer = setTimeout(() => {
      httpClient(`${API_URL}/search?q=${encodeURIComponent(q)}`)
        .then(({ json }) => live && setGroups((json ?? []) as RecordGroup[]))
        .catch(() => live && setGroups([]))
        .finally(() => live && setLoading(false));
    }, SEARCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [q]);
  return { groups, loading };
}
