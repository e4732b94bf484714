import type { GradeBand, GradingFamily, GradingSystemLike, MeanRule } from '../../../../src/schema/exam-grading';
import { sql } from 'kysely';
import type { Db, Row } from '../../../db/database';

/**
 * What an exam's results are computed from, read in a handful of queries: the marks (one query,
 * the bulk), their students (one), and the small set-up tables. Everything after this is done in
 * memory (compute.ts), so 2,000 students × 11 subjects is two scans, not a query per student.
 */

export interface ExamRecord {
  readonly id: number;
  readonly name: string;
  readonly status: string;
  readonly term_id: number | null;
  readonly term: string;
  readonly classes: readonly number[];
}

export interface PaperRecord {
  readonly subject_id: number;
  readonly paper: number;
  readonly out_of: number;
  readonly weight: number;
}

export interface StudentRecord {
  readonly id: number;
  readonly admission_no: string;
  readonly name: string;
}

export interface SubjectRecord {
  readonly id: number;
  readonly code: string | null;
  readonly name: string;
  readonly short_name: string | null;
  readonly group: number | null;
}

export interface LevelRule {
  readonly level: number;
  readonly rule: MeanRule;
  readonly subjects_counted: number;
  readonly family: GradingFamily;
  readonly rank_missing: boolean;
  readonly rank_by: 'mean_points' | 'total_marks';
}

export interface SetUp {
  readonly subjects: ReadonlyMap<number, SubjectRecord>;
  readonly classes: ReadonlyMap<number, { readonly name: string; readonly level: number }>;
  readonly streams: ReadonlyMap<number, { readonly name: string; readonly class_id: number }>;
  readonly systems: readonly GradingSystemLike[];
  readonly rules: ReadonlyMap<number, LevelRule>;
  /** `${stream_id}:${subject_id}` → the teacher who takes it. */
  readonly teachers: ReadonlyMap<string, { readonly id: number; readonly name: string }>;
}

const num = (v: unknown): number => Number(v);
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const fullName = (r: Row, keys: readonly string[]) =>
  keys
    .map((k) => str(r[k]).trim())
    .filter(Boolean)
    .join(' ');

function listOf(value: unknown): number[] {
  const parsed: unknown = typeof value === 'string' && value !== '' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed.map(Number) : [];
}

/** An exam of the branch with its term's name and papers; undefined when there is none. */
export async function loadExam(
  db: Db,
  branchId: number,
  examId: number,
): Promise<{ exam: ExamRecord; papers: PaperRecord[] } | undefined> {
  const row = await db
    .selectFrom('exams as e')
    .leftJoin('terms as t', 't.id', 'e.term_id')
    .select(['e.id', 'e.name', 'e.status', 'e.term_id', 'e.classes', 't.term', 't.academic_year'])
    .where('e.branch_id', '=', branchId)
    .where('e.id', '=', examId)
    .executeTakeFirst();
  if (!row) return undefined;
  const papers = await db
    .selectFrom('exams_papers')
    .select(['subject_id', 'paper', 'out_of', 'weight'])
    .where('branch_id', '=', branchId)
    .where('parent_id', '=', examId)
    .orderBy('position')
    .execute();
  return {
    exam: {
      id: num(row.id),
      name: str(row.name),
      status: str(row.status),
      term_id: numOrNull(row.term_id),
      term: row.term ? `Term ${str(row.term)} ${str(row.academic_year)}` : '',
      classes: listOf(row.classes),
    },
    papers: papers.map((p) => ({
      subject_id: num(p.subject_id),
      paper: num(p.paper),
      out_of: num(p.out_of),
      weight: num(p.weight),
    })),
  };
}

/** One student's marks in an exam: by subject, by paper, a mark or 'absent'. */
export interface SatRecord {
  readonly student_id: number;
  /** The class and stream the marks were entered under (the student's at the time). */
  readonly class_id: number;
  readonly stream_id: number | null;
  readonly marks: ReadonlyMap<number, ReadonlyMap<number, number | 'absent'>>;
}

export interface MarkScope {
  readonly classId?: number;
  /** Only these students (a compared exam: the students of the results). */
  readonly studentIds?: readonly number[];
}

/** Parameters a statement may carry at once on both engines, with room to spare. */
const CHUNK = 5000;

function parseMarks(text: string): Map<number, Map<number, number | 'absent'>> {
  const bySubject = new Map<number, Map<number, number | 'absent'>>();
  for (const item of text.split(',')) {
    const [subject, paper, mark] = item.split(':');
    if (mark === '') continue;
    const id = Number(subject);
    let papers = bySubject.get(id);
    if (!papers) bySubject.set(id, (papers = new Map()));
    papers.set(Number(paper), mark === 'X' ? 'absent' : Number(mark));
  }
  return bySubject;
}

/**
 * An exam's marks, one row per student: the database strings each student's marks together
 * ("subject:paper:mark,..."), so 26,000 marks of 2,000 students cross as 2,000 rows. string_agg is
 * PostgreSQL's and SQLite's (3.44 on) alike.
 */
export async function loadMarks(db: Db, branchId: number, examId: number, scope: MarkScope = {}): Promise<SatRecord[]> {
  const query = (ids?: readonly number[]) =>
    sql<{ student_id: unknown; class_id: unknown; stream_id: unknown; marks: string | null }>`
      select student_id, min(class_id) as class_id, min(stream_id) as stream_id,
        string_agg(cast(subject_id as text) || ':' || cast(paper as text) || ':' ||
          (case when absent then 'X' else coalesce(cast(mark as text), '') end), ',') as marks
      from marks
      where branch_id = ${branchId} and exam_id = ${examId}
        ${scope.classId === undefined ? sql`` : sql`and class_id = ${scope.classId}`}
        ${ids === undefined ? sql`` : sql`and student_id in (${sql.join(ids)})`}
      group by student_id`.execute(db);
  const ids = scope.studentIds;
  const results =
    ids === undefined
      ? [await query()]
      : await (async () => {
          const out = [];
          for (let i = 0; i < ids.length; i += CHUNK) out.push(await query(ids.slice(i, i + CHUNK)));
          return out;
        })();
  return results.flatMap((r) =>
    r.rows.map((row) => ({
      student_id: num(row.student_id),
      class_id: num(row.class_id),
      stream_id: numOrNull(row.stream_id),
      marks: parseMarks(row.marks ?? ''),
    })),
  );
}

/** The students who sat an exam: admission number and name. */
export async function loadStudents(
  db: Db,
  branchId: number,
  ids: readonly number[],
): Promise<Map<number, StudentRecord>> {
  const out = new Map<number, StudentRecord>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const students = await db
      .selectFrom('students')
      .select(['id', 'admission_no', 'first_name', 'middle_name', 'last_name'])
      .where('branch_id', '=', branchId)
      .where('id', 'in', ids.slice(i, i + CHUNK))
      .execute();
    for (const s of students)
      out.set(num(s.id), {
        id: num(s.id),
        admission_no: str(s.admission_no),
        name: fullName(s, ['first_name', 'middle_name', 'last_name']),
      });
  }
  return out;
}

/** The school's subjects, classes, streams, grading systems, mean-grade rules and subject teachers. */
export async function loadSetUp(db: Db, branchId: number): Promise<SetUp> {
  const [subjects, classes, streams, systems, bands, rules, teaching] = await Promise.all([
    db
      .selectFrom('courses as c')
      .leftJoin('subject_groups as g', 'g.id', 'c.subject_group_id')
      .select(['c.id', 'c.code', 'c.name', 'c.short_name', 'g.number as group_number'])
      .where('c.branch_id', '=', branchId)
      .execute(),
    db.selectFrom('classes').select(['id', 'name', 'level']).where('branch_id', '=', branchId).execute(),
    db.selectFrom('streams').select(['id', 'name', 'class_id']).where('branch_id', '=', branchId).execute(),
    db
      .selectFrom('grading_systems')
      .select(['id', 'family', 'subject_id', 'level'])
      .where('branch_id', '=', branchId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('grading_systems_bands')
      .select(['parent_id', 'grade', 'points', 'min_mark', 'max_mark'])
      .where('branch_id', '=', branchId)
      .orderBy('position')
      .execute(),
    db.selectFrom('required_subjects').selectAll().where('branch_id', '=', branchId).execute(),
    db
      .selectFrom('class_subjects as cs')
      .leftJoin('employees as e', 'e.id', 'cs.teacher_id')
      .select(['cs.stream_id', 'cs.subject_id', 'cs.teacher_id', 'e.first_name', 'e.last_name'])
      .where('cs.branch_id', '=', branchId)
      .where('cs.teacher_id', 'is not', null)
      .execute(),
  ]);
  const bandsOf = new Map<number, GradeBand[]>();
  for (const b of bands) {
    const list = bandsOf.get(num(b.parent_id)) ?? [];
    list.push({ grade: str(b.grade), points: num(b.points), min_mark: num(b.min_mark), max_mark: num(b.max_mark) });
    bandsOf.set(num(b.parent_id), list);
  }
  return {
    subjects: new Map(
      subjects.map((s) => [
        num(s.id),
        {
          id: num(s.id),
          code: s.code === null || s.code === undefined ? null : str(s.code),
          name: str(s.name),
          short_name: s.short_name ? str(s.short_name) : null,
          group: numOrNull(s.group_number),
        },
      ]),
    ),
    classes: new Map(classes.map((c) => [num(c.id), { name: str(c.name), level: num(c.level) }])),
    streams: new Map(streams.map((s) => [num(s.id), { name: str(s.name), class_id: num(s.class_id) }])),
    systems: systems.map((s) => ({
      family: str(s.family) as GradingFamily,
      subject_id: numOrNull(s.subject_id),
      level: numOrNull(s.level),
      bands: bandsOf.get(num(s.id)) ?? [],
    })),
    rules: new Map(
      rules.map((r) => [
        num(r.level),
        {
          level: num(r.level),
          rule: str(r.rule) as MeanRule,
          subjects_counted: num(r.subjects_counted),
          family: str(r.family) as GradingFamily,
          rank_missing: Boolean(r.rank_missing),
          rank_by: str(r.rank_by) === 'total_marks' ? 'total_marks' : 'mean_points',
        },
      ]),
    ),
    teachers: new Map(
      teaching.map((t) => [
        `${num(t.stream_id)}:${num(t.subject_id)}`,
        { id: num(t.teacher_id), name: fullName(t, ['first_name', 'last_name']) },
      ]),
    ),
  };
}
