import { saveBlob } from '../../../providers/download';
import { API_URL, authorisedFetch, httpClient } from '../../../providers/httpClient';
import type { Coded } from '../../../schema/messages';

/** A voucher's supporting documents (server/modules/finance/expenses/routes.ts). */
export const VOUCHER_FILES_URL = `${API_URL}/finance/voucher-files`;

/**
 * The voucher's PDF, behind the bearer header, opened in a new tab to print (the tab opens before
 * the fetch, so no pop-up blocker stops it); saved instead when no tab could open.
 */
export async function openVoucherPdf(id: string | number, voucherNo: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const response = await authorisedFetch(
      `${API_URL}/finance/vouchers/${encodeURIComponent(String(id))}/voucher.pdf`,
      {
        headers: { Accept: 'application/pdf' },
      },
    );
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const blob = await response.blob();
    if (!tab) return saveBlob(blob, `voucher-${voucherNo}.pdf`);
    tab.location.href = URL.createObjectURL(blob);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** A budget warning as the server words it in English, with its key and arguments to translate. */
export interface BudgetWarning {
  readonly message: string;
  readonly code: string;
  readonly args: Coded['args'];
  readonly keys?: Coded['keys'];
}

export const budgetWarnings = async (id: string | number): Promise<BudgetWarning[]> =>
  (await httpClient(`${API_URL}/finance/vouchers/${encodeURIComponent(String(id))}/budget-warnings`))
    .json as BudgetWarning[];
