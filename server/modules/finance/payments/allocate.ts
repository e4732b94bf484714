/**
 * How a payment is spread over what a student owes (domain note 1.2): pure arithmetic on integer
 * cents, so it is tested exhaustively apart from the database. Every cent of the amount ends up
 * either on a line or in the credit; no line receives more than it owes.
 */

/** One vote head of one invoice that still owes money. */
export interface OutstandingLine {
  readonly invoice_id: number;
  readonly issued_on: string;
  readonly invoice_no: string;
  readonly vote_head_id: number;
  /** The vote head's priority: 1 is settled first. */
  readonly priority: number;
  /** Cents still owed on this line. */
  readonly outstanding: number;
}

export type AllocationMode = 'priority' | 'pro_rata';

export interface AllocationOptions {
  readonly mode: AllocationMode;
  /** Only these vote heads (a bursary paying chosen vote heads); every vote head when absent. */
  readonly voteHeadIds?: readonly number[] | null;
}

export interface AllocatedLine {
  readonly invoice_id: number;
  readonly vote_head_id: number;
  readonly amount: number;
}

export interface Allocation {
  /** Lines that receive money, in settlement order; no zero amounts. */
  readonly lines: readonly AllocatedLine[];
  readonly allocated: number;
  /** What is left over: the student's credit, settling the next invoice. */
  readonly credit: number;
}

/** Oldest invoice first (by date, then number), then the vote heads in priority order. */
export function settlementOrder(a: OutstandingLine, b: OutstandingLine): number {
  if (a.issued_on !== b.issued_on) return a.issued_on < b.issued_on ? -1 : 1;
  if (a.invoice_no !== b.invoice_no) return a.invoice_no < b.invoice_no ? -1 : 1;
  if (a.invoice_id !== b.invoice_id) return a.invoice_id - b.invoice_id;
  if (a.priority !== b.priority) return a.priority - b.priority;
  return a.vote_head_id - b.vote_head_id;
}

function assertCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${what} must be whole, non-negative cents: ${value}`);
}

/** The lines a payment may settle, in settlement order. */
function eligible(lines: readonly OutstandingLine[], options: AllocationOptions): OutstandingLine[] {
  const only = options.voteHeadIds && options.voteHeadIds.length > 0 ? new Set(options.voteHeadIds) : null;
  return lines
    .filter((l) => {
      assertCents(l.outstanding, 'An outstanding amount');
      return l.outstanding > 0 && (only === null || only.has(l.vote_head_id));
    })
    .sort(settlementOrder);
}

function byPriority(lines: readonly OutstandingLine[], amount: number): AllocatedLine[] {
  const out: AllocatedLine[] = [];
  let left = amount;
  for (const line of lines) {
    if (left === 0) break;
    const take = Math.min(left, line.outstanding);
    out.push({ invoice_id: line.invoice_id, vote_head_id: line.vote_head_id, amount: take });
    left -= take;
  }
  return out;
}

/**
 * Each line gets amount × outstanding ÷ total, rounded down, and the cents still left go one each
 * to the lines with the largest remainders (Hamilton's method), ties to the line settled first.
 * BigInt because amount × outstanding can pass 2^53 for a large school's sums.
 */
function proRata(lines: readonly OutstandingLine[], amount: number): AllocatedLine[] {
  const total = lines.reduce((sum, l) => sum + BigInt(l.outstanding), 0n);
  if (total <= BigInt(amount))
    return lines.map((l) => ({ invoice_id: l.invoice_id, vote_head_id: l.vote_head_id, amount: l.outstanding }));
  const big = BigInt(amount);
  const shares = lines.map((l, index) => {
    const product = big * BigInt(l.outstanding);
    return { index, amount: Number(product / total), remainder: product % total };
  });
  let left = amount - shares.reduce((sum, s) => sum + s.amount, 0);
  const order = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const share of order) {
    if (left === 0) break;
    share.amount += 1;
    left -= 1;
  }
  return shares
    .filter((s) => s.amount > 0)
    .map((s) => ({
      invoice_id: lines[s.index].invoice_id,
      vote_head_id: lines[s.index].vote_head_id,
      amount: s.amount,
    }));
}

/** Spreads `amount` cents over the outstanding lines; what no line may take is credit. */
export function allocate(lines: readonly OutstandingLine[], amount: number, options: AllocationOptions): Allocation {
  assertCents(amount, 'An amount');
  const open = eligible(lines, options);
  const allocatedLines = options.mode === 'pro_rata' ? proRata(open, amount) : byPriority(open, amount);
  const allocated = allocatedLines.reduce((sum, l) => sum + l.amount, 0);
  return { lines: allocatedLines, allocated, credit: amount - allocated };
}
