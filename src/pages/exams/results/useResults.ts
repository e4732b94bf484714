import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { codedText, type Translate } from '../../../providers/apiErrors';
import { HttpError } from '../../../providers/httpClient';
import type { Coded } from '../../../schema';
import type { ExamAnalysis, MeritListPage } from '../../../schema/exam-results';
import { fetchAnalysis, fetchMeritPage, type MeritOptions, type ResultsQuery } from './api';

export type ResultsTab = 'merit' | 'analysis' | 'reports';

/** The exam, class, stream, comparison and tab, read from the address so a list can be bookmarked. */
export function useResultsQuery(): [
  ResultsQuery & { tab: ResultsTab },
  (change: Partial<ResultsQuery & { tab: ResultsTab }>) => void,
] {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const query = {
    exam: params.get('exam') ?? '',
    class: params.get('class') ?? '',
    stream: params.get('stream') ?? '',
    compare: params.get('compare') ?? '',
    tab: (tab === 'analysis' || tab === 'reports' ? tab : 'merit') as ResultsTab,
  };
  const change = (next: Partial<ResultsQuery & { tab: ResultsTab }>) =>
    setParams(
      (previous) => {
        const merged = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(next))
          if (value) merged.set(key, String(value));
          else merged.delete(key);
        return merged;
      },
      { replace: true },
    );
  return [query, change];
}

/** The refused fields' messages in the user's language (the server sends each as a key with arguments). */
function fieldMessages(translate: Translate, error: unknown): Record<string, string> {
  if (!(error instanceof HttpError)) return {};
  const body = error.body as { errors?: Record<string, string>; codes?: Record<string, Coded> } | null;
  const english = body?.errors ?? {};
  return Object.fromEntries(
    Object.entries(body?.codes ?? {}).map(([field, coded]) => [
      field,
      codedText(translate, coded, english[field] ?? coded.message),
    ]),
  );
}

export interface Loaded<T> {
  readonly data: T | null;
  readonly loading: boolean;
  readonly error: string | null;
  readonly fields: Readonly<Record<string, string>>;
}

function useLoaded<T>(load: (() => Promise<T>) | null, key: string): Loaded<T> {
  const translate = useTranslate();
  const [state, setState] = useState<Loaded<T>>({ data: null, loading: false, error: null, fields: {} });
  useEffect(() => {
    if (!load) return setState({ data: null, loading: false, error: null, fields: {} });
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null, fields: {} }));
    load()
      .then((data) => live && setState({ data, loading: false, error: null, fields: {} }))
      .catch((error: unknown) => {
        if (!live) return;
        setState({
          data: null,
          loading: false,
          error: error instanceof Error ? error.message : String(error),
          fields: fieldMessages(translate, error),
        });
      });
    return () => {
      live = false;
    };
    // Asked for again only when what is asked changes (the key), not when the language does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}

export function useMeritPage(query: ResultsQuery, options: MeritOptions): Loaded<MeritListPage> {
  const key = JSON.stringify([query.exam, query.class, query.stream, query.compare, options]);
  return useLoaded(query.exam && query.class ? () => fetchMeritPage(query, options) : null, key);
}

export function useAnalysis(query: ResultsQuery, wanted: boolean): Loaded<ExamAnalysis> {
  const key = JSON.stringify([query.exam, query.class, query.stream, query.compare, wanted]);
  return useLoaded(query.exam && query.class && wanted ? () => fetchAnalysis(query) : null, key);
}

/** The search box's text, passed on once typing pauses, so each key press is not a request. */
export function useDebounced(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
