import { describe, expect, it } from 'vitest';
import { applyDiscounts, type Discount } from './discounts';

const priority = new Map([
  [1, 1],
  [2, 2],
  [3, 3],
]);
const items = [
  { vote_head_id: 3, amount: 1_000_00 },
  { vote_head_id: 1, amount: 2_500_55 },
  { vote_head_id: 2, amount: 333_33 },
];
const percent = (basisPoints: number, voteHeadIds: number[] = []): Discount => ({
  id: 1,
  method: 'percent',
  amount: 0,
  basisPoints,
  voteHeadIds,
});
const fixed = (amount: number, voteHeadIds: number[] = []): Discount => ({
  id: 2,
  method: 'fixed',
  amount,
  basisPoints: 0,
  voteHeadIds,
});

describe('applyDiscounts', () => {
  it('takes a percentage of each line, rounding half a cent up, in whole cents', () => {
    const lines = applyDiscounts(items, [percent(1_250)], priority);
    // 12.5 % of 100,000 = 12,500; of 250,055 = 31,256.875 → 31,257; of 33,333 = 4,166.625 → 4,167
    expect(lines.map((l) => l.discount)).toEqual([12_500, 31_257, 4_167]);
    expect(lines.every((l) => Number.isInteger(l.discount))).toBe(true);
  });

  it('spreads a fixed amount over the lines in vote-head priority order, never below zero', () => {
    const lines = applyDiscounts(items, [fixed(2_600_00)], priority);
    // priority 1 (vote head 1) takes 250,055 whole, then priority 2 (vote head 2) the remaining 9,945
    expect(lines.map((l) => l.discount)).toEqual([0, 2_500_55, 9_945]);
    const all = applyDiscounts(items, [fixed(99_999_999)], priority);
    expect(all.map((l) => l.discount)).toEqual(items.map((i) => i.amount));
  });

  it('discounts only the vote heads named, each discount on what the earlier ones left', () => {
    const lines = applyDiscounts(items, [percent(10_000, [2]), fixed(500_00, [2, 3])], priority);
    expect(lines.map((l) => l.discount)).toEqual([500_00, 0, 333_33]);
  });

  it('leaves lines alone without discounts', () => {
    expect(applyDiscounts(items, [], priority).map((l) => l.discount)).toEqual([0, 0, 0]);
  });
});
