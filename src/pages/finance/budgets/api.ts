import { saveBlob } from '../../../providers/download';
import { API_URL, authorisedFetch } from '../../../providers/httpClient';

/**
 * A PDF behind the bearer header, opened in a new tab to print (the tab is opened before the
 * fetch, so no pop-up blocker stops it); saved instead when no tab could open.
 */
export async function openPdf(path: string, filename: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const response = await authorisedFetch(`${API_URL}/${path}`, { headers: { Accept: 'application/pdf' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const blob = await response.blob();
    if (!tab) return saveBlob(blob, filename);
    tab.location.href = URL.createObjectURL(blob);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
