const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];
const SCALES = ['', 'Thousand', 'Million', 'Billion'];

/** 0 < n < 1000 in words, British style: "Three Hundred and Five". */
function hundreds(n: number): string {
  const h = Math.floor(n / 100);
  const rest = n % 100;
  const tail = rest < 20 ? ONES[rest] : `${TENS[Math.floor(rest / 10)]}${rest % 10 ? `-${ONES[rest % 10]}` : ''}`;
  if (h === 0) return tail;
  return rest === 0 ? `${ONES[h]} Hundred` : `${ONES[h]} Hundred and ${tail}`;
}

/** A whole number in words: 45747 → "Forty-Five Thousand Seven Hundred and Forty-Seven". */
export function numberInWords(value: number): string {
  if (value === 0) return 'Zero';
  const groups: number[] = [];
  for (let n = value; n > 0; n = Math.floor(n / 1000)) groups.push(n % 1000);
  const parts = groups
    .map((g, i) => (g === 0 ? '' : `${hundreds(g)}${SCALES[i] ? ` ${SCALES[i]}` : ''}`))
    .reverse()
    .filter(Boolean);
  // "One Thousand and Five": the last group under a hundred joins with "and", as cheques are written.
  const last = groups[0];
  if (parts.length > 1 && last > 0 && last < 100) parts[parts.length - 1] = `and ${parts[parts.length - 1]}`;
  return parts.join(' ');
}

/** KES cents as a receipt writes them out: "Kenya Shillings Twelve Thousand and Fifty Cents Only". */
export function shillingsInWords(cents: number): string {
  const shillings = Math.floor(cents / 100);
  const rest = cents % 100;
  // "…and Fifty, Cents Fifty Only": the cents as Kenyan receipts and cheques write them.
  const cent = rest > 0 ? `, Cents ${numberInWords(rest)}` : '';
  return `Kenya Shillings ${numberInWords(shillings)}${cent} Only`;
}
