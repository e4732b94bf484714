/**
 * The wire shape of an exam's results (GET /api/exams/{id}/results and /analysis): the contract
 * between server/modules/exams/results (the one computation) and whoever reads it: the merit list
 * and analysis screens, the dashboard, report forms and results by SMS. Scores are whole percents;
 * mean points carry 2 decimals; an absent subject is 'absent' (printed X), never a zero.
 */
import type { GradingFamily } from './exam-grading';
import type { MeanRule } from './exam-mean';

export interface ResultSubject {
  readonly subject_id: number;
  readonly code: string | null;
  readonly name: string;
  /** ENG, KIS, MAT ...: the merit list's column heading. */
  readonly short_name: string;
  /** KNEC group number (1 compulsory ... 5 languages and others). */
  readonly group: number | null;
}

/** One subject of one student: null score when the subject was not taken. */
export interface SubjectCell {
  readonly score: number | 'absent';
  /** 'X' when absent. */
  readonly grade: string;
  readonly points: number | null;
  /** Whether its points are in the student's total (the mean-grade rule's choice). */
  readonly counted: boolean;
  /** Position in the subject among the class (competition ranking on the score). */
  readonly class_position: number | null;
}

export interface MeritRow {
  readonly student_id: number;
  readonly admission_no: string;
  readonly name: string;
  readonly class_id: number;
  readonly class_name: string;
  readonly level: number;
  readonly stream_id: number | null;
  readonly stream_name: string;
  /** By subject id. A subject the student did not take has no entry. */
  readonly subjects: Readonly<Record<string, SubjectCell>>;
  readonly subjects_sat: number;
  readonly total_marks: number;
  readonly total_points: number;
  readonly mean_points: number | null;
  readonly mean_grade: string | null;
  /** Compulsory subjects or groups not sat (codes; 'II' sciences, 'III' humanities). */
  readonly missing: readonly string[];
  readonly stream_position: number | null;
  readonly stream_out_of: number;
  readonly class_position: number | null;
  readonly class_out_of: number;
  readonly previous_mean_points: number | null;
  /** Mean points less the compared exam's; null without a comparison. */
  readonly deviation: number | null;
}

/** Entries, means and grade counts of one subject over a group of students. */
export interface SubjectStats {
  readonly entries: number;
  readonly absent: number;
  readonly mean_score: number | null;
  readonly mean_points: number | null;
  readonly mean_grade: string | null;
  /** By grade (the columns of `grade_columns`). */
  readonly grades: Readonly<Record<string, number>>;
  readonly previous_mean_points: number | null;
  readonly deviation: number | null;
}

export interface StreamSubjectStats extends SubjectStats {
  readonly stream_id: number | null;
  readonly stream_name: string;
  readonly class_name: string;
  readonly teacher: string | null;
}

export interface TeacherSubjectStats extends SubjectStats {
  readonly teacher_id: number | null;
  readonly teacher: string;
  /** The streams this teacher takes the subject in: "Form 2 East, Form 2 West". */
  readonly streams: string;
}

export interface SubjectAnalysis extends SubjectStats {
  readonly subject: ResultSubject;
  readonly by_stream: readonly StreamSubjectStats[];
  readonly by_teacher: readonly TeacherSubjectStats[];
}

/** A class's or stream's mean over its students, and the mean grades' distribution. */
export interface GroupMean {
  readonly id: number | null;
  readonly name: string;
  readonly class_name: string;
  readonly students: number;
  readonly mean_marks: number | null;
  readonly mean_points: number | null;
  readonly mean_grade: string | null;
  readonly grades: Readonly<Record<string, number>>;
  readonly previous_mean_points: number | null;
  readonly deviation: number | null;
}

export interface ResultExam {
  readonly id: number;
  readonly name: string;
  readonly status: string;
  readonly term_id: number | null;
  readonly term: string;
}

export interface ResultRules {
  readonly level: number;
  readonly rule: MeanRule;
  readonly subjects_counted: number;
  readonly family: GradingFamily;
  readonly rank_missing: boolean;
  readonly rank_by: 'mean_points' | 'total_marks';
}

export interface ExamResults {
  readonly exam: ResultExam;
  readonly compare: ResultExam | null;
  readonly subjects: readonly ResultSubject[];
  /** Grades best first: the columns of grade counts. */
  readonly grade_columns: readonly string[];
  readonly rules: readonly ResultRules[];
  readonly rows: readonly MeritRow[];
  readonly analysis: readonly SubjectAnalysis[];
  readonly classes: readonly GroupMean[];
  readonly streams: readonly GroupMean[];
  /** All students of the filter together. */
  readonly overall: GroupMean;
}

/** GET /api/exams/{id}/results: one page of the merit list and what its table needs. */
export interface MeritListPage extends Omit<ExamResults, 'analysis' | 'rows'> {
  readonly rows: readonly MeritRow[];
  readonly total: number;
  readonly page: number;
  readonly per_page: number;
}

/** GET /api/exams/{id}/analysis. */
export type ExamAnalysis = Omit<ExamResults, 'rows'>;

export const MERIT_SORTS = [
  'class_position',
  'stream_position',
  'mean_points',
  'total_marks',
  'total_points',
  'deviation',
  'name',
  'admission_no',
  'stream_name',
] as const;
export type MeritSort = (typeof MERIT_SORTS)[number];

/** A student on the dashboard's best and most improved lists. */
export interface DashboardStudent {
  readonly student_id: number;
  readonly admission_no: string;
  readonly name: string;
  readonly class_name: string;
  readonly stream_name: string;
  readonly mean_points: number | null;
  readonly mean_grade: string | null;
  readonly class_position: number | null;
  readonly class_out_of: number;
  readonly deviation: number | null;
}

/** One published exam's school and class means: a point of the trend. */
export interface TrendPoint {
  readonly exam_id: number;
  readonly exam: string;
  readonly term: string;
  readonly mean_points: number | null;
  /** By class name. */
  readonly classes: Readonly<Record<string, number | null>>;
}

/** GET /api/exams/dashboard: the latest published exam at a glance (the /dashboard page). */
export interface ExamDashboard {
  readonly exam: ResultExam | null;
  readonly previous: ResultExam | null;
  readonly overall: GroupMean | null;
  readonly classes: readonly GroupMean[];
  readonly streams: readonly GroupMean[];
  readonly grade_columns: readonly string[];
  readonly best: readonly DashboardStudent[];
  readonly improved: readonly DashboardStudent[];
  readonly subjects: readonly (SubjectStats & { readonly subject: ResultSubject })[];
  /** Oldest first. */
  readonly trend: readonly TrendPoint[];
}
