/**
 * The wire shape of GET /api/finance/dashboard: the contract between the finance dashboard
 * (src/pages/finance/dashboard) and its query (server/modules/finance/reports/dashboard.ts).
 * Money is in cents.
 */
export interface DashboardTerm {
  readonly academic_year: number;
  readonly term: string;
  readonly start_date: string;
  readonly end_date: string;
}

export interface FinanceDashboard {
  readonly today: string;
  readonly week_from: string;
  readonly term: DashboardTerm | null;
  /** Money received (receipts standing, in cents) today, since Monday and since the term opened. */
  readonly collections: { readonly today: number; readonly week: number; readonly term: number };
  readonly by_mode: readonly { readonly mode: string; readonly amount: number; readonly payments: number }[];
  readonly by_vote_head: readonly { readonly vote_head: string; readonly amount: number }[];
  /** The term of by_class: the last billed. */
  readonly billed_term: { readonly year: number; readonly term: string } | null;
  readonly by_class: readonly { readonly class_name: string; readonly billed: number; readonly collected: number }[];
  readonly largest: readonly {
    readonly student_id: number;
    readonly student: string;
    readonly admission_no: string;
    readonly class_name: string | null;
    readonly balance: number;
  }[];
  readonly outstanding: number;
  readonly credit: number;
  readonly owing: number;
}
