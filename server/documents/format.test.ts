import { describe, expect, it } from 'vitest';
import { defaultAlign, formatCell, formatDate, formatDateTime, formatMoney } from './format';

describe('document formats', () => {
  it('prints integer cents as Kenyan shillings with grouped thousands', () => {
    expect(formatMoney(1234500)).toBe('KES 12,345.00');
    expect(formatMoney(5)).toBe('KES 0.05');
    expect(formatMoney(-20000)).toBe('-KES 200.00');
    expect(formatMoney(123456789012)).toBe('KES 1,234,567,890.12');
  });

  it('prints dates day/month/year without shifting a calendar date by time zone', () => {
    expect(formatDate('2026-06-01')).toBe('01/06/2026');
    expect(formatDate('next term')).toBe('next term');
  });

  it("prints a moment as the school's clock in Nairobi reads it, whatever the server's zone", () => {
    // 23:30 UTC on New Year's Eve is already 02:30 on New Year's Day in Nairobi.
    expect(formatDate('2026-12-31T23:30:00.000Z')).toBe('01/01/2027');
    expect(formatDate(new Date('2026-01-08T21:00:00Z'))).toBe('09/01/2026');
    expect(formatDateTime(new Date('2026-06-01T04:05:00Z'))).toBe('01/06/2026 07:05');
  });

  it('formats cells by kind, leaving what a format cannot read as it is', () => {
    expect(formatCell(1234500, 'money')).toBe('KES 12,345.00');
    expect(formatCell('1234500', 'money')).toBe('KES 12,345.00');
    expect(formatCell(1234567, 'number')).toBe('1,234,567');
    expect(formatCell('2026-06-01', 'date')).toBe('01/06/2026');
    expect(formatCell('n/a', 'money')).toBe('n/a');
    expect(formatCell(null, 'money')).toBe('');
    expect(formatCell(undefined)).toBe('');
    expect(formatCell(42)).toBe('42');
  });

  it('right-aligns numbers and money only', () => {
    expect(defaultAlign('money')).toBe('right');
    expect(defaultAlign('number')).toBe('right');
    expect(defaultAlign('date')).toBe('left');
    expect(defaultAlign()).toBe('left');
  });
});
