import { API_URL, httpClient } from '../../providers/httpClient';
import type { DuplicateProbeBody, LikelyDuplicate } from '../../schema/duplicates';

/** What the check is asked about the student being registered: names, birth, KCPE index, guardians' phones. */
export function probeOf(values: Readonly<Record<string, unknown>>): DuplicateProbeBody {
  const text = (name: string) => {
    const value = values[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const guardians = Array.isArray(values.guardians) ? (values.guardians as Record<string, unknown>[]) : [];
  return {
    first_name: text('first_name'),
    last_name: text('last_name'),
    date_of_birth: text('date_of_birth'),
    kcpe_index: text('kcpe_index'),
    guardian_phones: guardians
      .map((g) => g?.phone)
      .filter((p): p is string => typeof p === 'string' && p.trim() !== '')
      .slice(0, 4),
  };
}

/** The school's students that look like this one (POST /api/admissions/students/likely-duplicates). */
export async function findLikelyDuplicates(values: Readonly<Record<string, unknown>>): Promise<LikelyDuplicate[]> {
  const { json } = await httpClient(`${API_URL}/admissions/students/likely-duplicates`, {
    method: 'POST',
    body: JSON.stringify(probeOf(values)),
  });
  const matches = (json as { matches?: unknown } | null)?.matches;
  return Array.isArray(matches) ? (matches as LikelyDuplicate[]) : [];
}
