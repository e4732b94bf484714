import { API_URL, httpClient } from '../../../providers/httpClient';
import type { ExamProgress, MarkSheet, MySubjects, SheetRowInput, SheetSaved } from '../../../schema/exams-marks-api';

/** The address of one class-subject's sheet of an exam. */
export interface SheetChoice {
  readonly exam: number;
  readonly stream: number;
  readonly subject: number;
}

const sheetUrl = (c: SheetChoice) =>
  `${API_URL}/exams/${c.exam}/sheet?${new URLSearchParams({ stream_id: String(c.stream), subject_id: String(c.subject) })}`;

/** GET /api/exams/my-subjects. */
export const fetchMySubjects = async (): Promise<MySubjects> =>
  (await httpClient(`${API_URL}/exams/my-subjects`)).json as MySubjects;

/** GET /api/exams/{id}/progress. */
export const fetchProgress = async (exam: number): Promise<ExamProgress> =>
  (await httpClient(`${API_URL}/exams/${exam}/progress`)).json as ExamProgress;

/** GET /api/exams/{id}/sheet. */
export const fetchSheet = async (choice: SheetChoice): Promise<MarkSheet> =>
  (await httpClient(sheetUrl(choice))).json as MarkSheet;

/** PUT /api/exams/{id}/sheet: the rows changed; answers the counts and the sheet as stored. */
export const saveSheet = async (
  choice: SheetChoice,
  rows: readonly SheetRowInput[],
): Promise<SheetSaved & { sheet: MarkSheet }> =>
  (await httpClient(sheetUrl(choice), { method: 'PUT', body: JSON.stringify({ rows }) })).json as SheetSaved & {
    sheet: MarkSheet;
  };

/** The /myexams address of a class-subject's grid. */
export const gridPath = (c: SheetChoice) => `/myexams?exam=${c.exam}&stream=${c.stream}&subject=${c.subject}`;
