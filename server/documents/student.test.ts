import { describe, expect, it } from 'vitest';
import { studentDetails } from './student';

describe('studentDetails', () => {
  it('gives the name, admission number, and class with its stream', () => {
    const rows = studentDetails({
      name: 'Achieng Otieno',
      admission_no: 'ADM/2024/0007',
      class_name: 'Form 2',
      stream_name: 'East',
    });
    expect(rows).toEqual([
      { label: 'Student', value: 'Achieng Otieno' },
      { label: 'Admission no.', value: 'ADM/2024/0007' },
      { label: 'Class', value: 'Form 2 East' },
    ]);
  });

  it('leaves the class empty (printed as a dash) for a student in no class, and a class without streams bare', () => {
    const none = studentDetails({ name: 'A', admission_no: null, class_name: null, stream_name: null });
    expect(none[2].value).toBe('');
    const bare = studentDetails({ name: 'A', admission_no: null, class_name: 'Form 1', stream_name: null });
    expect(bare[2].value).toBe('Form 1');
  });
});
