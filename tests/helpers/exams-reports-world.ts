import { expect } from 'vitest';
import type { SessionUser } from '../../server/context';
import { insertSystem } from '../../server/db/seed';
import { updateSystem } from '../../server/db/system-writes';
import { raiseInvoices } from '../../server/modules/finance/billing/raise';
import { createResultsWorld, type ResultsWorld } from './exams-results-world';
import { termAfter } from '../../server/modules/exams/reports/fees';

/**
 * The report forms' and results SMS's school: the results suite's class (six students, a CAT and
 * an end-term with hand-computed results, see results.test.ts) with both exams published, a
 * remark bank for B- and A, Otieno's (S6) own class teacher's remark, the term's report dates,
 * Chebet (S5) billed KES 30,000 this term and her class priced at KES 25,000 for the next, and a
 * third exam left open. The others have no fee record.
 */
export interface ReportsWorld extends ResultsWorld {
  readonly open: number;
  readonly term: { readonly year: number; readonly term: string };
  readonly teacherNames: { readonly A: string; readonly B: string };
}

export async function createReportsWorld(): Promise<ReportsWorld> {
  const w = await createResultsWorld();
  const database = w.t.ctx.database;
  const db = database.db;
  for (const exam of [w.cat, w.endTerm]) {
    await w.act(exam, 'close');
    await w.act(exam, 'publish');
  }
  const exam = await db
    .selectFrom('exams as e')
    .innerJoin('terms as t', 't.id', 'e.term_id')
    .select(['e.term_id', 'e.category_id', 'e.classes', 't.academic_year', 't.term'])
    .where('e.id', '=', w.endTerm)
    .executeTakeFirstOrThrow();
  const term = { year: Number(exam.academic_year), term: String(exam.term) };
  const [open] = await insertSystem(database, 'exams', w.branchId, [
    {
      name: 'RES Mock',
      category_id: Number(exam.category_id),
      term_id: Number(exam.term_id),
      classes: [w.classId],
      papers: [{ subject_id: w.subjects['101'], paper: 1, out_of: 100, weight: 100 }],
    },
  ]);
  // The school's bank for B- and A in the suite's words (a new school may have a bank already).
  for (const remark of [
    { author: 'class_teacher', grade: 'B-', text: 'Steady work; revise the sciences.' },
    { author: 'principal', grade: 'B-', text: 'A fair result. Aim for a B next term.' },
    { author: 'class_teacher', grade: 'A', text: 'Outstanding in every subject.' },
    { author: 'principal', grade: 'A', text: 'Excellent. Keep it up.' },
  ]) {
    const banked = await db
      .selectFrom('remarks')
      .select('id')
      .where('branch_id', '=', w.branchId)
      .where('author', '=', remark.author)
      .where('grade', '=', remark.grade)
      .executeTakeFirst();
    if (banked) await updateSystem(database, 'remarks', w.branchId, Number(banked.id), { text: remark.text });
    else await insertSystem(database, 'remarks', w.branchId, [remark]);
  }
  await insertSystem(database, 'report_remarks', w.branchId, [
    { exam_id: w.endTerm, student_id: w.students.S6, class_teacher_remark: 'Otieno leads the class; a fine example.' },
  ]);
  const dated = await db
    .selectFrom('report_dates')
    .select('id')
    .where('branch_id', '=', w.branchId)
    .where('term_id', '=', Number(exam.term_id))
    .executeTakeFirst();
  if (!dated)
    await insertSystem(database, 'report_dates', w.branchId, [
      { term_id: Number(exam.term_id), closing_date: '2026-04-02', opening_date: '2026-04-27' },
    ]);

  const voteHead = await db
    .selectFrom('vote_heads')
    .select('id')
    .where('branch_id', '=', w.branchId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const system: SessionUser = { id: 0, username: 'system', roles: ['ROLE_All'], branchId: w.branchId };
  await db.transaction().execute((trx) =>
    raiseInvoices(trx, system, [
      {
        student_id: w.students.S5,
        academic_year: term.year,
        term: term.term,
        issued_on: '2026-01-06',
        source: 'term_fees',
        description: `Term ${term.term} ${term.year} fees`,
        billing_key: `reports-test:${w.students.S5}`,
        items: [{ vote_head_id: Number(voteHead.id), amount: 3_000_000 }],
      },
    ]),
  );
  const next = termAfter(term);
  const day = await db
    .selectFrom('fee_categories')
    .select('id')
    .where('branch_id', '=', w.branchId)
    .where('residence', '=', 'day')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  if (next.year === term.year)
    await insertSystem(database, 'fee_structures', w.branchId, [
      {
        academic_year: next.year,
        term: next.term,
        class_id: w.classId,
        category_id: Number(day.id),
        items: [{ vote_head_id: Number(voteHead.id), amount: 2_500_000 }],
      },
    ]);
  const balance = await db
    .selectFrom('students')
    .select('fee_balance')
    .where('id', '=', w.students.S5)
    .executeTakeFirstOrThrow();
  expect(Number(balance.fee_balance)).toBe(3_000_000);
  const names = await db
    .selectFrom('employees')
    .select(['id', 'first_name', 'last_name'])
    .where('id', 'in', [w.teachers.A, w.teachers.B])
    .execute();
  const nameOf = (id: number) => {
    const e = names.find((n) => Number(n.id) === id);
    return `${String(e?.first_name)} ${String(e?.last_name)}`;
  };
  return { ...w, open, term, teacherNames: { A: nameOf(w.teachers.A), B: nameOf(w.teachers.B) } };
}
