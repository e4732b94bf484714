import { z } from 'zod';
import type { ResultsSmsAnswer, ResultsSmsPreview } from '../../../../src/schema/exams-reports';
import { englishText } from '../../../../src/schema';
import type { SessionUser } from '../../../context';
import type { Db } from '../../../db/database';
import { fieldsRefused, refusal, say } from '../../../errors';
import { previewSms, queueSms, type SmsTo } from '../../messaging/service';
import { examResults } from '../results';
import { type ReportScope, resolveScope, rowsInScope } from '../reports/scope';
import { examLabel, resultTemplate, resultText, type SmsLanguage } from './text';

const K = 'shule.exams.results_sms';
/** A whole school's roll at most, as /newsms takes. */
export const MAX_TEXTED = 5000;

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const absent = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? undefined);

const requestSchema = z.object({
  class_id: absent(id),
  stream_id: absent(id),
  guardians: absent(z.enum(['primary', 'all'])),
  language: absent(z.enum(['en', 'sw'])),
});

export interface ResultsSmsRequest {
  readonly scope: ReportScope;
  readonly guardians: 'primary' | 'all';
  readonly language: SmsLanguage;
}

/** The body checked: exactly one of class_id and stream_id; 400 naming the field otherwise. */
export function parseResultsSms(body: unknown): ResultsSmsRequest {
  const parsed = requestSchema.safeParse(body);
  if (!parsed.success) {
    const fields: Record<string, ReturnType<typeof say>> = {};
    for (const issue of parsed.error.issues)
      fields[String(issue.path[0] ?? 'class_id')] ??= say('shule.validation.invalid');
    throw fieldsRefused(fields);
  }
  const { class_id: classId, stream_id: streamId } = parsed.data;
  if ((classId === undefined) === (streamId === undefined))
    throw fieldsRefused({
      [classId === undefined ? 'class_id' : 'stream_id']: say('shule.exams.reports.choose_group'),
    });
  return {
    scope: classId !== undefined ? { classId } : { streamId: streamId as number },
    guardians: parsed.data.guardians ?? 'primary',
    language: parsed.data.language ?? 'en',
  };
}

/**
 * Each student's own message, from the exam's published results (examResults: never recomputed):
 * students with a mean grade, in merit order; those without one are counted as skipped.
 */
async function plan(db: Db, user: SessionUser, examId: number, request: ResultsSmsRequest) {
  const scope = await resolveScope(db, user.branchId, examId, request.scope);
  const results = await examResults(db, user.branchId, { examId, classId: scope.classId });
  const rows = rowsInScope(results.rows, scope);
  const texted = rows.filter((r) => r.mean_grade !== null && r.mean_points !== null);
  if (texted.length > MAX_TEXTED) throw fieldsRefused({ class_id: say(`${K}.too_many`, { max: MAX_TEXTED }) });
  const students = new Map<number, { first_name: unknown; last_name: unknown; fee_balance: unknown }>();
  for (let i = 0; i < texted.length; i += 500) {
    const part = texted.slice(i, i + 500).map((r) => r.student_id);
    const found = await db
      .selectFrom('students')
      .select(['id', 'first_name', 'last_name', 'fee_balance'])
      .where('branch_id', '=', user.branchId)
      .where('id', 'in', part)
      .execute();
    for (const s of found) students.set(Number(s.id), s);
  }
  const within = scope.streamId === null ? 'class' : 'stream';
  const exam = examLabel(scope.exam.name, scope.exam.term, scope.exam.year);
  const messages = new Map(
    texted.map((r) => {
      const s = students.get(r.student_id);
      const name = s ? [s.first_name, s.last_name].filter(Boolean).join(' ') : r.name;
      const text = resultText(
        {
          name,
          exam,
          mean_grade: r.mean_grade as string,
          mean_points: r.mean_points as number,
          position: within === 'class' ? r.class_position : r.stream_position,
          out_of: within === 'class' ? r.class_out_of : r.stream_out_of,
          within,
          balance: s?.fee_balance === null || s?.fee_balance === undefined ? null : Number(s.fee_balance),
        },
        request.language,
      );
      return [r.student_id, text] as const;
    }),
  );
  const group = [rows[0]?.class_name, within === 'stream' ? rows[0]?.stream_name : null].filter(Boolean).join(' ');
  return {
    to: { students: texted.map((r) => r.student_id), guardians: request.guardians } satisfies SmsTo,
    messages,
    template: resultTemplate(exam, within, request.language),
    audience: englishText(say(`${K}.audience`, { exam, group })),
    students: texted.length,
    skipped: rows.length - texted.length,
  };
}

/** What sending would do, writing nothing: messaging's preview of each student's own text. */
export async function previewResultsSms(
  db: Db,
  user: SessionUser,
  examId: number,
  request: ResultsSmsRequest,
): Promise<ResultsSmsPreview> {
  const p = await plan(db, user, examId, request);
  const preview = await previewSms(db, user, p.to, p.template, p.messages);
  return { ...preview, students: p.students, skipped: p.skipped };
}

/**
 * Queues the results as one batch in /sms (source 'exams') through messaging's queueSms, in the
 * caller's transaction; the messaging worker sends them, or keeps them in the outbox when the
 * school has no gateway. 400 when no student of the group has a mean grade to send.
 */
export async function sendResultsSms(
  db: Db,
  user: SessionUser,
  examId: number,
  request: ResultsSmsRequest,
): Promise<ResultsSmsAnswer> {
  const p = await plan(db, user, examId, request);
  if (p.students === 0) throw refusal(400, say('shule.errors.fields'), { class_id: say(`${K}.nobody`) });
  const queued = await queueSms(db, user, {
    to: p.to,
    message: p.template,
    studentMessages: p.messages,
    source: 'exams',
    audience: p.audience,
  });
  return { ...queued, students: p.students, skipped: p.skipped };
}
