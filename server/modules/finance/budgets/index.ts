import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../../context';
import type { HookTable } from '../../../engine/hooks';
import type { ModuleServices } from '../../module';
import { budgetSteps, checkBudgetLines, describeBudget } from './budget-rules';
import { checkOtherIncome, numberOtherIncome, postOtherIncome, voidOtherIncome } from './other-incomes';
import { budgetRoutes } from './routes';

export { budgetPosition, voucherBudgetWarnings, type BudgetPositionLine } from './position';

/**
 * The finance module's budgets area on the server: budgets per fiscal year and fund (their lines'
 * rules, approval by a second person, revision), their position against the books, and other
 * income, numbered, posted as it is saved and reversed when voided.
 */
export const budgetsHooks = (_ctx: AppContext): HookTable => ({
  budgets: { validate: [checkBudgetLines], beforeSave: [describeBudget], onTransition: [budgetSteps] },
  other_incomes: {
    validate: [checkOtherIncome],
    beforeSave: [numberOtherIncome],
    afterSave: [postOtherIncome],
    onTransition: [voidOtherIncome],
  },
});
export const budgetsRoutes = (ctx: AppContext, _services: ModuleServices): Hono<AppEnv> => budgetRoutes(ctx);
export const budgetsPublicRoutes = (_ctx: AppContext, _services: ModuleServices): Hono<AppEnv> => new Hono<AppEnv>();
