import { Hono } from 'hono';
import { classes, streams, students } from '../../src/schema/admissions';
import { hostels } from '../../src/schema/settings';
import { requireAccess } from '../auth/require-access';
import type { AppContext, AppEnv } from '../context';
import { inBranch } from '../crud/scope';
import { badRequest } from '../errors';
import { COUNTIES, subcountiesOf } from '../../src/schema/kenya';
import { branchClasses, branchRows, type ClassSummary } from './queries';

/** GET /api/reg/getActiveStudents answers at most this many students; larger lists page through /api/students. */
export const ACTIVE_STUDENTS_CAP = 5000;

export interface StreamSummary {
  readonly id: number;
  readonly name: string;
  readonly class_id: number;
  readonly class_name: string;
}

export interface ActiveStudent {
  readonly id: number;
  readonly admission_no: string;
  readonly name: string;
  readonly class_id: number;
  readonly stream_id: number | null;
}

/** `?county=` as an official county code (1 to 47, leading zeros allowed); absent means every county. */
function parseCounty(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const code = /^\d{1,3}$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  if (!COUNTIES.some((c) => c.code === code))
    throw badRequest(`county must be a county code from 1 to ${COUNTIES.length}`, {
      county: `Not a county code: "${raw}"`,
    });
  return code;
}

const fullName = (...parts: unknown[]): string =>
  parts
    .filter((p) => typeof p === 'string' && p.trim() !== '')
    .map((p) => String(p).trim())
    .join(' ');

/** Pick-lists of the registration and settings screens, for the user's own branch. */
export function lookupRoutes(ctx: AppContext): Hono<AppEnv> {
  const { engine } = ctx.database;
  const routes = new Hono<AppEnv>();

  // Each pick-list follows the read roles of the records it lists (what /api/<resource> would answer).
  const readClasses = requireAccess({ resource: classes, action: 'read' });
  routes.get('/index/getclsseswithall', readClasses, async (c) => {
    const user = c.get('user');
    const classes = await inBranch(ctx, user, 'read', (db) => branchClasses(db, engine, user.branchId, true));
    return c.json([{ id: 'all', name: 'All classes' }, ...classes]);
  });

  routes.get('/index/getactiveclassesandallumni', readClasses, async (c) => {
    const user = c.get('user');
    const answer: { active: ClassSummary[]; alumni: ClassSummary[] } = await inBranch(
      ctx,
      user,
      'read',
      async (db) => ({
        active: await branchClasses(db, engine, user.branchId, true),
        alumni: await branchClasses(db, engine, user.branchId, false),
      }),
    );
    return c.json(answer);
  });

  routes.get('/index/getstreams', requireAccess({ resource: streams, action: 'read' }), async (c) => {
    const user = c.get('user');
    const rows = await inBranch(ctx, user, 'read', (db) =>
      db
        .selectFrom('streams')
        .innerJoin('classes', 'classes.id', 'streams.class_id')
        .select([
          'streams.id as id',
          'streams.name as name',
          'streams.class_id as class_id',
          'classes.name as class_name',
        ])
        .where('streams.branch_id', '=', user.branchId)
        .where('classes.branch_id', '=', user.branchId)
        .orderBy('classes.level')
        .orderBy('classes.name')
        .orderBy('streams.name')
        .orderBy('streams.id')
        .execute(),
    );
    const streams: StreamSummary[] = rows.map((r) => ({
      id: Number(r.id),
      name: String(r.name),
      class_id: Number(r.class_id),
      class_name: String(r.class_name),
    }));
    return c.json(streams);
  });

  // Kenya's counties are public facts: any signed-in user.
  routes.get('/index/getcounty', requireAccess({ signedIn: true }), (c) => c.json(COUNTIES));

  routes.get('/index/getsubcounty', requireAccess({ signedIn: true }), (c) =>
    c.json(subcountiesOf(parseCounty(c.req.query('county')))),
  );

  routes.get('/index/gethostels', requireAccess({ resource: hostels, action: 'read' }), async (c) => {
    const user = c.get('user');
    return c.json(await inBranch(ctx, user, 'read', (db) => branchRows(db, hostels, user.branchId)));
  });

  routes.get('/reg/getActiveStudents', requireAccess({ resource: students, action: 'read' }), async (c) => {
    const user = c.get('user');
    const rows = await inBranch(ctx, user, 'read', (db) =>
      db
        .selectFrom('students')
        .select(['id', 'admission_no', 'first_name', 'middle_name', 'last_name', 'class_id', 'stream_id'])
        .where('branch_id', '=', user.branchId)
        .where('status', '=', 'active')
        .orderBy('admission_no')
        .orderBy('id')
        .limit(ACTIVE_STUDENTS_CAP)
        .execute(),
    );
    const active: ActiveStudent[] = rows.map((r) => ({
      id: Number(r.id),
      admission_no: String(r.admission_no),
      name: fullName(r.first_name, r.middle_name, r.last_name),
      class_id: Number(r.class_id),
      stream_id: r.stream_id == null ? null : Number(r.stream_id),
    }));
    return c.json(active);
  });

  return routes;
}
