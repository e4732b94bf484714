/** GET /api/finance/dashboard as the screen reads it (server/modules/finance/reports/dashboard.ts). */
export interface Dashboard {
  readonly term: { readonly academic_year: number; readonly term: string } | null;
  readonly collections: { readonly today: number; readonly week: number; readonly term: number };
  readonly by_mode: readonly { readonly mode: string; readonly amount: number }[];
  readonly by_vote_head: readonly { readonly vote_head: string; readonly amount: number }[];
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

/** The answer when it has the dashboard's shape, else nothing (the screen says it could not load). */
export const pickDashboard = (json: unknown): Dashboard | null =>
  typeof json === 'object' && json !== null && 'collections' in json && 'largest' in json ? (json as Dashboard) : null;
