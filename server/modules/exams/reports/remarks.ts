import type { Db } from '../../../db/database';

/** The remark bank by author and mean grade: what a report form says unless a student has their own. */
export interface RemarkBank {
  readonly class_teacher: ReadonlyMap<string, string>;
  readonly principal: ReadonlyMap<string, string>;
}

/** A student's own remarks on one exam's report form (report_remarks), over the bank's. */
export interface OwnRemarks {
  readonly id: number;
  readonly class_teacher_remark: string | null;
  readonly principal_remark: string | null;
}

const text = (value: unknown): string | null =>
  value === null || value === undefined || String(value).trim() === '' ? null : String(value);

export async function remarkBank(db: Db, branchId: number): Promise<RemarkBank> {
  const rows = await db
    .selectFrom('remarks')
    .select(['author', 'grade', 'text'])
    .where('branch_id', '=', branchId)
    .execute();
  const of = (author: string) =>
    new Map(rows.filter((r) => r.author === author).map((r) => [String(r.grade).trim(), String(r.text)]));
  return { class_teacher: of('class_teacher'), principal: of('principal') };
}

/** The students' own remarks on this exam, by student. */
export async function ownRemarks(
  db: Db,
  branchId: number,
  examId: number,
  studentIds: readonly number[],
): Promise<Map<number, OwnRemarks>> {
  const out = new Map<number, OwnRemarks>();
  for (let i = 0; i < studentIds.length; i += 500) {
    const rows = await db
      .selectFrom('report_remarks')
      .select(['id', 'student_id', 'class_teacher_remark', 'principal_remark'])
      .where('branch_id', '=', branchId)
      .where('exam_id', '=', examId)
      .where('student_id', 'in', studentIds.slice(i, i + 500))
      .execute();
    for (const r of rows)
      out.set(Number(r.student_id), {
        id: Number(r.id),
        class_teacher_remark: text(r.class_teacher_remark),
        principal_remark: text(r.principal_remark),
      });
  }
  return out;
}

/** What prints: the student's own remark where there is one, else the bank's for the mean grade. */
export function remarksFor(bank: RemarkBank, grade: string | null, own: OwnRemarks | undefined) {
  return {
    class_teacher: own?.class_teacher_remark ?? (grade ? (bank.class_teacher.get(grade) ?? null) : null),
    principal: own?.principal_remark ?? (grade ? (bank.principal.get(grade) ?? null) : null),
  };
}

/**
 * A subject's one-word comment from its points, as Kenyan report forms print it: the KCSE
 * scale's Excellent to Poor, and the competency levels by name (EE2 is still "exceeding").
 */
export function subjectComment(grade: string, points: number | null, maxPoints: number): string | null {
  if (grade === 'X') return 'Absent';
  if (points === null) return null;
  if (maxPoints <= 8) {
    const level = grade.slice(0, 2);
    const names: Record<string, string> = {
      EE: 'Exceeding expectations',
      ME: 'Meeting expectations',
      AE: 'Approaching expectations',
      BE: 'Below expectations',
    };
    if (names[level]) return names[level];
  }
  const share = points / maxPoints;
  if (share >= 0.9) return 'Excellent';
  if (share >= 0.72) return 'Very good';
  if (share >= 0.55) return 'Good';
  if (share >= 0.4) return 'Fair';
  if (share >= 0.25) return 'Weak';
  return 'Poor';
}

/** "David Kiprop" → "D.K.": the initials a report form prints beside a subject. */
export const initialsOf = (name: string | null | undefined): string | null => {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return words.length === 0 ? null : `${words.map((w) => w[0].toUpperCase()).join('.')}.`;
};
