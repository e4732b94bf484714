import type { ScreenOverrides } from '../../../resources/screenTypes';
import { BankAccountShow, BankAccountsList } from './BankAccountScreens';
import { ReconciliationShow } from './ReconciliationShow';

/** Bespoke screens of the banking area's resources, by resource name (FinanceScreens.tsx uses them). */
export const BANKING_OVERRIDES: Readonly<Record<string, ScreenOverrides>> = {
  bank_accounts: { list: BankAccountsList, show: BankAccountShow },
  bank_reconciliations: { show: ReconciliationShow },
};
