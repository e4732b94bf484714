/** The answer of GET /api/hr/dashboard: one type for the server that builds it and the page that shows it. */

/** The HR dashboard's figures (GET /api/hr/dashboard), for one school on one day. */
export interface HrDashboard {
  readonly today: string;
  readonly month: string;
  readonly headcount: {
    readonly total: number;
    readonly on_payroll: number;
    readonly by_terms: readonly { terms: string; n: number }[];
    readonly by_department: readonly { department: string | null; n: number }[];
  };
  readonly on_leave: readonly {
    employee_id: number;
    name: string;
    leave_type: string;
    start_date: string;
    end_date: string;
  }[];
  /** This month's payroll, or null before it is run; the last paid one beside it. */
  readonly payroll: PayrollTotals | null;
  readonly last_paid: PayrollTotals | null;
  readonly birthdays: readonly { employee_id: number; name: string; date_of_birth: string; day: string }[];
  readonly contracts_ending: readonly {
    employee_id: number;
    name: string;
    terms: string;
    contract_end: string;
    days: number;
  }[];
}

export interface PayrollTotals {
  readonly id: number;
  readonly period: string;
  readonly status: string;
  readonly employees: number;
  readonly gross_pay: number;
  readonly paye: number;
  readonly net_pay: number;
  readonly employer_cost: number;
}
