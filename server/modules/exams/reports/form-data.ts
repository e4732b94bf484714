/**
 * What one report form prints, as plain data: the PDF layout (form-pdf.ts) draws only this, so it
 * is tested on hand-made figures, and the loader (load.ts) fills it from examResults and the
 * database. Scores are whole percents, points and means as graded; money in KES cents; dates ISO.
 */

export interface RankedPosition {
  readonly position: number;
  readonly out_of: number;
}

export interface ReportSubjectLine {
  readonly subject: string;
  /** The KNEC code (101, 121 …) when the register has one. */
  readonly code: string | null;
  /** The subject score in percent; null with `absent` for X, null alone when not taken. */
  readonly score: number | null;
  readonly absent: boolean;
  readonly grade: string | null;
  readonly points: number | null;
  /** Position among the class's entries in this subject. */
  readonly position: RankedPosition | null;
  readonly teacher_initials: string | null;
  readonly remark: string | null;
}

/** One exam of the year for the trend chart, in the order they were sat. */
export interface TrendPoint {
  readonly label: string;
  readonly mean_points: number;
}

export interface GradingKeyBand {
  readonly grade: string;
  readonly points: number;
  readonly min_mark: number;
  readonly max_mark: number;
  /** '#RRGGBB' from report_colours; null prints the house band colour. */
  readonly colour: string | null;
}

export interface ReportFormData {
  readonly student: {
    readonly id: number;
    readonly name: string;
    readonly admission_no: string | null;
    readonly class_name: string | null;
    readonly stream_name: string | null;
  };
  readonly exam: {
    readonly name: string;
    /** "Term 1 2026". */
    readonly term: string;
  };
  readonly subjects: readonly ReportSubjectLine[];
  readonly total_marks: number;
  /** How many subjects' marks the total is out of ×100, for "812 / 1,100". */
  readonly subjects_taken: number;
  readonly total_points: number;
  readonly mean_points: number | null;
  readonly mean_grade: string | null;
  /** The highest points of the grading family: 12 for KCSE, 4 or 8 for competency-based. */
  readonly max_points: number;
  readonly stream_position: RankedPosition | null;
  readonly class_position: RankedPosition | null;
  readonly previous: {
    readonly exam: string;
    readonly mean_points: number;
    readonly mean_grade: string | null;
    /** This exam's mean points minus the previous one's, 2 decimals. */
    readonly deviation: number;
  } | null;
  readonly trend: readonly TrendPoint[];
  readonly remarks: {
    readonly class_teacher: string | null;
    readonly principal: string | null;
    readonly class_teacher_name: string | null;
    /** The school's principal as its settings name them; null leaves the line to be written in. */
    readonly principal_name: string | null;
  };
  readonly dates: { readonly closing: string | null; readonly opening: string | null };
  /** Null when finance holds no account for the student: the fee lines are left out. */
  readonly fees: {
    readonly balance: number;
    /** Next term's fees when a structure or an invoice says what they are. */
    readonly next_term: number | null;
  } | null;
  readonly grading_key: readonly GradingKeyBand[];
}
