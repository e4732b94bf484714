import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { MiddlewareHandler } from 'hono';
import { englishText, getResource } from '../../../src/schema';
import type { AppContext } from '../../context';
import { writeAudit } from '../../crud/audit';
import type { Hook } from '../../engine/hooks';
import { say } from '../../errors';
import { newStoredFile } from '../uploads/storage';
import { PDF_OWNER } from './newsletter-files';
import { newsletterPdf } from './newsletter-pdf';
import { queueSms } from './service';

/**
 * Publishing a newsletter (the `publish` action, kind submit; the record is locked from then on):
 * its PDF on the letterhead is rendered once and kept as an upload, so the copy parents open is
 * the one published and thousands of taps on the SMS link cost no rendering; it gets an
 * unguessable public token; and, when asked, every active student's primary guardian is texted
 * through the messaging engine (queueSms) with the link. All of it runs in the action's
 * transaction: a failure undoes the publishing (the stored file alone may stay behind).
 *
 * The link's origin: PUBLIC_URL when the server is told it (behind a proxy, or with the app on
 * another origin). Otherwise the origin of the page that asked to publish: a hook sees no request,
 * so the messaging router (mounted before the generic routes) notes it for the publish request
 * only, in `publishOrigin`, and the hook reads it from there.
 */
const requestOrigin = new AsyncLocalStorage<string>();

/** Middleware on POST /api/newsletters/:id/publish: the origin the school's staff use, for the hook. */
export const publishOrigin: MiddlewareHandler = (c, next) => {
  const header = c.req.header('origin');
  const origin = header && /^https?:\/\/[^/\s]+$/i.test(header) ? header : new URL(c.req.url).origin;
  return requestOrigin.run(origin, next);
};

export const PUBLIC_PATH = '/api/messaging/newsletters/public';

/** The public link of a token, from PUBLIC_URL or the publishing request's origin. */
export function publicLink(token: string, publicUrl: string | undefined): string {
  const origin = (publicUrl?.trim() || requestOrigin.getStore() || 'http://localhost:8080').replace(/\/+$/, '');
  return `${origin}${PUBLIC_PATH}/${token}`;
}

/** 128 random bits, URL-safe: 22 characters, short enough for an SMS, never guessed. */
export const newToken = (): string => randomBytes(16).toString('base64url');

export function onPublish(ctx: AppContext, publicUrl: string | undefined): Hook {
  return async ({ db, user, writer, resource, record, input, action }) => {
    if (action !== 'publish' || !record) return;
    const id = Number(record.id);
    const token = newToken();
    const link = publicLink(token, publicUrl);
    const publishedAt = new Date();

    let announced = 0;
    if (input?.announce === true) {
      // Braces would read as placeholders to the SMS engine: a title prints as it is, without them.
      const title = String(record.title ?? '').replace(/[{}]/g, '');
      const typed = typeof input.sms_text === 'string' ? input.sms_text.trim() : '';
      const text = typed || englishText(say('shule.messaging.notices.default_sms', { title }));
      const queued = await queueSms(db, user, {
        to: { audience: { kind: 'all_students' }, guardians: 'primary' },
        message: `${text} ${link}`,
        source: 'newsletters',
        audience: englishText(say('shule.messaging.notices.sms_audience', { title })),
      });
      announced = queued.queued;
    }

    const pdf = await newsletterPdf(db, user.branchId, { ...record, published_at: publishedAt.toISOString() }, ctx, {
      publicLink: link,
      printedAt: publishedAt,
    });
    const stored = newStoredFile(ctx, user.branchId);
    await fs.promises.writeFile(stored.absolute, pdf);
    const values = {
      branch_id: user.branchId,
      owner_type: PDF_OWNER,
      owner_id: id,
      field: 'pdf',
      mime: 'application/pdf',
      size: pdf.length,
      original_name: `newsletter-${String(record.issue_date ?? id)}.pdf`,
      path: stored.relative,
      created_at: publishedAt.toISOString(),
      created_by: user.id,
    };
    const inserted = await db.insertInto('uploads').values(values).returning('id').executeTakeFirstOrThrow();
    await writeAudit(db, user, 'create', 'uploads', Number(inserted.id), {
      file: { after: { owner_type: PDF_OWNER, owner_id: id, size: pdf.length } },
    });

    // Read-only fields, set by the engine: a system write, audited like any other.
    await writer.update(
      db,
      user,
      getResource(resource.name) ?? resource,
      id,
      { published_at: publishedAt.toISOString(), public_token: token, announced },
      { system: true },
    );
  };
}
