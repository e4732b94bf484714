import type { ScreenOverrides } from '../../../resources/screenTypes';
import { ImprestCreate, ImprestEdit } from './ImprestScreens';
import { SupplierShow } from './SupplierShow';
import { VoucherCreate, VoucherEdit, VoucherShow } from './VoucherScreens';

/** Bespoke screens of the expenses area's resources, by resource name (FinanceScreens.tsx uses them). */
export const EXPENSES_OVERRIDES: Readonly<Record<string, ScreenOverrides>> = {
  suppliers: { show: SupplierShow },
  payment_vouchers: { create: VoucherCreate, edit: VoucherEdit, show: VoucherShow },
  imprests: { create: ImprestCreate, edit: ImprestEdit },
};
