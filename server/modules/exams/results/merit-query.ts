import { MERIT_SORTS, type ExamResults, type MeritRow, type MeritSort } from '../../../../src/schema/exam-results';
import { csvCell } from '../../../crud/export-format';
import { fieldsRefused, say } from '../../../errors';
import { points2, signed } from './merit-pdf';

/**
 * The merit list's query string: which students (class, stream, search), in what order, which page,
 * compared with which exam. Bad values are refused per field, 400, before anything is read.
 */
const K = 'shule.exams.results';
const collator = new Intl.Collator('en');
export const MAX_PER_PAGE = 500;

export interface MeritQuery {
  readonly classId?: number;
  readonly streamId?: number;
  readonly compareExamId?: number;
  readonly q: string;
  /** A MeritSort, or `subject:<id>` for a subject's score. */
  readonly sort: string;
  readonly order: 'ASC' | 'DESC';
  readonly page: number;
  readonly perPage: number;
  readonly csv: boolean;
}

export function parseMeritQuery(params: Readonly<Record<string, string | undefined>>): MeritQuery {
  const errors: Record<string, ReturnType<typeof say>> = {};
  const whole = (name: string, min = 1): number | undefined => {
    const raw = params[name];
    if (raw === undefined || raw === '') return undefined;
    if (!/^\d{1,9}$/.test(raw) || Number(raw) < min) {
      errors[name] = say(`${K}.whole_number`);
      return undefined;
    }
    return Number(raw);
  };
  const classId = whole('class_id');
  const streamId = whole('stream_id');
  const compareExamId = whole('compare_exam_id');
  const page = whole('page') ?? 1;
  const perPage = whole('per_page') ?? 50;
  if (perPage > MAX_PER_PAGE) errors.per_page = say(`${K}.per_page`, { max: MAX_PER_PAGE });
  const sort = params.sort || 'class_position';
  if (!(MERIT_SORTS as readonly string[]).includes(sort) && !/^subject:\d{1,9}$/.test(sort))
    errors.sort = say(`${K}.sort`, { sorts: [...MERIT_SORTS, 'subject:<id>'].join(', ') });
  const order = (params.order || 'ASC').toUpperCase();
  if (order !== 'ASC' && order !== 'DESC') errors.order = say(`${K}.order`);
  if (params.format !== undefined && params.format !== 'csv' && params.format !== 'json')
    errors.format = say(`${K}.format`);
  if (Object.keys(errors).length > 0) throw fieldsRefused(errors);
  return {
    classId,
    streamId,
    compareExamId,
    q: (params.q ?? '').trim().toLowerCase(),
    sort,
    order: order as 'ASC' | 'DESC',
    page,
    perPage,
    csv: params.format === 'csv',
  };
}

function sortValue(sort: string): (r: MeritRow) => number | string | null {
  if (sort.startsWith('subject:')) {
    const id = sort.slice('subject:'.length);
    return (r) => {
      const cell = r.subjects[id];
      return cell === undefined || cell.score === 'absent' ? null : cell.score;
    };
  }
  const key = sort as MeritSort;
  return (r) => r[key];
}

/** Searched and sorted rows; empty figures (unranked, absent) always last, whichever the order. */
export function selectRows(rows: readonly MeritRow[], query: MeritQuery): MeritRow[] {
  const found = query.q
    ? rows.filter((r) => r.name.toLowerCase().includes(query.q) || r.admission_no.toLowerCase().includes(query.q))
    : [...rows];
  const value = sortValue(query.sort);
  const sign = query.order === 'ASC' ? 1 : -1;
  // Positions are within a class (or a stream): several classes list one after another.
  const group =
    query.sort === 'class_position'
      ? (r: MeritRow) => r.class_name
      : query.sort === 'stream_position'
        ? (r: MeritRow) => `${r.class_name}\u0000${r.stream_name}`
        : null;
  return found.sort((a, b) => {
    const grouped = group ? collator.compare(group(a), group(b)) : 0;
    if (grouped !== 0) return grouped;
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const c = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
    return sign * c || collator.compare(a.class_name, b.class_name) || collator.compare(a.name, b.name);
  });
}

/** The merit list as CSV (every row, not a page), one column per subject's mark and one for its grade. */
export function meritCsv(results: ExamResults, rows: readonly MeritRow[]): string {
  const header = [
    'Class position',
    'Admission number',
    'Name',
    'Class',
    'Stream',
    ...results.subjects.flatMap((s) => [s.short_name, `${s.short_name} grade`]),
    'Total marks',
    'Total points',
    'Mean points',
    'Mean grade',
    'Stream position',
    'Stream out of',
    'Class out of',
    ...(results.compare ? ['Previous mean points', 'Deviation'] : []),
  ];
  const line = (r: MeritRow) => [
    r.class_position ?? '',
    r.admission_no,
    r.name,
    r.class_name,
    r.stream_name,
    ...results.subjects.flatMap((s) => {
      const cell = r.subjects[String(s.subject_id)];
      if (!cell) return ['', ''];
      return cell.score === 'absent' ? ['X', 'X'] : [cell.score, cell.grade];
    }),
    r.total_marks,
    r.total_points,
    points2(r.mean_points),
    r.mean_grade ?? '',
    r.stream_position ?? '',
    r.stream_out_of,
    r.class_out_of,
    ...(results.compare ? [points2(r.previous_mean_points), signed(r.deviation)] : []),
  ];
  const lines = [header, ...rows.map(line)].map((cells) => cells.map((c) => csvCell(c)).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
