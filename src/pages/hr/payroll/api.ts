import { filenameFrom, saveBlob } from '../../../providers/download';
import { API_URL, authorisedFetch, httpClient } from '../../../providers/httpClient';

/** The payroll's own endpoints (server/modules/hr/payroll/routes.ts). */
const base = (id: string | number) => `${API_URL}/payroll/${encodeURIComponent(String(id))}`;

/** Brings an open draft up to date: the server recomputes it when its inputs changed. */
export async function refreshPayroll(id: string | number): Promise<boolean> {
  const { json } = await httpClient(`${base(id)}/refresh`, { method: 'POST' });
  return Boolean((json as { recomputed?: boolean }).recomputed);
}

/**
 * A PDF behind the bearer header, opened in a tab of its own to print (opened before the fetch, so
 * no pop-up blocker stops it); saved instead when no tab could open.
 */
async function openPdf(url: string, fallback: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const response = await authorisedFetch(url, { headers: { Accept: 'application/pdf' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const blob = await response.blob();
    if (!tab) return saveBlob(blob, filenameFrom(response.headers.get('content-disposition'), fallback));
    tab.location.href = URL.createObjectURL(blob);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

export const openPayslips = (id: string | number, period: string) =>
  openPdf(`${base(id)}/payslips.pdf`, `payslips-${period}.pdf`);

export const openPayslip = (id: string | number, employeeId: string | number, period: string) =>
  openPdf(`${base(id)}/payslips/${encodeURIComponent(String(employeeId))}.pdf`, `payslip-${period}.pdf`);

export const openP9a = (employeeId: string | number, year: number) =>
  openPdf(`${API_URL}/payroll/p9a/${encodeURIComponent(String(employeeId))}/${year}.pdf`, `p9a-${year}.pdf`);

/** The school's KRA PIN as the employer, '' while School settings has none. */
export async function employerPin(): Promise<string> {
  const { json } = await httpClient(`${API_URL}/payroll/employer`);
  return String((json as { kra_pin?: string }).kra_pin ?? '');
}

/** A return or payment file, saved under the name the server gives it. */
export async function downloadFile(id: string | number, name: string, format: 'csv' | 'xlsx'): Promise<void> {
  const response = await authorisedFetch(`${base(id)}/files/${name}.${format}`);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  saveBlob(await response.blob(), filenameFrom(response.headers.get('content-disposition'), `${name}.${format}`));
}
