import type { SmsPreview } from './sms-compose';

/**
 * The wire shapes of report forms and results by SMS (server/modules/exams/reports and sms): the
 * contract with the /grades page's panel and button (src/pages/exams/reports).
 */

/** GET /api/exams/{id}/report-forms?class_id=|stream_id=: one row per student, in merit order. */
export interface ReportFormStudent {
  readonly student_id: number;
  readonly admission_no: string;
  readonly name: string;
  readonly stream_name: string;
  readonly mean_points: number | null;
  readonly mean_grade: string | null;
  /** The position the list is ordered by: in the stream for a stream, else in the class. */
  readonly position: number | null;
  readonly out_of: number;
  /** The student's own report_remarks row, when the office has written one. */
  readonly remark_id: number | null;
  readonly class_teacher_remark: string | null;
  readonly principal_remark: string | null;
  /** The bank's remarks for the student's mean grade: what prints when the own ones are empty. */
  readonly bank_class_teacher_remark: string | null;
  readonly bank_principal_remark: string | null;
}

export interface ReportFormList {
  readonly exam: { readonly id: number; readonly name: string; readonly term: string };
  readonly students: readonly ReportFormStudent[];
}

/** Whom results by SMS go to: the students of a class or a stream, to their primary or all guardians. */
export interface ResultsSmsRequest {
  readonly class_id?: number;
  readonly stream_id?: number;
  readonly guardians?: 'primary' | 'all';
  readonly language?: 'en' | 'sw';
}

/** POST /api/exams/{id}/results-sms/preview: messaging's preview, with how many students it texts. */
export interface ResultsSmsPreview extends SmsPreview {
  /** Students with a mean grade: their guardians are texted. */
  readonly students: number;
  /** Students of the group without a mean grade (absent from every subject): not texted. */
  readonly skipped: number;
}

/** POST /api/exams/{id}/results-sms/send: what was queued, one batch in /sms. */
export interface ResultsSmsAnswer extends ResultsSmsPreview {
  readonly batch_id: number | null;
  readonly queued: number;
  readonly send_at: string;
}
