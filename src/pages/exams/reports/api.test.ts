import { describe, expect, it } from 'vitest';
import { groupPdfPath, groupQuery, smsRequestOf, studentPdfPath } from './api';

describe('report forms requests', () => {
  it('ask for the stream when one is chosen (it names its class), else the class, else nothing', () => {
    expect(groupQuery({ examId: 7, classId: 2, streamId: 5 })).toBe('stream_id=5');
    expect(groupQuery({ examId: 7, classId: 2, streamId: null })).toBe('class_id=2');
    expect(groupQuery({ examId: 7, classId: null, streamId: null })).toBeNull();
    expect(groupPdfPath({ examId: 7, classId: 2, streamId: null })).toBe('7/report-forms.pdf?class_id=2');
    expect(studentPdfPath(7, 41)).toBe('7/report-forms/41.pdf');
  });

  it('send results by SMS for the same group, with the language and guardians chosen', () => {
    const options = { language: 'sw', guardians: 'all' } as const;
    expect(smsRequestOf({ examId: 7, classId: 2, streamId: 5 }, options)).toEqual({ stream_id: 5, ...options });
    expect(smsRequestOf({ examId: 7, classId: 2, streamId: null }, options)).toEqual({ class_id: 2, ...options });
    expect(smsRequestOf({ examId: 7, classId: null, streamId: null }, options)).toBeNull();
  });
});
