import { describe, expect, it } from 'vitest';
import { COUNTIES, SUBCOUNTIES, subcountiesOf } from './kenya';

describe('Kenya counties and subcounties', () => {
  it('has the 47 counties with codes 1 to 47, unique names', () => {
    expect(COUNTIES.map((c) => c.code)).toEqual(Array.from({ length: 47 }, (_, i) => i + 1));
    expect(new Set(COUNTIES.map((c) => c.name)).size).toBe(47);
    expect(COUNTIES.find((c) => c.code === 32)?.name).toBe('Nakuru');
  });

  it('gives every county at least one subcounty, one per constituency (290), none repeated in a county', () => {
    for (const county of COUNTIES) expect(subcountiesOf(county.code).length, county.name).toBeGreaterThan(0);
    expect(SUBCOUNTIES).toHaveLength(290);
    const keys = SUBCOUNTIES.map((s) => `${s.county_code}:${s.name}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(SUBCOUNTIES.every((s) => s.name.trim() === s.name && s.name.length > 1)).toBe(true);
  });

  it('answers every subcounty when no county is given', () => {
    expect(subcountiesOf()).toEqual(SUBCOUNTIES);
    expect(subcountiesOf(47)).toHaveLength(17);
  });
});
