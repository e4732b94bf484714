import { Hono } from 'hono';
import { type AnyResource, canAccess } from '../../../src/schema';
import { leaveouts, students, transfers } from '../../../src/schema/admissions';
import type { AppContext, AppEnv, SessionUser } from '../../context';
import { parseId, type Repository } from '../../crud/repository';
import { inBranch } from '../../crud/scope';
import { readableColumns } from '../../crud/serialize';
import type { Row } from '../../db/database';
import { badRequest, forbidden, notFound } from '../../errors';
import { certificateData, certificatePdf } from './certificate';
import { promote } from './promotion';
import { register } from './registration';

export interface Standing {
  readonly suspended: boolean;
  readonly suspension: Row | null;
  readonly onLeave: boolean;
  readonly leaveout: Row | null;
}

async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  const value: unknown = await request.json().catch(() => undefined);
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw badRequest('The body must be a JSON object');
  return value as Record<string, unknown>;
}

function mayRead(user: SessionUser, resource: AnyResource): void {
  if (!canAccess(user.roles, resource.access, 'read'))
    throw forbidden(`You do not have permission to view ${resource.label.toLowerCase()}`);
}

/** Today in the server's time zone (a school's day, not UTC's), or ?date=YYYY-MM-DD. */
function dayOf(raw: string | undefined): string {
  if (raw === undefined) return new Date().toLocaleDateString('en-CA');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw)) throw badRequest('date must be YYYY-MM-DD', { date: 'Invalid date' });
  return raw;
}

/** The admissions behaviour that is not generic CRUD: the wizard's finish, promotion, standing, certificates. */
export function admissionRoutes(ctx: AppContext, repository: Repository): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post('/registration', async (c) =>
    c.json(await register(ctx, repository, c.get('user'), await jsonBody(c.req.raw)), 201),
  );

  routes.post('/students/promote', async (c) => {
    const { ids } = await jsonBody(c.req.raw);
    return c.json(await promote(ctx, repository, c.get('user'), ids));
  });

  routes.get('/students/:id/standing', async (c) => {
    const user = c.get('user');
    mayRead(user, students);
    const id = parseId(c.req.param('id'));
    const day = dayOf(c.req.query('date'));
    const current = await inBranch(ctx, user, 'read', async (db) => {
      const student = await db
        .selectFrom('students')
        .select('id')
        .where('id', '=', id)
        .where('branch_id', '=', user.branchId)
        .executeTakeFirst();
      if (!student) throw notFound(`No student with id ${id}`);
      return db
        .selectFrom('leaveouts')
        .select(readableColumns(leaveouts))
        .where('branch_id', '=', user.branchId)
        .where('student_id', '=', id)
        .where('from_date', '<=', day)
        .where('to_date', '>=', day)
        .orderBy('from_date', 'desc')
        .orderBy('id', 'desc')
        .execute();
    });
    const suspension = current.find((l) => l.kind === 'suspension') ?? null;
    const leaveout = current.find((l) => l.kind === 'leave_out') ?? null;
    const standing: Standing = { suspended: suspension !== null, suspension, onLeave: leaveout !== null, leaveout };
    return c.json(standing);
  });

  routes.get('/transfers/:id/certificate', async (c) => {
    const user = c.get('user');
    mayRead(user, transfers);
    const id = parseId(c.req.param('id'));
    const data = await inBranch(ctx, user, 'read', (db) => certificateData(db, user.branchId, id));
    const pdf = await certificatePdf(data);
    const name = `leaving-certificate-${data.certificateNo.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
    return new Response(new Uint8Array(pdf), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${name}"`,
        'content-length': String(pdf.length),
      },
    });
  });

  return routes;
}
