/**
 * Exact money arithmetic for the statutory engine. Amounts are integer cents and rates integer
 * basis points, so a rate applied to an amount is the fraction cents × bp / 10,000, rounded once.
 *
 * Rounding, as KRA's returns carry it: iTax's P10 and the P9A take every amount to the cent (two
 * decimals), and so does the engine: each statutory figure (an NSSF tier, SHIF, the levy, the tax
 * charged on the whole taxable pay, each relief) is computed exactly and rounded once to the
 * nearest cent, half a cent up. Nothing is rounded to the shilling, so the payslip, the P10 and
 * the P9A agree to the cent and no rounding difference builds up over a year.
 */

/** The largest amount the engine takes: KES 1,000,000,000 a month keeps cents × bp exact in a double. */
export const MAX_CENTS = 100_000_000_000;

/** n / d to the nearest integer, halves up; n ≥ 0, d > 0, both integers. */
export function roundHalfUp(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

/** `bp` basis points of `cents`, to the nearest cent. */
export const share = (cents: number, bp: number): number => roundHalfUp(cents * bp, 10_000);

/**
 * A stored percentage (32.5, 2.75) as whole basis points. The rows keep at most two decimals (a
 * rule on their writes), so the float times 100 is within a hair of an integer and rounding it is
 * exact; from here on only integers are summed.
 */
export const basisPoints = (percent: number): number => Math.round(Number(percent) * 100);

/** Whether a stored percentage has at most two decimals (what basisPoints reads exactly). */
export const hasTwoDecimalsAtMost = (percent: number): boolean =>
  Math.abs(Number(percent) * 100 - Math.round(Number(percent) * 100)) < 1e-6;

export const atLeastZero = (cents: number): number => Math.max(0, cents);
