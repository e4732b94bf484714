import { readMarkCell } from '../../src/schema/exams-mark-cell';
import { bulkInsert } from './bulk-insert';
import type { Db } from './database';
import { DIFFICULTY, papersOf } from './demo-exams-data';

/** A demo student as the marks need them: class, stream, level, the subjects they take, how able. */
export interface DemoSitter {
  readonly id: number;
  readonly class_id: number;
  readonly stream_id: number;
  readonly level: number;
  readonly subjects: readonly string[];
  readonly ability: number;
  /** Per subject: how much better or worse than their usual this student does in it. */
  readonly affinity: Readonly<Record<string, number>>;
}

/** A standard normal draw from the seeded generator (Box-Muller). */
export const normal = (random: () => number): number =>
  Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

export interface ExamPlan {
  readonly id: number;
  readonly kind: 'cat' | 'mid_term' | 'end_term';
  /** The whole exam a little easier or harder than the last. */
  readonly shift: number;
  /** Who entered a class-subject's marks, and whether its students' marks are in (end-term: some are not yet). */
  readonly enteredBy: (streamId: number, code: string) => number | null;
  readonly entered: (s: DemoSitter, code: string, rank: number) => boolean;
}

/**
 * One exam's marks for every sitter: a student's usual level, their way with the subject, the
 * subject's difficulty, the exam's and the day's luck; now and then absent (X). Each mark is read
 * by the same cell rule the grid uses before it is stored, then all are inserted in one go.
 */
export async function seedExamMarks(
  db: Db,
  branchId: number,
  plan: ExamPlan,
  sitters: readonly DemoSitter[],
  subjectIds: ReadonlyMap<string, number>,
  random: () => number,
): Promise<number> {
  const rows: unknown[][] = [];
  const rankInStream = new Map<string, number>();
  for (const s of sitters) {
    const drift = normal(random) * 0.25;
    for (const code of s.subjects) {
      const key = `${s.stream_id}/${code}`;
      const rank = rankInStream.get(key) ?? 0;
      rankInStream.set(key, rank + 1);
      if (!plan.entered(s, code, rank)) continue;
      const subjectId = subjectIds.get(code);
      if (subjectId === undefined) continue;
      const percent = 50 + 15 * (s.ability + (s.affinity[code] ?? 0) + drift) + (DIFFICULTY[code] ?? 0) + plan.shift;
      const missedSubject = random() < 0.012;
      const by = plan.enteredBy(s.stream_id, code);
      for (const p of papersOf(plan.kind, code)) {
        const absent = missedSubject || random() < 0.003;
        const raw = ((percent + normal(random) * 5) / 100) * p.out_of;
        const whole = random() < 0.85 ? Math.round(raw) : Math.round(raw * 2) / 2;
        const cell = readMarkCell(absent ? 'X' : Math.min(Math.max(whole, 0), p.out_of), p.out_of);
        if (cell.kind !== 'mark' && cell.kind !== 'absent') continue;
        rows.push([
          s.id,
          subjectId,
          p.paper,
          cell.kind === 'mark' ? cell.value : null,
          cell.kind === 'absent',
          s.class_id,
          s.stream_id,
          by,
          by,
          by,
        ]);
      }
    }
  }
  const now = new Date().toISOString();
  await bulkInsert(db, {
    table: 'marks',
    columns: [
      ['student_id', 'bigint'],
      ['subject_id', 'bigint'],
      ['paper', 'bigint'],
      ['mark', 'double precision'],
      ['absent', 'boolean'],
      ['class_id', 'bigint'],
      ['stream_id', 'bigint'],
      ['entered_by', 'bigint'],
      ['created_by', 'bigint'],
      ['updated_by', 'bigint'],
    ],
    rows,
    shared: {
      branch_id: ['bigint', branchId],
      exam_id: ['bigint', plan.id],
      created_at: ['timestamptz', now],
      updated_at: ['timestamptz', now],
    },
  });
  return rows.length;
}
