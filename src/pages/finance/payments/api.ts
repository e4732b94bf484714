import { saveBlob } from '../../../providers/download';
import { API_URL, authorisedFetch, httpClient } from '../../../providers/httpClient';
import type { StudentChoice } from '../../../schema/fee-student-choice';

/** POST /api/finance/payments/preview (server/modules/finance/payments/routes.ts). */
export interface PreviewLine {
  readonly invoice_id: number;
  readonly invoice_no: string;
  readonly issued_on: string;
  readonly vote_head_id: number;
  readonly vote_head: string;
  readonly outstanding: number;
  readonly amount: number;
  readonly after: number;
}

export interface AllocationPreview {
  readonly lines: readonly PreviewLine[];
  readonly allocated: number;
  readonly credit: number;
  readonly reserved: number;
  readonly owing: number;
  readonly balance_before: number;
  readonly balance_after: number;
}

export interface PreviewRequest {
  readonly student_id: number;
  readonly amount: number;
  readonly mode: string;
}

export const previewPayment = async (request: PreviewRequest): Promise<AllocationPreview> =>
  (
    await httpClient(`${API_URL}/finance/payments/preview`, {
      method: 'POST',
      body: JSON.stringify(request),
    })
  ).json as AllocationPreview;

/**
 * The receipt PDF, behind the bearer header, opened in a new tab to print (the tab is opened before
 * the fetch, so no pop-up blocker stops it); saved instead when no tab could open.
 */
export async function openReceiptPdf(id: number, receiptNo: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const response = await authorisedFetch(`${API_URL}/finance/payments/${id}/receipt.pdf`, {
      headers: { Accept: 'application/pdf' },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const blob = await response.blob();
    if (!tab) return saveBlob(blob, `receipt-${receiptNo}.pdf`);
    tab.location.href = URL.createObjectURL(blob);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** GET /api/finance/payments/students: declared once in src/schema, beside the server's query. */
export type { StudentChoice };

export const findStudents = async (query: { q?: string; id?: number }): Promise<StudentChoice[]> =>
  (
    await httpClient(
      `${API_URL}/finance/payments/students?${new URLSearchParams(
        query.id ? { id: String(query.id) } : { q: query.q ?? '' },
      ).toString()}`,
    )
  ).json as StudentChoice[];
