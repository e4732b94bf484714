/**
 * Automatic matching of statement lines to the cash book, as a bursar does it with a ruler: the
 * same amount on the same side, and either the same cheque, voucher, receipt or M-Pesa number in
 * both, or dates a few days apart. Only a pairing that is the one candidate both ways is made;
 * anything with two candidates is left for a person to decide.
 */
export interface StatementCandidate {
  readonly id: number;
  readonly date: string;
  /** Money in less money out. */
  readonly net: number;
  readonly tokens: ReadonlySet<string>;
}

export interface CashCandidate {
  readonly entry_id: number;
  readonly date: string;
  /** Debits less credits on the bank's ledger account. */
  readonly net: number;
  readonly tokens: ReadonlySet<string>;
  readonly reversal_of_id: number | null;
  /** Dated before the first statement (taken as cleared): only a matching number pairs it. */
  readonly before_cutoff: boolean;
}

export interface AutoMatches {
  readonly pairs: readonly (readonly [statementLineId: number, entryId: number])[];
  /** An entry and its reversal, both on the account and neither at the bank: they clear each other. */
  readonly contras: readonly (readonly [entryId: number, reversalId: number])[];
}

/** How far a statement line may be from the cash book: a cheque clears weeks later, a deposit within days. */
export const WINDOW = { referenceBefore: 5, referenceAfter: 120, date: 4 } as const;

const DAY = 86_400_000;
const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);

/**
 * The numbers in a text that can name a document: cheque 004512, RCT-000223, PV-000014,
 * QRF12AB34C. Words without a digit, years and short numbers are not references.
 */
export function referenceTokens(...texts: readonly (string | null | undefined)[]): Set<string> {
  const tokens = new Set<string>();
  for (const text of texts) {
    for (const word of String(text ?? '')
      .toUpperCase()
      .split(/[^A-Z0-9/-]+/)) {
      for (const piece of [word.replace(/[/-]/g, ''), ...word.split(/[/-]/)]) {
        if (!/\d/.test(piece) || piece.length < 4) continue;
        if (/^(19|20)\d\d$/.test(piece)) continue;
        // Cheque numbers are printed with and without leading zeros.
        const token = /^\d+$/.test(piece) ? piece.replace(/^0+/, '') : piece;
        if (token.length >= 3) tokens.add(token);
      }
    }
  }
  return tokens;
}

const shares = (a: ReadonlySet<string>, b: ReadonlySet<string>) => [...a].some((t) => b.has(t));

/** Pairs each side's only candidate with the other side's only candidate. */
function uniquePairs(candidates: Map<number, number[]>): [number, number][] {
  const reverse = new Map<number, number[]>();
  for (const [s, cs] of candidates) for (const c of cs) reverse.set(c, [...(reverse.get(c) ?? []), s]);
  const pairs: [number, number][] = [];
  for (const [s, cs] of candidates) if (cs.length === 1 && reverse.get(cs[0])?.length === 1) pairs.push([s, cs[0]]);
  return pairs;
}

export function autoMatch(statement: readonly StatementCandidate[], cash: readonly CashCandidate[]): AutoMatches {
  const open = new Map(cash.map((c) => [c.entry_id, c]));
  const contras: [number, number][] = [];
  for (const c of cash) {
    const original = c.reversal_of_id === null ? undefined : open.get(c.reversal_of_id);
    if (!original || original.net + c.net !== 0 || !open.has(c.entry_id)) continue;
    contras.push([original.entry_id, c.entry_id]);
    open.delete(original.entry_id);
    open.delete(c.entry_id);
  }
  const sameAmount = (s: StatementCandidate) => [...open.values()].filter((c) => c.net === s.net && s.net !== 0);
  // By number: the same reference on both sides, a cheque presented up to months after it was written.
  const byReference = new Map<number, number[]>();
  for (const s of statement) {
    const found = sameAmount(s).filter((c) => {
      const gap = days(c.date, s.date);
      return gap >= -WINDOW.referenceBefore && gap <= WINDOW.referenceAfter && shares(s.tokens, c.tokens);
    });
    byReference.set(
      s.id,
      found.map((c) => c.entry_id),
    );
  }
  const pairs = uniquePairs(new Map([...byReference].filter(([, cs]) => cs.length > 0)));
  for (const [, c] of pairs) open.delete(c);
  const paired = new Set(pairs.map(([s]) => s));
  // By date: a line no number decided, the same amount within a few days, unique both ways.
  // A line with two candidates by number still counts as a rival here, so it is never bypassed.
  const byDate = new Map<number, number[]>();
  for (const s of statement) {
    if (paired.has(s.id)) continue;
    const found = sameAmount(s).filter((c) => !c.before_cutoff && Math.abs(days(c.date, s.date)) <= WINDOW.date);
    byDate.set(
      s.id,
      found.map((c) => c.entry_id),
    );
  }
  const ambiguous = (s: number) => (byReference.get(s)?.length ?? 0) > 1;
  return { pairs: [...pairs, ...uniquePairs(byDate).filter(([s]) => !ambiguous(s))], contras };
}
