import { saveBlob } from '../../../providers/download';
import { API_URL, authorisedFetch, httpClient } from '../../../providers/httpClient';
import type { Statement } from '../../../schema/fee-statement';

/** GET /api/finance/students/:id/statement: the shape the server builds, declared once in src/schema. */
export type { Statement, StatementLine } from '../../../schema/fee-statement';

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
