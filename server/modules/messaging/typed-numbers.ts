import { toE164 } from '../../../src/schema/phone';

/**
 * A number an SMS can go to, in E.164. toE164 is the app's one normaliser ('0712 345 678',
 * '712345678', '254712345678' and '+254712345678' are one number) and it already refuses Kenyan
 * numbers that are not mobiles (+2547…, +2541…): a landline (+25420…) cannot receive an SMS.
 * Numbers of other countries are taken when E.164-plausible (8 to 15 digits with the country code).
 */
export const smsNumber = (typed: string): string | undefined => toE164(typed);

export interface TypedNumbers {
  /** E.164, in the order typed (repeats kept: de-duplication counts them). */
  readonly numbers: readonly string[];
  /** What was typed that is not a mobile number, as typed. */
  readonly invalid: readonly string[];
}

/** The most pieces a written-out number is typed in: '+254 712 345 678', '+44 20 7946 0958'. */
const MAX_PIECES = 5;

/**
 * Numbers typed or pasted into one box, separated by commas, semicolons, spaces or new lines. A
 * space also sits inside a number as people write it ('0712 345 678'), so within a line the
 * pieces are joined back greedily: the longest run of pieces that is one valid number is taken.
 * Pieces that belong to no number are reported together as they were typed ('0712 345 67').
 */
export function parseTypedNumbers(text: string): TypedNumbers {
  const numbers: string[] = [];
  const invalid: string[] = [];
  for (const chunk of text.split(/[,;\n\r]+/)) {
    const pieces = chunk.split(/\s+/).filter((p) => p !== '');
    let stray: string[] = [];
    let i = 0;
    while (i < pieces.length) {
      let taken = 0;
      for (let n = Math.min(MAX_PIECES, pieces.length - i); n >= 1 && taken === 0; n--) {
        const number = smsNumber(pieces.slice(i, i + n).join(' '));
        if (number) {
          numbers.push(number);
          taken = n;
        }
      }
      if (taken === 0) {
        stray.push(pieces[i]);
        i += 1;
      } else {
        if (stray.length) invalid.push(stray.join(' '));
        stray = [];
        i += taken;
      }
    }
    if (stray.length) invalid.push(stray.join(' '));
  }
  return { numbers, invalid };
}
