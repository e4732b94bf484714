import type { Coded } from '../../../../src/schema';
import type { Row } from '../../../db/database';
import type { Hook } from '../../../engine/hooks';
import { fieldsRefused, refusal, say } from '../../../errors';

/**
 * validate (grading_systems): each band's From is not above its To, no two bands share a mark or
 * a grade, and together they grade every whole percent from 0 to 100, so no score is left ungraded.
 */
export const checkBands: Hook = ({ action, data }) => {
  if ((action !== 'create' && action !== 'update') || !Array.isArray(data.bands)) return;
  const bands = (data.bands as Row[]).map((b, i) => ({
    i,
    grade: String(b.grade),
    from: Number(b.min_mark),
    to: Number(b.max_mark),
  }));
  const errors: Record<string, Coded> = {};
  const grades = new Set<string>();
  for (const b of bands) {
    if (b.from > b.to) errors[`bands.${b.i}.min_mark`] = say('shule.exams.setup.band_range', b);
    if (grades.has(b.grade.toUpperCase())) errors[`bands.${b.i}.grade`] = say('shule.exams.setup.grade_twice', b);
    grades.add(b.grade.toUpperCase());
  }
  if (Object.keys(errors).length > 0) throw fieldsRefused(errors);
  const ordered = [...bands].sort((a, b) => a.from - b.from);
  let next = 0;
  for (const [n, b] of ordered.entries()) {
    if (b.from < next && n > 0) {
      errors[`bands.${b.i}.min_mark`] = say('shule.exams.setup.band_overlap', {
        grade: b.grade,
        other: ordered[n - 1].grade,
      });
      break;
    }
    if (b.from > next) {
      errors[`bands.${b.i}.min_mark`] = say('shule.exams.setup.band_gap', { from: next, to: b.from - 1 });
      break;
    }
    next = b.to + 1;
  }
  if (Object.keys(errors).length === 0 && next <= 100) {
    const top = ordered[ordered.length - 1];
    errors[`bands.${top.i}.max_mark`] = say('shule.exams.setup.band_gap', { from: next, to: 100 });
  }
  if (Object.keys(errors).length > 0) throw fieldsRefused(errors);
};

/**
 * validate (grading_systems): one system per family, subject and level, so "the most specific
 * system wins" always names one. Empty subject and level count as values here (the default).
 */
export const oneSystemPerScope: Hook = async ({ db, user, action, data, before }) => {
  if (action !== 'create' && action !== 'update') return;
  const value = (name: string) => (Object.hasOwn(data, name) ? data[name] : before?.[name]) ?? null;
  const family = value('family');
  const subject = value('subject_id');
  const level = value('level');
  const other = await db
    .selectFrom('grading_systems')
    .select('name')
    .where('branch_id', '=', user.branchId)
    .where('family', '=', String(family))
    .where((eb) => (subject === null ? eb('subject_id', 'is', null) : eb('subject_id', '=', Number(subject))))
    .where((eb) => (level === null ? eb('level', 'is', null) : eb('level', '=', Number(level))))
    .$if(before !== undefined, (q) => q.where('id', '!=', Number(before?.id)))
    .executeTakeFirst();
  if (other) {
    const message = say('shule.exams.setup.system_twice', { name: String(other.name) });
    throw refusal(409, message, { level: message });
  }
};
