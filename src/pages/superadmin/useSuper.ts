import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { superFetch } from '../../providers/superClient';
import { getSuperAdmin, subscribeSuperSession, type SuperAdmin } from '../../providers/superSession';
import { codedText, type ErrorBody, type Translate } from '../../providers/apiErrors';
import { HttpError } from '../../providers/tokenClient';

const snapshot = () => JSON.stringify(getSuperAdmin());

/** The signed-in super administrator, re-rendering on sign-in, sign-out and a lost session. */
export function useSuperAdmin(): SuperAdmin | null {
  const raw = useSyncExternalStore(subscribeSuperSession, snapshot, snapshot);
  return JSON.parse(raw) as SuperAdmin | null;
}

export interface SuperQuery<T> {
  readonly data: T | null;
  readonly error: string | null;
  readonly loading: boolean;
  readonly reload: () => void;
}

/** GET /api/super{path} while a super administrator is signed in; nothing is asked for otherwise. */
export function useSuperQuery<T>(path: string): SuperQuery<T> {
  const admin = useSuperAdmin();
  const signedIn = admin !== null;
  const [state, setState] = useState<{ data: T | null; error: string | null; loading: boolean }>({
    data: null,
    error: null,
    loading: signedIn,
  });
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);

  useEffect(() => {
    if (!signedIn) {
      setState({ data: null, error: null, loading: false });
      return;
    }
    let live = true;
    setState((previous) => ({ ...previous, loading: true }));
    superFetch<T>(path).then(
      (data) => live && setState({ data, error: null, loading: false }),
      (error: unknown) => {
        if (!live) return;
        const message = error instanceof Error ? error.message : String(error);
        setState({ data: null, error: message, loading: false });
      },
    );
    return () => {
      live = false;
    };
  }, [path, signedIn, generation]);

  return { ...state, reload };
}

/**
 * Field errors of a 400 answer ({message, errors, codes}) in the user's language: each field's coded
 * message translated with its arguments, its English where the key is unknown.
 */
export function fieldErrorsOf(error: unknown, translate: Translate): Record<string, string> {
  if (!(error instanceof HttpError) || !error.body || typeof error.body !== 'object') return {};
  const { errors = {}, codes = {} } = error.body as ErrorBody;
  const english = Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return {
    ...Object.fromEntries(english),
    ...Object.fromEntries(
      Object.entries(codes).map(([field, coded]) => [
        field,
        codedText(translate, coded, errors[field] ?? coded.message),
      ]),
    ),
  };
}

/** An answer's message in the user's language (its key translated), else its English. */
export function errorMessage(error: unknown, translate: Translate): string {
  const body = error instanceof HttpError ? (error.body as ErrorBody | null) : null;
  const english = error instanceof Error ? error.message : String(error);
  if (!body || typeof body !== 'object' || !body.code) return english;
  return codedText(translate, { message: body.code, args: body.args ?? {}, keys: body.keys }, english);
}
