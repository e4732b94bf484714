import type { HrDashboard, PayrollTotals } from '../../../schema/hr-dashboard';

/** The HR dashboard's answer (GET /api/hr/dashboard), read defensively: a missing part is empty, never a crash. */
export type HrDashboardData = HrDashboard;
export type { PayrollTotals };

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v.filter(isObject) as T[]) : []);
const payroll = (v: unknown): PayrollTotals | null =>
  isObject(v) && typeof v.period === 'string' ? (v as unknown as PayrollTotals) : null;

export function pickHrDashboard(json: unknown): HrDashboardData | null {
  if (!isObject(json) || !isObject(json.headcount) || typeof json.today !== 'string') return null;
  const h = json.headcount;
  return {
    today: json.today,
    month: String(json.month ?? json.today.slice(0, 7)),
    headcount: {
      total: Number(h.total ?? 0),
      on_payroll: Number(h.on_payroll ?? 0),
      by_terms: list(h.by_terms),
      by_department: list(h.by_department),
    },
    on_leave: list(json.on_leave),
    payroll: payroll(json.payroll),
    last_paid: payroll(json.last_paid),
    birthdays: list(json.birthdays),
    contracts_ending: list(json.contracts_ending),
  };
}
