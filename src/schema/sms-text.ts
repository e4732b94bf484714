/**
 * How an SMS is counted and filled, shared by the compose screen (live count) and the server (what
 * is queued and charged), so the number of parts the user sees is the number the school pays for.
 *
 * GSM 03.38: a message of the 7-bit alphabet fits 160 characters in one part, 153 per part when
 * longer (the rest of each part holds the concatenation header); the extension characters
 * (^ { } \ [ ] ~ | € and form feed) take two. One character outside it makes the whole message
 * UCS-2: 70 in one part, 67 per part, counted in UTF-16 units (an emoji takes two).
 */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

const BASIC = new Set(GSM_BASIC);
const EXTENDED = new Set(GSM_EXTENDED);

export type SmsEncoding = 'gsm7' | 'ucs2';

export interface SmsCount {
  readonly encoding: SmsEncoding;
  /** Characters as a person counts them (an emoji is one). */
  readonly characters: number;
  /** What the parts are measured in: septets for GSM-7, UTF-16 units for UCS-2. */
  readonly units: number;
  readonly parts: number;
  /** Units one part holds at this length: 160/70 for a single part, 153/67 when concatenated. */
  readonly perPart: number;
  /** Units left in the last part before another part starts. */
  readonly remaining: number;
}

export const isGsm7 = (text: string): boolean => [...text].every((c) => BASIC.has(c) || EXTENDED.has(c));

/**
 * Packs the message's characters into parts greedily: a character's units never straddle two parts
 * (an escape pair, a surrogate pair), which is what gateways do and why a part may hold one less.
 */
function partsOf(sizes: readonly number[], perPart: number): number {
  let parts = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > perPart) {
      parts += 1;
      used = 0;
    }
    used += size;
  }
  return parts;
}

export function countSms(text: string): SmsCount {
  const chars = [...text];
  const encoding: SmsEncoding = isGsm7(text) ? 'gsm7' : 'ucs2';
  const sizes = chars.map((c) => (encoding === 'gsm7' ? (EXTENDED.has(c) ? 2 : 1) : c.length));
  const units = sizes.reduce((a, b) => a + b, 0);
  const single = encoding === 'gsm7' ? 160 : 70;
  const multi = encoding === 'gsm7' ? 153 : 67;
  if (units <= single)
    return {
      encoding,
      characters: chars.length,
      units,
      parts: units === 0 ? 0 : 1,
      perPart: single,
      remaining: single - units,
    };
  const parts = partsOf(sizes, multi);
  return { encoding, characters: chars.length, units, parts, perPart: multi, remaining: parts * multi - units };
}

/** The placeholders a template may use, and the recipients that have a value for each. */
export const SMS_PLACEHOLDERS = {
  first_name: ['guardian', 'staff'],
  name: ['guardian', 'staff'],
  admission_no: ['guardian'],
  class: ['guardian'],
  stream: ['guardian'],
  balance: ['guardian'],
  guardian_name: ['guardian'],
  school: ['guardian', 'staff', 'number'],
} as const satisfies Record<string, readonly SmsRecipientKind[]>;

export type SmsPlaceholder = keyof typeof SMS_PLACEHOLDERS;
/** Guardians stand for a student (placeholders are the student's); staff for themselves; numbers for nobody. */
export type SmsRecipientKind = 'guardian' | 'staff' | 'number';
export type SmsValues = Partial<Record<SmsPlaceholder, string>>;

const PLACEHOLDER = /\{([a-z_]+)\}/g;

/** The placeholders a template names, in order, each once. */
export const placeholdersIn = (template: string): string[] => [
  ...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1])),
];

/** Placeholders that are not known at all ('{fee}'), or have no value for these recipients ('{balance}' for teachers). */
export function placeholderProblems(
  template: string,
  kinds: readonly SmsRecipientKind[],
): { unknown: string[]; inapplicable: string[] } {
  const unknown: string[] = [];
  const inapplicable: string[] = [];
  for (const name of placeholdersIn(template)) {
    if (!(name in SMS_PLACEHOLDERS)) unknown.push(name);
    else {
      const allowed: readonly SmsRecipientKind[] = SMS_PLACEHOLDERS[name as SmsPlaceholder];
      if (kinds.some((k) => !allowed.includes(k))) inapplicable.push(name);
    }
  }
  return { unknown, inapplicable };
}

/** The message one recipient receives: each known placeholder replaced by its value (empty when it has none). */
export const fillTemplate = (template: string, values: SmsValues): string =>
  template.replace(PLACEHOLDER, (whole, name: string) =>
    name in SMS_PLACEHOLDERS ? (values[name as SmsPlaceholder] ?? '') : whole,
  );

/** KES cents as an SMS writes a balance: 12,500 or 12,500.50 (no currency: the template says "KES"). */
export function smsAmount(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(Math.round(cents));
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = abs % 100;
  return `${negative ? '-' : ''}${whole}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}
