import { REPORT_TERMS } from '../schema/financial-report';
import type { Messages } from './registryMessages';

/** Texts of the statements screens, under `shule.statements_screens`; Swahili: sw/statements.ts. */
export const STATEMENTS_SCREENS_EN = {
  title: 'Financial statements',
  statement: 'Financial statement',
  tabs: {
    trial_balance: 'Trial balance',
    receipts_payments: 'Receipts and payments',
    income_expenditure: 'Income and expenditure',
    financial_position: 'Financial position',
    budget_actual: 'Budget vs actual',
    fee_collection: 'Fee collection',
  },
  fiscal_year: 'Fiscal year',
  other_period: 'Other period',
  from: 'From',
  to: 'To',
  fund: 'Fund',
  all_funds: 'All funds (consolidated)',
  pdf: 'Open PDF',
  excel: 'Export to Excel',
  pdf_failed: 'The PDF could not be made',
  xlsx_failed: 'The workbook could not be made',
  load_failed: 'The statement could not be loaded.',
  year_ended: 'For the year ended %{date}',
  period: 'For the period %{from} to %{to}',
  as_at: 'As at %{date}',
  amounts_note: 'Amounts in Kenya shillings (KES). Figures in brackets are negative.',
  in_kes: '%{column} (KES)',
  check_passed: '%{check}: yes.',
  check_failed: '%{check}: no, out by KES %{amount}.',
  empty: 'Nothing was posted in this period.',
  terms: REPORT_TERMS,
} as const;

export const STATEMENTS_EN: Messages = { shule: { statements_screens: STATEMENTS_SCREENS_EN } };
