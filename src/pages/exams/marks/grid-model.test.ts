import { describe, expect, it } from 'vitest';
import { KCSE_BANDS } from '../../../schema/exam-grading';
import type { MarkSheet } from '../../../schema/exams-marks-api';
import { changedRows, moveFor, pasteBlock, rowResult, textsOf } from './grid-model';

const sheet: MarkSheet = {
  exam: { id: 1, name: 'End-term', status: 'open' },
  stream: { id: 2, name: 'East', class_id: 3, class_name: 'Form 1' },
  subject: { id: 4, name: 'Mathematics', code: '121', short_name: 'MAT' },
  teacher: 'David Kiprop',
  papers: [
    { paper: 1, out_of: 80, weight: 50 },
    { paper: 2, out_of: 100, weight: 50 },
  ],
  bands: KCSE_BANDS,
  students: [
    { id: 10, admission_no: '1', name: 'A', expected: true, marks: { 1: 60, 2: 'X' } },
    { id: 11, admission_no: '2', name: 'B', expected: true, marks: {} },
    { id: 12, admission_no: '3', name: 'C', expected: true, marks: { 1: 40 } },
  ],
  editable: true,
};

describe('the mark grid', () => {
  it('shows stored marks, X for absent, and computes each row’s score and grade', () => {
    const texts = textsOf(sheet);
    expect(texts).toEqual([
      ['60', 'X'],
      ['', ''],
      ['40', ''],
    ]);
    expect(rowResult(sheet, texts, 0, KCSE_BANDS)).toMatchObject({ score: 'absent', grade: 'X' });
    expect(rowResult(sheet, texts, 1, KCSE_BANDS)).toMatchObject({ score: undefined, grade: undefined });
    // 60/80 * 50 + 70/100 * 50 = 37.5 + 35 = 72.5 -> 73 (half up), B+.
    expect(rowResult(sheet, [['60', '70']], 0, KCSE_BANDS)).toMatchObject({ score: 73, grade: 'B+' });
    expect(rowResult(sheet, [['81', '70']], 0, KCSE_BANDS)).toMatchObject({ invalid: true });
  });

  it('sends only the changed rows, an emptied cell as empty', () => {
    const loaded = textsOf(sheet);
    const texts = [
      ['60', 'X'],
      ['55', 'abs'],
      ['', ''],
    ];
    expect(changedRows(sheet, loaded, texts)).toEqual([
      { student_id: 11, marks: { 1: '55', 2: 'abs' } },
      { student_id: 12, marks: { 1: '' } },
    ]);
  });

  it('lays a pasted spreadsheet block over the grid from the cell pasted into', () => {
    const texts = textsOf(sheet);
    expect(pasteBlock(texts, 1, 0, '50\t61\r\n45\t62\t99\r\n1\t2\r\n')).toEqual([
      ['60', 'X'],
      ['50', '61'],
      ['45', '62'],
    ]);
    expect(pasteBlock(texts, 0, 1, 'x\n77')).toEqual([
      ['60', 'x'],
      ['', '77'],
      ['40', ''],
    ]);
  });

  it('moves like a spreadsheet: arrows, Enter down, Shift+Enter up, kept inside the grid', () => {
    expect(moveFor('Enter', false, 0, 1, 3, 2)).toEqual({ row: 1, col: 1 });
    expect(moveFor('Enter', true, 0, 1, 3, 2)).toEqual({ row: 0, col: 1 });
    expect(moveFor('ArrowRight', false, 2, 1, 3, 2)).toEqual({ row: 2, col: 1 });
    expect(moveFor('ArrowLeft', false, 2, 1, 3, 2)).toEqual({ row: 2, col: 0 });
    expect(moveFor('ArrowDown', false, 2, 0, 3, 2)).toEqual({ row: 2, col: 0 });
    expect(moveFor('a', false, 0, 0, 3, 2)).toBeUndefined();
  });
});
