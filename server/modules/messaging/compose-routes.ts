import { Hono } from 'hono';
import { z } from 'zod';
import { smsMessages } from '../../../src/schema/messaging';
import type { SmsComposeRequest } from '../../../src/schema/sms-compose';
import { requireAccess } from '../../auth/require-access';
import type { AppContext, AppEnv } from '../../context';
import { jsonObject } from '../../crud/routes';
import { inBranch } from '../../crud/scope';
import { type FieldCode, refusal, say } from '../../errors';
import type { ModuleServices } from '../module';
import { wakeSenders } from './sender-wake';
import { MAX_MESSAGE, previewSms, sendComposed, type SmsTo } from './service';

/** Chosen students at once: a school's whole roll, not more. */
export const MAX_STUDENTS = 5000;
/** Characters of the typed-numbers box: some 10,000 numbers. */
export const MAX_NUMBERS_TEXT = 200_000;

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A form's empty choice (null) is the same as leaving it out. */
const absent = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? undefined);

const audienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all_students') }),
  z.object({ kind: z.literal('class'), class_id: id }),
  z.object({ kind: z.literal('stream'), stream_id: id }),
  z.object({ kind: z.literal('hostel'), hostel_id: id }),
  z.object({ kind: z.literal('boarders') }),
  z.object({ kind: z.literal('day_scholars') }),
  z.object({
    kind: z.literal('balance_above'),
    amount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    class_id: absent(id),
  }),
  z.object({ kind: z.literal('students'), student_ids: z.array(id).min(1).max(MAX_STUDENTS) }),
  z.object({ kind: z.literal('teachers') }),
  z.object({ kind: z.literal('staff') }),
  z.object({ kind: z.literal('department'), department_id: id }),
  z.object({ kind: z.literal('numbers'), numbers: z.string().max(MAX_NUMBERS_TEXT) }),
]);

const composeSchema = z.object({
  audience: audienceSchema,
  guardians: absent(z.enum(['primary', 'all'])),
  message: z.string().max(MAX_MESSAGE),
  template_id: absent(id),
  send_at: absent(z.string().max(40)),
});

/** The field a problem is shown beside on /newsms: the typed numbers have their own box. */
const fieldOf = (path: readonly PropertyKey[]): string =>
  path[0] === 'audience' ? (path[1] === 'numbers' ? 'numbers' : 'audience') : String(path[0] ?? 'audience');

/** A zod issue as the house's coded field message. */
function codeOf(issue: z.core.$ZodIssue): FieldCode {
  const last = issue.path[issue.path.length - 1];
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return say('shule.validation.required');
      if (issue.expected === 'string') return say('shule.validation.not_text');
      if (issue.expected === 'array') return say('shule.validation.not_list');
      return typeof last === 'string' && last.endsWith('_id')
        ? say('shule.validation.invalid_reference')
        : say('shule.validation.not_a_number');
    case 'too_big':
      if (last === 'student_ids') return say('shule.messaging.compose.too_many_students', { max: MAX_STUDENTS });
      if (issue.origin === 'string') return say('shule.validation.too_long', { max: Number(issue.maximum) });
      return say('shule.validation.too_big', { max: Number(issue.maximum) });
    case 'too_small':
      if (last === 'student_ids') return say('shule.messaging.compose.unknown_audience');
      return say('shule.validation.too_small', { min: Number(issue.minimum) });
    case 'invalid_union':
    case 'invalid_value':
      return issue.path[0] === 'guardians'
        ? say('shule.validation.invalid_choice', { choices: 'primary, all' })
        : say('shule.messaging.compose.unknown_audience');
    default:
      return say('shule.validation.invalid');
  }
}

/** The body checked: 400 with each field's problem (an unknown audience kind, a class id that is not a number…). */
export function parseCompose(body: unknown): SmsComposeRequest {
  const parsed = composeSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields: Record<string, FieldCode> = {};
  for (const issue of parsed.error.issues) fields[fieldOf(issue.path)] ??= codeOf(issue);
  throw refusal(400, say('shule.errors.fields'), fields);
}

const toOf = (request: SmsComposeRequest): SmsTo => ({ audience: request.audience, guardians: request.guardians });

/**
 * /newsms's API at /api/messaging, for those who may send SMS (ROLE_Send_Custom_sms, ROLE_All):
 * POST /sms/preview answers what a send would do (SmsPreview), writing nothing; POST /sms/send
 * queues it as one batch (201, SmsSendAnswer). Both take SmsComposeRequest (src/schema/sms-compose.ts).
 */
export function composeRoutes(ctx: AppContext, _services: ModuleServices): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const mayText = requireAccess({ resource: smsMessages, action: 'write' });

  routes.post('/sms/preview', mayText, async (c) => {
    const user = c.get('user');
    const request = parseCompose(await jsonObject(c));
    return c.json(await inBranch(ctx, user, 'read', (db) => previewSms(db, user, toOf(request), request.message)));
  });

  routes.post('/sms/send', mayText, async (c) => {
    const user = c.get('user');
    const request = parseCompose(await jsonObject(c));
    const answer = await inBranch(ctx, user, 'write', (db) =>
      sendComposed(db, user, {
        to: toOf(request),
        message: request.message,
        sendAt: request.send_at,
        templateId: request.template_id,
        source: 'compose',
      }),
    );
    wakeSenders(); // committed now: the sender need not wait for its next poll
    return c.json(answer, 201);
  });

  return routes;
}
