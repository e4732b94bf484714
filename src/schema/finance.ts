import { BOOKS_PAGES, BOOKS_REPORTS, BOOKS_RESOURCES } from './finance-books';
import { EXPENSES_PAGES, EXPENSES_REPORTS, EXPENSES_RESOURCES } from './finance-expenses';
import { BUDGETS_PAGES, BUDGETS_REPORTS, BUDGETS_RESOURCES } from './finance-budgets';
import { BANKING_PAGES, BANKING_REPORTS, BANKING_RESOURCES } from './finance-banking';
import { STATEMENTS_PAGES, STATEMENTS_REPORTS, STATEMENTS_RESOURCES } from './finance-statements';
import { BILLING_PAGES, BILLING_REPORTS, BILLING_RESOURCES } from './finance-billing';
import { CHARGES_PAGES, CHARGES_REPORTS, CHARGES_RESOURCES } from './finance-charges';
import { LEDGER_RESOURCES } from './finance-ledger';
import { MPESA_PAGES, MPESA_REPORTS, MPESA_RESOURCES } from './finance-mpesa';
import { PAYMENTS_PAGES, PAYMENTS_REPORTS, PAYMENTS_RESOURCES } from './finance-payments';
import { FINANCE_REPORTS_PAGES, FINANCE_REPORTS_REPORTS, FINANCE_REPORTS_RESOURCES } from './finance-reports';
import { WALLETS_PAGES, WALLETS_REPORTS, WALLETS_RESOURCES } from './finance-wallets';
import { FINANCE_MESSAGES } from './finance.messages';
import { defineModule } from './module';

/**
 * Fees and finance (issue 11): the books (ledger), vote heads, fee structures and term billing,
 * payments and receipts, M-Pesa and bank deposits, other charges and transport, refunds and
 * pocket money; and the accounting issue's books, expenses, budgets and other income, banking and
 * financial statements. Each area is declared in its own file; this is the one module they make.
 */
export const financeModule = defineModule({
  name: 'finance',
  label: 'Finance',
  resources: [
    ...LEDGER_RESOURCES,
    ...BILLING_RESOURCES,
    ...PAYMENTS_RESOURCES,
    ...MPESA_RESOURCES,
    ...CHARGES_RESOURCES,
    ...WALLETS_RESOURCES,
    ...FINANCE_REPORTS_RESOURCES,
    ...BOOKS_RESOURCES,
    ...EXPENSES_RESOURCES,
    ...BUDGETS_RESOURCES,
    ...BANKING_RESOURCES,
    ...STATEMENTS_RESOURCES,
  ],
  pages: [
    ...BILLING_PAGES,
    ...PAYMENTS_PAGES,
    ...MPESA_PAGES,
    ...CHARGES_PAGES,
    ...WALLETS_PAGES,
    ...FINANCE_REPORTS_PAGES,
    ...BOOKS_PAGES,
    ...EXPENSES_PAGES,
    ...BUDGETS_PAGES,
    ...BANKING_PAGES,
    ...STATEMENTS_PAGES,
  ],
  reports: [
    ...BILLING_REPORTS,
    ...PAYMENTS_REPORTS,
    ...MPESA_REPORTS,
    ...CHARGES_REPORTS,
    ...WALLETS_REPORTS,
    ...FINANCE_REPORTS_REPORTS,
    ...BOOKS_REPORTS,
    ...EXPENSES_REPORTS,
    ...BUDGETS_REPORTS,
    ...BANKING_REPORTS,
    ...STATEMENTS_REPORTS,
  ],
  messages: FINANCE_MESSAGES,
  swahili: () => import('./finance.sw'),
});
