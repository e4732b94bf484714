import {
  competitionRank,
  gradeFor,
  meanGrade,
  pickBands,
  subjectScore,
  type GradeBand,
  type PaperMark,
  type SubjectPoints,
} from '../../../../src/schema/exam-grading';
import type { LevelRule, PaperRecord, SatRecord, SetUp } from './load';

/**
 * Marks → each student's subject scores, grades, mean grade and positions, in memory. The one
 * place results are computed: the merit list, the analysis, the dashboard, report forms and SMS
 * all read what this gives.
 */

/** A level with no mean-grade rule of its own: every subject taken, KCSE grades, everyone ranked. */
export const DEFAULT_RULE: Omit<LevelRule, 'level'> = {
  rule: 'all',
  subjects_counted: 7,
  family: 'kcse',
  rank_missing: true,
  rank_by: 'mean_points',
};

export interface Cell {
  readonly score: number | 'absent';
  readonly grade: string;
  readonly points: number | null;
  counted: boolean;
  class_position: number | null;
}

export interface StudentResult {
  readonly student_id: number;
  readonly class_id: number;
  readonly stream_id: number | null;
  readonly level: number;
  readonly cells: Map<number, Cell>;
  readonly subjects_sat: number;
  readonly total_marks: number;
  readonly total_points: number;
  readonly mean_points: number | null;
  readonly mean_grade: string | null;
  readonly missing: readonly string[];
  readonly complete: boolean;
  stream_position: number | null;
  stream_out_of: number;
  class_position: number | null;
  class_out_of: number;
}

export const ruleFor = (setUp: SetUp, level: number): LevelRule => setUp.rules.get(level) ?? { ...DEFAULT_RULE, level };

export const bandsFor = (setUp: SetUp, level: number, subjectId: number | null): readonly GradeBand[] =>
  pickBands(setUp.systems, ruleFor(setUp, level).family, subjectId, level);

/** The exam's papers by subject, in paper order. */
export function papersBySubject(papers: readonly PaperRecord[]): Map<number, PaperRecord[]> {
  const out = new Map<number, PaperRecord[]>();
  for (const p of papers) out.set(p.subject_id, [...(out.get(p.subject_id) ?? []), p]);
  for (const list of out.values()) list.sort((a, b) => a.paper - b.paper);
  return out;
}

/** Bands by level and subject, picked once per computation (the picking walks every system). */
function bandsCache(setUp: SetUp) {
  const cache = new Map<string, readonly GradeBand[]>();
  return (level: number, subjectId: number | null) => {
    const key = `${level}:${subjectId}`;
    let bands = cache.get(key);
    if (!bands) cache.set(key, (bands = bandsFor(setUp, level, subjectId)));
    return bands;
  };
}

export function computeStudents(
  papers: readonly PaperRecord[],
  sat: readonly SatRecord[],
  setUp: SetUp,
  options: { readonly rank?: boolean } = {},
): StudentResult[] {
  const bySubject = papersBySubject(papers);
  const bands = bandsCache(setUp);
  const results: StudentResult[] = [];
  for (const s of sat) {
    const level = setUp.classes.get(s.class_id)?.level ?? 0;
    const rule = ruleFor(setUp, level);
    const cells = new Map<number, Cell>();
    const points: SubjectPoints[] = [];
    let totalMarks = 0;
    for (const [subjectId, specs] of bySubject) {
      const entered = s.marks.get(subjectId);
      if (!entered) continue;
      const paperMarks: PaperMark[] = specs.map((spec) => entered.get(spec.paper));
      const score = subjectScore(specs, paperMarks);
      if (score === undefined) continue;
      const subject = setUp.subjects.get(subjectId);
      if (score === 'absent') {
        cells.set(subjectId, { score, grade: 'X', points: null, counted: false, class_position: null });
        points.push({
          subject_id: subjectId,
          code: subject?.code ?? null,
          group: subject?.group ?? null,
          points: 'absent',
        });
        continue;
      }
      const graded = gradeFor(score, bands(level, subjectId));
      totalMarks += score;
      cells.set(subjectId, {
        score,
        grade: graded?.grade ?? '',
        points: graded?.points ?? 0,
        counted: false,
        class_position: null,
      });
      points.push({
        subject_id: subjectId,
        code: subject?.code ?? null,
        group: subject?.group ?? null,
        points: graded?.points ?? 0,
        score,
      });
    }
    const mean = meanGrade({
      rule: rule.rule,
      subjects_counted: rule.subjects_counted,
      subjects: points,
      bands: bands(level, null),
    });
    for (const c of mean.counted) {
      const cell = c.subject_id === undefined ? undefined : cells.get(c.subject_id);
      if (cell) cell.counted = true;
    }
    results.push({
      student_id: s.student_id,
      class_id: s.class_id,
      stream_id: s.stream_id,
      level,
      cells,
      subjects_sat: [...cells.values()].filter((c) => c.score !== 'absent').length,
      total_marks: totalMarks,
      total_points: mean.total_points,
      mean_points: mean.mean_points,
      mean_grade: mean.mean_grade,
      missing: mean.missing,
      complete: mean.complete,
      stream_position: null,
      stream_out_of: 0,
      class_position: null,
      class_out_of: 0,
    });
  }
  if (options.rank !== false) rank(results, setUp);
  return results;
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

/** Positions per class and per stream (1, 2, 2, 4), and each subject's position in the class. */
function rank(results: StudentResult[], setUp: SetUp): void {
  const valueOf = (r: StudentResult): number | null => {
    const rule = ruleFor(setUp, r.level);
    if (r.mean_points === null || (!rule.rank_missing && !r.complete)) return null;
    return rule.rank_by === 'total_marks' ? r.total_marks : r.mean_points;
  };
  const place = (group: StudentResult[], set: (r: StudentResult, pos: number | null, outOf: number) => void) => {
    const ranks = competitionRank(group.map(valueOf));
    const outOf = ranks.filter((p) => p !== null).length;
    group.forEach((r, i) => set(r, ranks[i], outOf));
  };
  for (const group of groupBy(results, (r) => r.class_id).values()) {
    place(group, (r, pos, outOf) => {
      r.class_position = pos;
      r.class_out_of = outOf;
    });
    const subjects = new Set(group.flatMap((r) => [...r.cells.keys()]));
    for (const subjectId of subjects) {
      const cells = group.map((r) => r.cells.get(subjectId));
      const ranks = competitionRank(cells.map((c) => (c && c.score !== 'absent' ? c.score : null)));
      cells.forEach((c, i) => {
        if (c) c.class_position = ranks[i];
      });
    }
  }
  for (const group of groupBy(results, (r) => `${r.class_id}:${r.stream_id}`).values())
    place(group, (r, pos, outOf) => {
      r.stream_position = pos;
      r.stream_out_of = outOf;
    });
}

export { groupBy };
