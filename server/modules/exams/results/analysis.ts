import { deviation, gradeForPoints, mean2dp, type GradeBand } from '../../../../src/schema/exam-grading';
import type {
  GroupMean,
  ResultSubject,
  StreamSubjectStats,
  SubjectAnalysis,
  SubjectStats,
  TeacherSubjectStats,
} from '../../../../src/schema/exam-results';
import { bandsFor, groupBy, type Cell, type StudentResult } from './compute';
import type { SetUp } from './load';

/**
 * Subject analysis (per subject, per stream, per teacher) and class and stream means, from the
 * computed students; the compared exam's figures come from the same functions over its students,
 * matched by the same keys, so a deviation compares like with like.
 */

interface Entry {
  readonly cell: Cell;
  readonly level: number;
}

interface Tally {
  readonly entries: number;
  readonly absent: number;
  readonly mean_score: number | null;
  readonly mean_points: number | null;
  readonly mean_grade: string | null;
  readonly grades: Record<string, number>;
}

function tally(entries: readonly Entry[], bands: readonly GradeBand[]): Tally {
  let sat = 0;
  let absent = 0;
  let scores = 0;
  let points = 0;
  const grades: Record<string, number> = {};
  for (const { cell } of entries) {
    if (cell.score === 'absent') {
      absent += 1;
      continue;
    }
    sat += 1;
    scores += cell.score;
    points += cell.points ?? 0;
    grades[cell.grade] = (grades[cell.grade] ?? 0) + 1;
  }
  const meanPoints = mean2dp(points, sat);
  return {
    entries: sat,
    absent,
    mean_score: mean2dp(scores, sat),
    mean_points: meanPoints,
    mean_grade: meanPoints === null ? null : (gradeForPoints(meanPoints, bands) ?? null),
    grades,
  };
}

const withPrevious = (now: Tally, before: Tally | undefined): SubjectStats => ({
  ...now,
  previous_mean_points: before?.mean_points ?? null,
  deviation: deviation(now.mean_points, before?.mean_points),
});

/** Entries per subject, per subject and stream, and per subject and teacher. */
function entriesOf(results: readonly StudentResult[], setUp: SetUp) {
  const bySubject = new Map<number, Entry[]>();
  const byStream = new Map<string, Entry[]>();
  const byTeacher = new Map<string, Entry[]>();
  const push = (map: Map<string, Entry[]> | Map<number, Entry[]>, key: string | number, entry: Entry) => {
    const m = map as Map<string | number, Entry[]>;
    const list = m.get(key);
    if (list) list.push(entry);
    else m.set(key, [entry]);
  };
  for (const r of results)
    for (const [subjectId, cell] of r.cells) {
      const entry = { cell, level: r.level };
      push(bySubject, subjectId, entry);
      push(byStream, `${subjectId}|${r.class_id}:${r.stream_id}`, entry);
      const teacher = r.stream_id === null ? undefined : setUp.teachers.get(`${r.stream_id}:${subjectId}`);
      push(byTeacher, `${subjectId}|${teacher?.id ?? ''}`, entry);
    }
  return { bySubject, byStream, byTeacher };
}

/** The grades of a group are read with the bands of its first student's level (a group is usually one class). */
const bandsOfGroup = (setUp: SetUp, entries: readonly { level: number }[], subjectId: number | null) =>
  bandsFor(setUp, entries[0]?.level ?? 0, subjectId);

export function subjectAnalysis(
  subjects: readonly ResultSubject[],
  results: readonly StudentResult[],
  previous: readonly StudentResult[] | null,
  setUp: SetUp,
): SubjectAnalysis[] {
  const now = entriesOf(results, setUp);
  const before = previous ? entriesOf(previous, setUp) : null;
  const tallied = (map: Map<string | number, Entry[]> | undefined, key: string | number, subjectId: number) => {
    const list = map?.get(key);
    return list ? tally(list, bandsOfGroup(setUp, list, subjectId)) : undefined;
  };
  const streamName = (classId: number, streamId: number | null) => {
    const cls = setUp.classes.get(classId)?.name ?? '';
    return {
      class_name: cls,
      stream_name: streamId === null ? cls : `${cls} ${setUp.streams.get(streamId)?.name ?? ''}`,
    };
  };
  return subjects
    .filter((s) => now.bySubject.has(s.subject_id))
    .map((subject) => {
      const id = subject.subject_id;
      const overall = tallied(now.bySubject, id, id) as Tally;
      const by_stream: StreamSubjectStats[] = [...now.byStream.keys()]
        .filter((k) => k.startsWith(`${id}|`))
        .map((key) => {
          const [classId, stream] = key.slice(key.indexOf('|') + 1).split(':');
          const streamId = stream === 'null' ? null : Number(stream);
          return {
            stream_id: streamId,
            ...streamName(Number(classId), streamId),
            teacher: streamId === null ? null : (setUp.teachers.get(`${streamId}:${id}`)?.name ?? null),
            ...withPrevious(tallied(now.byStream, key, id) as Tally, tallied(before?.byStream, key, id)),
          };
        })
        .sort((a, b) => a.stream_name.localeCompare(b.stream_name));
      const by_teacher: TeacherSubjectStats[] = [...now.byTeacher.keys()]
        .filter((k) => k.startsWith(`${id}|`))
        .map((key) => {
          const teacherId = key.slice(key.indexOf('|') + 1);
          const teacher = teacherId === '' ? null : Number(teacherId);
          const streams = by_stream.filter(
            (s) => s.stream_id !== null && setUp.teachers.get(`${s.stream_id}:${id}`)?.id === teacher,
          );
          return {
            teacher_id: teacher,
            teacher: teacher === null ? '' : (streams[0]?.teacher ?? ''),
            streams: (teacher === null ? by_stream.filter((s) => s.teacher === null) : streams)
              .map((s) => s.stream_name)
              .join(', '),
            ...withPrevious(tallied(now.byTeacher, key, id) as Tally, tallied(before?.byTeacher, key, id)),
          };
        })
        .sort((a, b) => (b.mean_points ?? -1) - (a.mean_points ?? -1));
      return {
        subject,
        ...withPrevious(overall, tallied(before?.bySubject, id, id)),
        by_stream,
        by_teacher,
      };
    });
}

interface Means {
  readonly students: number;
  readonly mean_marks: number | null;
  readonly mean_points: number | null;
  readonly mean_grade: string | null;
  readonly grades: Record<string, number>;
}

function means(group: readonly StudentResult[], setUp: SetUp): Means {
  const graded = group.filter((r) => r.mean_points !== null);
  const meanPoints = mean2dp(
    graded.reduce((s, r) => s + (r.mean_points ?? 0), 0),
    graded.length,
  );
  const grades: Record<string, number> = {};
  for (const r of graded) if (r.mean_grade) grades[r.mean_grade] = (grades[r.mean_grade] ?? 0) + 1;
  return {
    students: group.length,
    mean_marks: mean2dp(
      graded.reduce((s, r) => s + r.total_marks, 0),
      graded.length,
    ),
    mean_points: meanPoints,
    mean_grade: meanPoints === null ? null : (gradeForPoints(meanPoints, bandsOfGroup(setUp, group, null)) ?? null),
    grades,
  };
}

/** Class means, stream means and the whole filter's, each with its deviation from the compared exam. */
export function groupMeans(
  results: readonly StudentResult[],
  previous: readonly StudentResult[] | null,
  setUp: SetUp,
): { classes: GroupMean[]; streams: GroupMean[]; overall: GroupMean } {
  const build = (
    key: (r: StudentResult) => string,
    describe: (r: StudentResult) => Omit<GroupMean, keyof Means | 'previous_mean_points' | 'deviation'>,
  ) => {
    const then = previous ? groupBy(previous, key) : null;
    return [...groupBy(results, key)].map(([k, group]): GroupMean => {
      const now = means(group, setUp);
      const before = then?.get(k);
      const past = before ? means(before, setUp).mean_points : null;
      return { ...describe(group[0]), ...now, previous_mean_points: past, deviation: deviation(now.mean_points, past) };
    });
  };
  const className = (r: StudentResult) => setUp.classes.get(r.class_id)?.name ?? '';
  const classes = build(
    (r) => String(r.class_id),
    (r) => ({ id: r.class_id, name: className(r), class_name: className(r) }),
  ).sort((a, b) => a.name.localeCompare(b.name));
  const streams = build(
    (r) => `${r.class_id}:${r.stream_id}`,
    (r) => ({
      id: r.stream_id,
      name: r.stream_id === null ? className(r) : `${className(r)} ${setUp.streams.get(r.stream_id)?.name ?? ''}`,
      class_name: className(r),
    }),
  ).sort((a, b) => a.name.localeCompare(b.name));
  const [overall] = build(
    () => 'all',
    () => ({ id: null, name: '', class_name: '' }),
  );
  return {
    classes,
    streams,
    overall: overall ?? {
      id: null,
      name: '',
      class_name: '',
      ...means([], setUp),
      previous_mean_points: null,
      deviation: null,
    },
  };
}
