import { saveBlob } from '../../../providers/download';
import { API_URL, authorisedFetch, httpClient } from '../../../providers/httpClient';

/** GET /api/finance/students/:id/statement (server/modules/finance/reports/statement.ts). */
export interface StatementLine {
  readonly date: string;
  readonly entry_no: number;
  readonly kind: string;
  readonly reference: string | null;
  readonly description: string;
  readonly mode: string | null;
  readonly detail: string | null;
  readonly debit: number;
  readonly credit: number;
  readonly applied: number;
  readonly balance: number;
}

export interface Statement {
  readonly student: {
    readonly id: number;
    readonly name: string;
    readonly admission_no: string | null;
    readonly class_name: string | null;
    readonly stream_name: string | null;
    readonly guardian: string | null;
    readonly fee_balance: number;
  };
  readonly from: string | null;
  readonly to: string;
  readonly opening: number;
  readonly lines: readonly StatementLine[];
  readonly closing: number;
  readonly paybill: string | null;
  readonly account: string | null;
}

const period = (from: string, to: string) => new URLSearchParams({ ...(from ? { from } : {}), ...(to ? { to } : {}) });

export const fetchStatement = async (id: number, from = '', to = ''): Promise<Statement> =>
  (await httpClient(`${API_URL}/finance/students/${id}/statement?${period(from, to).toString()}`)).json as Statement;

/**
 * The statement PDF, behind the bearer header, opened in a new tab to read or print (a tab opened
 * before the fetch, so no pop-up blocker stops it); saved instead when no tab could open.
 */
export async function openStatementPdf(id: number, from = '', to = ''): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const response = await authorisedFetch(
      `${API_URL}/finance/students/${id}/statement.pdf?${period(from, to).toString()}`,
      {
        headers: { Accept: 'application/pdf' },
      },
    );
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const blob = await response.blob();
    if (!tab) return saveBlob(blob, `fee-statement-${id}.pdf`);
    tab.location.href = URL.createObjectURL(blob);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
