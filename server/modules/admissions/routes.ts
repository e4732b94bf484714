import { Hono } from 'hono';
import { leaveouts, students, transfers } from '../../../src/schema/admissions';
import { requireAccess } from '../../auth/require-access';
import type { AppContext, AppEnv } from '../../context';
import { parseId, type Repository } from '../../crud/repository';
import { jsonObject } from '../../crud/routes';
import { inBranch } from '../../crud/scope';
import { readableColumns } from '../../crud/serialize';
import type { Row } from '../../db/database';
import type { Writer } from '../../engine/writer';
import { refusal, say } from '../../errors';
import { certificateData, certificatePdf } from './certificate';
import { likelyDuplicates, parseProbe } from './duplicates';
import { previewPromotion, promote } from './promotion';
import { undoPromotion } from './promotion-batch';

export interface Standing {
  readonly suspended: boolean;
  readonly suspension: Row | null;
  readonly onLeave: boolean;
  readonly leaveout: Row | null;
}

/** Today in the server's time zone (a school's day, not UTC's), or ?date=YYYY-MM-DD. */
function dayOf(raw: string | undefined): string {
  if (raw === undefined) return new Date().toLocaleDateString('en-CA');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw))
    throw refusal(400, say('shule.admissions.errors.date_format'), {
      date: say('shule.admissions.errors.invalid_date'),
    });
  return raw;
}

/** The admissions behaviour that is not generic CRUD, at /api/admissions: promotion, duplicates, standing, certificates. */
export function admissionRoutes(ctx: AppContext, repository: Repository, writer: Writer): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post('/students/promote', requireAccess({ resource: students, action: 'write' }), async (c) => {
    const { ids } = await jsonObject(c);
    return c.json(await promote(ctx, writer, c.get('user'), ids));
  });

  routes.post('/students/promote/preview', requireAccess({ resource: students, action: 'write' }), async (c) => {
    const { ids } = await jsonObject(c);
    return c.json(await previewPromotion(ctx, c.get('user'), ids));
  });

  routes.post('/students/promotions/:batch/undo', requireAccess({ resource: students, action: 'write' }), async (c) =>
    c.json(await undoPromotion(ctx, writer, c.get('user'), c.req.param('batch'))),
  );

  // A POST, not a GET: names, dates of birth and phones stay out of URLs and access logs.
  routes.post('/students/likely-duplicates', requireAccess({ resource: students, action: 'read' }), async (c) => {
    const user = c.get('user');
    const probe = parseProbe(await jsonObject(c));
    const matches = await inBranch(ctx, user, 'read', (db) => likelyDuplicates(db, user.branchId, probe));
    return c.json({ matches });
  });

  routes.get('/students/:id/standing', requireAccess({ resource: students, action: 'read' }), async (c) => {
    const user = c.get('user');
    const id = parseId(c.req.param('id'));
    const day = dayOf(c.req.query('date'));
    const current = await inBranch(ctx, user, 'read', async (db) => {
      await repository.writer.load(db, user, students, id);
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

  routes.get('/transfers/:id/certificate', requireAccess({ resource: transfers, action: 'read' }), async (c) => {
    const user = c.get('user');
    const id = parseId(c.req.param('id'));
    const data = await inBranch(ctx, user, 'read', (db) => certificateData(db, user.branchId, id, ctx));
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
