/**
 * The registration wizard's draft: what has been typed, kept in this browser's localStorage per
 * user and school, so a reload, a closed tab or a detour to another screen loses nothing. Uploads
 * are never kept (a photo's bytes do not belong in localStorage); signing out clears the storage.
 */
export interface WizardDraft {
  readonly step: number;
  readonly values: Record<string, unknown>;
  /** ISO time of the last change, to tell the user how old the draft is. */
  readonly savedAt: string;
}

const VERSION = 1;

interface Stored extends WizardDraft {
  readonly version: number;
}

/** One draft per user and school: a registrar of two schools keeps one for each. */
export function draftKey(user: { readonly id: number | string; readonly branchId: number | string | null } | null) {
  return user ? `shule.registration.draft.${String(user.id)}.${String(user.branchId ?? 'none')}` : null;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** Values as JSON keeps them: files and blobs left out, `omit` (the photo) too. */
export function keptValues(values: Record<string, unknown>, omit: readonly string[] = []): Record<string, unknown> {
  const keep = (value: unknown): unknown => {
    if (typeof Blob !== 'undefined' && value instanceof Blob) return undefined;
    if (Array.isArray(value)) return value.map(keep);
    if (isPlainObject(value))
      return Object.fromEntries(
        Object.entries(value).flatMap(([k, v]) => {
          const kept = keep(v);
          return kept === undefined ? [] : [[k, kept]];
        }),
      );
    return typeof value === 'function' ? undefined : value;
  };
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (omit.includes(name)) continue;
    const kept = keep(value);
    if (kept !== undefined) out[name] = kept;
  }
  return out;
}

export function readDraft(key: string | null): WizardDraft | null {
  if (!key) return null;
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Stored>;
    if (parsed.version !== VERSION || !isPlainObject(parsed.values) || typeof parsed.step !== 'number') return null;
    return { step: parsed.step, values: parsed.values, savedAt: String(parsed.savedAt ?? '') };
  } catch {
    // A damaged draft is no draft, never an error on the screen.
    return null;
  }
}

export function writeDraft(key: string | null, draft: WizardDraft): void {
  if (!key) return;
  try {
    localStorage.setItem(key, JSON.stringify({ version: VERSION, ...draft } satisfies Stored));
  } catch {
    // Storage full or refused (private browsing): the wizard works on, only without a draft.
  }
}

export function clearDraft(key: string | null): void {
  if (key) localStorage.removeItem(key);
}
