import Cookies from 'js-cookie';

/**
 * The signed-in session as spec.md section 9 stores it: tokens in localStorage under authToken,
 * accessToken and refreshToken, roles in the cookie userRoles. The authenticated flag and the user
 * live in memory as well, so a reload keeps working from storage alone.
 */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  user: 'user',
  theme: 'theme',
} as const;

export const ROLES_COOKIE = 'userRoles';

export interface SessionUser {
  readonly id: number | string;
  readonly username: string;
  readonly name: string;
  readonly email: string | null;
  readonly roles: readonly string[];
  readonly branchId: number | string | null;
}

let authenticatedFlag = false;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Components that show the session (menu, guard) re-render on sign-in and sign-out. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getAccessToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.accessToken) ?? localStorage.getItem(STORAGE_KEYS.authToken);
}

export function getRefreshToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.refreshToken);
}

export function storeTokens(accessToken: string, refreshToken?: string): void {
  localStorage.setItem(STORAGE_KEYS.authToken, accessToken);
  localStorage.setItem(STORAGE_KEYS.accessToken, accessToken);
  if (refreshToken) localStorage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
}

export function startSession(user: SessionUser, accessToken: string, refreshToken: string): void {
  storeTokens(accessToken, refreshToken);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  Cookies.set(ROLES_COOKIE, JSON.stringify(user.roles), { sameSite: 'strict', path: '/' });
  authenticatedFlag = true;
  notify();
}

/** spec.md section 4: authenticated means the flag is set or an auth token is stored. */
export function isAuthenticated(): boolean {
  return authenticatedFlag || localStorage.getItem(STORAGE_KEYS.authToken) !== null;
}

export function getStoredUser(): SessionUser | null {
  const raw = localStorage.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as SessionUser;
  } catch {
    return null;
  }
}

/** Roles come from the cookie (spec.md section 5); a damaged cookie means no roles, never an error. */
export function getRoles(): string[] {
  const raw = Cookies.get(ROLES_COOKIE);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((r): r is string => typeof r === 'string') : [];
  } catch {
    return [];
  }
}

/** Sign-out and a lost session clear everything, local preferences included (spec.md section 4). */
export function clearSession(): void {
  authenticatedFlag = false;
  localStorage.clear();
  Cookies.remove(ROLES_COOKIE, { path: '/' });
  notify();
}
