import { type ExpressionBuilder, sql } from 'kysely';
import type { DuplicateReason, LikelyDuplicate } from '../../../src/schema/duplicates';
import { toE164 } from '../../../src/schema/phone';
import type { Db, Tables } from '../../db/database';
import { refusal, say } from '../../errors';

/**
 * Likely duplicates of a student about to be registered (or edited): the same KCPE index; or the
 * same first and last name with the same date of birth or a guardian's phone in common. The
 * registrar sees them before saving and may still register: twins, a returning pupil.
 */

/** What the wizard knows of the new student; anything missing is not matched on. */
export interface DuplicateProbe {
  readonly firstName?: string;
  readonly lastName?: string;
  readonly dateOfBirth?: string;
  readonly kcpeIndex?: string;
  readonly guardianPhones: readonly string[];
  /** The record being edited, never its own duplicate. */
  readonly excludeId?: number;
}

/** At most this many are shown: more than a handful means the probe is too vague to help. */
export const MAX_DUPLICATES = 5;
const MAX_PHONES = 4;

function text(input: Record<string, unknown>, name: string, max: number): string | undefined {
  const value = input[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string')
    throw refusal(400, say('shule.errors.fields'), { [name]: say('shule.validation.not_text') });
  if (value.length > max)
    throw refusal(400, say('shule.errors.fields'), { [name]: say('shule.validation.too_long', { max }) });
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** The body of POST /api/admissions/students/likely-duplicates, checked: bad shapes answer 400, blanks are ignored. */
export function parseProbe(input: Record<string, unknown>): DuplicateProbe {
  const dateOfBirth = text(input, 'date_of_birth', 10);
  if (dateOfBirth !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth))
    throw refusal(400, say('shule.errors.fields'), { date_of_birth: say('shule.validation.invalid_date') });
  const phones = input.guardian_phones ?? [];
  if (!Array.isArray(phones) || phones.length > MAX_PHONES || phones.some((p) => typeof p !== 'string'))
    throw refusal(400, say('shule.errors.fields'), { guardian_phones: say('shule.validation.not_list') });
  const exclude = input.exclude_id;
  return {
    firstName: text(input, 'first_name', 60),
    lastName: text(input, 'last_name', 60),
    dateOfBirth,
    kcpeIndex: text(input, 'kcpe_index', 20),
    // Guardians' phones are stored in E.164, however they were typed; one that is not a phone matches nothing.
    guardianPhones: [...new Set((phones as string[]).map((p) => toE164(p)).filter((p): p is string => !!p))],
    excludeId: typeof exclude === 'number' && Number.isSafeInteger(exclude) ? exclude : undefined,
  };
}

type Students = ExpressionBuilder<Tables, 'students'>;

const sameName = (eb: Students, probe: DuplicateProbe) =>
  eb.and([
    eb(sql`lower(students.first_name)`, '=', (probe.firstName ?? '').toLowerCase()),
    eb(sql`lower(students.last_name)`, '=', (probe.lastName ?? '').toLowerCase()),
  ]);

/** One of the student's guardians has one of the phones. */
const sharesPhone = (eb: Students, branchId: number, phones: readonly string[]) =>
  eb.exists(
    eb
      .selectFrom('guardians')
      .select('guardians.id')
      .whereRef('guardians.student_id', '=', 'students.id')
      .where('guardians.branch_id', '=', branchId)
      .where('guardians.phone', 'in', phones),
  );

const lower = (value: unknown) => String(value ?? '').toLowerCase();

/** The branch's students that look like the probe, each with why; none when the probe says too little. */
export async function likelyDuplicates(db: Db, branchId: number, probe: DuplicateProbe): Promise<LikelyDuplicate[]> {
  const named = probe.firstName !== undefined && probe.lastName !== undefined;
  const { dateOfBirth, kcpeIndex, guardianPhones } = probe;
  const byBirth = named && dateOfBirth !== undefined;
  const byPhone = named && guardianPhones.length > 0;
  if (kcpeIndex === undefined && !byBirth && !byPhone) return [];
  const rows = await db
    .selectFrom('students')
    .leftJoin('classes', 'classes.id', 'students.class_id')
    .select([
      'students.id as id',
      'students.first_name as first_name',
      'students.middle_name as middle_name',
      'students.last_name as last_name',
      'students.admission_no as admission_no',
      'students.status as status',
      'students.kcpe_index as kcpe_index',
      'students.date_of_birth as date_of_birth',
      'classes.name as class_name',
    ])
    .select((eb) =>
      (byPhone
        ? eb
            .case()
            .when(sharesPhone(eb, branchId, guardianPhones))
            .then(1)
            .else(0)
            .end()
        : eb.val(0)
      ).as('same_phone'),
    )
    .where('students.branch_id', '=', branchId)
    .$if(probe.excludeId !== undefined, (qb) => qb.where('students.id', '!=', Number(probe.excludeId)))
    .where((eb) =>
      eb.or([
        ...(kcpeIndex !== undefined ? [eb('students.kcpe_index', '=', kcpeIndex)] : []),
        ...(byBirth ? [eb.and([sameName(eb, probe), eb('students.date_of_birth', '=', dateOfBirth)])] : []),
        ...(byPhone ? [eb.and([sameName(eb, probe), sharesPhone(eb, branchId, guardianPhones)])] : []),
      ]),
    )
    .orderBy('students.id', 'desc')
    .limit(MAX_DUPLICATES)
    .execute();
  return rows.map((row) => {
    const nameMatches =
      named && lower(row.first_name) === lower(probe.firstName) && lower(row.last_name) === lower(probe.lastName);
    const reasons: DuplicateReason[] = [];
    if (kcpeIndex !== undefined && row.kcpe_index === kcpeIndex) reasons.push('kcpe_index');
    if (nameMatches && byBirth && String(row.date_of_birth ?? '') === dateOfBirth) reasons.push('name_and_birth');
    if (nameMatches && Number(row.same_phone) === 1) reasons.push('name_and_guardian_phone');
    return {
      id: Number(row.id),
      first_name: String(row.first_name),
      middle_name: row.middle_name === null ? null : String(row.middle_name),
      last_name: String(row.last_name),
      admission_no: row.admission_no === null ? null : String(row.admission_no),
      class_name: row.class_name === null ? null : String(row.class_name),
      status: String(row.status),
      reasons,
    };
  });
}
