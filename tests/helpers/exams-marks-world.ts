import { branchIdOf, insertUser, json } from './api';
import type { TestApp } from './harness';

/**
 * A Form 1 Mathematics exam of the suite's own (paper 1 out of 80, paper 2 out of 100, 50/50) with
 * two subject teachers signed in as markerA (Form 1 East) and markerB (Form 1 West), each a demo
 * teacher record linked to a user of their own.
 */
export interface MarksWorld {
  readonly branchId: number;
  readonly examId: number;
  readonly maths: number;
  readonly east: number;
  readonly west: number;
  readonly form1: number;
  readonly tokens: Record<string, string>;
}

const one = async (t: TestApp, query: Promise<{ id: unknown } | undefined>) => Number((await query)?.id);

export async function marksWorld(t: TestApp, examName = 'Marks suite CAT'): Promise<MarksWorld> {
  const db = t.ctx.database.db;
  const branchId = await branchIdOf(t, 'DHS');
  const teachers = await db
    .selectFrom('employees')
    .select('id')
    .where('branch_id', '=', branchId)
    .where('category', '=', 'teaching')
    .where('user_id', 'is', null)
    .orderBy('id')
    .limit(2)
    .execute();
  const tokens: Record<string, string> = {};
  for (const [i, who] of (['markerA', 'markerB'] as const).entries()) {
    const userId = await insertUser(t, branchId, who.toLowerCase(), ['ROLE_Access_Exam_Analysis_Module']);
    await db.updateTable('employees').set({ user_id: userId }).where('id', '=', Number(teachers[i].id)).execute();
  }
  for (const who of ['markera', 'markerb', 'examiner', 'registrar', 'admin'])
    tokens[who] = (await t.signIn(who)).accessToken;
  const form1 = await one(
    t,
    db
      .selectFrom('classes')
      .select('id')
      .where('branch_id', '=', branchId)
      .where('name', '=', 'Form 1')
      .executeTakeFirst(),
  );
  const stream = (name: string) =>
    one(
      t,
      db.selectFrom('streams').select('id').where('class_id', '=', form1).where('name', '=', name).executeTakeFirst(),
    );
  const east = await stream('East');
  const west = await stream('West');
  const maths = await one(
    t,
    db
      .selectFrom('courses')
      .select('id')
      .where('branch_id', '=', branchId)
      .where('code', '=', '121')
      .executeTakeFirst(),
  );
  const term = await one(t, db.selectFrom('terms').select('id').where('branch_id', '=', branchId).executeTakeFirst());
  const examiner = tokens.examiner;
  const post = (path: string, body: unknown) => t.call('POST', path, { token: examiner, body });
  const put = (path: string, body: unknown) => t.call('PUT', path, { token: examiner, body });
  const category = await json(
    await post('/api/exam_categories', { name: `${examName} category`, kind: 'cat', weight: 30 }),
  );
  const exam = await json(
    await post('/api/exams', {
      name: examName,
      category_id: category.id,
      term_id: term,
      classes: [form1],
      papers: [
        { subject_id: maths, paper: 1, out_of: 80, weight: 50 },
        { subject_id: maths, paper: 2, out_of: 100, weight: 50 },
      ],
    }),
  );
  // The demo may have assigned these class-subjects already: the suite's teachers take them over.
  for (const [streamId, teacher] of [
    [east, teachers[0].id],
    [west, teachers[1].id],
  ] as const) {
    const existing = await db
      .selectFrom('class_subjects')
      .select('id')
      .where('stream_id', '=', streamId)
      .where('subject_id', '=', maths)
      .executeTakeFirst();
    if (existing) await put(`/api/class_subjects/${Number(existing.id)}`, { teacher_id: Number(teacher) });
    else await post('/api/class_subjects', { stream_id: streamId, subject_id: maths, teacher_id: Number(teacher) });
  }
  return { branchId, examId: Number(exam.id), maths, east, west, form1, tokens };
}
