import { BOOKS_MESSAGES } from './finance-books.messages';
import { EXPENSES_MESSAGES } from './finance-expenses.messages';
import { BUDGETS_MESSAGES } from './finance-budgets.messages';
import { BANKING_MESSAGES } from './finance-banking.messages';
import { STATEMENTS_MESSAGES } from './finance-statements.messages';
import { BILLING_MESSAGES } from './finance-billing.messages';
import { CHARGES_MESSAGES } from './finance-charges.messages';
import { LEDGER_MESSAGES } from './finance-ledger.messages';
import { MPESA_MESSAGES } from './finance-mpesa.messages';
import { PAYMENTS_MESSAGES } from './finance-payments.messages';
import { FINANCE_REPORTS_MESSAGES } from './finance-reports.messages';
import { WALLETS_MESSAGES } from './finance-wallets.messages';

/** English of the finance module's answers, under `shule.finance.<area>`. Swahili: finance.sw.ts. */
export const FINANCE_MESSAGES = {
  ledger: LEDGER_MESSAGES,
  billing: BILLING_MESSAGES,
  payments: PAYMENTS_MESSAGES,
  mpesa: MPESA_MESSAGES,
  charges: CHARGES_MESSAGES,
  wallets: WALLETS_MESSAGES,
  reports: FINANCE_REPORTS_MESSAGES,
  books: BOOKS_MESSAGES,
  expenses: EXPENSES_MESSAGES,
  budgets: BUDGETS_MESSAGES,
  banking: BANKING_MESSAGES,
  statements: STATEMENTS_MESSAGES,
};
