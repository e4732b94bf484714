/**
 * Phone numbers stored one way (E.164: +254712345678) whatever way they were typed, so that a
 * guardian's number matches across records and every SMS gateway takes it; shown the way Kenyans
 * dial them (0712 345 678). Numbers of other countries keep their own code.
 */

const KENYA = '254';

/**
 * E.164 for what a person typed: '0712 345 678', '+254 712-345-678', '254712345678', '712345678'
 * → '+254712345678'; '+44 20 7946 0958' → '+442079460958'. Undefined when it cannot be a number.
 */
export function toE164(typed: string): string | undefined {
  const trimmed = typed.trim();
  if (!/^\+?[0-9(][0-9 ().-]*$/.test(trimmed)) return undefined;
  const digits = trimmed.replace(/\D/g, '');
  let full: string;
  if (trimmed.startsWith('+')) full = digits;
  else if (digits.startsWith('00'))
    full = digits.slice(2); // international prefix dialled from Kenya
  else if (digits.startsWith('0')) full = KENYA + digits.slice(1);
  else if (digits.startsWith(KENYA) && digits.length === 12) full = digits;
  else if (digits.length === 9 && /^[17]/.test(digits)) full = KENYA + digits;
  else return undefined;
  if (full.startsWith(KENYA)) return /^254[17]\d{8}$/.test(full) ? `+${full}` : undefined;
  // ITU-T E.164: at most 15 digits; 8 is the shortest national number in use with its country code.
  return full.length >= 8 && full.length <= 15 && !full.startsWith('0') ? `+${full}` : undefined;
}

/** '+254712345678' → '0712 345 678'; other countries' numbers as stored; anything else unchanged. */
export function displayPhone(stored: string): string {
  const kenyan = /^\+254(\d{3})(\d{3})(\d{3})$/.exec(stored);
  return kenyan ? `0${kenyan[1]} ${kenyan[2]} ${kenyan[3]}` : stored;
}
