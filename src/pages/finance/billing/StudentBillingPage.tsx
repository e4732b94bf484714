export function StudentBillingPage() {
  return null;
}
