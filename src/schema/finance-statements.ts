import { FINANCIAL_REPORT_READERS } from './finance-roles';
import { definePage } from './module';

/**
 * Finance, statements (the accounting issue): the school's financial statements (trial balance,
 * receipts and payments, income and expenditure, financial position, budget vs actual, fee
 * collection by vote head) on one page, for any period and fund, with their PDF and workbook.
 * The statements are built by the server (server/modules/finance/statements); their wire shape is
 * src/schema/financial-report.ts. Not in spec.md's route list: the issue asks for the reports,
 * and the bursar and auditor reach them here.
 */
export const financialReportsPage = definePage({
  path: '/financialreports',
  label: 'Financial statements',
  module: 'finance',
  icon: 'report',
  roles: FINANCIAL_REPORT_READERS,
  screen: () =>
    import('../pages/finance/statements/FinancialReportsPage').then((m) => ({ default: m.FinancialReportsPage })),
});

export const STATEMENTS_RESOURCES = [] as const;
export const STATEMENTS_PAGES = [financialReportsPage] as const;
export const STATEMENTS_REPORTS = [] as const;
