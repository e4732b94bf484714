/**
 * Money is integer cents on the wire. Conversions go through strings so 1234.50 becomes 123450
 * exactly: multiplying the float 1234.5 by 100 is how fee ledgers end up a cent out.
 */
const AMOUNT = /^(-)?(\d+)(?:\.(\d{0,2}))?$/;

/** "1,234.50" → 123450; "" → null; anything that is not an amount of at most 2 decimals → undefined. */
export function parseAmount(text: string): number | null | undefined {
  const cleaned = text.replace(/[\s,]/g, '').replace(/^KES/i, '');
  if (cleaned === '') return null;
  const match = AMOUNT.exec(cleaned);
  if (!match) return undefined;
  const [, sign, whole, fraction = ''] = match;
  const digits = `${whole}${fraction.padEnd(2, '0')}`.replace(/^0+(?=\d)/, '');
  if (digits.length > 15) return undefined; // beyond this, a JavaScript number loses whole cents
  const cents = Number(digits);
  return sign && cents !== 0 ? -cents : cents;
}

/** 123450 → "1234.50", the form an input shows and parseAmount reads back. */
export function centsToAmount(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(Math.trunc(cents));
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** 123450 → "KES 1,234.50" in the user's locale grouping; whole shillings never pass through a float. */
export function formatKes(cents: number, locale = 'en'): string {
  const negative = cents < 0;
  const abs = Math.abs(Math.trunc(cents));
  const whole = new Intl.NumberFormat(locale === 'sw' ? 'sw-KE' : 'en-KE', { maximumFractionDigits: 0 }).format(
    Math.floor(abs / 100),
  );
  return `${negative ? '-' : ''}KES ${whole}.${String(abs % 100).padStart(2, '0')}`;
}
