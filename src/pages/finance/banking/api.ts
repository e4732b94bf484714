import { filenameFrom, saveBlob } from '../../../providers/download';
import { API_URL, authorisedFetch, httpClient } from '../../../providers/httpClient';
import type { BankBalances, CashBook, Workspace } from '../../../schema/bank-reconciliation';

/** The banking area's endpoints (server/modules/finance/banking/routes.ts), in the shapes declared in src/schema. */
const BANKING = `${API_URL}/finance/banking`;

const post = async <T>(url: string, body: unknown = {}): Promise<T> =>
  (await httpClient(url, { method: 'POST', body: JSON.stringify(body) })).json as T;

export const fetchBalances = async (): Promise<BankBalances> =>
  (await httpClient(`${BANKING}/balances`)).json as BankBalances;

const period = (from: string, to: string) => new URLSearchParams({ ...(from ? { from } : {}), ...(to ? { to } : {}) });

export const fetchCashBook = async (accountId: number, from: string, to: string): Promise<CashBook> =>
  (await httpClient(`${BANKING}/accounts/${accountId}/cash-book?${period(from, to).toString()}`)).json as CashBook;

/** Saves a file the server makes behind the bearer header. */
async function download(url: string, fallback: string): Promise<void> {
  const response = await authorisedFetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  saveBlob(await response.blob(), filenameFrom(response.headers.get('content-disposition'), fallback));
}

export const downloadCashBook = (accountId: number, from: string, to: string): Promise<void> =>
  download(`${BANKING}/accounts/${accountId}/cash-book.xlsx?${period(from, to).toString()}`, 'cash-book.xlsx');

export interface ImportRequest {
  readonly bank_account_id: number;
  readonly csv: string;
  readonly file_name: string;
  readonly period_from?: string;
  readonly period_to?: string;
  readonly opening_balance?: number;
  readonly closing_balance?: number;
}

export const importStatement = (request: ImportRequest) =>
  post<{ id: number; lines: unknown[] }>(`${BANKING}/statements/import`, request);

export const startReconciliation = (statementId: number) =>
  post<{ id: number }>(`${BANKING}/statements/${statementId}/reconciliation`);

export const fetchWorkspace = async (id: number): Promise<Workspace> =>
  (await httpClient(`${BANKING}/reconciliations/${id}`)).json as Workspace;

/** A change to a draft reconciliation's matches; the answer is the screen's new state. */
export const changeWorkspace = (
  id: number,
  action: 'auto-match' | 'match' | 'unmatch' | 'post',
  body: Record<string, unknown> = {},
): Promise<Workspace> => post<Workspace>(`${BANKING}/reconciliations/${id}/${action}`, body);

/** The registry's workflow action: refused (409) while the difference is not zero. */
export const finaliseReconciliation = (id: number) => post(`${API_URL}/bank_reconciliations/${id}/finalise`);

/**
 * The reconciliation statement PDF, behind the bearer header, opened in a new tab to print (the
 * tab opens before the fetch, so no pop-up blocker stops it); saved instead when no tab could open.
 */
export const openReconciliationPdf = (id: number): Promise<void> =>
  openPdf(`${BANKING}/reconciliations/${id}/statement.pdf`, `reconciliation-${id}.pdf`);

/** The cash book of the period as a PDF on the letterhead, opened to print like the reconciliation. */
export const openCashBookPdf = (accountId: number, from: string, to: string): Promise<void> =>
  openPdf(`${BANKING}/accounts/${accountId}/cash-book.pdf?${period(from, to).toString()}`, 'cash-book.pdf');

async function openPdf(url: string, fallback: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const response = await authorisedFetch(url, { headers: { Accept: 'application/pdf' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const blob = await response.blob();
    if (!tab) return saveBlob(blob, fallback);
    tab.location.href = URL.createObjectURL(blob);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
