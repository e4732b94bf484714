import { describe, expect, it } from 'vitest';
import {
  countDays,
  countedDates,
  daysOff,
  DEFAULT_WORKING_DAYS,
  wholeMonths,
} from '../../../../src/schema/hr-leave-calendar';
import { earnedIn, type LeaveTypeFacts, splitByPay } from './entitlement';
import { ALL_KENYA_HOLIDAYS, kenyaHolidays } from './kenya-holidays';

const holidays = daysOff(ALL_KENYA_HOLIDAYS.map((h) => h.date));
const working = { holidays, workingDays: DEFAULT_WORKING_DAYS };

describe('working days', () => {
  it('leaves out weekends, Christmas and Boxing Day at the end of 2025', () => {
    // Mon 22 to Wed 31 December 2025: ten days, two weekend days, Christmas (Thu) and Boxing Day (Fri).
    expect(countedDates('2025-12-22', '2025-12-31', working)).toEqual([
      '2025-12-22',
      '2025-12-23',
      '2025-12-24',
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
    ]);
  });

  it('does not move a Saturday holiday: Jamhuri Day 2026 costs no working day', () => {
    // 12 December 2026 is a Saturday; Monday 14 is an ordinary working day.
    expect(countDays('2026-12-07', '2026-12-18', working)).toBe(10);
    // Christmas (Fri 25) and Boxing Day (Sat 26) of 2026: only the Friday is a day off.
    expect(countDays('2026-12-21', '2026-12-31', working)).toBe(8);
  });

  it('keeps a Sunday holiday on the Monday after it (Mashujaa Day 2024, Madaraka Day 2025)', () => {
    expect(holidays.has('2024-10-21')).toBe(true);
    expect(countDays('2024-10-21', '2024-10-25', working)).toBe(4);
    expect(countDays('2025-06-02', '2025-06-06', working)).toBe(4);
    // Without the rule the Monday would count.
    expect(countDays('2024-10-21', '2024-10-25', { ...working, holidays: new Set(['2024-10-20']) })).toBe(5);
  });

  it('moves a Sunday holiday past a Monday that is a holiday already', () => {
    // 2022: Christmas on a Sunday, Boxing Day on the Monday, so the Tuesday is off.
    const off = daysOff(['2022-12-25', '2022-12-26']);
    expect([...off].sort()).toEqual(['2022-12-25', '2022-12-26', '2022-12-27']);
    // 2027: Boxing Day on a Sunday goes to Monday 27; Christmas falls on the Saturday.
    expect(holidays.has('2027-12-27')).toBe(true);
    expect(holidays.has('2027-12-13')).toBe(true);
  });

  it('counts calendar days for maternity and paternity leave, holidays and weekends included', () => {
    expect(countDays('2025-12-22', '2026-01-04', { ...working, calendar: true })).toBe(14);
  });

  it('follows the school’s working week', () => {
    const sixDays = { holidays, workingDays: [...DEFAULT_WORKING_DAYS, 'sat' as const] };
    expect(countDays('2025-12-22', '2025-12-31', sixDays)).toBe(7);
  });

  it('lists the Act’s holidays for each year, Mazingira Day and Idd-ul-Fitr included', () => {
    const names = kenyaHolidays(2025).map((h) => `${h.date} ${h.name}`);
    expect(names).toContain('2025-04-18 Good Friday');
    expect(names).toContain('2025-04-21 Easter Monday');
    expect(names).toContain('2025-03-31 Idd-ul-Fitr');
    expect(names).toContain('2025-10-10 Mazingira Day');
    expect(kenyaHolidays(2026)).toHaveLength(11);
  });
});

describe('whole months of service', () => {
  it('counts a month when its last day has been worked', () => {
    expect(wholeMonths('2026-01-01', '2026-01-30')).toBe(0);
    expect(wholeMonths('2026-01-01', '2026-01-31')).toBe(1);
    expect(wholeMonths('2026-03-15', '2026-04-13')).toBe(0);
    expect(wholeMonths('2026-03-15', '2026-04-14')).toBe(1);
    expect(wholeMonths('2026-01-01', '2026-11-23')).toBe(10);
    expect(wholeMonths('2026-01-01', '2026-12-31')).toBe(12);
  });
});

const annual: LeaveTypeFacts = {
  id: 1,
  name: 'Annual leave',
  code: 'ANNUAL',
  days_a_year: 21,
  accrual_per_month: 1.75,
  pay: 'full',
  half_pay_days: null,
  counts: 'working_days',
  gender: 'any',
  carry_forward_cap: 10,
  requires_document: false,
  active: true,
};
const sick: LeaveTypeFacts = {
  ...annual,
  id: 2,
  code: 'SICK',
  days_a_year: 7,
  accrual_per_month: null,
  half_pay_days: 7,
};

describe('entitlement', () => {
  it('earns annual leave at 1.75 days a whole month, pro rata from the day employed', () => {
    const since2020 = { id: 1, gender: 'female', date_employed: '2020-02-01', date_left: null };
    expect(earnedIn(annual, since2020, 2026, '2026-11-23')).toBe(17.5);
    expect(earnedIn(annual, since2020, 2026, '2026-12-31')).toBe(21);
    const midYear = { ...since2020, date_employed: '2026-03-15' };
    expect(earnedIn(annual, midYear, 2026, '2026-11-23')).toBe(14);
    expect(earnedIn(annual, midYear, 2026, '2026-03-20')).toBe(0);
    expect(earnedIn(annual, midYear, 2025, '2025-12-31')).toBe(0);
    const leaving = { ...since2020, date_left: '2026-06-30' };
    expect(earnedIn(annual, leaving, 2026, '2026-11-23')).toBe(10.5);
    expect(earnedIn(sick, since2020, 2026, '2026-01-02')).toBe(7);
  });

  it('splits sick leave into 7 days on full pay and then 7 on half pay', () => {
    const pools = { full: 7, half: 7 };
    expect(splitByPay(sick, 5, pools, 0)).toEqual({ full_pay_days: 5, half_pay_days: 0, unpaid_days: 0 });
    expect(splitByPay(sick, 5, pools, 5)).toEqual({ full_pay_days: 2, half_pay_days: 3, unpaid_days: 0 });
    expect(splitByPay(sick, 4, pools, 10)).toEqual({ full_pay_days: 0, half_pay_days: 4, unpaid_days: 0 });
    expect(splitByPay(sick, 3, pools, 13)).toEqual({ full_pay_days: 0, half_pay_days: 1, unpaid_days: 2 });
    expect(splitByPay({ ...annual, pay: 'none', days_a_year: null }, 3, { full: null, half: 0 }, 0)).toEqual({
      full_pay_days: 0,
      half_pay_days: 0,
      unpaid_days: 3,
    });
  });
});
