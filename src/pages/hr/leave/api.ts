import { API_URL, httpClient } from '../../../providers/httpClient';

/** A leave balance as GET /api/hr/leave/balances answers it (server/modules/hr/leave/balances.ts). */
export interface TypeBalance {
  readonly leave_type_id: number;
  readonly code: string;
  readonly name: string;
  readonly entitled: number | null;
  readonly carried_forward: number;
  readonly taken: number;
  readonly pending: number;
  readonly remaining: number | null;
}

export interface EmployeeBalances {
  readonly employee_id: number;
  readonly name: string;
  readonly staff_no: string | null;
  readonly types: readonly TypeBalance[];
}

export const fetchBalances = async (year: number): Promise<EmployeeBalances[]> =>
  ((await httpClient(`${API_URL}/hr/leave/balances?year=${year}`)).json as { balances: EmployeeBalances[] }).balances;
