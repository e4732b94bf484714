import { API_URL, HttpError, authorisedFetch } from './httpClient';
import { applyServerTheme } from './preferences';
import { clearSession, getRefreshToken, isAuthenticated, startSession, type SessionUser } from './session';

/**
 * Signing in and out without react-admin or the registry, so the sign-in page stays a small bundle;
 * the react-admin authProvider wraps these.
 */
export interface SigninAnswer extends SessionUser {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly tokenType: 'Bearer';
  readonly theme: 0 | 1;
}

export interface Credentials {
  readonly username: string;
  readonly password: string;
}

/** i18n keys of the sign-in failures the sign-in page shows. */
export const SIGNIN_ERRORS = {
  401: 'shule.auth.bad_credentials',
  429: 'shule.auth.rate_limited',
  other: 'ra.auth.sign_in_error',
} as const;

/**
 * Posts the credentials to a sign-in endpoint with plain fetch: a stale token left from an old session
 * must not trigger a refresh before signing in. A refusal throws an HttpError whose message is one of
 * SIGNIN_ERRORS.
 */
export async function postSignIn<Answer>(url: string, { username, password }: Credentials): Promise<Answer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) {
    const key =
      response.status === 401 || response.status === 429 ? SIGNIN_ERRORS[response.status] : SIGNIN_ERRORS.other;
    throw new HttpError(key, response.status);
  }
  return (await response.json()) as Answer;
}

export async function signIn(credentials: Credentials): Promise<SigninAnswer> {
  const answer = await postSignIn<SigninAnswer>(`${API_URL}/auth/signin`, credentials);
  const { id, username: name, email, roles, branchId } = answer;
  startSession(
    { id, username: name, name: answer.name, email, roles, branchId },
    answer.accessToken,
    answer.refreshToken,
  );
  applyServerTheme(answer.theme);
  return answer;
}

/** Tells the server to revoke the refresh family; the local session ends whatever it answers. */
export async function signOut(): Promise<void> {
  const refreshToken = getRefreshToken();
  try {
    if (refreshToken && isAuthenticated()) {
      await authorisedFetch(`${API_URL}/auth/signout`, { method: 'POST', body: JSON.stringify({ refreshToken }) });
    }
  } catch (error) {
    console.error('Sign-out request failed', error);
  } finally {
    clearSession();
  }
}
