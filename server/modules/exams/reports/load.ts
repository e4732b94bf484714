import type { ExamResults, MeritRow, ResultSubject } from '../../../../src/schema/exam-results';
import type { Db } from '../../../db/database';
import { examResults } from '../results';
import { bandsFor } from '../results/compute';
import { loadSetUp, type SetUp } from '../results/load';
import { feeLinesOf } from './fees';
import type { GradingKeyBand, ReportFormData, ReportSubjectLine } from './form-data';
import { initialsOf, ownRemarks, remarkBank, remarksFor, subjectComment } from './remarks';
import { type ReportScope, type ResolvedScope, resolveScope, rowsInScope } from './scope';
import { sittingLabels, yearSoFar } from './sittings';

const MAX_POINTS = { kcse: 12, cbe4: 4, cbe8: 8 } as const;

/** How many of the class sat each subject (not absent): a subject position's "out of". */
function entriesOf(rows: readonly MeritRow[]): Map<string, number> {
  const entries = new Map<string, number>();
  for (const row of rows)
    for (const [id, cell] of Object.entries(row.subjects))
      if (cell.score !== 'absent') entries.set(id, (entries.get(id) ?? 0) + 1);
  return entries;
}

function subjectLines(
  row: MeritRow,
  subjects: readonly ResultSubject[],
  entries: ReadonlyMap<string, number>,
  setUp: SetUp,
  maxPoints: number,
): ReportSubjectLine[] {
  return subjects.flatMap((s) => {
    const cell = row.subjects[String(s.subject_id)];
    if (!cell) return [];
    const absent = cell.score === 'absent';
    const teacher = row.stream_id === null ? undefined : setUp.teachers.get(`${row.stream_id}:${s.subject_id}`);
    return [
      {
        subject: s.name,
        code: s.code,
        score: absent ? null : (cell.score as number),
        absent,
        grade: absent ? null : cell.grade,
        points: cell.points,
        position:
          cell.class_position === null
            ? null
            : { position: cell.class_position, out_of: entries.get(String(s.subject_id)) ?? 0 },
        teacher_initials: initialsOf(teacher?.name),
        remark: subjectComment(cell.grade, cell.points, maxPoints),
      },
    ];
  });
}

async function coloursOf(db: Db, branchId: number): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('report_colours')
    .select(['grade', 'colour'])
    .where('branch_id', '=', branchId)
    .execute();
  return new Map(rows.map((r) => [String(r.grade).trim(), String(r.colour)]));
}

async function datesOf(db: Db, branchId: number, termId: number | null) {
  if (termId === null) return { closing: null, opening: null };
  const row = await db
    .selectFrom('report_dates')
    .select(['closing_date', 'opening_date'])
    .where('branch_id', '=', branchId)
    .where('term_id', '=', termId)
    .executeTakeFirst();
  const iso = (v: unknown) =>
    v === null || v === undefined ? null : (v instanceof Date ? v.toISOString() : String(v)).slice(0, 10);
  return { closing: iso(row?.closing_date), opening: iso(row?.opening_date) };
}

/** The principal's name from the school's settings, for the principal's line. */
async function principalOf(db: Db, branchId: number): Promise<string | null> {
  const row = await db.selectFrom('branches').select('principal_name').where('id', '=', branchId).executeTakeFirst();
  const name = row?.principal_name === null || row?.principal_name === undefined ? '' : String(row.principal_name);
  return name.trim() === '' ? null : name.trim();
}

/** Each stream's class teacher as the report form prints them ("Mary Otieno"), by stream id. */
async function classTeachersOf(db: Db, branchId: number, classId: number): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('streams as s')
    .innerJoin('employees as e', 'e.id', 's.class_teacher_id')
    .select(['s.id', 'e.first_name', 'e.last_name'])
    .where('s.branch_id', '=', branchId)
    .where('s.class_id', '=', classId)
    .execute();
  return new Map(rows.map((r) => [Number(r.id), `${String(r.first_name)} ${String(r.last_name)}`.trim()]));
}

/** Every exam of the year so far with the class's results, the previous one compared. */
async function resultsOver(db: Db, branchId: number, scope: ResolvedScope) {
  const sittings = await yearSoFar(db, branchId, scope.exam, scope.classId);
  const previous = sittings.length > 1 ? sittings[sittings.length - 2] : null;
  const [current, ...earlier] = await Promise.all([
    examResults(db, branchId, { examId: scope.exam.id, classId: scope.classId, compareExamId: previous?.id }),
    ...sittings.slice(0, -1).map((s) => examResults(db, branchId, { examId: s.id, classId: scope.classId })),
  ]);
  const labels = sittingLabels(sittings);
  const means = earlier.map((r) => new Map(r.rows.map((row) => [row.student_id, row])));
  return { current, previous, labels, means };
}

/**
 * The report forms of a student, a class or a stream for a published exam, in merit order, read
 * from examResults (never recomputed) and what else a form prints: the year's earlier exams, the
 * remark bank and the students' own remarks, the term's dates, the report colours and the fee
 * lines finance keeps.
 */
export async function loadReportForms(
  db: Db,
  branchId: number,
  examId: number,
  request: ReportScope,
): Promise<{ scope: ResolvedScope; results: ExamResults; forms: ReportFormData[] }> {
  const scope = await resolveScope(db, branchId, examId, request);
  const [{ current, previous, labels, means }, setUp, bank, colours, dates, classTeachers, principal] =
    await Promise.all([
      resultsOver(db, branchId, scope),
      loadSetUp(db, branchId),
      remarkBank(db, branchId),
      coloursOf(db, branchId),
      datesOf(db, branchId, scope.exam.term_id),
      classTeachersOf(db, branchId, scope.classId),
      principalOf(db, branchId),
    ]);
  const rows = rowsInScope(current.rows, scope);
  const ids = rows.map((r) => r.student_id);
  const [own, fees] = await Promise.all([
    ownRemarks(db, branchId, examId, ids),
    feeLinesOf(
      db,
      branchId,
      rows.map((r) => ({ id: r.student_id, class_id: r.class_id })),
      scope.exam.year === null ? null : { year: scope.exam.year, term: scope.exam.term },
    ),
  ]);
  const entries = entriesOf(current.rows.filter((r) => r.class_id === scope.classId));
  const forms = rows.map((row): ReportFormData => {
    const family = current.rules.find((r) => r.level === row.level)?.family ?? 'kcse';
    const maxPoints = MAX_POINTS[family];
    const key: GradingKeyBand[] = [...bandsFor(setUp, row.level, null)]
      .sort((a, b) => b.points - a.points)
      .map((b) => ({ ...b, colour: colours.get(b.grade) ?? null }));
    const trend = [...means.map((m) => m.get(row.student_id)?.mean_points ?? null), row.mean_points].flatMap(
      (mean, i) => (mean === null ? [] : [{ label: labels[i], mean_points: mean }]),
    );
    return {
      student: {
        id: row.student_id,
        name: row.name,
        admission_no: row.admission_no || null,
        class_name: row.class_name || null,
        stream_name: row.stream_name || null,
      },
      exam: { name: current.exam.name, term: current.exam.term },
      subjects: subjectLines(row, current.subjects, entries, setUp, maxPoints),
      total_marks: row.total_marks,
      subjects_taken: row.subjects_sat,
      total_points: row.total_points,
      mean_points: row.mean_points,
      mean_grade: row.mean_grade,
      max_points: maxPoints,
      stream_position:
        row.stream_position === null ? null : { position: row.stream_position, out_of: row.stream_out_of },
      class_position: row.class_position === null ? null : { position: row.class_position, out_of: row.class_out_of },
      previous:
        previous && row.previous_mean_points !== null && row.deviation !== null
          ? {
              exam: labels[labels.length - 2],
              mean_points: row.previous_mean_points,
              mean_grade: means[means.length - 1]?.get(row.student_id)?.mean_grade ?? null,
              deviation: row.deviation,
            }
          : null,
      trend,
      remarks: {
        ...remarksFor(bank, row.mean_grade, own.get(row.student_id)),
        class_teacher_name: row.stream_id === null ? null : (classTeachers.get(row.stream_id) ?? null),
        principal_name: principal,
      },
      dates,
      fees: fees.get(row.student_id) ?? null,
      grading_key: key,
    };
  });
  return { scope, results: current, forms };
}
