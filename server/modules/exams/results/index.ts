import { deviation, gradeColumns } from '../../../../src/schema/exam-grading';
import type {
  ExamResults,
  MeritRow,
  ResultExam,
  ResultRules,
  ResultSubject,
} from '../../../../src/schema/exam-results';
import type { Db } from '../../../db/database';
import { fieldsRefused, refusal, say } from '../../../errors';
import { groupMeans, subjectAnalysis } from './analysis';
import { bandsFor, computeStudents, ruleFor, type StudentResult } from './compute';
import { type ExamRecord, loadExam, loadMarks, loadSetUp, loadStudents, type SetUp, type StudentRecord } from './load';

const collator = new Intl.Collator('en');

export type { ExamResults, MeritRow } from '../../../../src/schema/exam-results';

export interface ExamResultsOptions {
  readonly examId: number;
  readonly classId?: number;
  /** One stream's rows and analysis; positions in the class are still over the whole class. */
  readonly streamId?: number;
  /** An earlier exam: each student's, subject's, stream's and teacher's deviation from it. */
  readonly compareExamId?: number;
  /** The exams office previews a closed exam before publishing it; everyone else reads published ones. */
  readonly allowClosed?: boolean;
  /** The parts wanted (both by default): the merit list's rows, the subject analysis. */
  readonly include?: { readonly rows?: boolean; readonly analysis?: boolean };
}

const K = 'shule.exams.results';

function readable(exam: ExamRecord, allowClosed: boolean): boolean {
  return exam.status === 'published' || (allowClosed && exam.status === 'closed');
}

const wire = (exam: ExamRecord): ResultExam => ({
  id: exam.id,
  name: exam.name,
  status: exam.status,
  term_id: exam.term_id,
  term: exam.term,
});

/** The class and stream asked for, checked against the school: 400 with the field's message. */
function scopeOf(setUp: SetUp, options: ExamResultsOptions): { classId?: number; streamId?: number } {
  const { classId, streamId } = options;
  if (classId !== undefined && !setUp.classes.has(classId)) throw fieldsRefused({ class_id: say(`${K}.no_class`) });
  if (streamId === undefined) return { classId };
  const stream = setUp.streams.get(streamId);
  if (!stream) throw fieldsRefused({ stream_id: say(`${K}.no_stream`) });
  if (classId !== undefined && stream.class_id !== classId)
    throw fieldsRefused({ stream_id: say(`${K}.stream_class`) });
  return { classId: stream.class_id, streamId };
}

function toRow(r: StudentResult, student: StudentRecord | undefined, setUp: SetUp, previous: number | null): MeritRow {
  const cls = setUp.classes.get(r.class_id);
  const subjects: Record<string, MeritRow['subjects'][string]> = {};
  for (const [id, cell] of r.cells) subjects[String(id)] = { ...cell };
  return {
    student_id: r.student_id,
    admission_no: student?.admission_no ?? '',
    name: student?.name ?? '',
    class_id: r.class_id,
    class_name: cls?.name ?? '',
    level: r.level,
    stream_id: r.stream_id,
    stream_name: r.stream_id === null ? '' : (setUp.streams.get(r.stream_id)?.name ?? ''),
    subjects,
    subjects_sat: r.subjects_sat,
    total_marks: r.total_marks,
    total_points: r.total_points,
    mean_points: r.mean_points,
    mean_grade: r.mean_grade,
    missing: r.missing,
    stream_position: r.stream_position,
    stream_out_of: r.stream_out_of,
    class_position: r.class_position,
    class_out_of: r.class_out_of,
    previous_mean_points: previous,
    deviation: deviation(r.mean_points, previous),
  };
}

/** The exam's subjects, in KNEC code order (English 101 first), named for a column heading. */
function subjectsOf(subjectIds: Iterable<number>, setUp: SetUp): ResultSubject[] {
  return [...new Set(subjectIds)]
    .map((id) => {
      const s = setUp.subjects.get(id);
      const name = s?.name ?? String(id);
      return {
        subject_id: id,
        code: s?.code ?? null,
        name,
        short_name: s?.short_name ?? name.slice(0, 3).toUpperCase(),
        group: s?.group ?? null,
      };
    })
    .sort(
      (a, b) =>
        (a.code ?? '999').localeCompare(b.code ?? '999', undefined, { numeric: true }) || a.name.localeCompare(b.name),
    );
}

/**
 * An exam's results: the merit list (every student who sat it, in class order), the subject
 * analysis and the class and stream means. Only a published exam (or, for the exams office, a
 * closed one): anything else is refused, 404 for another school's or no exam, 409 for one not ready.
 */
export async function examResults(db: Db, branchId: number, options: ExamResultsOptions): Promise<ExamResults> {
  const allowClosed = options.allowClosed ?? false;
  const include = { rows: options.include?.rows ?? true, analysis: options.include?.analysis ?? true };
  const [found, setUp] = await Promise.all([loadExam(db, branchId, options.examId), loadSetUp(db, branchId)]);
  if (!found) throw refusal(404, say(`${K}.no_exam`, { id: options.examId }));
  const { exam, papers } = found;
  if (!readable(exam, allowClosed))
    throw refusal(
      409,
      say(exam.status === 'open' && allowClosed ? `${K}.still_open` : `${K}.not_published`, { name: exam.name }),
    );
  const { classId, streamId } = scopeOf(setUp, options);
  let compare: Awaited<ReturnType<typeof loadExam>>;
  if (options.compareExamId !== undefined) {
    if (options.compareExamId === exam.id) throw fieldsRefused({ compare_exam_id: say(`${K}.compare_same`) });
    compare = await loadExam(db, branchId, options.compareExamId);
    if (!compare) throw fieldsRefused({ compare_exam_id: say(`${K}.no_compare`) });
    if (!readable(compare.exam, allowClosed)) throw fieldsRefused({ compare_exam_id: say(`${K}.compare_unpublished`) });
  }
  const everyone = computeStudents(papers, await loadMarks(db, branchId, exam.id, { classId }), setUp);
  const shown = streamId === undefined ? everyone : everyone.filter((r) => r.stream_id === streamId);
  const ids = shown.map((r) => r.student_id);
  const wanted = new Set(ids);
  // The compared exam of the same students: for a class, just theirs; for the school, all of it.
  const previous = compare
    ? computeStudents(
        compare.papers,
        await loadMarks(db, branchId, compare.exam.id, classId === undefined ? {} : { studentIds: ids }),
        setUp,
        { rank: false },
      ).filter((r) => wanted.has(r.student_id))
    : null;
  const students = include.rows ? await loadStudents(db, branchId, ids) : new Map<number, StudentRecord>();
  const previousMean = new Map(previous?.map((r) => [r.student_id, r.mean_points]) ?? []);
  const subjects = subjectsOf(
    papers.map((p) => p.subject_id),
    setUp,
  );
  const rows = (include.rows ? shown : [])
    .map((r) => toRow(r, students.get(r.student_id), setUp, previousMean.get(r.student_id) ?? null))
    .sort(
      (a, b) =>
        collator.compare(a.class_name, b.class_name) ||
        (a.class_position ?? Infinity) - (b.class_position ?? Infinity) ||
        collator.compare(a.name, b.name),
    );
  const levels = [...new Set(shown.map((r) => r.level))].sort((a, b) => a - b);
  const rules: ResultRules[] = levels.map((level) => ruleFor(setUp, level));
  return {
    exam: wire(exam),
    compare: compare ? wire(compare.exam) : null,
    subjects,
    grade_columns: [...new Set(levels.flatMap((level) => gradeColumns(bandsFor(setUp, level, null))))],
    rules,
    rows,
    analysis: include.analysis ? subjectAnalysis(subjects, shown, previous, setUp) : [],
    ...groupMeans(shown, previous, setUp),
  };
}
