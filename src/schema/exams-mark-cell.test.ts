import { describe, expect, it } from 'vitest';
import { readMarkCell, showMarkCell } from './exams-mark-cell';

describe('a mark-grid cell', () => {
  it('reads empty, absent and marks up to the out of with one decimal', () => {
    expect(readMarkCell('', 80)).toEqual({ kind: 'empty' });
    expect(readMarkCell(null, 80)).toEqual({ kind: 'empty' });
    expect(readMarkCell('  ', 80)).toEqual({ kind: 'empty' });
    for (const x of ['X', 'x', 'abs', 'ABS', ' Absent ']) expect(readMarkCell(x, 80)).toEqual({ kind: 'absent' });
    expect(readMarkCell('0', 80)).toEqual({ kind: 'mark', value: 0 });
    expect(readMarkCell('80', 80)).toEqual({ kind: 'mark', value: 80 });
    expect(readMarkCell(45.5, 80)).toEqual({ kind: 'mark', value: 45.5 });
    expect(readMarkCell('45,5', 80)).toEqual({ kind: 'mark', value: 45.5 });
    expect(readMarkCell('.5', 80)).toEqual({ kind: 'mark', value: 0.5 });
  });

  it('refuses a mark above its out of, below zero, with two decimals, or not a number', () => {
    expect(readMarkCell('80.1', 80)).toEqual({ kind: 'error', code: 'above_out_of' });
    expect(readMarkCell(81, 80)).toEqual({ kind: 'error', code: 'above_out_of' });
    expect(readMarkCell('-1', 80)).toEqual({ kind: 'error', code: 'below_zero' });
    expect(readMarkCell('45.25', 80)).toEqual({ kind: 'error', code: 'one_decimal' });
    expect(readMarkCell('4o', 80)).toEqual({ kind: 'error', code: 'not_a_mark' });
    expect(readMarkCell(true, 80)).toEqual({ kind: 'error', code: 'not_a_mark' });
    expect(readMarkCell('1e2', 200)).toEqual({ kind: 'error', code: 'not_a_mark' });
  });

  it('shows absent as X', () => {
    expect(showMarkCell(null, true)).toBe('X');
    expect(showMarkCell(45.5, false)).toBe('45.5');
    expect(showMarkCell(null, false)).toBe('');
  });
});
