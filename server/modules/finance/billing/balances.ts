/**
 * students.fee_balance is kept by the payments area (invoices owed less unapplied credit); this
 * name stays for the modules that import it from billing.
 */
export { refreshBalances } from '../payments/credits';
