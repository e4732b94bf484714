import { filenameFrom, saveBlob } from '../../../providers/download';
import { API_URL, authorisedFetch, HttpError, httpClient, localiseError } from '../../../providers/httpClient';
import type {
  ReportFormList,
  ResultsSmsAnswer,
  ResultsSmsPreview,
  ResultsSmsRequest,
} from '../../../schema/exams-reports';

/** Whose report forms and results: the exam, and the class or the stream the /grades page chose. */
export interface ReportGroup {
  readonly examId: number;
  readonly classId: number | null;
  readonly streamId: number | null;
}

/** ?stream_id= when a stream is chosen (it names its class), else ?class_id=; null with neither. */
export function groupQuery(group: ReportGroup): string | null {
  if (group.streamId !== null) return `stream_id=${group.streamId}`;
  if (group.classId !== null) return `class_id=${group.classId}`;
  return null;
}

/** GET /api/exams/{id}/report-forms: the panel's students in merit order. */
export const fetchReportForms = async (group: ReportGroup): Promise<ReportFormList> =>
  (await httpClient(`${API_URL}/exams/${group.examId}/report-forms?${groupQuery(group) ?? ''}`)).json as ReportFormList;

/**
 * A report form PDF, opened in a new tab to print (the tab is opened before the fetch, so no
 * pop-up blocker stops it); saved instead when no tab could open. A refusal is said in the
 * user's language.
 */
export async function openReportPdf(path: string, fallbackName: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const response = await authorisedFetch(`${API_URL}/exams/${path}`, { headers: { Accept: 'application/pdf' } });
    if (!response.ok) {
      const body: unknown = await response.json().catch(() => null);
      const message = (body as { message?: string } | null)?.message ?? `HTTP ${response.status}`;
      throw localiseError(new HttpError(message, response.status, body));
    }
    const blob = await response.blob();
    if (!tab) return saveBlob(blob, filenameFrom(response.headers.get('content-disposition'), fallbackName));
    tab.location.href = URL.createObjectURL(blob);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

export const studentPdfPath = (examId: number, studentId: number) => `${examId}/report-forms/${studentId}.pdf`;
export const groupPdfPath = (group: ReportGroup) => `${group.examId}/report-forms.pdf?${groupQuery(group) ?? ''}`;

const post = async <T>(examId: number, what: 'preview' | 'send', request: ResultsSmsRequest): Promise<T> =>
  (
    await httpClient(`${API_URL}/exams/${examId}/results-sms/${what}`, {
      method: 'POST',
      body: JSON.stringify(request),
    })
  ).json as T;

export const previewResultsSms = (examId: number, request: ResultsSmsRequest) =>
  post<ResultsSmsPreview>(examId, 'preview', request);
export const sendResultsSms = (examId: number, request: ResultsSmsRequest) =>
  post<ResultsSmsAnswer>(examId, 'send', request);

/** The SMS request for a group: the stream when one is chosen, else the class. */
export const smsRequestOf = (
  group: ReportGroup,
  options: Pick<ResultsSmsRequest, 'guardians' | 'language'>,
): ResultsSmsRequest | null =>
  group.streamId !== null
    ? { stream_id: group.streamId, ...options }
    : group.classId !== null
      ? { class_id: group.classId, ...options }
      : null;
