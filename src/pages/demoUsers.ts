import { API_URL } from '../providers/httpClient';

export interface DemoInfo {
  readonly demo: boolean;
  readonly users: ReadonlyArray<{ readonly username: string; readonly roles: readonly string[] }>;
  readonly password: string;
}

/** Public endpoint: lists the demo users only when the server runs in demo mode. */
export async function fetchDemoInfo(signal?: AbortSignal): Promise<DemoInfo> {
  const response = await fetch(`${API_URL}/auth/demo`, { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`Demo information answered ${response.status}`);
  const body = (await response.json()) as Partial<DemoInfo>;
  return {
    demo: body.demo === true,
    users: Array.isArray(body.users) ? body.users : [],
    password: typeof body.password === 'string' ? body.password : '',
  };
}
