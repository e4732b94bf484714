import { useEffect, useState } from 'react';
import { API_URL, httpClient } from '../../providers/httpClient';

/**
 * GET one dashboard endpoint. spec.md section 8: a failed table fetch is only logged to the console,
 * the screen shows what it has; so errors never reach the user here. `pick` must be stable (a
 * module-level function), or the fetch repeats on every render.
 */
export function useApiData<T>(path: string, pick: (json: unknown) => T, fallback: T): { data: T; loading: boolean } {
  const [state, setState] = useState<{ data: T; loading: boolean }>({ data: fallback, loading: true });
  useEffect(() => {
    let live = true;
    httpClient(`${API_URL}${path}`)
      .then(({ json }) => live && setState({ data: pick(json), loading: false }))
      .catch((error: unknown) => {
        console.error(`Loading ${path} failed`, error);
        if (live) setState((previous) => ({ ...previous, loading: false }));
      });
    return () => {
      live = false;
    };
  }, [path, pick]);
  return state;
}

export type Row = Record<string, unknown>;

export const firstRow = (json: unknown): Row | null =>
  Array.isArray(json) && json.length > 0 && typeof json[0] === 'object' && json[0] !== null ? (json[0] as Row) : null;

export const rows = (json: unknown): Row[] =>
  Array.isArray(json) ? json.filter((row): row is Row => typeof row === 'object' && row !== null) : [];
