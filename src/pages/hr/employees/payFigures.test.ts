import { describe, expect, it } from 'vitest';
import { allowanceCents, appliesIn, deductionCents, monthlyPay } from './payFigures';

describe("an employee's monthly pay lines", () => {
  it('a recurring line applies within its months, a one-off in its own month only', () => {
    expect(appliesIn({ recurring: true }, '2026-11')).toBe(true);
    expect(appliesIn({ recurring: true, start_month: '2026-12' }, '2026-11')).toBe(false);
    expect(appliesIn({ recurring: true, end_month: '2026-10' }, '2026-11')).toBe(false);
    expect(appliesIn({ recurring: false, month: '2026-11' }, '2026-11')).toBe(true);
    expect(appliesIn({ recurring: false, month: '2026-10' }, '2026-11')).toBe(false);
  });

  it('a percentage of basic is rounded to the cent; a loan takes no more than its balance', () => {
    expect(allowanceCents({ basis: 'percent_of_basic', percent: 12.5 }, 1_650_000)).toBe(206_250);
    expect(allowanceCents({ basis: 'percent_of_basic', percent: 10 }, 1_650_033)).toBe(165_003);
    expect(allowanceCents({ basis: 'fixed', amount: 500_000 }, 1_650_000)).toBe(500_000);
    expect(deductionCents({ amount: 300_000, principal: 600_000, balance: 100_000 })).toBe(100_000);
    expect(deductionCents({ amount: 30_000 })).toBe(30_000);
  });

  it('sums what applies in the month', () => {
    const pay = monthlyPay(
      3_800_000,
      [
        { basis: 'fixed', amount: 500_000, recurring: true },
        { basis: 'fixed', amount: 480_000, recurring: false, month: '2026-10' },
        { basis: 'percent_of_basic', percent: 10, recurring: true },
      ],
      [
        { amount: 400_000, recurring: true },
        { amount: 30_000, recurring: false, month: '2026-11' },
      ],
      '2026-11',
    );
    expect(pay).toEqual({ allowances: 880_000, deductions: 430_000 });
  });

  it('counts the HELB deduction the payroll takes every month from the employee’s record', () => {
    const lines = [{ amount: 300_000, recurring: true }];
    expect(monthlyPay(4_200_000, [], lines, '2026-10', 350_000).deductions).toBe(650_000);
    expect(monthlyPay(4_200_000, [], lines, '2026-10', null).deductions).toBe(300_000);
  });
});
