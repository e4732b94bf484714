import type { FinanceResult } from './finance';
import type { Goal } from './report';

/** Issue 11: "Term billing of 5,000 students with their journal postings: under 1 s on SQLite (report PostgreSQL too)." */
export const BILLING_GOAL_MS = 1000;

const ms = (value: number) => `${value.toFixed(0)} ms`;

export function financeGoals(result: FinanceResult): Goal[] {
  const { engine, billing, mpesa, statement } = result;
  const slowest = Math.max(...billing.runsMs);
  const billedAll = billing.billed.slice(0, 2).every((n) => n === billing.students) && billing.billed[2] === 0;
  return [
    {
      engine,
      goal: `term billing of ${billing.students.toLocaleString('en')} students with postings < ${BILLING_GOAL_MS / 1000} s`,
      measured:
        `${billing.runsMs.map(ms).join(', ')} (terms 2, 3; ${billing.billed.slice(0, 2).join(' + ')} invoices), ` +
        `again ${ms(billing.againMs)} (${billing.billed[2]} billed); ${billing.journalLines.toLocaleString('en')} journal lines, balanced ${billing.balanced}`,
      pass: billedAll && billing.balanced && slowest < BILLING_GOAL_MS,
      // The goal is SQLite's; PostgreSQL's figure is reported beside it.
      info: engine === 'postgres',
    },
    {
      engine,
      goal: `${mpesa.confirmations} concurrent M-Pesa confirmations (+${mpesa.repeats} repeated): none lost, none doubled`,
      measured:
        `p95 ${ms(mpesa.latency.p95)} (p50 ${ms(mpesa.latency.p50)}), ${mpesa.perSecond.toFixed(1)} confirmations/s; ` +
        `${mpesa.receipts} receipts, lost ${mpesa.lost}, doubled ${mpesa.doubled}, non-200 ${mpesa.non200}, balanced ${mpesa.balanced}`,
      pass:
        mpesa.lost === 0 &&
        mpesa.doubled === 0 &&
        mpesa.non200 === 0 &&
        mpesa.receipts === mpesa.confirmations &&
        mpesa.balanced,
    },
    {
      engine,
      goal: 'fee statement PDF p95, one at a time',
      measured:
        `${ms(statement.typical.p95)} (p50 ${ms(statement.typical.p50)}, ${statement.requests} students); ` +
        `a ${statement.longLines}-line account ${ms(statement.long.p95)}`,
      pass: statement.typical.count > 0,
      info: true,
    },
  ];
}
