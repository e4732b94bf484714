import type { ReportChart } from '../../schema/registry';
import type { Figure } from './FigureCards';
import type { Column } from './DataTableCard';
import type { Row } from './useApiData';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const count = (row: Row | null, key: string): number | null => {
  const value = row?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/**
 * The headline cards: getpopulationfigures' first element (students, boys, girls, teachers, staff)
 * then getindexpagedata's counts. The student count falls back to the index data when the
 * population call failed; a number neither call sent is not drawn rather than drawn as 0.
 */
export function headlineFigures(population: Row | null, index: Row | null, translate: Translate): Figure[] {
  const values: [string, number | null][] = [
    ['students', count(population, 'students') ?? count(index, 'studentCount')],
    ['boys', count(population, 'boys')],
    ['girls', count(population, 'girls')],
    ['teachers', count(population, 'teachers')],
    ['staff', count(population, 'staff')],
    ['classes', count(index, 'classCount')],
    ['streams', count(index, 'streamCount')],
    ['users', count(index, 'userCount')],
  ];
  return values
    .filter((entry): entry is [string, number] => entry[1] !== null)
    .map(([key, value]) => ({ key, label: translate(`shule.home.figures.${key}`), value }));
}

export interface SchoolHeading {
  readonly name: string;
  readonly motto: string | null;
  /** The current term as the server names it, in English. */
  readonly term: string | null;
  /** Its values, to name it in the user's language. */
  readonly termValues: Row | null;
}

export function schoolHeading(index: Row | null): SchoolHeading | null {
  if (!index || typeof index.schoolName !== 'string' || index.schoolName === '') return null;
  const values = index.currentTermValues;
  return {
    name: index.schoolName,
    motto: typeof index.motto === 'string' && index.motto !== '' ? index.motto : null,
    term: typeof index.currentTerm === 'string' && index.currentTerm !== '' ? index.currentTerm : null,
    termValues: typeof values === 'object' && values !== null ? (values as Row) : null,
  };
}

/** The population card's chart: boys and girls per class, as the enrolment report draws them. */
export const POPULATION_CHART: ReportChart = { kind: 'bar', x: 'class_name', series: ['boys', 'girls'] };

export function populationColumns(translate: Translate): Column[] {
  return [
    { key: 'class_name', label: translate('shule.home.class') },
    { key: 'boys', label: translate('shule.home.boys'), numeric: true },
    { key: 'girls', label: translate('shule.home.girls'), numeric: true },
    { key: 'total', label: translate('shule.home.total'), numeric: true },
  ];
}

export function attendanceColumns(translate: Translate): Column[] {
  return [
    { key: 'class_name', label: translate('shule.home.class') },
    { key: 'present', label: translate('shule.home.present'), numeric: true },
    { key: 'absent', label: translate('shule.home.absent'), numeric: true },
    { key: 'total', label: translate('shule.home.total'), numeric: true },
  ];
}

/** The total line under a per-class table, so the head teacher need not add it up. */
export function totalsRow(rows: readonly Row[], keys: readonly string[], translate: Translate): Row | undefined {
  if (rows.length === 0) return undefined;
  const totals: Row = { class_name: translate('shule.home.total') };
  for (const key of keys) totals[key] = rows.reduce((sum, row) => sum + (count(row, key) ?? 0), 0);
  return totals;
}
