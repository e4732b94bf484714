import { API_URL, httpClient } from '../../../providers/httpClient';

/** The registers' answers (server/modules/hr/attendance): a day's lines and a fortnight's counts. */
export interface DayCounts {
  readonly date: string;
  readonly counts: Readonly<Record<string, number>>;
}

export interface StaffLine {
  readonly employee_id: number;
  readonly name: string;
  readonly staff_no: string | null;
  readonly job_title: string | null;
  readonly status: string | null;
  readonly time_in: string | null;
  readonly note: string | null;
  readonly saved: boolean;
  readonly leave: string | null;
}

export interface StudentLine {
  readonly student_id: number;
  readonly admission_no: string | null;
  readonly name: string;
  readonly stream: string | null;
  readonly status: string | null;
  readonly note: string | null;
  readonly saved: boolean;
}

export interface RegisterDay<L> {
  readonly date: string;
  readonly rows: readonly L[];
  readonly summary: readonly DayCounts[];
  readonly saved?: { readonly created: number; readonly changed: number };
}

const post = async <T>(path: string, body: unknown): Promise<T> =>
  (await httpClient(`${API_URL}/${path}`, { method: 'POST', body: JSON.stringify(body) })).json as T;

export const fetchStaffDay = async (date: string): Promise<RegisterDay<StaffLine>> =>
  (await httpClient(`${API_URL}/hr/attendance/staff?date=${date}`)).json as RegisterDay<StaffLine>;

export const saveStaffDay = (date: string, rows: readonly Record<string, unknown>[]) =>
  post<RegisterDay<StaffLine>>('hr/attendance/staff', { date, rows });

export const fetchClassDay = async (date: string, classId: number, streamId: number | null) =>
  (
    await httpClient(
      `${API_URL}/hr/attendance/students?date=${date}&class_id=${classId}${streamId ? `&stream_id=${streamId}` : ''}`,
    )
  ).json as RegisterDay<StudentLine>;

export const saveClassDay = (
  date: string,
  classId: number,
  streamId: number | null,
  rows: readonly Record<string, unknown>[],
) => post<RegisterDay<StudentLine>>('hr/attendance/students', { date, class_id: classId, stream_id: streamId, rows });
