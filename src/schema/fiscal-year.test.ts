import { describe, expect, it } from 'vitest';
import { fiscalYear, fiscalYearOf } from './fiscal-year';

describe('the fiscal year (1 July to 30 June)', () => {
  it('names a year by the two it spans and bounds it by 1 July and 30 June', () => {
    expect(fiscalYear(2026)).toEqual({ start_year: 2026, name: '2026/27', from: '2026-07-01', to: '2027-06-30' });
    expect(fiscalYear(2099).name).toBe('2099/00');
  });

  it('puts 30 June in the year that ends then and 1 July in the next', () => {
    expect(fiscalYearOf('2026-06-30').name).toBe('2025/26');
    expect(fiscalYearOf('2026-07-01').name).toBe('2026/27');
    expect(fiscalYearOf('2026-01-15').start_year).toBe(2025);
    expect(fiscalYearOf('2026-12-31').start_year).toBe(2026);
  });
});
