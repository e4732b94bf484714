import { describe, expect, it } from 'vitest';
import { todayAtSchool } from './display';
import { date, resolveDefault, text, TODAY } from './fields';

describe('a default of TODAY', () => {
  it('is the date in Nairobi, which turns a day over three hours before UTC does', () => {
    expect(todayAtSchool(new Date('2026-11-23T20:59:00Z'))).toBe('2026-11-23');
    expect(todayAtSchool(new Date('2026-11-23T21:00:00Z'))).toBe('2026-11-24');
    expect(resolveDefault(date('Admission date', { default: TODAY }), new Date('2026-01-31T22:30:00Z'))).toBe(
      '2026-02-01',
    );
  });

  it('leaves every other default as declared', () => {
    expect(resolveDefault(text('House', { default: 'Simba' }))).toBe('Simba');
    expect(resolveDefault(text('House'))).toBeUndefined();
  });
});
