import { postSignIn, type Credentials } from './signin';
import {
  clearSuperSession,
  getSuperAccessToken,
  getSuperRefreshToken,
  startSuperSession,
  storeSuperTokens,
  type SuperAdmin,
} from './superSession';
import { createTokenClient, HttpError, type RequestOptions } from './tokenClient';

/** The super administrator's API: the school client's rules over the super session's own keys. */
export const SUPER_API_URL = '/api/super';
export const SUPER_REFRESH_URL = `${SUPER_API_URL}/refresh`;

const client = createTokenClient({
  refreshUrl: SUPER_REFRESH_URL,
  tokens: { accessToken: getSuperAccessToken, refreshToken: getSuperRefreshToken, store: storeSuperTokens },
  // The pages show the sign-in prompt again; the school session and the current page stay.
  onSessionLost: clearSuperSession,
});

export const refreshSuperToken = client.refreshAccessToken;

/**
 * A call to /api/super{path}, answering its JSON. A 401 means the super session is over (signed out
 * elsewhere, account deactivated), so it is cleared; other errors are the caller's to show.
 */
export async function superFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    const answer = await client.fetchJson(`${SUPER_API_URL}${path}`, options);
    return answer.json as T;
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) clearSuperSession();
    throw error;
  }
}

interface SuperSigninAnswer extends SuperAdmin {
  readonly accessToken: string;
  readonly refreshToken: string;
}

/** Plain fetch, as for the school: a stale token must not trigger a refresh before signing in. */
export async function superSignIn(credentials: Credentials): Promise<SuperAdmin> {
  const answer = await postSignIn<SuperSigninAnswer>(`${SUPER_API_URL}/signin`, credentials);
  const admin: SuperAdmin = { id: answer.id, username: answer.username, name: answer.name };
  startSuperSession(admin, answer.accessToken, answer.refreshToken);
  return admin;
}

/** Ends the refresh family on the server (the refresh token is proof enough) and the super session here. */
export async function superSignOut(): Promise<void> {
  const refreshToken = getSuperRefreshToken();
  try {
    if (refreshToken) {
      await fetch(`${SUPER_API_URL}/signout`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ refreshToken }),
      });
    }
  } catch (error) {
    console.error('Sign-out request failed', error);
  } finally {
    clearSuperSession();
  }
}
