import { Hono } from 'hono';
import { EXAM_ADMINS } from '../../../../src/schema/exam-roles';
import { requireAccess } from '../../../auth/require-access';
import type { AppContext, AppEnv } from '../../../context';
import { jsonObject } from '../../../crud/routes';
import { inBranch } from '../../../crud/scope';
import { fieldsRefused, say } from '../../../errors';
import { wakeSenders } from '../../messaging/sender-wake';
import { parseResultsSms, previewResultsSms, sendResultsSms } from './plan';

const examIdOf = (value: string): number => {
  if (!/^[1-9]\d{0,14}$/.test(value)) throw fieldsRefused({ id: say('shule.exams.reports.whole_number') });
  return Number(value);
};

/**
 * Results by SMS (/api/exams/{id}/results-sms/...): the preview /newsms shows (recipients, parts,
 * cost, sample texts) and the send, one batch queued through messaging for its worker to send.
 * The exams office only; a published exam only; the user's branch only.
 */
export function resultsSmsRoutes(ctx: AppContext): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const office = requireAccess({ roles: EXAM_ADMINS });

  routes.post('/:id/results-sms/preview', office, async (c) => {
    const user = c.get('user');
    const examId = examIdOf(c.req.param('id'));
    const request = parseResultsSms(await jsonObject(c));
    return c.json(await inBranch(ctx, user, 'read', (db) => previewResultsSms(db, user, examId, request)));
  });

  routes.post('/:id/results-sms/send', office, async (c) => {
    const user = c.get('user');
    const examId = examIdOf(c.req.param('id'));
    const request = parseResultsSms(await jsonObject(c));
    const answer = await inBranch(ctx, user, 'write', (db) => sendResultsSms(db, user, examId, request));
    // The outbox is written and committed: the sender may take it now rather than at its next poll.
    wakeSenders();
    return c.json(answer, 201);
  });

  return routes;
}
