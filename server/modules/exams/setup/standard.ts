import type { Db } from '../../../db/database';
import {
  cbeLevelRule,
  STANDARD_COLOURS,
  STANDARD_GROUPS,
  STANDARD_LEVEL_RULES,
  STANDARD_SUBJECTS,
  STANDARD_SYSTEMS,
} from './standard-data';

const stampsOf = (branchId: number) => {
  const now = new Date().toISOString();
  return { branch_id: branchId, created_at: now, updated_at: now, created_by: null, updated_by: null };
};

const blank = (v: unknown) => v === null || v === undefined || v === '';

/**
 * Gives a school what its exams office starts from, in the caller's transaction: KNEC's subject
 * groups, the standard subjects (a subject the school has already, found by its code or its name,
 * gains its group, short name and code where they are empty; nothing it named is renamed), the
 * common grading systems when it has none, a mean-grade rule for each level it lacks (the KCSE
 * 2023 rule for Forms 1 to 4, the CBE levels for Grades 5 to 9) and a colour for each grade it
 * lacks. Called when a school is created (the super administrator's "New school", the first
 * start) and by the migration for schools created before; safe to run again.
 */
export async function seedStandardExams(db: Db, branchId: number): Promise<void> {
  const stamps = stampsOf(branchId);
  const groupIds = await topUpGroups(db, branchId, stamps);
  await topUpSubjects(db, branchId, groupIds, stamps);
  await seedGradingSystems(db, branchId, stamps);
  const levels = await db.selectFrom('required_subjects').select('level').where('branch_id', '=', branchId).execute();
  const haveLevel = new Set(levels.map((l) => Number(l.level)));
  const primary = await primaryLevels(db, branchId);
  const rules = STANDARD_LEVEL_RULES.filter((r) => !haveLevel.has(r.level)).map((r) =>
    r.family === 'kcse' && primary.has(r.level) ? cbeLevelRule(r.level, 'cbe4') : r,
  );
  if (rules.length > 0)
    await db
      .insertInto('required_subjects')
      .values(rules.map((r) => ({ ...r, ...stamps })))
      .execute();
  const colours = await db.selectFrom('report_colours').select('grade').where('branch_id', '=', branchId).execute();
  const haveColour = new Set(colours.map((c) => String(c.grade)));
  const missing = STANDARD_COLOURS.filter((c) => !haveColour.has(c.grade));
  if (missing.length > 0)
    await db
      .insertInto('report_colours')
      .values(missing.map((c) => ({ ...c, ...stamps })))
      .execute();
}

/**
 * Levels 1 to 4 are Forms 1 to 4 in a secondary school and Grades 1 to 4 in a primary one: the
 * levels whose classes are all named as grades (Grade 3, PP2) are competency-based.
 */
async function primaryLevels(db: Db, branchId: number): Promise<Set<number>> {
  const classes = await db.selectFrom('classes').select(['level', 'name']).where('branch_id', '=', branchId).execute();
  const byLevel = new Map<number, string[]>();
  for (const c of classes) byLevel.set(Number(c.level), [...(byLevel.get(Number(c.level)) ?? []), String(c.name)]);
  return new Set(
    [...byLevel].filter(([, names]) => names.every((n) => /^\s*(grade|gredi|pp)\s*\d/i.test(n))).map(([l]) => l),
  );
}

async function topUpGroups(db: Db, branchId: number, stamps: object): Promise<Map<number, number>> {
  const existing = await db
    .selectFrom('subject_groups')
    .select(['id', 'number', 'name'])
    .where('branch_id', '=', branchId)
    .execute();
  const ids = new Map(existing.map((g) => [Number(g.number), Number(g.id)]));
  const names = new Set(existing.map((g) => String(g.name)));
  const missing = STANDARD_GROUPS.filter((g) => !ids.has(g.number) && !names.has(g.name));
  if (missing.length > 0) {
    const added = await db
      .insertInto('subject_groups')
      .values(missing.map((g) => ({ ...g, ...stamps })))
      .returning(['id', 'number'])
      .execute();
    for (const g of added) ids.set(Number(g.number), Number(g.id));
  }
  return ids;
}

async function topUpSubjects(db: Db, branchId: number, groupIds: Map<number, number>, stamps: object) {
  const existing = await db
    .selectFrom('courses')
    .select(['id', 'name', 'code', 'short_name', 'subject_group_id'])
    .where('branch_id', '=', branchId)
    .execute();
  const byCode = new Map(existing.filter((c) => !blank(c.code)).map((c) => [String(c.code), c]));
  const byName = new Map(existing.map((c) => [String(c.name).toLowerCase(), c]));
  const shorts = new Set(existing.map((c) => String(c.short_name ?? '')));
  const added = [];
  for (const s of STANDARD_SUBJECTS) {
    const group = groupIds.get(s.group) ?? null;
    const found = byCode.get(s.code) ?? byName.get(s.name.toLowerCase());
    if (!found) {
      added.push({
        name: s.name,
        code: s.code,
        short_name: s.short,
        category: s.category,
        compulsory: s.compulsory ?? false,
        department_id: null,
        subject_group_id: group,
        ...stamps,
      });
      continue;
    }
    const set: Record<string, unknown> = {};
    if (blank(found.subject_group_id) && group !== null) set.subject_group_id = group;
    if (blank(found.short_name) && !shorts.has(s.short)) set.short_name = s.short;
    if (blank(found.code) && !byCode.has(s.code)) set.code = s.code;
    if (Object.keys(set).length > 0)
      await db.updateTable('courses').set(set).where('id', '=', Number(found.id)).execute();
  }
  if (added.length > 0) await db.insertInto('courses').values(added).execute();
}

async function seedGradingSystems(db: Db, branchId: number, stamps: object): Promise<void> {
  const any = await db.selectFrom('grading_systems').select('id').where('branch_id', '=', branchId).executeTakeFirst();
  if (any) return;
  for (const system of STANDARD_SYSTEMS) {
    const row = await db
      .insertInto('grading_systems')
      .values({ name: system.name, family: system.family, subject_id: null, level: null, ...stamps })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('grading_systems_bands')
      .values(system.bands.map((b, position) => ({ ...b, ...stamps, parent_id: Number(row.id), position })))
      .execute();
  }
}
