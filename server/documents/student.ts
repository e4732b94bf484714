import type { Detail } from './details';

/** Who a fee document is about, as its query reads the student, class and stream. */
export interface StudentParticulars {
  readonly name: string;
  readonly admission_no: string | null;
  readonly class_name: string | null;
  readonly stream_name: string | null;
}

/**
 * The student block's first rows, worded the same on every fee document (receipt, statement), so
 * a parent holding both sees the same particulars: name, admission number, class and stream.
 */
export function studentDetails(student: StudentParticulars): Detail[] {
  return [
    { label: 'Student', value: student.name },
    { label: 'Admission no.', value: student.admission_no },
    { label: 'Class', value: [student.class_name, student.stream_name].filter(Boolean).join(' ') },
  ];
}
