import type { ScreenOverrides } from '../../../resources/screenTypes';
import { ChartOfAccountsTree } from './ChartOfAccountsTree';
import { JournalList } from './JournalList';
import { PeriodsList } from './PeriodsList';

/** Bespoke screens of the books area's resources, by resource name (FinanceScreens.tsx uses them). */
export const BOOKS_OVERRIDES: Readonly<Record<string, ScreenOverrides>> = {
  accounts: { list: ChartOfAccountsTree },
  journal_entries: { list: JournalList },
  accounting_periods: { list: PeriodsList },
};
