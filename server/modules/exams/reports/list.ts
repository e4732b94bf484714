import type { ReportFormList } from '../../../../src/schema/exams-reports';
import type { Db } from '../../../db/database';
import { examResults } from '../results';
import { ownRemarks, remarkBank, remarksFor } from './remarks';
import { type ReportScope, resolveScope, rowsInScope } from './scope';

/**
 * The report form panel's list: the class's or stream's students in merit order, each with their
 * mean grade and position, their own remarks and the bank's remarks that print without them.
 */
export async function reportFormList(
  db: Db,
  branchId: number,
  examId: number,
  request: ReportScope,
): Promise<ReportFormList> {
  const scope = await resolveScope(db, branchId, examId, request);
  const [results, bank] = await Promise.all([
    examResults(db, branchId, { examId, classId: scope.classId }),
    remarkBank(db, branchId),
  ]);
  const rows = rowsInScope(results.rows, scope);
  const own = await ownRemarks(
    db,
    branchId,
    examId,
    rows.map((r) => r.student_id),
  );
  const inStream = scope.streamId !== null;
  return {
    exam: { id: results.exam.id, name: results.exam.name, term: results.exam.term },
    students: rows.map((r) => {
      const mine = own.get(r.student_id);
      const banked = remarksFor(bank, r.mean_grade, undefined);
      return {
        student_id: r.student_id,
        admission_no: r.admission_no,
        name: r.name,
        stream_name: r.stream_name,
        mean_points: r.mean_points,
        mean_grade: r.mean_grade,
        position: inStream ? r.stream_position : r.class_position,
        out_of: inStream ? r.stream_out_of : r.class_out_of,
        remark_id: mine?.id ?? null,
        class_teacher_remark: mine?.class_teacher_remark ?? null,
        principal_remark: mine?.principal_remark ?? null,
        bank_class_teacher_remark: banked.class_teacher,
        bank_principal_remark: banked.principal,
      };
    }),
  };
}
