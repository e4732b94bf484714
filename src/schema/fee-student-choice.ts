/**
 * The wire shape of GET /api/finance/payments/students: a student found by name or admission
 * number for the receive-fees screen's picker (server/modules/finance/payments/students.ts).
 */
export interface StudentChoice {
  readonly id: number;
  readonly name: string;
  readonly admission_no: string;
  readonly class_name: string;
  readonly status: string;
  /** Cents; negative when the student is in credit. */
  readonly fee_balance: number;
}
