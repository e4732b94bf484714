import { Hono } from 'hono';
import { newsletters } from '../../../src/schema/messaging';
import { todayAtSchool } from '../../../src/schema/display';
import { requireAccess } from '../../auth/require-access';
import type { AppContext, AppEnv } from '../../context';
import { parseId } from '../../crud/repository';
import { inBranch } from '../../crud/scope';
import { notFound } from '../../errors';
import type { ModuleServices } from '../module';
import { serveUpload } from '../uploads/serve';
import {
  attachmentFiles,
  attachmentLines,
  attachmentRow,
  receiveAttachment,
  storedPdf,
  uploadIdOf,
} from './newsletter-files';
import { newsletterPdf } from './newsletter-pdf';
import { noticesFor } from './notices-mine';

const pdfResponse = (pdf: Buffer, name: string) =>
  new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${name}"`,
      'content-length': String(pdf.length),
      'cache-control': 'private',
    },
  });

/**
 * Notices and newsletters for signed-in users, at /api/messaging: the notices meant for the user
 * today (Home), a newsletter's PDF (the published copy, or a preview of a draft), and the files a
 * newsletter attaches (uploaded before the newsletter is saved, named by id in its lines).
 */
export function noticeRoutes(ctx: AppContext, services: ModuleServices): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const read = requireAccess({ resource: newsletters, action: 'read' });
  const write = requireAccess({ resource: newsletters, action: 'write' });

  routes.get('/notices/mine', requireAccess({ signedIn: true }), async (c) => {
    const user = c.get('user');
    return c.json(await inBranch(ctx, user, 'read', (db) => noticesFor(db, user, todayAtSchool())));
  });

  routes.get('/newsletters/:id/pdf', read, async (c) => {
    const user = c.get('user');
    const id = parseId(c.req.param('id'));
    const answer = await inBranch(ctx, user, 'read', async (db) => {
      const record = await services.writer.load(db, user, newsletters, id);
      const stored = await storedPdf(db, user.branchId, id);
      // Published: the copy parents were sent. A draft: a preview, drawn as it stands now.
      if (stored) return { stored, record };
      return { pdf: await newsletterPdf(db, user.branchId, record, ctx), record };
    });
    if (answer.stored) return serveUpload(c, ctx, answer.stored);
    return pdfResponse(answer.pdf as Buffer, `newsletter-${String(answer.record.issue_date ?? id)}.pdf`);
  });

  routes.get('/newsletters/:id/attachments/:n', read, async (c) => {
    const user = c.get('user');
    const id = parseId(c.req.param('id'));
    const n = Number(c.req.param('n'));
    const row = await inBranch(ctx, user, 'read', async (db) => {
      const record = await services.writer.load(db, user, newsletters, id);
      const line = Number.isSafeInteger(n) && n >= 1 ? attachmentLines(record)[n - 1] : undefined;
      return line ? attachmentRow(db, user.branchId, uploadIdOf(line.upload_id)) : undefined;
    });
    if (!row) throw notFound();
    return serveUpload(c, ctx, row);
  });

  routes.post('/newsletter-files', write, async (c) => c.json(await receiveAttachment(c, ctx, c.get('user')), 201));

  // ?ids=3,4: the names, types and sizes of attachment files, for the form and the record page.
  routes.get('/newsletter-files', read, async (c) => {
    const user = c.get('user');
    const ids = (c.req.query('ids') ?? '').split(',').slice(0, 50).map(uploadIdOf).filter(Number.isSafeInteger);
    return c.json(await inBranch(ctx, user, 'read', (db) => attachmentFiles(db, user.branchId, ids)));
  });

  routes.get('/newsletter-files/:id', read, async (c) => {
    const user = c.get('user');
    const id = parseId(c.req.param('id'));
    const row = await inBranch(ctx, user, 'read', (db) => attachmentRow(db, user.branchId, id));
    if (!row) throw notFound();
    return serveUpload(c, ctx, row);
  });

  return routes;
}
