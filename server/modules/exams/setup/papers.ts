import type { Coded } from '../../../../src/schema';
import type { Db, Row } from '../../../db/database';
import type { Hook } from '../../../engine/hooks';
import { fieldsRefused, say } from '../../../errors';

/** Subject names by id, for messages a teacher reads ("Mathematics paper 2"). */
export async function subjectNames(db: Db, branchId: number, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('courses')
    .select(['id', 'name'])
    .where('branch_id', '=', branchId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [Number(r.id), String(r.name)]));
}

const key = (subject: unknown, paper: unknown) => `${Number(subject)}/${Number(paper)}`;

/**
 * validate (exams): one line per subject and paper, and each subject's paper weights add to 100,
 * so a subject score is always out of 100. On an update, a paper that already has marks keeps
 * them: it may not be removed, nor its out of put below the highest mark entered.
 */
export const checkPapers: Hook = async ({ db, user, action, data, before }) => {
  if ((action !== 'create' && action !== 'update') || !Array.isArray(data.papers)) return;
  const papers = data.papers as Row[];
  const names = await subjectNames(
    db,
    user.branchId,
    papers.map((p) => Number(p.subject_id)),
  );
  const nameOf = (id: unknown) => names.get(Number(id)) ?? String(id);
  const errors: Record<string, Coded> = {};
  const seen = new Set<string>();
  const totals = new Map<number, { total: number; last: number }>();
  papers.forEach((p, i) => {
    const k = key(p.subject_id, p.paper);
    if (seen.has(k))
      errors[`papers.${i}.paper`] = say('shule.exams.setup.paper_twice', {
        subject: nameOf(p.subject_id),
        paper: Number(p.paper),
      });
    seen.add(k);
    const sum = totals.get(Number(p.subject_id)) ?? { total: 0, last: i };
    totals.set(Number(p.subject_id), { total: sum.total + Number(p.weight), last: i });
  });
  for (const [subject, { total, last }] of totals)
    if (total !== 100 && !errors[`papers.${last}.weight`])
      errors[`papers.${last}.weight`] = say('shule.exams.setup.weights_sum', { subject: nameOf(subject), total });
  if (Object.keys(errors).length === 0 && before)
    await checkMarkedPapers(db, Number(before.id), papers, nameOf, errors);
  if (Object.keys(errors).length > 0) throw fieldsRefused(errors);
};

/** A paper with marks stays, with an out of no lower than its highest mark. */
async function checkMarkedPapers(
  db: Db,
  examId: number,
  papers: readonly Row[],
  nameOf: (id: unknown) => string,
  errors: Record<string, Coded>,
): Promise<void> {
  const marked = await db
    .selectFrom('marks')
    .select(['subject_id', 'paper', (eb) => eb.fn.max('mark').as('top')])
    .where('exam_id', '=', examId)
    .groupBy(['subject_id', 'paper'])
    .execute();
  const sent = new Map(papers.map((p, i) => [key(p.subject_id, p.paper), i]));
  for (const m of marked) {
    const i = sent.get(key(m.subject_id, m.paper));
    const args = { subject: nameOf(m.subject_id), paper: Number(m.paper) };
    if (i === undefined) {
      errors.papers = say('shule.exams.setup.paper_has_marks', args);
      return;
    }
    const top = m.top === null ? 0 : Number(m.top);
    if (Number(papers[i].out_of) < top)
      errors[`papers.${i}.out_of`] = say('shule.exams.setup.out_of_below_marks', { ...args, mark: top });
  }
}
