import { BOOKS_OVERRIDES } from '../../pages/finance/books/overrides';
import { EXPENSES_OVERRIDES } from '../../pages/finance/expenses/overrides';
import { BUDGETS_OVERRIDES } from '../../pages/finance/budgets/overrides';
import { BANKING_OVERRIDES } from '../../pages/finance/banking/overrides';
import { STATEMENTS_OVERRIDES } from '../../pages/finance/statements/overrides';
import type { AnyResource } from '../../schema/registry';
import { GenericScreens } from '../generic/GenericScreens';
import type { ScreenOverrides } from '../screenTypes';

/**
 * Screens of the finance module, one lazily loaded chunk: every finance list, record and form is
 * the generic screen of its declaration. Bespoke work (receiving fees, term billing, statements,
 * the dashboard) lives on the module's pages, which the lists lead to (`createAt`).
 */
const OVERRIDES: Readonly<Record<string, ScreenOverrides>> = {
  ...BOOKS_OVERRIDES,
  ...EXPENSES_OVERRIDES,
  ...BUDGETS_OVERRIDES,
  ...BANKING_OVERRIDES,
  ...STATEMENTS_OVERRIDES,
};

export default function FinanceScreens({ resource }: { resource: AnyResource }) {
  return <GenericScreens resource={resource} overrides={OVERRIDES[resource.name]} />;
}
