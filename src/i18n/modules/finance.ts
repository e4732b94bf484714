import { BANKING_EN } from '../banking';
import { BOOKS_EN } from '../books';
import { BUDGETS_EN } from '../budgets';
import { EXPENSES_EN } from '../expenses';
import { FINANCE_EN } from '../finance';
import { PAYMENTS_EN } from '../payments';
import { merge, type MessageBundle } from '../registryMessages';
import { STATEMENTS_EN } from '../statements';
import { STUDENT_BILLING_EN } from '../studentBilling';

/** The finance module's screen texts, loaded with its screens (moduleMessages.ts). */
export const FINANCE_BUNDLE: MessageBundle = {
  en: merge(FINANCE_EN, PAYMENTS_EN, STUDENT_BILLING_EN, BOOKS_EN, EXPENSES_EN, BUDGETS_EN, BANKING_EN, STATEMENTS_EN),
  sw: async () => {
    const parts = await Promise.all([
      import('../sw/finance').then((m) => m.FINANCE_SW),
      import('../sw/payments').then((m) => m.PAYMENTS_SW),
      import('../sw/studentBilling').then((m) => m.STUDENT_BILLING_SW),
      import('../sw/books').then((m) => m.BOOKS_SW),
      import('../sw/expenses').then((m) => m.EXPENSES_SW),
      import('../sw/budgets').then((m) => m.BUDGETS_SW),
      import('../sw/banking').then((m) => m.BANKING_SW),
      import('../sw/statements').then((m) => m.STATEMENTS_SW),
    ]);
    return merge(...parts);
  },
};
