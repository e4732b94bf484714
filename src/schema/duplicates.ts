/**
 * The wire shape of POST /api/admissions/students/likely-duplicates: students of the school that
 * look like one about to be registered, each with why (server/modules/admissions/duplicates.ts).
 */
export const DUPLICATE_REASONS = ['kcpe_index', 'name_and_birth', 'name_and_guardian_phone'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

export interface LikelyDuplicate {
  readonly id: number;
  readonly first_name: string;
  readonly middle_name: string | null;
  readonly last_name: string;
  readonly admission_no: string | null;
  readonly class_name: string | null;
  readonly status: string;
  readonly reasons: readonly DuplicateReason[];
}

/** What is asked: the new student's names, date of birth, KCPE index and guardians' phones. */
export interface DuplicateProbeBody {
  readonly first_name?: string;
  readonly last_name?: string;
  readonly date_of_birth?: string;
  readonly kcpe_index?: string;
  readonly guardian_phones?: readonly string[];
  readonly exclude_id?: number;
}
