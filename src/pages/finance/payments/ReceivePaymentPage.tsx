/** Receiving a payment: filled in below. */
export function ReceivePaymentPage() {
  return null;
}
