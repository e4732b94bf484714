import type { ScreenOverrides } from '../../../resources/screenTypes';
import { BudgetShow } from './BudgetShow';
import { OtherIncomeShow } from './OtherIncomeShow';

/** Bespoke screens of the budgets area's resources, by resource name (FinanceScreens.tsx uses them). */
export const BUDGETS_OVERRIDES: Readonly<Record<string, ScreenOverrides>> = {
  budgets: { show: BudgetShow },
  other_incomes: { show: OtherIncomeShow },
};
