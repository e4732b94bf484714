import { BOOKS_MESSAGES_SW } from './finance-books.messages.sw';
import { BOOKS_SW } from './finance-books.sw';
import { EXPENSES_MESSAGES_SW } from './finance-expenses.messages.sw';
import { EXPENSES_SW } from './finance-expenses.sw';
import { BUDGETS_MESSAGES_SW } from './finance-budgets.messages.sw';
import { BUDGETS_SW } from './finance-budgets.sw';
import { BANKING_MESSAGES_SW } from './finance-banking.messages.sw';
import { BANKING_SW } from './finance-banking.sw';
import { STATEMENTS_MESSAGES_SW } from './finance-statements.messages.sw';
import { STATEMENTS_SW } from './finance-statements.sw';
import { BILLING_MESSAGES_SW } from './finance-billing.messages.sw';
import { BILLING_SW } from './finance-billing.sw';
import { CHARGES_MESSAGES_SW } from './finance-charges.messages.sw';
import { CHARGES_SW } from './finance-charges.sw';
import { LEDGER_MESSAGES_SW } from './finance-ledger.messages.sw';
import { LEDGER_SW } from './finance-ledger.sw';
import { MPESA_MESSAGES_SW } from './finance-mpesa.messages.sw';
import { MPESA_SW } from './finance-mpesa.sw';
import { PAYMENTS_MESSAGES_SW } from './finance-payments.messages.sw';
import { PAYMENTS_SW } from './finance-payments.sw';
import { FINANCE_REPORTS_MESSAGES_SW } from './finance-reports.messages.sw';
import { FINANCE_REPORTS_SW } from './finance-reports.sw';
import { WALLETS_MESSAGES_SW } from './finance-wallets.messages.sw';
import { WALLETS_SW } from './finance-wallets.sw';

/** Swahili of the finance module (finance.ts), gathered from its areas' files. */
export default {
  label: 'Fedha',
  resources: {
    ...LEDGER_SW.resources,
    ...BILLING_SW.resources,
    ...PAYMENTS_SW.resources,
    ...MPESA_SW.resources,
    ...CHARGES_SW.resources,
    ...WALLETS_SW.resources,
    ...FINANCE_REPORTS_SW.resources,
    ...BOOKS_SW.resources,
    ...EXPENSES_SW.resources,
    ...BUDGETS_SW.resources,
    ...BANKING_SW.resources,
    ...STATEMENTS_SW.resources,
  },
  pages: {
    ...BILLING_SW.pages,
    ...PAYMENTS_SW.pages,
    ...MPESA_SW.pages,
    ...CHARGES_SW.pages,
    ...WALLETS_SW.pages,
    ...FINANCE_REPORTS_SW.pages,
    ...BOOKS_SW.pages,
    ...EXPENSES_SW.pages,
    ...BUDGETS_SW.pages,
    ...BANKING_SW.pages,
    ...STATEMENTS_SW.pages,
  },
  reports: {
    ...BILLING_SW.reports,
    ...PAYMENTS_SW.reports,
    ...MPESA_SW.reports,
    ...CHARGES_SW.reports,
    ...WALLETS_SW.reports,
    ...FINANCE_REPORTS_SW.reports,
    ...BOOKS_SW.reports,
    ...EXPENSES_SW.reports,
    ...BUDGETS_SW.reports,
    ...BANKING_SW.reports,
    ...STATEMENTS_SW.reports,
  },
  messages: {
    ledger: LEDGER_MESSAGES_SW,
    billing: BILLING_MESSAGES_SW,
    payments: PAYMENTS_MESSAGES_SW,
    mpesa: MPESA_MESSAGES_SW,
    charges: CHARGES_MESSAGES_SW,
    wallets: WALLETS_MESSAGES_SW,
    reports: FINANCE_REPORTS_MESSAGES_SW,
    books: BOOKS_MESSAGES_SW,
    expenses: EXPENSES_MESSAGES_SW,
    budgets: BUDGETS_MESSAGES_SW,
    banking: BANKING_MESSAGES_SW,
    statements: STATEMENTS_MESSAGES_SW,
  },
};
