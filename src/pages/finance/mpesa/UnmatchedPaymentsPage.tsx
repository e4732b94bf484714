export function UnmatchedPaymentsPage() {
  return null;
}
