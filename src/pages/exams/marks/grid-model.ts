import { type GradeBand, gradeFor, type PaperMark, subjectScore } from '../../../schema/exam-grading';
import { type MarkCell, readMarkCell, showMarkCell } from '../../../schema/exams-mark-cell';
import type { MarkSheet, SheetRowInput } from '../../../schema/exams-marks-api';

/**
 * The mark grid's state without React: cell texts by row and paper, what each reads as, a row's
 * subject score and grade, paste and keyboard moves. Tested on its own (grid-model.test.ts).
 */
export type Texts = readonly (readonly string[])[];

export const textsOf = (sheet: MarkSheet): string[][] =>
  sheet.students.map((s) =>
    sheet.papers.map((p) => {
      const stored = s.marks[String(p.paper)];
      return stored === undefined ? '' : showMarkCell(stored === 'X' ? null : stored, stored === 'X');
    }),
  );

export const cellOf = (sheet: MarkSheet, texts: Texts, row: number, col: number): MarkCell =>
  readMarkCell(texts[row]?.[col] ?? '', sheet.papers[col].out_of);

/** The row's subject score and grade as results will give them; empty while nothing is entered. */
export function rowResult(
  sheet: MarkSheet,
  texts: Texts,
  row: number,
  bands: readonly GradeBand[],
): { score: number | 'absent' | undefined; grade: string | undefined; invalid: boolean } {
  const cells = sheet.papers.map((_, col) => cellOf(sheet, texts, row, col));
  if (cells.some((c) => c.kind === 'error')) return { score: undefined, grade: undefined, invalid: true };
  const marks: PaperMark[] = cells.map((c) =>
    c.kind === 'mark' ? c.value : c.kind === 'absent' ? 'absent' : undefined,
  );
  const score = subjectScore(sheet.papers, marks);
  return {
    score,
    grade: typeof score === 'number' ? gradeFor(score, bands)?.grade : score === 'absent' ? 'X' : undefined,
    invalid: false,
  };
}

/** The rows whose texts differ from those loaded, as the PUT takes them (an empty text clears). */
export function changedRows(sheet: MarkSheet, loaded: Texts, texts: Texts): SheetRowInput[] {
  return sheet.students.flatMap((s, row) => {
    const marks: Record<string, string> = {};
    sheet.papers.forEach((p, col) => {
      if ((texts[row]?.[col] ?? '') !== (loaded[row]?.[col] ?? '')) marks[String(p.paper)] = texts[row][col].trim();
    });
    return Object.keys(marks).length > 0 ? [{ student_id: s.id, marks }] : [];
  });
}

/**
 * A block copied from a spreadsheet (tabs between cells, a line per row) laid over the grid from
 * the cell pasted into; what falls outside the grid is dropped.
 */
export function pasteBlock(texts: Texts, row: number, col: number, clipboard: string): string[][] {
  const lines = clipboard.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  const next = texts.map((r) => [...r]);
  lines.forEach((line, i) => {
    const target = next[row + i];
    if (!target) return;
    line.split('\t').forEach((value, j) => {
      if (col + j < target.length) target[col + j] = value.trim();
    });
  });
  return next;
}

/** Where a key moves the focus in a grid of rows × cols; undefined for keys the grid leaves alone. */
export function moveFor(
  key: string,
  shift: boolean,
  row: number,
  col: number,
  rows: number,
  cols: number,
): { row: number; col: number } | undefined {
  const clamp = (r: number, c: number) => ({
    row: Math.min(Math.max(r, 0), rows - 1),
    col: Math.min(Math.max(c, 0), cols - 1),
  });
  switch (key) {
    case 'ArrowUp':
      return clamp(row - 1, col);
    case 'ArrowDown':
      return clamp(row + 1, col);
    case 'ArrowLeft':
      return clamp(row, col - 1);
    case 'ArrowRight':
      return clamp(row, col + 1);
    case 'Enter':
      return clamp(shift ? row - 1 : row + 1, col);
    default:
      return undefined;
  }
}
