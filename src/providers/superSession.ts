/**
 * The super administrator's session: its own localStorage keys, never the school's authToken,
 * accessToken or refreshToken, so one browser may hold both and ending one leaves the other alone.
 */
export const SUPER_STORAGE_KEYS = {
  accessToken: 'superAccessToken',
  refreshToken: 'superRefreshToken',
  user: 'superUser',
} as const;

export interface SuperAdmin {
  readonly id: number;
  readonly username: string;
  readonly name: string;
}

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function subscribeSuperSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSuperAccessToken(): string | null {
  return localStorage.getItem(SUPER_STORAGE_KEYS.accessToken);
}

export function getSuperRefreshToken(): string | null {
  return localStorage.getItem(SUPER_STORAGE_KEYS.refreshToken);
}

export function storeSuperTokens(accessToken: string, refreshToken?: string): void {
  localStorage.setItem(SUPER_STORAGE_KEYS.accessToken, accessToken);
  if (refreshToken) localStorage.setItem(SUPER_STORAGE_KEYS.refreshToken, refreshToken);
}

export function startSuperSession(admin: SuperAdmin, accessToken: string, refreshToken: string): void {
  storeSuperTokens(accessToken, refreshToken);
  localStorage.setItem(SUPER_STORAGE_KEYS.user, JSON.stringify(admin));
  notify();
}

export function isSuperAuthenticated(): boolean {
  return getSuperAccessToken() !== null;
}

export function getSuperAdmin(): SuperAdmin | null {
  const raw = localStorage.getItem(SUPER_STORAGE_KEYS.user);
  if (!raw || !isSuperAuthenticated()) return null;
  try {
    return JSON.parse(raw) as SuperAdmin;
  } catch {
    return null;
  }
}

/** Removes the super session's keys only: a school session in the same browser carries on. */
export function clearSuperSession(): void {
  for (const key of Object.values(SUPER_STORAGE_KEYS)) localStorage.removeItem(key);
  notify();
}
