import { describe, expect, it } from 'vitest';
import { centsToAmount, formatKes, parseAmount } from './money';

describe('money', () => {
  it('parses amounts to exact integer cents', () => {
    expect(parseAmount('1234.50')).toBe(123450);
    expect(parseAmount('1234.5')).toBe(123450);
    expect(parseAmount('1,234.05')).toBe(123405);
    expect(parseAmount('0.29')).toBe(29);
    expect(parseAmount('4.35')).toBe(435); // 4.35 * 100 is 434.99999999999994 in floating point
    expect(parseAmount('1.15')).toBe(115);
    expect(parseAmount('KES 10')).toBe(1000);
    expect(parseAmount('-2.50')).toBe(-250);
    expect(parseAmount('007')).toBe(700);
    expect(parseAmount('')).toBeNull();
  });

  it('refuses what is not an amount of at most two decimals', () => {
    for (const text of ['12.345', 'abc', '1.2.3', '1e5', '--1', '12345678901234567']) {
      expect(parseAmount(text), text).toBeUndefined();
    }
  });

  it('formats cents back without floating point', () => {
    expect(centsToAmount(123450)).toBe('1234.50');
    expect(centsToAmount(5)).toBe('0.05');
    expect(centsToAmount(-250)).toBe('-2.50');
    expect(formatKes(123450)).toBe('KES 1,234.50');
    expect(formatKes(-99)).toBe('-KES 0.99');
    for (const cents of [0, 1, 99, 100, 435, 115, 999999999999]) expect(parseAmount(centsToAmount(cents))).toBe(cents);
  });
});
