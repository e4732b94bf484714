import { notices } from '../../../src/schema/messaging';
import type { SessionUser } from '../../context';
import { fromRow } from '../../crud/serialize';
import type { Db, Row } from '../../db/database';
import { safeRichText } from './rich-text';

/** A notice as Home shows it. */
export interface NoticeForUser {
  readonly id: number;
  readonly title: string;
  /** Cleaned HTML. */
  readonly body: string;
  readonly audience: string;
  readonly starts_on: string;
  readonly expires_on: string;
  readonly pinned: boolean;
  readonly posted_by: string | null;
}

/**
 * Those who see every notice in force, whatever its audience: the administrator, and whoever writes
 * notices (ROLE_Send_Custom_sms), so they can check what parents and other roles are told.
 */
const SEES_ALL = new Set(['ROLE_All', 'ROLE_Send_Custom_sms']);

/**
 * Whether a notice is meant for this signed-in user. Every user who signs in is staff: all_staff
 * reaches them all; a roles notice those holding one of its roles; a parents notice no staff user
 * (parents have no login: it is for the SMS and newsletter side).
 */
export function meantFor(notice: Row, roles: readonly string[]): boolean {
  if (roles.some((role) => SEES_ALL.has(role))) return true;
  if (notice.audience === 'all_staff') return true;
  if (notice.audience === 'roles')
    return Array.isArray(notice.roles) && notice.roles.some((role) => roles.includes(String(role)));
  return false;
}

/** The notices of the user's school in force on `today` (the school's day) meant for them: pinned first, then newest. */
export async function noticesFor(db: Db, user: SessionUser, today: string): Promise<NoticeForUser[]> {
  const rows = await db
    .selectFrom('notices')
    .select(['id', 'title', 'body', 'audience', 'roles', 'starts_on', 'expires_on', 'pinned', 'posted_by'])
    .where('branch_id', '=', user.branchId)
    .where('starts_on', '<=', today)
    .where('expires_on', '>=', today)
    .orderBy('pinned', 'desc')
    .orderBy('starts_on', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows
    .map((row) => fromRow(notices, row))
    .filter((notice) => meantFor(notice, user.roles))
    .map((notice) => ({
      id: Number(notice.id),
      title: String(notice.title ?? ''),
      body: safeRichText(String(notice.body ?? '')),
      audience: String(notice.audience ?? ''),
      starts_on: String(notice.starts_on ?? ''),
      expires_on: String(notice.expires_on ?? ''),
      pinned: notice.pinned === true,
      posted_by: typeof notice.posted_by === 'string' ? notice.posted_by : null,
    }));
}
