import { describe, expect, it } from 'vitest';
import { basicPay, daysEmployed, nextPeriod, payMonth, share, workingDays } from './month';

describe('a payroll month', () => {
  it('knows its days, including February of a leap year', () => {
    expect(payMonth('2026-11')).toEqual({ period: '2026-11', first: '2026-11-01', last: '2026-11-30', days: 30 });
    expect(payMonth('2028-02').days).toBe(29);
    expect(payMonth('2026-02').last).toBe('2026-02-28');
    expect(nextPeriod('2026-12')).toBe('2027-01');
    expect(nextPeriod('2026-09')).toBe('2026-10');
  });

  it('counts the calendar days employed, both ends included', () => {
    const november = payMonth('2026-11');
    expect(daysEmployed(november, null, null)).toBe(30);
    expect(daysEmployed(november, '2026-11-17', null)).toBe(14);
    expect(daysEmployed(november, '2020-01-01', '2026-11-10')).toBe(10);
    expect(daysEmployed(november, '2026-11-05', '2026-11-05')).toBe(1);
    expect(daysEmployed(november, '2026-12-01', null)).toBe(0);
    expect(daysEmployed(november, null, '2026-10-31')).toBe(0);
  });

  it('counts working days by the school’s week', () => {
    expect(workingDays(payMonth('2026-11'), ['mon', 'tue', 'wed', 'thu', 'fri'])).toBe(21);
    expect(workingDays(payMonth('2026-11'), ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'])).toBe(25);
  });

  it('pays a part month by days employed over days in the month, to the nearest cent', () => {
    // KES 45,000 for 14 of November's 30 days: 21,000.00 exactly.
    expect(basicPay(4_500_000, payMonth('2026-11'), 14, 0, 21)).toBe(2_100_000);
    // KES 33,333.33 for 10 of 31 days: 10,752.687... → 10,752.69.
    expect(basicPay(3_333_333, payMonth('2026-10'), 10, 0, 22)).toBe(1_075_269);
    expect(share(1, 1, 2)).toBe(1); // half a cent rounds up
  });

  it('takes unpaid leave off at a working day’s rate, half days included, never below nought', () => {
    // 2 unpaid days of November's 21 working days on KES 42,000: 42,000 − 4,000 = 38,000.
    expect(basicPay(4_200_000, payMonth('2026-11'), 30, 2, 21)).toBe(3_800_000);
    expect(basicPay(4_200_000, payMonth('2026-11'), 30, 0.5, 21)).toBe(4_100_000);
    expect(basicPay(4_200_000, payMonth('2026-11'), 3, 21, 21)).toBe(0);
  });
});
