import { getResource, type AnyResource } from '../../schema/registry';
import { API_URL, HttpError, httpClient } from '../../providers/httpClient';
import { GUARDIAN_FIELDS, SECTIONS } from './wizard';

export type Values = Record<string, string>;

export const emptyGuardian = (): Values => Object.fromEntries(GUARDIAN_FIELDS.map((f) => [f, '']));

/** Form text to the wire: numbers and references as numbers, blanks left out (the server fills defaults). */
function typed(resource: AnyResource, values: Values, names: readonly string[]): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const name of names) {
    const field = resource.fields[name];
    const raw = (values[name] ?? '').trim();
    if (!field || field.readOnly || field.kind === 'image' || raw === '') continue;
    out[name] = field.kind === 'number' || field.kind === 'reference' ? Number(raw) : raw;
  }
  return out;
}

export function registrationPayload(student: Values, guardians: readonly Values[]) {
  const students = getResource('students');
  const guardianDef = getResource('guardians');
  if (!students || !guardianDef) throw new Error('students and guardians must be declared');
  const fields = SECTIONS.flatMap((s) => s.fields);
  return {
    student: typed(students, student, fields),
    guardians: guardians.map((g, i) => ({ ...typed(guardianDef, g, GUARDIAN_FIELDS), is_primary: i === 0 })),
  };
}

export type RegistrationOutcome =
  | { readonly ok: true; readonly id: number }
  | { readonly ok: false; readonly message: string; readonly errors: Record<string, string> };

function errorsOf(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return {};
  const errors = body.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(
    Object.entries(errors as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'string' ? v : String(v)]),
  );
}

/** POST /api/registration {student, guardians}: 201 with the student, or 400 with per-field errors. */
export async function register(student: Values, guardians: readonly Values[]): Promise<RegistrationOutcome> {
  try {
    const { json } = await httpClient(`${API_URL}/registration`, {
      method: 'POST',
      body: JSON.stringify(registrationPayload(student, guardians)),
    });
    const record = json as { id?: unknown; data?: { id?: unknown } } | null;
    const id = Number(record?.id ?? record?.data?.id);
    if (!Number.isSafeInteger(id))
      return { ok: false, message: 'The server answered without a student id', errors: {} };
    return { ok: true, id };
  } catch (error) {
    if (error instanceof HttpError) return { ok: false, message: error.message, errors: errorsOf(error.body) };
    throw error;
  }
}
