import type { Messages } from './registryMessages';

/** Texts of the budgets screens, under `shule.budgets_screens`; Swahili: sw/budgets.ts. */
export const BUDGETS_SCREENS_EN = {
  heading: 'Approved budgets for %{year} against the books',
  table: 'Budget against actual',
  income: 'Income',
  expenditure: 'Expenditure',
  total_income: 'Total income',
  total_expenditure: 'Total expenditure',
  surplus: 'Surplus (deficit)',
  over: 'Over budget',
  none: 'No budget is approved for %{year}.',
  open_budgets: 'Open the budgets',
  position: 'Against the books',
  position_draft: 'Once approved, this budget is read against the books here.',
  all_funds: 'Every fund’s budget against actual',
  print_receipt: 'Print receipt',
  pdf_failed: 'The receipt could not be printed',
};

export const BUDGETS_EN: Messages = { shule: { budgets_screens: BUDGETS_SCREENS_EN } };
