import type { GradeBand } from './exam-grading';

/**
 * The mark-entry API's answers (server/modules/exams/marks), typed once for the server and the
 * screens (/mysubjects, /myexams, an exam's progress).
 */

export interface SheetPaper {
  readonly paper: number;
  readonly out_of: number;
  readonly weight: number;
}

export interface SheetStudent {
  readonly id: number;
  readonly admission_no: string;
  readonly name: string;
  /** Takes the subject, as far as the marks tell (a student with no mark row did not take it). */
  readonly expected: boolean;
  /** Paper number → the stored mark, 'X' when absent. Papers without a row are left out. */
  readonly marks: Readonly<Record<string, number | 'X'>>;
}

export interface MarkSheet {
  readonly exam: { readonly id: number; readonly name: string; readonly status: string };
  readonly stream: {
    readonly id: number;
    readonly name: string;
    readonly class_id: number;
    readonly class_name: string;
  };
  readonly subject: {
    readonly id: number;
    readonly name: string;
    readonly code: string | null;
    readonly short_name: string | null;
  };
  readonly teacher: string | null;
  readonly papers: readonly SheetPaper[];
  /** The grade bands for this subject at this class level (the most specific grading system). */
  readonly bands: readonly GradeBand[];
  readonly students: readonly SheetStudent[];
  /** Whether this user may change the sheet now: the exam is open and the class-subject is theirs. */
  readonly editable: boolean;
}

/** One row of the grid as the screen sends it: paper number → a mark, 'X'/'abs' for absent, or empty. */
export interface SheetRowInput {
  readonly student_id: number;
  readonly marks: Readonly<Record<string, number | string | null>>;
}

export interface SheetSaved {
  readonly created: number;
  readonly updated: number;
  readonly deleted: number;
}

export interface ClassSubjectProgress {
  readonly class_subject_id: number | null;
  readonly stream_id: number;
  readonly stream: string;
  readonly class_id: number;
  readonly class_name: string;
  readonly subject_id: number;
  readonly subject: string;
  readonly teacher: string | null;
  /** Students expected to sit the subject, and of them those with every paper entered (a mark or X). */
  readonly students: number;
  readonly entered: number;
  readonly complete: boolean;
}

export interface ExamProgress {
  readonly exam: { readonly id: number; readonly name: string; readonly status: string };
  readonly rows: readonly ClassSubjectProgress[];
  readonly complete: number;
  readonly total: number;
}

export interface MySubject {
  readonly class_subject_id: number;
  readonly stream_id: number;
  readonly stream: string;
  readonly class_id: number;
  readonly class_name: string;
  readonly subject_id: number;
  readonly subject: string;
  readonly short_name: string | null;
  readonly teacher: string | null;
  readonly students: number;
}

export interface MySubjects {
  /** The teacher record linked to this sign-in, if any. */
  readonly teacher: { readonly id: number; readonly name: string } | null;
  /** The exams office: every class-subject of the school is theirs to enter. */
  readonly all: boolean;
  readonly subjects: readonly MySubject[];
  /** Exams open for marks, with the progress of each of these class-subjects that sits it. */
  readonly open_exams: readonly (ExamProgress & { readonly term: { readonly term: string; readonly year: number } })[];
}
