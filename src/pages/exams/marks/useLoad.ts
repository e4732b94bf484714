import { useCallback, useEffect, useState } from 'react';

export interface Load<T> {
  readonly data: T | null;
  readonly error: unknown;
  readonly loading: boolean;
  /** Loads again (after a save, or when the record it hangs on changes). */
  readonly reload: () => void;
}

/**
 * One request's answer kept in state, loaded again whenever `key` changes; a slower earlier answer
 * never overwrites a later one. `load` null: nothing to load yet.
 */
export function useLoad<T>(load: (() => Promise<T>) | null, key: string): Load<T> {
  const [state, setState] = useState<{ data: T | null; error: unknown; loading: boolean }>({
    data: null,
    error: null,
    loading: load !== null,
  });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!load) {
      setState({ data: null, error: null, loading: false });
      return;
    }
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    load().then(
      (data) => live && setState({ data, error: null, loading: false }),
      (error: unknown) => live && setState({ data: null, error, loading: false }),
    );
    return () => {
      live = false;
    };
    // `load` is a new function each render; the key says when it asks for something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { ...state, reload };
}
