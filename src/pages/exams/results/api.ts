import { filenameFrom, saveBlob } from '../../../providers/download';
import { API_URL, authorisedFetch, HttpError, httpClient, localiseError } from '../../../providers/httpClient';
import type { ExamAnalysis, ExamDashboard, MeritListPage } from '../../../schema/exam-results';

/** The class choice that means every class. */
export const ALL = 'all';

/** What the /grades screen asks for, kept in the address so a merit list can be bookmarked. */
export interface ResultsQuery {
  readonly exam: string;
  /** A class id, or 'all' for every class sitting the exam. */
  readonly class: string;
  readonly stream: string;
  readonly compare: string;
}

export interface MeritOptions {
  readonly q: string;
  readonly sort: string;
  readonly order: 'ASC' | 'DESC';
  readonly page: number;
  readonly perPage: number;
}

const scope = (q: ResultsQuery): Record<string, string> => ({
  ...(q.class && q.class !== ALL ? { class_id: q.class } : {}),
  ...(q.stream ? { stream_id: q.stream } : {}),
  ...(q.compare ? { compare_exam_id: q.compare } : {}),
});

const search = (entries: Record<string, string>) => new URLSearchParams(entries).toString();

/** GET /api/exams/{id}/results: one page of the merit list. */
export const fetchMeritPage = async (q: ResultsQuery, o: MeritOptions): Promise<MeritListPage> =>
  (
    await httpClient(
      `${API_URL}/exams/${q.exam}/results?${search({
        ...scope(q),
        ...(o.q ? { q: o.q } : {}),
        sort: o.sort,
        order: o.order,
        page: String(o.page),
        per_page: String(o.perPage),
      })}`,
    )
  ).json as MeritListPage;

/** GET /api/exams/{id}/analysis. */
export const fetchAnalysis = async (q: ResultsQuery): Promise<ExamAnalysis> =>
  (await httpClient(`${API_URL}/exams/${q.exam}/analysis?${search(scope(q))}`)).json as ExamAnalysis;

/** GET /api/exams/dashboard. */
export const fetchDashboard = async (): Promise<ExamDashboard> =>
  (await httpClient(`${API_URL}/exams/dashboard`)).json as ExamDashboard;

async function fetchFile(path: string): Promise<Response> {
  const response = await authorisedFetch(`${API_URL}${path}`);
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const message = (body as { message?: string } | null)?.message ?? `HTTP ${response.status}`;
    throw localiseError(new HttpError(message, response.status, body));
  }
  return response;
}

/** The whole merit list (every row of the search, in its order) as CSV, saved under the server's name. */
export async function downloadMeritCsv(q: ResultsQuery, o: MeritOptions): Promise<void> {
  const response = await fetchFile(
    `/exams/${q.exam}/results?${search({ ...scope(q), ...(o.q ? { q: o.q } : {}), sort: o.sort, order: o.order, format: 'csv' })}`,
  );
  saveBlob(await response.blob(), filenameFrom(response.headers.get('content-disposition'), 'merit-list.csv'));
}

/**
 * The printable merit list, opened in a new tab (opened before the fetch, so no pop-up blocker
 * stops it); saved instead when no tab could open.
 */
export async function openMeritPdf(q: ResultsQuery, o: Pick<MeritOptions, 'sort' | 'order'>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const response = await fetchFile(
      `/exams/${q.exam}/merit-list.pdf?${search({ ...scope(q), sort: o.sort, order: o.order })}`,
    );
    const blob = await response.blob();
    if (!tab) return saveBlob(blob, filenameFrom(response.headers.get('content-disposition'), 'merit-list.pdf'));
    tab.location.href = URL.createObjectURL(blob);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
