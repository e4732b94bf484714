/** Unsigned JWTs for browser tests: the browser only decodes tokens, the server verifies them. */
function base64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

export function makeToken(expSeconds: number, extra: Record<string, unknown> = {}): string {
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: '1', exp: expSeconds, ...extra })}.c2ln`;
}

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
