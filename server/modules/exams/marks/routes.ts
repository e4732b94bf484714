import { Hono } from 'hono';
import { EXAM_ANALYSTS } from '../../../../src/schema/exam-roles';
import { requireAccess } from '../../../auth/require-access';
import type { AppContext, AppEnv } from '../../../context';
import { parseId } from '../../../crud/repository';
import { jsonObject } from '../../../crud/routes';
import { inBranch } from '../../../crud/scope';
import { fieldsRefused, say } from '../../../errors';
import { examProgress, mySubjects } from './progress';
import { saveSheet } from './save';
import { readSheet, type SheetKey } from './sheet';

const idOrNull = (value: string | undefined): number | null => {
  const n = Number(value);
  return value !== undefined && Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * Mark entry (/api/exams/...): a class-subject's sheet of an exam (read, and replace while the exam
 * is open), the exam's progress, and the signed-in teacher's class-subjects. Exam analysts pass
 * the guard; a teacher's boundary (their own class-subjects) is checked by the sheet itself.
 */
export function marksRoutes(ctx: AppContext): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const guard = requireAccess({ roles: EXAM_ANALYSTS });

  const keyOf = (c: { req: { param(name: string): string | undefined; query(name: string): string | undefined } }) => {
    const streamId = idOrNull(c.req.query('stream_id'));
    const subjectId = idOrNull(c.req.query('subject_id'));
    if (streamId === null || subjectId === null)
      throw fieldsRefused({
        ...(streamId === null ? { stream_id: say('shule.exams.marks.choose_sheet') } : {}),
        ...(subjectId === null ? { subject_id: say('shule.exams.marks.choose_sheet') } : {}),
      });
    return { examId: parseId(c.req.param('id') ?? ''), streamId, subjectId } satisfies SheetKey;
  };

  routes.get('/my-subjects', guard, async (c) => {
    const user = c.get('user');
    return c.json(await inBranch(ctx, user, 'read', (db) => mySubjects(db, user)));
  });

  routes.get('/:id/progress', guard, async (c) => {
    const user = c.get('user');
    const id = parseId(c.req.param('id'));
    return c.json(await inBranch(ctx, user, 'read', (db) => examProgress(db, user, id)));
  });

  routes.get('/:id/sheet', guard, async (c) => {
    const user = c.get('user');
    const key = keyOf(c);
    return c.json(await inBranch(ctx, user, 'read', (db) => readSheet(db, user, key)));
  });

  routes.put('/:id/sheet', guard, async (c) => {
    const user = c.get('user');
    const key = keyOf(c);
    const body = await jsonObject(c);
    const saved = await inBranch(ctx, user, 'write', (db) => saveSheet(db, user, key, body.rows));
    const sheet = await inBranch(ctx, user, 'read', (db) => readSheet(db, user, key));
    return c.json({ ...saved, sheet });
  });

  return routes;
}
