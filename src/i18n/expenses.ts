import type { Messages } from './registryMessages';

/** Texts of the expenses screens, under `shule.expenses_screens`; Swahili: sw/expenses.ts. */
export const EXPENSES_EN: Messages = {
  shule: {
    expenses_screens: {
      pdf: 'Voucher PDF',
      pdf_failed: 'The voucher’s PDF could not be opened',
      documents: 'Supporting documents',
      documents_full: 'A voucher takes at most 10 documents',
      documents_none: 'No documents attached',
      budget_heading: 'Against the budget',
      budget_within: 'Within the fund’s approved budget for the year.',
      budget_failed: 'The budget could not be checked just now',
      vouchers: 'Payment vouchers',
      new_voucher: 'New voucher',
      surrender_heading: 'Receipts of what was spent',
      surrender_hint:
        'Enter each receipt the holder brings back, then take Surrender on the imprest with the cash returned: together they must make up the advance of %{amount}.',
      issued_fixed: 'Issued: the advance itself no longer changes.',
    },
  },
};
