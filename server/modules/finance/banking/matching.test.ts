import { describe, expect, it } from 'vitest';
import { autoMatch, type CashCandidate, referenceTokens, type StatementCandidate } from './matching';

const line = (id: number, date: string, net: number, text = ''): StatementCandidate => ({
  id,
  date,
  net,
  tokens: referenceTokens(text),
});
const item = (entry_id: number, date: string, net: number, text = '', extra: Partial<CashCandidate> = {}) => ({
  entry_id,
  date,
  net,
  tokens: referenceTokens(text),
  reversal_of_id: null,
  before_cutoff: false,
  ...extra,
});

describe('reference numbers', () => {
  it('keeps cheque, receipt and M-Pesa numbers, with and without leading zeros, and drops years and words', () => {
    expect([...referenceTokens('CHQ 004512 Term 3 2026 RCT-000223 QRF12AB34C, ref 12')].sort()).toEqual(
      ['223', '4512', 'QRF12AB34C', 'RCT000223'].sort(),
    );
  });
});

describe('automatic matching', () => {
  it('pairs by amount and number across weeks, and by amount and date within a few days', () => {
    const found = autoMatch(
      [line(1, '2026-09-25', -1_250_000, 'CHQ 004512'), line(2, '2026-09-06', 800_000, 'CASH DEPOSIT')],
      [
        item(10, '2026-09-12', -1_250_000, 'Cheque 004512 to Nakuru Stationers'),
        item(11, '2026-09-05', 800_000, 'Receipt RCT-000102'),
        item(12, '2026-09-20', -730_000, 'Cheque 004513'),
      ],
    );
    expect(found).toEqual({
      pairs: [
        [1, 10],
        [2, 11],
      ],
      contras: [],
    });
  });

  it('never pairs a different amount, a date too far without a number, or a number too far back', () => {
    const found = autoMatch(
      [line(1, '2026-09-25', 800_000), line(2, '2026-09-30', 500_000), line(3, '2027-03-01', -100_000, 'CHQ 777')],
      [
        item(10, '2026-09-25', 800_100),
        item(11, '2026-09-20', 500_000),
        item(12, '2026-09-01', -100_000, 'Cheque 000777'),
      ],
    );
    expect(found.pairs).toEqual([]);
  });

  it('leaves ambiguous candidates for a person: two items for one line, or one item two lines want', () => {
    const twoItems = autoMatch(
      [line(1, '2026-09-16', 300_000)],
      [item(10, '2026-09-15', 300_000), item(11, '2026-09-15', 300_000)],
    );
    expect(twoItems.pairs).toEqual([]);
    const twoLines = autoMatch(
      [line(1, '2026-09-16', 300_000), line(2, '2026-09-17', 300_000)],
      [item(10, '2026-09-15', 300_000)],
    );
    expect(twoLines.pairs).toEqual([]);
  });

  it('lets a number decide between items of one amount and date', () => {
    const found = autoMatch(
      [line(1, '2026-09-16', 300_000, 'DEPOSIT RCT-000106')],
      [item(10, '2026-09-15', 300_000, 'Receipt RCT-000105'), item(11, '2026-09-15', 300_000, 'Receipt RCT-000106')],
    );
    expect(found.pairs).toEqual([[1, 11]]);
  });

  it('uses postings before the first statement only by number, and clears an entry with its reversal', () => {
    const found = autoMatch(
      [line(1, '2026-09-03', -2_000_000, 'CHQ 000990'), line(2, '2026-09-02', 40_000)],
      [
        item(10, '2026-08-28', -2_000_000, 'Cheque 000990', { before_cutoff: true }),
        item(11, '2026-08-31', 40_000, '', { before_cutoff: true }),
        item(12, '2026-09-10', 70_000, 'Receipt RCT-000110'),
        item(13, '2026-09-11', -70_000, 'Reversal', { reversal_of_id: 12 }),
      ],
    );
    expect(found).toEqual({ pairs: [[1, 10]], contras: [[12, 13]] });
  });
});
