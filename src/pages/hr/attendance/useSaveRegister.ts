import { useState } from 'react';
import { useNotify } from 'react-admin';
import { HttpError } from '../../../providers/httpClient';
import { useLeaveText } from '../leave/text';
import type { RegisterDay } from './api';
import type { GridLine } from './RegisterGrid';

/** What a refused save said about each person: "Otieno Wafula: This field cannot be changed". */
function rowProblems(error: unknown, lines: readonly GridLine[]): string[] {
  if (!(error instanceof HttpError)) return [];
  const body = error.body as { errors?: Record<string, unknown> } | undefined;
  return Object.entries(body?.errors ?? {}).map(([key, message]) => {
    const index = /^rows\.(\d+)\./.exec(key)?.[1];
    const line = index === undefined ? undefined : lines[Number(index)];
    return line ? `${line.name}: ${String(message)}` : String(message);
  });
}

/**
 * Saves the marked lines of a register in one call; the unmarked are left out. Tells the user
 * what was saved, or each person's problem beside the grid, and hands the saved day back.
 */
export function useSaveRegister<L>(
  save: (rows: Record<string, unknown>[]) => Promise<RegisterDay<L>>,
  person: string,
  withTimeIn: boolean,
) {
  const t = useLeaveText();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const run = async (lines: readonly GridLine[], onSaved: (day: RegisterDay<L>) => void) => {
    const marked = lines.filter((l) => l.status);
    const rows = marked.map((l) => ({
      [person]: l.key,
      status: l.status,
      ...(withTimeIn ? { time_in: l.time_in?.trim() || null } : {}),
      note: l.note?.trim() || null,
    }));
    setSaving(true);
    try {
      const day = await save(rows);
      setProblems([]);
      notify(t('register.saved', { created: day.saved?.created ?? 0, changed: day.saved?.changed ?? 0 }), {
        type: 'success',
      });
      onSaved(day);
    } catch (error) {
      setProblems(rowProblems(error, marked));
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return { saving, problems, run };
}
