import type { TestApp } from './harness';

export interface SuperSignIn {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly id: number;
  readonly kind: string;
}

export async function superSignIn(t: TestApp, username = 'superadmin', password = 'shule-demo'): Promise<SuperSignIn> {
  const response = await t.call('POST', '/api/super/signin', { body: { username, password } });
  if (response.status !== 200) throw new Error(`super sign-in of ${username} failed: ${response.status}`);
  return (await response.json()) as SuperSignIn;
}

export const json = async <T = Record<string, unknown>>(response: Response): Promise<T> => (await response.json()) as T;

/** Another super administrator with the demo password (hash copied from the demo one). */
export async function addSuperAdmin(t: TestApp, username: string): Promise<void> {
  const { db, engine } = t.ctx.database;
  const demo = await db
    .selectFrom('super_admins')
    .select('password')
    .where('username', '=', 'superadmin')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('super_admins')
    .values({
      username,
      name: username,
      password: demo.password,
      active: engine === 'postgres' ? true : 1,
      created_at: new Date().toISOString(),
    })
    .execute();
}
