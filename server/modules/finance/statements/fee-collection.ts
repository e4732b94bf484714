import { sql } from 'kysely';
import type { FinancialReport, ReportLine } from '../../../../src/schema/financial-report';
import type { Db } from '../../../db/database';
import { chartOf } from './chart';
import { header, sum, termLine } from './lines';
import type { StatementScope } from './period';

/** 87.5 for 7 of 8: one decimal, as a collection rate is quoted; null when nothing was billed. */
export const percentOf = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part * 1000) / whole) / 10;

/**
 * Fee collection by vote head: what the invoices issued in the period billed (less discounts;
 * cancelled invoices left out), what has been collected against them by the period's end (receipts
 * and credits allocated, less reversals), the balance still owed and the rate; and, beside it, the
 * arrears collected in the period on invoices issued before it. Per fund: that fund's vote heads.
 */
export async function feeCollectionReport(db: Db, scope: StatementScope): Promise<FinancialReport> {
  const chart = await chartOf(db, scope.branchId);
  const billedRows = await db
    .selectFrom('fee_invoices_items as i')
    .innerJoin('fee_invoices as v', 'v.id', 'i.parent_id')
    .select(['i.vote_head_id', sql<string>`sum(i.amount - coalesce(i.discount, 0))`.as('billed')])
    .where('v.branch_id', '=', scope.branchId)
    .where('i.branch_id', '=', scope.branchId)
    .where('v.status', '<>', 'cancelled')
    .where('v.issued_on', '>=', scope.from)
    .where('v.issued_on', '<=', scope.to)
    .groupBy('i.vote_head_id')
    .execute();
  const collectedRows = await db
    .selectFrom('fee_allocations as a')
    .innerJoin('fee_invoices as v', 'v.id', 'a.invoice_id')
    .select([
      'a.vote_head_id',
      sql<string>`sum(case when v.issued_on >= ${scope.from} then a.amount else 0 end)`.as('collected'),
      sql<string>`sum(case when v.issued_on < ${scope.from} and a.allocated_on >= ${scope.from} then a.amount else 0 end)`.as(
        'arrears',
      ),
    ])
    .where('a.branch_id', '=', scope.branchId)
    .where('v.branch_id', '=', scope.branchId)
    .where('v.status', '<>', 'cancelled')
    .where('v.issued_on', '<=', scope.to)
    .where('a.allocated_on', '<=', scope.to)
    .groupBy('a.vote_head_id')
    .execute();
  const figures = new Map<number, { billed: number; collected: number; arrears: number }>();
  const at = (id: number) => {
    const found = figures.get(id) ?? { billed: 0, collected: 0, arrears: 0 };
    figures.set(id, found);
    return found;
  };
  for (const r of billedRows) at(Number(r.vote_head_id)).billed += Number(r.billed ?? 0);
  for (const r of collectedRows) {
    const f = at(Number(r.vote_head_id));
    f.collected += Number(r.collected ?? 0);
    f.arrears += Number(r.arrears ?? 0);
  }
  const funds = new Map(chart.funds.map((f) => [f.id, f.code]));
  const heads = [...chart.voteHeads.values()]
    .filter((v) => scope.fund === null || v.fund_id === scope.fund.id)
    .filter((v) => {
      const f = figures.get(v.id);
      return f !== undefined && (f.billed !== 0 || f.collected !== 0 || f.arrears !== 0);
    })
    .sort((a, b) => a.priority - b.priority || a.code.localeCompare(b.code));
  const lines: ReportLine[] = heads.map((v) => {
    const f = figures.get(v.id) as { billed: number; collected: number; arrears: number };
    return {
      kind: 'line',
      label: v.name,
      code: v.code,
      fund: funds.get(v.fund_id) ?? '',
      values: {
        billed: f.billed,
        collected: f.collected,
        balance: f.billed - f.collected,
        percent_collected: percentOf(f.collected, f.billed),
        arrears_collected: f.arrears,
      },
    };
  });
  const total = (key: string) => sum(lines.map((l) => l.values[key] ?? 0));
  lines.push(
    termLine('grand', 'fee_total', {
      billed: total('billed'),
      collected: total('collected'),
      balance: total('balance'),
      percent_collected: percentOf(total('collected'), total('billed')),
      arrears_collected: total('arrears_collected'),
    }),
  );
  return {
    ...header('fee_collection', scope),
    label_column: 'vote_head',
    text_columns: ['code', 'fund'],
    columns: [
      { key: 'billed', term: 'billed', kind: 'money' },
      { key: 'collected', term: 'collected', kind: 'money' },
      { key: 'balance', term: 'balance', kind: 'money' },
      { key: 'percent_collected', term: 'percent_collected', kind: 'percent' },
      { key: 'arrears_collected', term: 'arrears_collected', kind: 'money' },
    ],
    lines,
    checks: [],
  };
}
