/** KES cents as an accountant writes them: 1234567 → "12,345.67", negatives with a minus sign. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const shillings = Math.trunc(abs / 100).toLocaleString('en-KE');
  return `${sign}${shillings}.${String(abs % 100).padStart(2, '0')}`;
}
