import { describe, expect, it } from 'vitest';
import { displayPhone, toE164 } from './phone';

describe('toE164', () => {
  it.each([
    ['0712 345 678', '+254712345678'],
    ['0712345678', '+254712345678'],
    ['+254 712 345 678', '+254712345678'],
    ['+254712345678', '+254712345678'],
    ['254712345678', '+254712345678'],
    ['712345678', '+254712345678'],
    ['(0712) 345-678', '+254712345678'],
    ['0110 123 456', '+254110123456'],
    ['00254 712 345 678', '+254712345678'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+256 772 123456', '+256772123456'],
  ])('%s is stored as %s', (typed, stored) => {
    expect(toE164(typed)).toBe(stored);
  });

  it.each(['', 'abc', '12345', '0812 345 678', '+254 612 345 678', '07123456789', '+0712345678', '+1234567890123456'])(
    '%s is not a phone number',
    (typed) => {
      expect(toE164(typed)).toBeUndefined();
    },
  );
});

describe('displayPhone', () => {
  it('shows a Kenyan number as dialled locally and others as stored', () => {
    expect(displayPhone('+254712345678')).toBe('0712 345 678');
    expect(displayPhone('+254110123456')).toBe('0110 123 456');
    expect(displayPhone('+442079460958')).toBe('+442079460958');
  });
});
