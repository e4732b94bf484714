import { todayAtSchool } from '../../../../src/schema/display';
import { fiscalYearOf } from '../../../../src/schema/fiscal-year';
import type { Db } from '../../../db/database';
import { refusal, say } from '../../../errors';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A valid calendar date: 2026-02-30 matches the pattern but is no day. */
const isDate = (text: string) =>
  ISO_DATE.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;

/** What a statement covers: its period and whose books (a fund, or every fund when fund is null). */
export interface StatementScope {
  readonly branchId: number;
  readonly from: string;
  readonly to: string;
  readonly fund: { readonly id: number; readonly code: string; readonly name: string } | null;
}

export interface ScopeQuery {
  readonly from?: string;
  readonly to?: string;
  readonly fund_id?: string;
}

/**
 * Reads ?from, ?to and ?fund_id: the period defaults to the fiscal year the school is in today
 * (1 July to 30 June); a fund of another school, or of none, is refused with the field named.
 */
export async function statementScope(db: Db, branchId: number, query: ScopeQuery): Promise<StatementScope> {
  const year = fiscalYearOf(todayAtSchool());
  const from = query.from || year.from;
  const to = query.to || year.to;
  const refused = (field: string, key: Parameters<typeof say>[0]) =>
    refusal(400, say('shule.errors.fields'), { [field]: say(key) });
  if (!isDate(from)) throw refused('from', 'shule.finance.statements.bad_date');
  if (!isDate(to)) throw refused('to', 'shule.finance.statements.bad_date');
  if (from > to) throw refused('to', 'shule.finance.statements.bad_range');
  if (!query.fund_id) return { branchId, from, to, fund: null };
  const id = Number(query.fund_id);
  const fund = Number.isSafeInteger(id)
    ? await db
        .selectFrom('funds')
        .select(['id', 'code', 'name'])
        .where('branch_id', '=', branchId)
        .where('id', '=', id)
        .executeTakeFirst()
    : undefined;
  if (!fund) throw refused('fund_id', 'shule.finance.statements.no_fund');
  return { branchId, from, to, fund: { id: Number(fund.id), code: String(fund.code), name: String(fund.name) } };
}

/** The day before an ISO date: what "brought forward to" a period means. */
export function dayBefore(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}
