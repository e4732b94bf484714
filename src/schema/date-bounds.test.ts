import { describe, expect, it } from 'vitest';
import { date, dateLimits, resolveDateBound, TODAY } from './fields';
import { dateBoundError } from './validation';

const today = '2026-11-23';
const birth = date('Date of birth', { notBefore: { yearsAgo: 30 }, notAfter: { yearsAgo: 2 } });
const admitted = date('Admission date', { notAfter: TODAY });

describe('date bounds declared per field', () => {
  it('resolve on the school day, years back or ahead; 29 February becomes the 28th', () => {
    expect(resolveDateBound(TODAY, today)).toBe(today);
    expect(resolveDateBound({ yearsAgo: 30 }, today)).toBe('1996-11-23');
    expect(resolveDateBound({ yearsAhead: 1 }, '2028-02-29')).toBe('2029-02-28');
    expect(dateLimits(birth, today)).toEqual({ min: '1996-11-23', max: '2024-11-23' });
    expect(dateLimits(admitted, today)).toEqual({ max: today });
    expect(dateLimits(date('Any'), today)).toEqual({});
  });

  it.each([
    [birth, '2026-11-24', 'shule.validation.date_future', {}],
    [birth, '2025-06-01', 'shule.validation.date_min_years_ago', { years: 2 }],
    [birth, '1996-11-22', 'shule.validation.date_max_years_ago', { years: 30 }],
    [admitted, '2026-11-24', 'shule.validation.date_future', {}],
  ])('refuse a date outside them with the words of the bound (%#)', (field, value, message, args) => {
    expect(dateBoundError(field, value, today)).toEqual({ message, args });
  });

  it.each([
    [birth, '1996-11-23'],
    [birth, '2024-11-23'],
    [admitted, today],
  ])('accept the bounds themselves (%#)', (field, value) => {
    expect(dateBoundError(field, value, today)).toBeUndefined();
  });
});
