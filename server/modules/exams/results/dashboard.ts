import type { DashboardStudent, ExamDashboard, MeritRow, TrendPoint } from '../../../../src/schema/exam-results';
import type { Db } from '../../../db/database';
import { groupMeans } from './analysis';
import { computeStudents } from './compute';
import { examResults } from './index';
import { loadExam, loadMarks, loadSetUp, type SetUp } from './load';

/** How many published exams the trend goes back over: a school year's CATs, mid-terms and end-terms. */
const TREND_EXAMS = 8;
const BEST_PER_CLASS = 3;
const IMPROVED = 10;

const EMPTY: ExamDashboard = {
  exam: null,
  previous: null,
  overall: null,
  classes: [],
  streams: [],
  grade_columns: [],
  best: [],
  improved: [],
  subjects: [],
  trend: [],
};

/** The published exams, latest first: by their term's opening date, then the order they were set. */
async function publishedExams(db: Db, branchId: number) {
  const rows = await db
    .selectFrom('exams as e')
    .leftJoin('terms as t', 't.id', 'e.term_id')
    .select(['e.id', 'e.name', 't.start_date'])
    .where('e.branch_id', '=', branchId)
    .where('e.status', '=', 'published')
    .orderBy('t.start_date', 'desc')
    .orderBy('e.id', 'desc')
    .limit(TREND_EXAMS)
    .execute();
  return rows.map((r) => Number(r.id));
}

const student = (r: MeritRow): DashboardStudent => ({
  student_id: r.student_id,
  admission_no: r.admission_no,
  name: r.name,
  class_name: r.class_name,
  stream_name: r.stream_name,
  mean_points: r.mean_points,
  mean_grade: r.mean_grade,
  class_position: r.class_position,
  class_out_of: r.class_out_of,
  deviation: r.deviation,
});

/** One exam's school and class means, by the same computation as its results. */
async function trendPoint(db: Db, branchId: number, examId: number, setUp: SetUp): Promise<TrendPoint | undefined> {
  const found = await loadExam(db, branchId, examId);
  if (!found) return undefined;
  const results = computeStudents(found.papers, await loadMarks(db, branchId, examId), setUp, { rank: false });
  const { classes, overall } = groupMeans(results, null, setUp);
  return {
    exam_id: examId,
    exam: found.exam.name,
    term: found.exam.term,
    mean_points: overall.mean_points,
    classes: Object.fromEntries(classes.map((c) => [c.name, c.mean_points])),
  };
}

/**
 * The exam dashboard: the latest published exam's class and stream means, its grade distribution,
 * the best students of each class, the most improved since the exam before it, subject means, and
 * the school's and each class's mean over the last published exams.
 */
export async function examDashboard(db: Db, branchId: number): Promise<ExamDashboard> {
  const exams = await publishedExams(db, branchId);
  if (exams.length === 0) return EMPTY;
  const [latest, before] = exams;
  const results = await examResults(db, branchId, { examId: latest, compareExamId: before });
  const setUp = await loadSetUp(db, branchId);
  const trend: TrendPoint[] = [];
  for (const id of [...exams].reverse()) {
    const point =
      id === latest
        ? {
            exam_id: id,
            exam: results.exam.name,
            term: results.exam.term,
            mean_points: results.overall.mean_points,
            classes: Object.fromEntries(results.classes.map((c) => [c.name, c.mean_points])),
          }
        : await trendPoint(db, branchId, id, setUp);
    if (point) trend.push(point);
  }
  const best = results.rows.filter((r) => r.class_position !== null && r.class_position <= BEST_PER_CLASS);
  const improved = results.rows
    .filter((r) => r.deviation !== null && r.deviation > 0)
    .sort((a, b) => (b.deviation ?? 0) - (a.deviation ?? 0) || a.name.localeCompare(b.name))
    .slice(0, IMPROVED);
  return {
    exam: results.exam,
    previous: results.compare,
    overall: results.overall,
    classes: results.classes,
    streams: results.streams,
    grade_columns: results.grade_columns,
    best: best.map(student),
    improved: improved.map(student),
    subjects: results.analysis.map(({ by_stream: _s, by_teacher: _t, ...subject }) => subject),
    trend,
  };
}
