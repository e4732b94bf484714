import type { BUDGETS_SCREENS_EN } from '../budgets';
import type { Messages } from '../registryMessages';

/** Swahili of ../budgets.ts: every key the English has (a missing one is a compile error). */
const BUDGETS_SCREENS_SW: Record<keyof typeof BUDGETS_SCREENS_EN, string> = {
  heading: 'Bajeti zilizoidhinishwa za %{year} dhidi ya vitabu',
  table: 'Bajeti dhidi ya kiasi halisi',
  income: 'Mapato',
  expenditure: 'Matumizi ya fedha',
  total_income: 'Jumla ya mapato',
  total_expenditure: 'Jumla ya matumizi',
  surplus: 'Ziada (upungufu)',
  over: 'Zaidi ya bajeti',
  none: 'Hakuna bajeti iliyoidhinishwa kwa %{year}.',
  open_budgets: 'Fungua bajeti',
  position: 'Dhidi ya vitabu',
  position_draft: 'Ikishaidhinishwa, bajeti hii inalinganishwa na vitabu hapa.',
  all_funds: 'Bajeti ya kila mfuko dhidi ya halisi',
  print_receipt: 'Chapisha risiti',
  pdf_failed: 'Risiti haikuweza kuchapishwa',
};

export const BUDGETS_SW: Messages = { shule: { budgets_screens: BUDGETS_SCREENS_SW } };
