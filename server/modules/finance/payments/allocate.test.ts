import { describe, expect, it } from 'vitest';
import { allocate, type AllocationMode, type OutstandingLine } from './allocate';

const line = (
  invoice_id: number,
  issued_on: string,
  vote_head_id: number,
  priority: number,
  outstanding: number,
): OutstandingLine => ({ invoice_id, issued_on, invoice_no: `INV-${invoice_id}`, vote_head_id, priority, outstanding });

// Term 1 (older) owes tuition 1,000 and BES 500; term 2 owes tuition 2,000, BES 3,000, RMI 700.
const OWED = [
  line(2, '2026-05-04', 11, 1, 2000_00),
  line(2, '2026-05-04', 12, 2, 3000_00),
  line(1, '2026-01-05', 12, 2, 500_00),
  line(2, '2026-05-04', 14, 4, 700_00),
  line(1, '2026-01-05', 11, 1, 1000_00),
];

describe('priority allocation', () => {
  it('settles the oldest invoice first, then vote heads by priority', () => {
    const result = allocate(OWED, 2000_00, { mode: 'priority' });
    expect(result.lines).toEqual([
      { invoice_id: 1, vote_head_id: 11, amount: 1000_00 },
      { invoice_id: 1, vote_head_id: 12, amount: 500_00 },
      { invoice_id: 2, vote_head_id: 11, amount: 500_00 },
    ]);
    expect(result).toMatchObject({ allocated: 2000_00, credit: 0 });
  });

  it('turns what nothing owes into credit', () => {
    const result = allocate(OWED, 8000_00, { mode: 'priority' });
    expect(result.allocated).toBe(7200_00);
    expect(result.credit).toBe(800_00);
    expect(result.lines).toHaveLength(5);
  });

  it('is all credit when nothing is owed, and nothing for nothing', () => {
    expect(allocate([], 150_00, { mode: 'priority' })).toEqual({ lines: [], allocated: 0, credit: 150_00 });
    expect(allocate(OWED, 0, { mode: 'pro_rata' })).toEqual({ lines: [], allocated: 0, credit: 0 });
  });

  it('pays only the chosen vote heads (a bursary)', () => {
    const result = allocate(OWED, 5000_00, { mode: 'priority', voteHeadIds: [12] });
    expect(result.lines).toEqual([
      { invoice_id: 1, vote_head_id: 12, amount: 500_00 },
      { invoice_id: 2, vote_head_id: 12, amount: 3000_00 },
    ]);
    expect(result.credit).toBe(1500_00);
  });

  it('breaks ties between invoices of one day by number', () => {
    const lines = [
      { ...line(9, '2026-01-05', 1, 1, 100), invoice_no: 'INV-0002' },
      { ...line(8, '2026-01-05', 1, 1, 100), invoice_no: 'INV-0001' },
    ];
    expect(allocate(lines, 150, { mode: 'priority' }).lines).toEqual([
      { invoice_id: 8, vote_head_id: 1, amount: 100 },
      { invoice_id: 9, vote_head_id: 1, amount: 50 },
    ]);
  });

  it('refuses fractions and negatives', () => {
    expect(() => allocate(OWED, 10.5, { mode: 'priority' })).toThrow();
    expect(() => allocate(OWED, -1, { mode: 'priority' })).toThrow();
    expect(() => allocate([line(1, '2026-01-01', 1, 1, -5)], 1, { mode: 'priority' })).toThrow();
  });
});

describe('pro rata allocation', () => {
  it('splits by outstanding amount with exact cents (largest remainder)', () => {
    // 10,000.01 over 4,144 / 2,000 / 1,500 (the FDSE split): 5,421.26 / 2,616.43 / 1,962.32
    const lines = [
      line(1, '2026-01-05', 1, 1, 4144_00),
      line(1, '2026-01-05', 2, 2, 2000_00),
      line(1, '2026-01-05', 3, 3, 1500_00),
    ];
    const result = allocate(lines, 5000_01, { mode: 'pro_rata' });
    expect(result.lines.map((l) => l.amount)).toEqual([2710_63, 1308_22, 981_16]);
    expect(result.allocated).toBe(5000_01);
    expect(result.credit).toBe(0);
  });

  it('gives the odd cent to the largest remainder, ties to the line settled first', () => {
    const lines = [
      line(1, '2026-01-05', 1, 1, 100),
      line(1, '2026-01-05', 2, 2, 100),
      line(1, '2026-01-05', 3, 3, 100),
    ];
    expect(allocate(lines, 100, { mode: 'pro_rata' }).lines.map((l) => l.amount)).toEqual([34, 33, 33]);
    expect(allocate(lines, 2, { mode: 'pro_rata' }).lines.map((l) => l.amount)).toEqual([1, 1]);
  });

  it('pays every line in full and credits the rest when the amount covers all', () => {
    const result = allocate(OWED, 9999_99, { mode: 'pro_rata' });
    expect(result.allocated).toBe(7200_00);
    expect(result.credit).toBe(2799_99);
  });

  it('spreads only over the chosen vote heads', () => {
    const result = allocate(OWED, 1750_00, { mode: 'pro_rata', voteHeadIds: [12] });
    expect(result.lines).toEqual([
      { invoice_id: 1, vote_head_id: 12, amount: 250_00 },
      { invoice_id: 2, vote_head_id: 12, amount: 1500_00 },
    ]);
  });
});

/** A small deterministic generator (mulberry32): the same cases on every run, many of them. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('properties over many random cases', () => {
  const next = random(20260105);
  const int = (max: number) => Math.floor(next() * (max + 1));
  const cases = Array.from({ length: 3000 }, (_, k) => {
    const count = int(12);
    const lines = Array.from({ length: count }, (_, i) =>
      line(1 + int(3), `2026-0${1 + int(8)}-0${1 + int(8)}`, 10 + i, 1 + int(6), int(k % 3 === 0 ? 9 : 200_000_00)),
    );
    const owed = lines.reduce((s, l) => s + l.outstanding, 0);
    const amount = k % 5 === 0 ? int(owed + 500_00) : k % 7 === 0 ? owed : int(Math.max(owed, 1));
    const mode: AllocationMode = k % 2 === 0 ? 'priority' : 'pro_rata';
    const voteHeadIds = k % 4 === 0 && count > 0 ? lines.filter(() => next() < 0.5).map((l) => l.vote_head_id) : null;
    return { lines, amount, mode, voteHeadIds };
  });

  it('allocates every cent exactly, never negative, never above a line’s outstanding', () => {
    for (const { lines, amount, mode, voteHeadIds } of cases) {
      const result = allocate(lines, amount, { mode, voteHeadIds });
      const byKey = new Map(lines.map((l) => [`${l.invoice_id}:${l.vote_head_id}`, l]));
      let sum = 0;
      for (const got of result.lines) {
        const owed = byKey.get(`${got.invoice_id}:${got.vote_head_id}`);
        expect(owed).toBeDefined();
        expect(Number.isSafeInteger(got.amount)).toBe(true);
        expect(got.amount).toBeGreaterThan(0);
        expect(got.amount).toBeLessThanOrEqual(owed?.outstanding ?? -1);
        if (voteHeadIds && voteHeadIds.length > 0) expect(voteHeadIds).toContain(got.vote_head_id);
        sum += got.amount;
      }
      expect(sum).toBe(result.allocated);
      expect(result.allocated + result.credit).toBe(amount);
      expect(result.credit).toBeGreaterThanOrEqual(0);
      const eligible = lines
        .filter((l) => !voteHeadIds || voteHeadIds.length === 0 || voteHeadIds.includes(l.vote_head_id))
        .reduce((s, l) => s + l.outstanding, 0);
      // Credit only once everything it may settle is settled.
      expect(result.allocated).toBe(Math.min(amount, eligible));
    }
  });

  it('pro rata gives each line within one cent of its exact share', () => {
    for (const { lines, amount, voteHeadIds } of cases) {
      const open = lines.filter(
        (l) => l.outstanding > 0 && (!voteHeadIds || voteHeadIds.length === 0 || voteHeadIds.includes(l.vote_head_id)),
      );
      const total = open.reduce((s, l) => s + l.outstanding, 0);
      if (total <= amount || total === 0) continue;
      const result = allocate(lines, amount, { mode: 'pro_rata', voteHeadIds });
      for (const l of open) {
        const got = result.lines.find((r) => r.invoice_id === l.invoice_id && r.vote_head_id === l.vote_head_id);
        const exact = (amount * l.outstanding) / total;
        expect(Math.abs((got?.amount ?? 0) - exact)).toBeLessThan(1 + 1e-6);
      }
    }
  });

  it('priority settles a line only once every earlier line is settled', () => {
    for (const { lines, amount, voteHeadIds } of cases) {
      const result = allocate(lines, amount, { mode: 'priority', voteHeadIds });
      const partial = result.lines.filter((r) => {
        const owed = lines.find((l) => l.invoice_id === r.invoice_id && l.vote_head_id === r.vote_head_id);
        return owed !== undefined && r.amount < owed.outstanding;
      });
      expect(partial.length).toBeLessThanOrEqual(1);
      if (partial.length === 1) expect(result.lines.at(-1)).toEqual(partial[0]);
    }
  });
});
