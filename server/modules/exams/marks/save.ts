import type { Coded } from '../../../../src/schema';
import { readMarkCell } from '../../../../src/schema/exams-mark-cell';
import type { SheetRowInput, SheetSaved } from '../../../../src/schema/exams-marks-api';
import type { SessionUser } from '../../../context';
import type { Db } from '../../../db/database';
import { bulkInsert, writeStamps } from '../../../db/bulk-insert';
import { fieldsRefused, say } from '../../../errors';
import { assertOpen } from './scope';
import { openSheet, type SheetKey, streamStudents } from './sheet';

interface Cell {
  readonly student_id: number;
  readonly paper: number;
  readonly mark: number | null;
  readonly absent: boolean;
}

/**
 * Reads the grid's rows into cells, every problem keyed by `rows.<i>.marks.<paper>` (or the row)
 * so the grid marks the very cell; nothing is written while any cell is wrong.
 */
export function readRows(
  input: unknown,
  papers: readonly { paper: number; out_of: number }[],
  students: ReadonlyMap<number, unknown>,
  subject: string,
  stream: string,
): { cells: Cell[]; cleared: { student_id: number; paper: number }[] } {
  if (!Array.isArray(input)) throw fieldsRefused({ rows: say('shule.exams.marks.rows_list') });
  const errors: Record<string, Coded> = {};
  const cells: Cell[] = [];
  const cleared: { student_id: number; paper: number }[] = [];
  const seen = new Set<number>();
  const outOf = new Map(papers.map((p) => [String(p.paper), p.out_of]));
  (input as SheetRowInput[]).forEach((row, i) => {
    const studentId = Number(row?.student_id);
    if (!students.has(studentId)) {
      errors[`rows.${i}.student_id`] = say('shule.exams.marks.not_in_stream', { stream });
      return;
    }
    if (seen.has(studentId)) errors[`rows.${i}.student_id`] = say('shule.exams.marks.row_twice');
    seen.add(studentId);
    const given = row.marks && typeof row.marks === 'object' ? row.marks : {};
    for (const [paper, value] of Object.entries(given)) {
      const max = outOf.get(paper);
      if (max === undefined) {
        errors[`rows.${i}.marks.${paper}`] = say('shule.exams.marks.unknown_paper', { paper, subject });
        continue;
      }
      const cell = readMarkCell(value, max);
      if (cell.kind === 'error')
        errors[`rows.${i}.marks.${paper}`] = say(`shule.exams.marks.${cell.code}`, {
          mark: String(value),
          out_of: max,
        });
      else if (cell.kind === 'empty') cleared.push({ student_id: studentId, paper: Number(paper) });
      else
        cells.push({
          student_id: studentId,
          paper: Number(paper),
          mark: cell.kind === 'mark' ? cell.value : null,
          absent: cell.kind === 'absent',
        });
    }
  });
  if (Object.keys(errors).length > 0) throw fieldsRefused(errors);
  return { cells, cleared };
}

/**
 * PUT a sheet: the rows sent replace those students' marks of this subject in this exam (an empty
 * cell removes a mark; students not sent are left as they are). Only changed marks are written,
 * new ones in one bulk insert, each change audited, all in the caller's transaction.
 */
export async function saveSheet(db: Db, user: SessionUser, key: SheetKey, rows: unknown): Promise<SheetSaved> {
  const { exam, stream, subject, papers } = await openSheet(db, user, key);
  assertOpen(exam);
  const students = new Map((await streamStudents(db, user.branchId, stream.id)).map((s) => [s.id, s]));
  const { cells, cleared } = readRows(
    rows,
    papers,
    students,
    String(subject.name),
    `${stream.class_name} ${stream.name}`,
  );
  const touched = [...new Set([...cells, ...cleared].map((c) => c.student_id))];
  const stored = touched.length
    ? await db
        .selectFrom('marks')
        .select(['id', 'student_id', 'paper', 'mark', 'absent'])
        .where('exam_id', '=', exam.id)
        .where('subject_id', '=', key.subjectId)
        .where('student_id', 'in', touched)
        .execute()
    : [];
  const storedBy = new Map(stored.map((m) => [`${m.student_id}/${m.paper}`, m]));
  const now = new Date().toISOString();
  const audits: { action: string; id: number; changes: Record<string, unknown> }[] = [];
  const inserts: Cell[] = [];
  for (const cell of cells) {
    const old = storedBy.get(`${cell.student_id}/${cell.paper}`);
    if (!old) {
      inserts.push(cell);
      continue;
    }
    const oldMark = old.mark === null ? null : Number(old.mark);
    const oldAbsent = old.absent === true || Number(old.absent) === 1;
    if (oldMark === cell.mark && oldAbsent === cell.absent) continue;
    await db
      .updateTable('marks')
      .set({ mark: cell.mark, absent: cell.absent, entered_by: user.id, updated_at: now, updated_by: user.id })
      .where('id', '=', Number(old.id))
      .execute();
    audits.push({
      action: 'update',
      id: Number(old.id),
      changes: {
        ...(oldMark !== cell.mark ? { mark: { before: oldMark, after: cell.mark } } : {}),
        ...(oldAbsent !== cell.absent ? { absent: { before: oldAbsent, after: cell.absent } } : {}),
      },
    });
  }
  const removed = cleared.flatMap((c) => {
    const old = storedBy.get(`${c.student_id}/${c.paper}`);
    return old ? [old] : [];
  });
  if (removed.length > 0) {
    await db
      .deleteFrom('marks')
      .where(
        'id',
        'in',
        removed.map((m) => Number(m.id)),
      )
      .execute();
    for (const m of removed)
      audits.push({
        action: 'delete',
        id: Number(m.id),
        changes: describe(
          m.student_id,
          key.subjectId,
          m.paper,
          m.mark === null ? null : Number(m.mark),
          Boolean(m.absent),
          true,
        ),
      });
  }
  if (inserts.length > 0) {
    const added = await insertMarks(db, user, now, exam.id, key.subjectId, stream, students, inserts);
    inserts.forEach((c, i) =>
      audits.push({
        action: 'create',
        id: Number(added[i]?.id),
        changes: describe(c.student_id, key.subjectId, c.paper, c.mark, c.absent, false),
      }),
    );
  }
  await auditMany(db, user, now, audits);
  return {
    created: inserts.length,
    updated: audits.filter((a) => a.action === 'update').length,
    deleted: removed.length,
  };
}

export async function insertMarks(
  db: Db,
  user: { id: number; branchId: number },
  now: string,
  examId: number,
  subjectId: number,
  stream: { id: number },
  students: ReadonlyMap<number, { class_id: number }>,
  cells: readonly Cell[],
) {
  return bulkInsert(db, {
    table: 'marks',
    columns: [
      ['student_id', 'bigint'],
      ['paper', 'bigint'],
      ['mark', 'double precision'],
      ['absent', 'boolean'],
      ['class_id', 'bigint'],
    ],
    rows: cells.map((c) => [c.student_id, c.paper, c.mark, c.absent, students.get(c.student_id)?.class_id ?? null]),
    shared: {
      ...writeStamps(user, now),
      exam_id: ['bigint', examId],
      subject_id: ['bigint', subjectId],
      stream_id: ['bigint', stream.id],
      entered_by: ['bigint', user.id],
    },
    returning: ['id'],
  });
}

function describe(
  student: unknown,
  subject: number,
  paper: unknown,
  mark: number | null,
  absent: boolean,
  gone: boolean,
) {
  const side = (value: unknown) => (gone ? { before: value } : { after: value });
  return {
    student_id: side(Number(student)),
    subject_id: side(subject),
    paper: side(Number(paper)),
    ...(mark === null ? {} : { mark: side(mark) }),
    ...(absent ? { absent: side(true) } : {}),
  };
}

/** One audit row per changed mark, in one statement: a class's 60 marks are 60 rows, not 60 trips. */
async function auditMany(
  db: Db,
  user: SessionUser,
  now: string,
  audits: readonly { action: string; id: number; changes: Record<string, unknown> }[],
): Promise<void> {
  for (let i = 0; i < audits.length; i += 500)
    await db
      .insertInto('audit_log')
      .values(
        audits.slice(i, i + 500).map((a) => ({
          branch_id: user.branchId,
          user_id: user.id,
          username: user.username,
          action: a.action,
          resource: 'marks',
          record_id: String(a.id),
          changes: JSON.stringify(a.changes),
          at: now,
        })),
      )
      .execute();
}
