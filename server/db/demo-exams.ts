import { exams } from '../../src/schema/exams-exams';
import { seedStandardExams } from '../modules/exams/setup/standard';
import type { SessionUser } from '../context';
import type { ShuleDatabase } from './database';
import {
  CATEGORIES,
  CORE,
  LOWER_EXTRA,
  papersOf,
  REMARK_BANK,
  UPPER_APPLIED,
  UPPER_HUMANITIES,
  UPPER_SCIENCES,
} from './demo-exams-data';
import { type DemoSitter, type ExamPlan, normal, seedExamMarks } from './demo-exams-marks';
import { assignTeachers, davidKiprop } from './demo-exams-teachers';
import { seededRandom } from './demo-random';
import { insertSystem, updateSystem, writerFor } from './system-writes';

const ALL_CODES = [...new Set([...CORE, ...LOWER_EXTRA, ...UPPER_SCIENCES, ...UPPER_HUMANITIES, ...UPPER_APPLIED])];

/** Forms 1-2 take 11 subjects (12 with Computer Studies); Forms 3-4 take 8: the core and four chosen. */
function subjectsOf(level: number, random: () => number): string[] {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  if (level <= 2) return [...CORE, ...LOWER_EXTRA, ...(random() < 0.4 ? ['451'] : [])];
  const chosen = [pick(UPPER_SCIENCES), pick(UPPER_HUMANITIES), pick(UPPER_APPLIED)];
  const rest = [...UPPER_SCIENCES, ...UPPER_HUMANITIES, ...UPPER_APPLIED].filter((c) => !chosen.includes(c));
  return [...CORE, ...chosen, pick(rest)];
}

async function sittersOf(database: ShuleDatabase, branchId: number, random: () => number): Promise<DemoSitter[]> {
  const rows = await database.db
    .selectFrom('students')
    .innerJoin('classes', 'classes.id', 'students.class_id')
    .select(['students.id', 'students.class_id', 'students.stream_id', 'classes.level'])
    .where('students.branch_id', '=', branchId)
    .where('students.status', '=', 'active')
    .where('classes.level', '<=', 4)
    .where('students.stream_id', 'is not', null)
    .orderBy('students.stream_id')
    .orderBy('students.admission_no')
    .execute();
  return rows.map((r) => {
    const subjects = subjectsOf(Number(r.level), random);
    return {
      id: Number(r.id),
      class_id: Number(r.class_id),
      stream_id: Number(r.stream_id),
      level: Number(r.level),
      subjects,
      ability: normal(random) * 0.9,
      affinity: Object.fromEntries(subjects.map((c) => [c, normal(random) * 0.45])),
    };
  });
}

/**
 * The exams demo: the standard subjects and grading, subject teachers for every stream (David
 * Kiprop, the demo user `teacher`, among them), CAT 1 and the mid-term of term 1 published, the
 * end-term open with some class-subjects complete and some not, remark banks, report dates, and
 * Forms 1-2 graded on all their subjects. Records go through the writer; marks in one bulk insert
 * per exam, each read by the grid's own cell rule.
 */
export async function seedExamsDemo(database: ShuleDatabase, branchId: number): Promise<void> {
  // The demo school's subjects were named before the exams office: they gain KNEC's groups and short names.
  await seedStandardExams(database.db, branchId);
  const db = database.db;
  const random = seededRandom(13);
  const courses = await db.selectFrom('courses').select(['id', 'code']).where('branch_id', '=', branchId).execute();
  const subjectIds = new Map(courses.map((c) => [String(c.code), Number(c.id)]));
  const sitters = await sittersOf(database, branchId, random);
  const david = await davidKiprop(database, branchId, subjectIds);
  const assigned = await assignTeachers(database, branchId, sitters, subjectIds, david);

  const levels = await db
    .selectFrom('required_subjects')
    .select(['id', 'level'])
    .where('branch_id', '=', branchId)
    .execute();
  for (const l of levels.filter((l) => Number(l.level) <= 2))
    await updateSystem(database, 'required_subjects', branchId, Number(l.id), { rule: 'all', subjects_counted: 11 });
  await insertSystem(database, 'remarks', branchId, [...REMARK_BANK]);
  await seedReportDates(database, branchId);

  const categoryIds = await insertSystem(database, 'exam_categories', branchId, [...CATEGORIES]);
  const term = await db
    .selectFrom('terms')
    .select('id')
    .where('branch_id', '=', branchId)
    .where('term', '=', '1')
    .orderBy('academic_year', 'desc')
    .executeTakeFirstOrThrow();
  const classIds = [...new Set(sitters.map((s) => s.class_id))];
  const takers = new Map<string, number>();
  for (const s of sitters)
    for (const c of s.subjects) takers.set(`${s.stream_id}/${c}`, (takers.get(`${s.stream_id}/${c}`) ?? 0) + 1);
  const plans: { name: string; category: number; kind: ExamPlan['kind']; shift: number; publish: boolean }[] = [
    { name: 'CAT 1', category: categoryIds[0], kind: 'cat', shift: 3, publish: true },
    { name: 'Mid-term', category: categoryIds[1], kind: 'mid_term', shift: 0, publish: true },
    { name: 'End-term', category: categoryIds[2], kind: 'end_term', shift: -2, publish: false },
  ];
  const writer = await writerFor(database);
  const { transition } = await import('../engine/transition');
  const office: SessionUser = { id: 0, username: 'system', roles: ['ROLE_All'], branchId };
  for (const plan of plans) {
    const [id] = await insertSystem(database, 'exams', branchId, [
      {
        name: plan.name,
        category_id: plan.category,
        term_id: Number(term.id),
        classes: classIds,
        papers: ALL_CODES.flatMap((code) =>
          papersOf(plan.kind, code).map((p) => ({ subject_id: subjectIds.get(code), ...p })),
        ),
      },
    ]);
    await db.transaction().execute(async (trx) => {
      await seedExamMarks(
        trx,
        branchId,
        {
          id,
          kind: plan.kind,
          shift: plan.shift,
          enteredBy: (stream, code) => assigned.userOf(stream, code),
          entered: (s, code, rank) => {
            if (plan.publish) return true;
            const done = assigned.progressOf(s.stream_id, code);
            return (
              done === 'all' || (done === 'half' && rank < Math.ceil((takers.get(`${s.stream_id}/${code}`) ?? 0) / 2))
            );
          },
        },
        sitters,
        subjectIds,
        random,
      );
      if (!plan.publish) return;
      await transition(writer, trx, office, exams, id, 'close', {});
      await transition(writer, trx, office, exams, id, 'publish', {});
    });
  }
}

/** The closing date of each term and the day the next opens, as report forms print them. */
async function seedReportDates(database: ShuleDatabase, branchId: number): Promise<void> {
  const terms = await database.db
    .selectFrom('terms')
    .select(['id', 'start_date', 'end_date'])
    .where('branch_id', '=', branchId)
    .orderBy('start_date')
    .execute();
  await insertSystem(
    database,
    'report_dates',
    branchId,
    terms.map((t, i) => {
      const end = String(t.end_date);
      // The year's last term: schools open in the first week of January.
      const next = terms[i + 1] ? String(terms[i + 1].start_date) : `${Number(end.slice(0, 4)) + 1}-01-04`;
      return { term_id: Number(t.id), closing_date: end, opening_date: next };
    }),
  );
}
