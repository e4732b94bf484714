import { describe, expect, it } from 'vitest';
import type { ResultSubject } from '../../../schema/exam-results';
import { missingLabels } from './missing';

const subject = (subject_id: number, code: string, short_name: string): ResultSubject => ({
  subject_id,
  code,
  name: short_name,
  short_name,
  group: Number(code[0]),
});
const SUBJECTS = [
  subject(1, '101', 'ENG'),
  subject(2, '102', 'KIS'),
  subject(3, '121', 'MAT'),
  subject(4, '311', 'HAG'),
];
const group = (n: string) => `Group ${n}`;

describe('what a student missed, as the merit list names it', () => {
  it('names subjects by their column headings, not their KNEC codes', () => {
    expect(missingLabels(['311'], SUBJECTS, group)).toBe('HAG');
    expect(missingLabels(['121', '311'], SUBJECTS, group)).toBe('MAT, HAG');
  });

  it('names the languages the exam set for the language slot, and groups as groups', () => {
    expect(missingLabels(['101/102/504'], SUBJECTS, group)).toBe('ENG/KIS');
    expect(missingLabels(['II', 'III'], SUBJECTS, group)).toBe('Group II, Group III');
  });

  it('keeps a code the exam has no column for', () => {
    expect(missingLabels(['565'], SUBJECTS, group)).toBe('565');
  });
});
