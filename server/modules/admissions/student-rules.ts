import { fieldSchema } from '../../../src/schema';
import { students } from '../../../src/schema/admissions';
import { suitsRecord } from '../../../src/schema/offers';
import type { SessionUser } from '../../context';
import type { Hook } from '../../engine/hooks';
import type { Db, Engine, Row } from '../../db/database';
import { refusal, say } from '../../errors';
import { DEFAULT_ADMISSION_PATTERN, nextFreeNumber } from './numbers';
import { isBlank, merged } from './records';

/** The next admission number from the school's pattern; 400 when the pattern cannot give a valid one. */
export async function generateAdmissionNo(db: Db, branchId: number, admissionDate: unknown): Promise<string> {
  const branch = await db
    .selectFrom('branches')
    .select('admission_pattern')
    .where('id', '=', branchId)
    .executeTakeFirst();
  const pattern = isBlank(branch?.admission_pattern) ? DEFAULT_ADMISSION_PATTERN : String(branch?.admission_pattern);
  const number = await nextFreeNumber(db, branchId, {
    counter: 'students.admission_no',
    pattern,
    date: admissionDate,
    table: 'students',
    column: 'admission_no',
  });
  if (!fieldSchema(students.fields.admission_no).safeParse(number).success)
    throw refusal(400, say('shule.admissions.errors.pattern_gives_invalid', { number }), {
      admission_no: say('shule.admissions.errors.type_or_fix_pattern'),
    });
  return number;
}

/** Which hostels suit which students: the declaration's, the rule the form's pick-list offers by. */
const HOSTEL_SUITS = (() => {
  const rule = students.fields.hostel_id.offerBy;
  if (!rule) throw new Error('students.hostel_id must declare offerBy');
  return rule;
})();

/**
 * A hostel takes the students it suits (a girls' hostel girls, a mixed one both) up to its
 * capacity. On PostgreSQL the hostel row is locked, so two registrations cannot both take its last place.
 */
async function checkHostel(
  db: Db,
  engine: Engine,
  user: SessionUser,
  data: Record<string, unknown>,
  before: Row | undefined,
): Promise<void> {
  const hostelId = merged(data, before, 'hostel_id');
  const moving = !before || (Object.hasOwn(data, 'hostel_id') && data.hostel_id !== before.hostel_id);
  const { field } = HOSTEL_SUITS;
  const regendered = before !== undefined && Object.hasOwn(data, field) && data[field] !== before[field];
  if (isBlank(hostelId) || (!moving && !regendered)) return;
  const hostel = await db
    .selectFrom('hostels')
    .select(['name', HOSTEL_SUITS.target, 'capacity'])
    .where('id', '=', Number(hostelId))
    .where('branch_id', '=', user.branchId)
    .$if(engine === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
  if (!hostel) return; // the reference check answers 400
  const student = { [HOSTEL_SUITS.field]: merged(data, before, HOSTEL_SUITS.field) };
  const named = { hostel: String(hostel.name), gender: String(hostel[HOSTEL_SUITS.target]) };
  const genderKey = { gender: { key: `resources.hostels.choices.gender.${named.gender}`, lower: true } };
  if (!suitsRecord(HOSTEL_SUITS, student, hostel))
    throw refusal(409, say('shule.admissions.errors.hostel_of_gender', named, genderKey), {
      hostel_id: say('shule.admissions.errors.hostel_takes_only', named, genderKey),
    });
  if (!moving) return;
  const occupied = await db
    .selectFrom('students')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('branch_id', '=', user.branchId)
    .where('hostel_id', '=', Number(hostelId))
    .$if(before !== undefined, (qb) => qb.where('id', '!=', Number(before?.id)))
    .executeTakeFirst();
  const taken = Number(occupied?.n ?? 0);
  if (taken >= Number(hostel.capacity))
    throw refusal(409, say('shule.admissions.errors.hostel_full', { hostel: named.hostel }), {
      hostel_id: say('shule.admissions.errors.hostel_places_taken', {
        hostel: named.hostel,
        taken,
        capacity: Number(hostel.capacity),
      }),
    });
}

/**
 * The primary guardian (the one marked, else the first) is the only one marked whenever the
 * guardians are written with the student; the engine copies it onto the student (derive.line).
 */
function markPrimaryGuardian(data: Record<string, unknown>): void {
  const family = data.guardians;
  if (!Array.isArray(family) || family.length === 0) return;
  const rows = family as Record<string, unknown>[];
  const primary = Math.max(
    0,
    rows.findIndex((g) => g.is_primary === true),
  );
  data.guardians = rows.map((g, i) => ({ ...g, is_primary: i === primary }));
}

/** Admission numbers, hostel places and the primary guardian, on every write of a student. */
export const studentHooks: { beforeSave: Hook } = {
  async beforeSave({ db, engine, user, data, action, before }) {
    await checkHostel(db, engine, user, data, before);
    markPrimaryGuardian(data);
    const clearing = action === 'update' && Object.hasOwn(data, 'admission_no');
    if ((action === 'create' || clearing) && isBlank(data.admission_no))
      data.admission_no = await generateAdmissionNo(db, user.branchId, merged(data, before, 'admission_date'));
  },
};
