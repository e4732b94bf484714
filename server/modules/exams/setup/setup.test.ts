import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchIdOf, type ErrorBody, json } from '../../../../tests/helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../../../../tests/helpers/harness';
import { seedStandardExams } from './standard';

let t: TestApp;
let branchId: number;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

const subjectId = async (code: string) =>
  Number(
    (
      await t.ctx.database.db
        .selectFrom('courses')
        .select('id')
        .where('branch_id', '=', branchId)
        .where('code', '=', code)
        .executeTakeFirstOrThrow()
    ).id,
  );

const call = (who: string, method: string, path: string, body?: unknown) =>
  t.call(method, path, { token: tokens[who], body });

beforeAll(async () => {
  t = await createTestApp({ students: 6 });
  branchId = await branchIdOf(t, 'DHS');
  for (const who of ['examiner', 'teacher', 'admin', 'registrar']) tokens[who] = (await t.signIn(who)).accessToken;
  ids.mat = await subjectId('121');
  ids.bio = await subjectId('231');
  const db = t.ctx.database.db;
  ids.term = Number(
    (await db.selectFrom('terms').select('id').where('branch_id', '=', branchId).executeTakeFirstOrThrow()).id,
  );
  ids.form1 = Number(
    (
      await db
        .selectFrom('classes')
        .select('id')
        .where('branch_id', '=', branchId)
        .where('name', '=', 'Form 1')
        .executeTakeFirstOrThrow()
    ).id,
  );
  const category = await call('examiner', 'POST', '/api/exam_categories', {
    name: 'Test CAT',
    kind: 'cat',
    weight: 30,
  });
  ids.category = Number((await json(category)).id);
}, 180_000);
afterAll(() => t.close());

const exam = (papers: Record<string, unknown>[], name = 'Setup test') => ({
  name,
  category_id: ids.category,
  term_id: ids.term,
  classes: [ids.form1],
  papers,
});

describe(`exam set-up rules on ${ENGINE}`, () => {
  it('gives a school the standard subjects with their KNEC groups, the bands, rules and colours', async () => {
    const db = t.ctx.database.db;
    const courses = await db
      .selectFrom('courses')
      .innerJoin('subject_groups', 'subject_groups.id', 'courses.subject_group_id')
      .select(['courses.code', 'courses.short_name', 'subject_groups.number'])
      .where('courses.branch_id', '=', branchId)
      .execute();
    const byCode = new Map(courses.map((c) => [String(c.code), c]));
    expect(byCode.get('101')).toMatchObject({ short_name: 'ENG', number: 1 });
    expect(byCode.get('233')).toMatchObject({ short_name: 'CHE', number: 2 });
    expect(byCode.get('314')).toMatchObject({ number: 3 });
    expect(byCode.get('565')).toMatchObject({ short_name: 'BST', number: 5 });
    const kcse = await db
      .selectFrom('grading_systems_bands')
      .innerJoin('grading_systems', 'grading_systems.id', 'grading_systems_bands.parent_id')
      .select(['grade', 'points', 'min_mark', 'max_mark'])
      .where('grading_systems.branch_id', '=', branchId)
      .where('family', '=', 'kcse')
      .execute();
    expect(kcse.find((b) => b.grade === 'C+')).toMatchObject({ points: 7, min_mark: 55, max_mark: 59 });
    const rules = await db.selectFrom('required_subjects').selectAll().where('branch_id', '=', branchId).execute();
    // Forms 1 to 4 on the 2023 KCSE rule; Grades 5 to 9 on the CBE levels (cbe.test.ts works them).
    expect(rules.map((r) => [Number(r.level), r.family]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([
      [1, 'kcse'],
      [2, 'kcse'],
      [3, 'kcse'],
      [4, 'kcse'],
      [5, 'cbe4'],
      [6, 'cbe4'],
      [7, 'cbe8'],
      [8, 'cbe8'],
      [9, 'cbe8'],
    ]);
    // Run again (a migration after a restart): nothing doubles, nothing the school renamed changes.
    await db
      .updateTable('courses')
      .set({ name: 'English Language' })
      .where('id', '=', await subjectId('101'))
      .execute();
    const before = await db.selectFrom('courses').select('id').where('branch_id', '=', branchId).execute();
    await seedStandardExams(db, branchId);
    const after = await db.selectFrom('courses').select(['id', 'name']).where('branch_id', '=', branchId).execute();
    expect(after.length).toBe(before.length);
    expect(after.some((c) => c.name === 'English Language')).toBe(true);
  });

  it('refuses papers whose weights do not add to 100 per subject, or a paper listed twice', async () => {
    const refused = await call(
      'examiner',
      'POST',
      '/api/exams',
      exam([
        { subject_id: ids.mat, paper: 1, out_of: 80, weight: 50 },
        { subject_id: ids.mat, paper: 2, out_of: 100, weight: 40 },
        { subject_id: ids.bio, paper: 1, out_of: 100, weight: 100 },
        { subject_id: ids.bio, paper: 1, out_of: 50, weight: 100 },
      ]),
    );
    expect(refused.status).toBe(400);
    const body = await json<ErrorBody>(refused);
    expect(body.errors).toEqual({
      'papers.1.weight': "The papers of Mathematics have weights adding up to 90; a subject's papers add up to 100",
      'papers.3.paper': 'Biology paper 1 is listed twice',
      'papers.3.weight': "The papers of Biology have weights adding up to 200; a subject's papers add up to 100",
    });
    const zero = await call(
      'examiner',
      'POST',
      '/api/exams',
      exam([{ subject_id: ids.mat, paper: 1, out_of: 0, weight: 100 }]),
    );
    expect(zero.status).toBe(400);
    // The browser translates by the key (src/providers/apiErrors.ts): the Swahili is exams-setup.messages.sw.ts.
    const coded = (await json(zero)) as { codes?: Record<string, { message: string }> };
    expect(coded.codes?.['papers.0.out_of']).toBeDefined();
    const weights = await call(
      'examiner',
      'POST',
      '/api/exams',
      exam([{ subject_id: ids.mat, paper: 1, out_of: 80, weight: 60 }]),
    );
    const weightCodes = ((await json(weights)) as { codes?: Record<string, { message: string }> }).codes;
    expect(weightCodes?.['papers.0.weight']?.message).toBe('shule.exams.setup.weights_sum');
  });

  it('moves open → closed → published; a published exam and its papers no longer change', async () => {
    const made = await call(
      'examiner',
      'POST',
      '/api/exams',
      exam([
        { subject_id: ids.mat, paper: 1, out_of: 80, weight: 50 },
        { subject_id: ids.mat, paper: 2, out_of: 100, weight: 50 },
      ]),
    );
    expect(made.status).toBe(201);
    const record = await json(made);
    const id = Number(record.id);
    expect(record.status).toBe('open');
    expect((await call('examiner', 'POST', `/api/exams/${id}/publish`, {})).status).toBe(409);
    expect((await call('teacher', 'POST', `/api/exams/${id}/close`, {})).status).toBe(403);
    expect((await call('examiner', 'POST', `/api/exams/${id}/close`, {})).status).toBe(200);
    expect((await call('examiner', 'POST', `/api/exams/${id}/reopen`, {})).status).toBe(200);
    expect((await call('examiner', 'POST', `/api/exams/${id}/close`, {})).status).toBe(200);
    const published = await call('examiner', 'POST', `/api/exams/${id}/publish`, {});
    expect(published.status).toBe(200);
    expect((await json(published)).status).toBe('published');
    const changed = await call('examiner', 'PUT', `/api/exams/${id}`, {
      papers: [{ subject_id: ids.mat, paper: 1, out_of: 100, weight: 100 }],
    });
    expect(changed.status).toBe(409);
    const papers = await t.ctx.database.db.selectFrom('exams_papers').selectAll().where('parent_id', '=', id).execute();
    expect(papers.map((p) => Number(p.out_of))).toEqual([80, 100]);
    expect((await call('examiner', 'DELETE', `/api/exams/${id}`)).status).toBe(409);
  });

  it('refuses grading bands that overlap or leave marks ungraded, and a second system for one scope', async () => {
    const bands = (list: [string, number, number, number][]) =>
      list.map(([grade, points, min_mark, max_mark]) => ({ grade, points, min_mark, max_mark }));
    const gap = await call('examiner', 'POST', '/api/grading_systems', {
      name: 'Maths F1',
      family: 'kcse',
      subject_id: ids.mat,
      level: 1,
      bands: bands([
        ['A', 12, 70, 100],
        ['B', 9, 40, 60],
        ['E', 1, 0, 39],
      ]),
    });
    expect(gap.status).toBe(400);
    expect((await json<ErrorBody>(gap)).errors).toEqual({
      'bands.0.min_mark': 'No band gives a grade to the marks from 61 to 69: the bands cover 0 to 100',
    });
    const overlap = await call('examiner', 'POST', '/api/grading_systems', {
      name: 'Maths F1',
      family: 'kcse',
      subject_id: ids.mat,
      level: 1,
      bands: bands([
        ['A', 12, 70, 100],
        ['B', 9, 40, 75],
        ['E', 1, 0, 39],
      ]),
    });
    expect((await json<ErrorBody>(overlap)).errors).toEqual({ 'bands.0.min_mark': 'Band A overlaps band B' });
    const good = {
      name: 'Maths F1',
      family: 'kcse',
      subject_id: ids.mat,
      level: 1,
      bands: bands([
        ['A', 12, 70, 100],
        ['B', 9, 40, 69],
        ['E', 1, 0, 39],
      ]),
    };
    expect((await call('examiner', 'POST', '/api/grading_systems', good)).status).toBe(201);
    const twice = await call('examiner', 'POST', '/api/grading_systems', { ...good, name: 'Maths F1 again' });
    expect(twice.status).toBe(409);
    expect((await call('teacher', 'POST', '/api/grading_systems', { ...good, name: 'Mine' })).status).toBe(403);
  });

  it('keeps one subject register: /subjects is the courses table under the exam roles', async () => {
    const found = await call(
      'examiner',
      'GET',
      `/api/subjects?filter=${encodeURIComponent(JSON.stringify({ q: 'Biol' }))}`,
    );
    expect(found.status).toBe(200);
    expect((await json<Record<string, unknown>[]>(found)).map((s) => s.code)).toContain('231');
    expect((await call('teacher', 'GET', '/api/subjects')).status).toBe(200);
    expect((await call('registrar', 'GET', '/api/subjects')).status).toBe(403);
    expect((await call('teacher', 'POST', '/api/subjects', { name: 'Kikuyu', category: 'languages' })).status).toBe(
      403,
    );
    const made = await call('examiner', 'POST', '/api/subjects', {
      name: 'Kenya Sign Language B',
      code: '599',
      short_name: 'KSLB',
      category: 'languages',
    });
    expect(made.status).toBe(201);
    const course = await call('admin', 'GET', `/api/courses/${Number((await json(made)).id)}`);
    expect(await json(course)).toMatchObject({ code: '599', short_name: 'KSLB' });
  });

  it('names a class-subject after its class, stream and subject, and takes only teaching staff', async () => {
    const db = t.ctx.database.db;
    const stream = await db
      .selectFrom('streams')
      .select('id')
      .where('branch_id', '=', branchId)
      .where('class_id', '=', ids.form1)
      .where('name', '=', 'North')
      .executeTakeFirstOrThrow();
    const staff = await db
      .selectFrom('employees')
      .select('id')
      .where('branch_id', '=', branchId)
      .where('category', '=', 'non_teaching')
      .executeTakeFirstOrThrow();
    const refused = await call('examiner', 'POST', '/api/class_subjects', {
      stream_id: Number(stream.id),
      subject_id: ids.bio,
      teacher_id: Number(staff.id),
    });
    expect(refused.status).toBe(400);
    expect(Object.keys((await json<ErrorBody>(refused)).errors ?? {})).toEqual(['teacher_id']);
    await db
      .deleteFrom('class_subjects')
      .where('stream_id', '=', Number(stream.id))
      .where('subject_id', '=', ids.bio)
      .execute();
    const made = await call('examiner', 'POST', '/api/class_subjects', {
      stream_id: Number(stream.id),
      subject_id: ids.bio,
    });
    expect(made.status).toBe(201);
    const record = await json(made);
    expect(record).toMatchObject({ title: 'Form 1 North Biology', class_id: ids.form1, teacher_name: null });
    const teacher = await db
      .selectFrom('employees')
      .select(['id', 'first_name', 'last_name'])
      .where('branch_id', '=', branchId)
      .where('category', '=', 'teaching')
      .executeTakeFirstOrThrow();
    const assigned = await call('examiner', 'PUT', `/api/class_subjects/${Number(record.id)}`, {
      teacher_id: Number(teacher.id),
    });
    expect(await json(assigned)).toMatchObject({ teacher_name: `${teacher.first_name} ${teacher.last_name}` });
    expect(
      (await call('teacher', 'POST', '/api/class_subjects', { stream_id: Number(stream.id), subject_id: ids.mat }))
        .status,
    ).toBe(403);
  });
});
