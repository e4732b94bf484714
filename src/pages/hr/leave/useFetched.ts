import { useCallback, useEffect, useState } from 'react';

export interface Fetched<T> {
  readonly data: T | undefined;
  readonly error: Error | undefined;
  readonly loading: boolean;
  /** Fetches again (after a save). */
  readonly reload: () => void;
}

/**
 * A custom endpoint's answer for the screen, fetched again when `key` changes; an answer that
 * arrives after the key moved on (a year typed quickly) is dropped, so the screen never shows
 * another year's figures.
 */
export function useFetched<T>(key: string, load: (() => Promise<T>) | null): Fetched<T> {
  const [state, setState] = useState<{ key: string; data?: T; error?: Error }>({ key: '' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!load) return;
    let current = true;
    load().then(
      (data) => current && setState({ key, data }),
      (error: unknown) =>
        current && setState({ key, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
  }, [key, round]); // eslint-disable-line react-hooks/exhaustive-deps
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const fresh = state.key === key;
  return {
    data: fresh ? state.data : undefined,
    error: fresh ? state.error : undefined,
    loading: load !== null && !fresh,
    reload,
  };
}
