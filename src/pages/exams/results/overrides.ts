import type { ScreenOverrides } from '../../../resources/screenTypes';
import { ReportColoursList } from './ReportColoursList';

/** Bespoke screens of the results' resources, by resource name (ExamsScreens.tsx uses them). */
export const RESULTS_OVERRIDES: Readonly<Record<string, ScreenOverrides>> = {
  report_colours: { list: ReportColoursList },
};
