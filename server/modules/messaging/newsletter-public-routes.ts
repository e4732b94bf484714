import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../context';
import { newsletters } from '../../../src/schema/messaging';
import { fromRow } from '../../crud/serialize';
import type { Row } from '../../db/database';
import { refusal, say } from '../../errors';
import type { ModuleServices } from '../module';
import { serveUpload } from '../uploads/serve';
import { attachmentLines, attachmentRow, storedPdf, uploadIdOf } from './newsletter-files';

const TOKEN = /^[A-Za-z0-9_-]{22}$/;
const unknownLink = () => refusal(404, say('shule.messaging.notices.no_newsletter'));

/**
 * A published newsletter's public link, sent to parents by SMS: no sign-in (parents have none);
 * the unguessable token in the path is the proof, and anything else (a draft, a made-up token) is
 * a 404 that says nothing more. Mounted at /api/messaging.
 */
export function newsletterPublicRoutes(ctx: AppContext, _services: ModuleServices): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  /** The published newsletter of a token, with its lines, from any school (the token says which). */
  const published = async (token: string): Promise<Row> => {
    if (!TOKEN.test(token)) throw unknownLink();
    const { db } = ctx.database;
    const row = await db
      .selectFrom('newsletters')
      .select(['id', 'branch_id', 'issue_date'])
      .where('public_token', '=', token)
      .where('status', '=', 'published')
      .executeTakeFirst();
    if (!row) throw unknownLink();
    const lines = await db
      .selectFrom('newsletters_attachments')
      .select(['upload_id', 'caption'])
      .where('parent_id', '=', Number(row.id))
      .orderBy('position')
      .execute();
    return { ...fromRow(newsletters, row), attachments: lines };
  };

  routes.get('/newsletters/public/:token', async (c) => {
    const newsletter = await published(c.req.param('token'));
    const pdf = await storedPdf(ctx.database.db, Number(newsletter.branch_id), Number(newsletter.id));
    if (!pdf) throw unknownLink();
    c.header('X-Robots-Tag', 'noindex');
    return serveUpload(c, ctx, pdf);
  });

  routes.get('/newsletters/public/:token/attachments/:n', async (c) => {
    const newsletter = await published(c.req.param('token'));
    const n = Number(c.req.param('n'));
    const line = Number.isSafeInteger(n) && n >= 1 ? attachmentLines(newsletter)[n - 1] : undefined;
    const file =
      line && (await attachmentRow(ctx.database.db, Number(newsletter.branch_id), uploadIdOf(line.upload_id)));
    if (!file) throw unknownLink();
    c.header('X-Robots-Tag', 'noindex');
    return serveUpload(c, ctx, file);
  });

  return routes;
}
