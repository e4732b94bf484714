import { filenameFrom, saveBlob } from '../../../providers/download';
import { API_URL, authorisedFetch, HttpError, httpClient, localiseError } from '../../../providers/httpClient';
import type { FinancialReport, FinancialReportName } from '../../../schema/financial-report';

/** What a statement is asked for: the period and, empty for all funds, the fund. */
export interface StatementQuery {
  readonly report: FinancialReportName;
  readonly from: string;
  readonly to: string;
  readonly fund: string;
}

const search = (q: StatementQuery) =>
  new URLSearchParams({
    ...(q.from ? { from: q.from } : {}),
    ...(q.to ? { to: q.to } : {}),
    ...(q.fund ? { fund_id: q.fund } : {}),
  }).toString();

/** GET /api/finance/statements/:report: the shape the server builds, declared once in src/schema. */
export const fetchStatement = async (q: StatementQuery): Promise<FinancialReport> =>
  (await httpClient(`${API_URL}/finance/statements/${q.report}?${search(q)}`)).json as FinancialReport;

async function fetchFile(q: StatementQuery, kind: 'pdf' | 'xlsx'): Promise<Response> {
  const response = await authorisedFetch(`${API_URL}/finance/statements/${q.report}/${kind}?${search(q)}`);
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const message = (body as { message?: string } | null)?.message ?? `HTTP ${response.status}`;
    throw localiseError(new HttpError(message, response.status, body));
  }
  return response;
}

/**
 * The statement's PDF on the letterhead, opened in a new tab to read or print (the tab is opened
 * before the fetch, so no pop-up blocker stops it); saved instead when no tab could open.
 */
export async function openStatementPdf(q: StatementQuery): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const response = await fetchFile(q, 'pdf');
    const blob = await response.blob();
    if (!tab) return saveBlob(blob, filenameFrom(response.headers.get('content-disposition'), `${q.report}.pdf`));
    tab.location.href = URL.createObjectURL(blob);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** The statement as a workbook, saved under the server's file name. */
export async function downloadStatementXlsx(q: StatementQuery): Promise<void> {
  const response = await fetchFile(q, 'xlsx');
  saveBlob(await response.blob(), filenameFrom(response.headers.get('content-disposition'), `${q.report}.xlsx`));
}
