import type { ScreenOverrides } from '../../../resources/screenTypes';

/** Bespoke screens of the statements area's resources, by resource name (FinanceScreens.tsx uses them). */
export const STATEMENTS_OVERRIDES: Readonly<Record<string, ScreenOverrides>> = {};
