import type { Db } from '../../../db/database';

/** An exam as the report form's progress and chart see it: in the order the year's exams were sat. */
export interface Sitting {
  readonly id: number;
  readonly name: string;
  readonly status: string;
  readonly term_id: number | null;
  readonly year: number | null;
  readonly term: string;
  readonly classes: readonly number[];
}

const listOf = (value: unknown): number[] => {
  const parsed: unknown = typeof value === 'string' && value !== '' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed.map(Number) : [];
};

/** The exam's own record with its term, or undefined for none in this branch. */
export async function sittingOf(db: Db, branchId: number, examId: number): Promise<Sitting | undefined> {
  const row = await db
    .selectFrom('exams as e')
    .leftJoin('terms as t', 't.id', 'e.term_id')
    .select(['e.id', 'e.name', 'e.status', 'e.term_id', 'e.classes', 't.term', 't.academic_year'])
    .where('e.branch_id', '=', branchId)
    .where('e.id', '=', examId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: Number(row.id),
    name: String(row.name),
    status: String(row.status),
    term_id: row.term_id === null ? null : Number(row.term_id),
    year: row.academic_year === null || row.academic_year === undefined ? null : Number(row.academic_year),
    term: row.term === null || row.term === undefined ? '' : String(row.term),
    classes: listOf(row.classes),
  };
}

/**
 * The published exams of the exam's academic year that the class sat, up to and including this
 * one, in the order they were sat: by term, then as they were set (an exam has no date of its
 * own, and the office sets CAT 1 before the mid-term). The last but one is the previous exam.
 */
export async function yearSoFar(db: Db, branchId: number, exam: Sitting, classId: number): Promise<Sitting[]> {
  if (exam.year === null) return [exam];
  const rows = await db
    .selectFrom('exams as e')
    .innerJoin('terms as t', 't.id', 'e.term_id')
    .select(['e.id', 'e.name', 'e.status', 'e.term_id', 'e.classes', 't.term', 't.academic_year', 't.start_date'])
    .where('e.branch_id', '=', branchId)
    .where('t.academic_year', '=', exam.year)
    .where('e.status', '=', 'published')
    .orderBy('t.start_date')
    .orderBy('e.id')
    .execute();
  const sittings: Sitting[] = rows
    .map((r) => ({
      id: Number(r.id),
      name: String(r.name),
      status: String(r.status),
      term_id: Number(r.term_id),
      year: Number(r.academic_year),
      term: String(r.term),
      classes: listOf(r.classes),
    }))
    .filter((s) => s.id === exam.id || s.classes.includes(classId));
  const at = sittings.findIndex((s) => s.id === exam.id);
  return at < 0 ? [...sittings, exam] : sittings.slice(0, at + 1);
}

/** The chart's label for an exam: its name, with its term when the year's exams span terms. */
export function sittingLabels(sittings: readonly Sitting[]): string[] {
  const terms = new Set(sittings.map((s) => s.term));
  return sittings.map((s) => (terms.size > 1 && s.term ? `${s.name} T${s.term}` : s.name));
}
