/**
 * One cell of the mark grid, read the same way by the browser (immediate validation) and the
 * server (the authority): empty, absent (X or "abs", never a zero), or a mark from 0 to the
 * paper's out of with at most one decimal.
 */
export type MarkCell =
  | { readonly kind: 'empty' }
  | { readonly kind: 'absent' }
  | { readonly kind: 'mark'; readonly value: number }
  | { readonly kind: 'error'; readonly code: MarkCellError };

export type MarkCellError = 'not_a_mark' | 'above_out_of' | 'below_zero' | 'one_decimal';

const ABSENT = new Set(['x', 'abs', 'absent']);

export function readMarkCell(input: unknown, outOf: number): MarkCell {
  if (input === null || input === undefined) return { kind: 'empty' };
  if (typeof input === 'boolean') return { kind: 'error', code: 'not_a_mark' };
  const text = String(input).trim();
  if (text === '') return { kind: 'empty' };
  if (ABSENT.has(text.toLowerCase())) return { kind: 'absent' };
  // A comma is how some spreadsheets paste a decimal (45,5).
  const normal = text.replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(normal) && !/^-?\.\d+$/.test(normal)) return { kind: 'error', code: 'not_a_mark' };
  const value = Number(normal);
  if (!Number.isFinite(value)) return { kind: 'error', code: 'not_a_mark' };
  if (value < 0) return { kind: 'error', code: 'below_zero' };
  if (Math.abs(Math.round(value * 10) - value * 10) > 1e-9) return { kind: 'error', code: 'one_decimal' };
  if (value > outOf) return { kind: 'error', code: 'above_out_of' };
  return { kind: 'mark', value: Math.round(value * 10) / 10 };
}

/** How a stored mark is shown in the grid: "X" for absent, "45.5", or empty. */
export function showMarkCell(mark: number | null | undefined, absent: boolean): string {
  if (absent) return 'X';
  return mark === null || mark === undefined ? '' : String(mark);
}
