import { describe, expect, it } from 'vitest';
import { takeDeductions } from './other-deductions';

describe('deductions beyond the statutory ones', () => {
  it('takes them all when a third of the pay is left', () => {
    const result = takeDeductions(5_000_000, 1_000_000, [
      { kind: 'sacco', description: 'SACCO', amount: 300_000, source_id: 1 },
      { kind: 'loan', description: 'Loan', amount: 500_000, source_id: 2, balance: 1_200_000 },
    ]);
    expect(result.total).toBe(800_000);
    expect(result.untaken).toBe(0);
    expect(result.byKind).toMatchObject({ sacco: 300_000, loan: 500_000 });
    expect(result.taken.find((d) => d.kind === 'loan')?.balance_after).toBe(700_000);
  });

  it('keeps a third of the pay (Employment Act s.19(3)): HELB first, then advances, loans, SACCO, welfare', () => {
    // Gross 30,000, statutory 8,000: room 30,000 − 8,000 − 10,000 = 12,000.
    const result = takeDeductions(3_000_000, 800_000, [
      { kind: 'welfare', description: 'Welfare', amount: 200_000, source_id: 5 },
      { kind: 'sacco', description: 'SACCO', amount: 500_000, source_id: 4 },
      { kind: 'loan', description: 'Loan', amount: 600_000, source_id: 3, balance: 600_000 },
      { kind: 'helb', description: 'HELB', amount: 300_000, source_id: null },
    ]);
    expect(result.taken.map((d) => [d.kind, d.taken])).toEqual([
      ['helb', 300_000],
      ['loan', 600_000],
      ['sacco', 300_000],
      ['welfare', 0],
    ]);
    expect(result.untaken).toBe(400_000);
    expect(3_000_000 - 800_000 - result.total).toBe(1_000_000);
    // The loan falls only by what was taken.
    expect(result.taken.find((d) => d.kind === 'loan')?.balance_after).toBe(0);
  });

  it('takes nothing when the statutory deductions already take two thirds', () => {
    const result = takeDeductions(900_000, 700_000, [
      { kind: 'sacco', description: 'SACCO', amount: 100_000, source_id: 1 },
    ]);
    expect(result.total).toBe(0);
    expect(result.untaken).toBe(100_000);
  });
});
