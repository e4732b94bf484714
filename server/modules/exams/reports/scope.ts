import type { MeritRow } from '../../../../src/schema/exam-results';
import type { Db } from '../../../db/database';
import { fieldsRefused, refusal, say } from '../../../errors';
import { type Sitting, sittingOf } from './sittings';

const K = 'shule.exams.reports';

/** Whose report forms: one student, a class or a stream (the /grades page's choice). */
export type ReportScope = { readonly studentId: number } | { readonly classId: number } | { readonly streamId: number };

/** The scope, resolved to the class whose results hold it (positions are the class's). */
export interface ResolvedScope {
  readonly exam: Sitting;
  readonly classId: number;
  readonly streamId: number | null;
  readonly studentId: number | null;
}

/**
 * The exam and the class a request reads, checked in the user's branch: 404 for an exam or student
 * the branch does not have, 409 for an exam not yet published (report forms print published
 * results only), 400 naming the field for a class or stream that is not the school's.
 */
export async function resolveScope(
  db: Db,
  branchId: number,
  examId: number,
  scope: ReportScope,
): Promise<ResolvedScope> {
  const exam = await sittingOf(db, branchId, examId);
  if (!exam) throw refusal(404, say(`${K}.no_exam`, { id: examId }));
  if (exam.status !== 'published') throw refusal(409, say(`${K}.not_published`, { name: exam.name }));
  if ('studentId' in scope) {
    const mark = await db
      .selectFrom('marks')
      .select(['class_id', 'stream_id'])
      .where('branch_id', '=', branchId)
      .where('exam_id', '=', examId)
      .where('student_id', '=', scope.studentId)
      .executeTakeFirst();
    if (!mark) throw refusal(404, say(`${K}.no_results`, { name: exam.name }));
    return {
      exam,
      classId: Number(mark.class_id),
      streamId: mark.stream_id === null ? null : Number(mark.stream_id),
      studentId: scope.studentId,
    };
  }
  if ('streamId' in scope) {
    const stream = await db
      .selectFrom('streams')
      .select('class_id')
      .where('branch_id', '=', branchId)
      .where('id', '=', scope.streamId)
      .executeTakeFirst();
    if (!stream) throw fieldsRefused({ stream_id: say(`${K}.no_stream`) });
    return { exam, classId: Number(stream.class_id), streamId: scope.streamId, studentId: null };
  }
  const found = await db
    .selectFrom('classes')
    .select('id')
    .where('branch_id', '=', branchId)
    .where('id', '=', scope.classId)
    .executeTakeFirst();
  if (!found) throw fieldsRefused({ class_id: say(`${K}.no_class`) });
  return { exam, classId: scope.classId, streamId: null, studentId: null };
}

/**
 * The scope's rows of the class's results, in merit order: a class by class position, a stream by
 * stream position, unranked students last by name.
 */
export function rowsInScope(rows: readonly MeritRow[], scope: ResolvedScope): MeritRow[] {
  const position = (r: MeritRow) => (scope.streamId === null ? r.class_position : r.stream_position) ?? Infinity;
  return rows
    .filter((r) => r.class_id === scope.classId)
    .filter((r) => scope.streamId === null || r.stream_id === scope.streamId)
    .filter((r) => scope.studentId === null || r.student_id === scope.studentId)
    .sort((a, b) => position(a) - position(b) || a.name.localeCompare(b.name));
}
