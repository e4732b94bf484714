import type { Db } from '../../../db/database';
import { ALL_KENYA_HOLIDAYS } from './kenya-holidays';

/**
 * A new school's leave types under the Employment Act 2007 and Kenya's public holidays, so HR can
 * take leave applications from the first day; the school edits them (compassionate and unpaid
 * leave are its own to set).
 *
 * Sick leave is one type with a rule, not two: s. 30 gives 7 days on full pay and then 7 on half
 * pay in a year, and which of an illness's days are which depends on what the employee has taken
 * already, which the engine knows (entitlement.ts splitByPay) and a clerk choosing between two
 * types would not.
 */
export const DEFAULT_LEAVE_TYPES = [
  {
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
    notes: 'Employment Act 2007 s. 28: at least 21 working days a year on full pay, earned at 1.75 days a month',
  },
  {
    name: 'Sick leave',
    code: 'SICK',
    days_a_year: 7,
    accrual_per_month: null,
    pay: 'full',
    half_pay_days: 7,
    counts: 'working_days',
    gender: 'any',
    carry_forward_cap: 0,
    requires_document: true,
    notes: 'Employment Act 2007 s. 30: 7 days on full pay, then 7 on half pay, a year, with a medical certificate',
  },
  {
    name: 'Maternity leave',
    code: 'MATERNITY',
    days_a_year: 90,
    accrual_per_month: null,
    pay: 'full',
    half_pay_days: null,
    counts: 'calendar_days',
    gender: 'female',
    carry_forward_cap: 0,
    requires_document: false,
    notes: 'Employment Act 2007 s. 29: three months on full pay, annual leave kept',
  },
  {
    name: 'Paternity leave',
    code: 'PATERNITY',
    days_a_year: 14,
    accrual_per_month: null,
    pay: 'full',
    half_pay_days: null,
    counts: 'calendar_days',
    gender: 'male',
    carry_forward_cap: 0,
    requires_document: false,
    notes: 'Employment Act 2007 s. 29(8): two weeks on full pay',
  },
  {
    name: 'Compassionate leave',
    code: 'COMPASSIONATE',
    days_a_year: 5,
    accrual_per_month: null,
    pay: 'full',
    half_pay_days: null,
    counts: 'working_days',
    gender: 'any',
    carry_forward_cap: 0,
    requires_document: false,
    notes: 'The school’s own: a bereavement in the family',
  },
  {
    name: 'Unpaid leave',
    code: 'UNPAID',
    days_a_year: null,
    accrual_per_month: null,
    pay: 'none',
    half_pay_days: null,
    counts: 'working_days',
    gender: 'any',
    carry_forward_cap: 0,
    requires_document: false,
    notes: 'The school’s own: taken off the month’s pay',
  },
] as const;

const stampsOf = (branchId: number) => {
  const now = new Date().toISOString();
  return { branch_id: branchId, created_at: now, updated_at: now, created_by: null, updated_by: null };
};

/**
 * Gives a school the default leave types and the holidays, each only when it has none of them,
 * in the caller's transaction: on creating a school (the demo's, the super administrator's) and
 * once for the schools there were before leave (migration 2026-12-01T0900-leave-types-and-holidays).
 */
export async function seedLeaveDefaults(db: Db, branchId: number): Promise<void> {
  const stamps = stampsOf(branchId);
  const hasType = await db.selectFrom('leave_types').select('id').where('branch_id', '=', branchId).executeTakeFirst();
  if (!hasType)
    await db
      .insertInto('leave_types')
      .values(DEFAULT_LEAVE_TYPES.map((t) => ({ ...t, active: true, ...stamps })))
      .execute();
  const hasHoliday = await db
    .selectFrom('public_holidays')
    .select('id')
    .where('branch_id', '=', branchId)
    .executeTakeFirst();
  if (!hasHoliday)
    await db
      .insertInto('public_holidays')
      .values(ALL_KENYA_HOLIDAYS.map((h) => ({ date: h.date, name: h.name, note: h.note ?? null, ...stamps })))
      .execute();
}
