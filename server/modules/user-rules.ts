import { passwordProblem } from '../auth/password-policy';
import { parseRoles } from '../auth/session';
import type { Db, Row } from '../db/database';
import type { Hook } from '../engine/hooks';
import { fieldsRefused, refusal, say } from '../errors';

/** A new password must pass the policy: length, not a common breached one, not the username or school's name. */
export const checkPassword: Hook = async ({ db, data, before, user }) => {
  const password = data.password;
  if (typeof password !== 'string' || password === '') return;
  const school = await db.selectFrom('branches').select('name').where('id', '=', user.branchId).executeTakeFirst();
  const username = typeof data.username === 'string' ? data.username : String(before?.username ?? '');
  const problem = passwordProblem(password, { username, schoolName: school ? String(school.name) : undefined });
  if (problem) throw fieldsRefused({ password: say(problem.code as `shule.validation.${string}`, problem.args) });
};

/**
 * A user the super administrator creates or edits holds at least one role: an account with none
 * opens only an empty Home (a school's first user made so could not even add classes). `roles`
 * left out of an update keeps the ones stored.
 */
export function requireARole(data: Record<string, unknown>, action: 'create' | 'update'): void {
  if (action === 'update' && !Object.hasOwn(data, 'roles')) return;
  if (parseRoles(data.roles).length > 0) return;
  throw refusal(400, say('shule.validation.role_required'), { roles: say('shule.validation.role_required') });
}

const ADMINISTRATOR = 'ROLE_All';
const isActiveAdministrator = (row: Row | Record<string, unknown>) =>
  row.active !== false && row.active !== 0 && parseRoles(row.roles).includes(ADMINISTRATOR);

/** Active administrators of the branch other than this user. */
async function otherAdministrators(db: Db, branchId: number, userId: number): Promise<number> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'roles', 'active'])
    .where('branch_id', '=', branchId)
    .where('id', '!=', userId)
    .execute();
  return rows.filter(isActiveAdministrator).length;
}

const lastAdministrator = () =>
  refusal(409, say('shule.validation.last_administrator'), { roles: say('shule.validation.last_administrator') });

/**
 * Nothing leaves a school without an active administrator: not deactivating, demoting or deleting
 * the last ROLE_All user, one's own account included (bulk changes go through this one by one).
 */
export const keepAnAdministrator: Hook = async ({ db, data, before, action }) => {
  if (!before || !isActiveAdministrator(before)) return;
  if (action !== 'delete' && isActiveAdministrator({ ...before, ...data })) return;
  if ((await otherAdministrators(db, Number(before.branch_id), Number(before.id))) === 0) throw lastAdministrator();
};
