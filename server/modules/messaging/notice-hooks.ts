import type { AppContext } from '../../context';
import type { Hook, HookTable } from '../../engine/hooks';
import { attachmentLines, checkAttachments } from './newsletter-files';
import { onPublish } from './newsletter-publish';
import { cleanRichTextFields } from './rich-text';

/** beforeSave of a new notice: who posted it, by name as staff know each other (else the username). */
const postedBy: Hook = async ({ db, user, action, data, system }) => {
  if (action !== 'create' || system) return;
  const row = await db.selectFrom('users').select(['name']).where('id', '=', user.id).executeTakeFirst();
  const name = typeof row?.name === 'string' && row.name.trim() !== '' ? row.name.trim() : user.username;
  data.posted_by = name.slice(0, 80);
};

/** validate: attachment lines may name only files uploaded for newsletters in this school. */
const attachmentsOfNewsletters: Hook = async ({ db, user, data }) => {
  if (!Array.isArray(data.attachments)) return;
  await checkAttachments(db, user.branchId, attachmentLines(data));
};

/**
 * Notices' and newsletters' rules on the generic writes. `env` gives PUBLIC_URL, the origin of the
 * newsletters' public links when the server is told it (newsletter-publish.ts).
 */
export function noticeHooks(ctx: AppContext, env: NodeJS.ProcessEnv = process.env): HookTable {
  return {
    notices: { validate: [cleanRichTextFields], beforeSave: [postedBy] },
    newsletters: {
      validate: [cleanRichTextFields, attachmentsOfNewsletters],
      onSubmit: [onPublish(ctx, env.PUBLIC_URL || undefined)],
    },
  };
}
