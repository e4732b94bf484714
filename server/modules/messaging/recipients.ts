import type { SmsAudience, SmsGuardians } from '../../../src/schema/sms-compose';
import { smsAmount, type SmsRecipientKind, type SmsValues } from '../../../src/schema/sms-text';
import type { Db } from '../../db/database';
import { school } from '../../db/typed';
import { refusal, say } from '../../errors';
import { type AudienceNames, audienceLabel } from './audience-label';
import { parseTypedNumbers, smsNumber } from './typed-numbers';

/** One person an audience reaches, with the values of the placeholders for them. */
export interface Recipient {
  /** E.164. */
  readonly phone: string;
  /** Who receives it: the guardian, the teacher or staff member; empty for a typed number. */
  readonly name: string;
  readonly kind: SmsRecipientKind;
  readonly student_id: number | null;
  readonly values: SmsValues;
}

export interface ResolvedAudience {
  readonly recipients: readonly Recipient[];
  /** People without a usable number, by name (a guardian by the student: 'Brian Otieno (ADM/2026/00001)'). */
  readonly withoutNumber: readonly string[];
  /** Typed numbers that are not mobile numbers, as typed. */
  readonly invalidNumbers: readonly string[];
  /** Who the audience is made of, even when it is empty: which placeholders have values. */
  readonly kinds: readonly SmsRecipientKind[];
  /** "Guardians of Form 2 East with a balance above KES 1,000", for the batch. */
  readonly label: string;
}

const STAFF_KINDS = new Set(['teachers', 'staff', 'department']);

export const audienceKinds = (audience: SmsAudience): SmsRecipientKind[] =>
  audience.kind === 'numbers' ? ['number'] : STAFF_KINDS.has(audience.kind) ? ['staff'] : ['guardian'];

const fullName = (...parts: unknown[]) =>
  parts
    .filter((p) => typeof p === 'string' && p.trim() !== '')
    .map((p) => String(p).trim())
    .join(' ');

/** The named record of the branch, or 400 on the audience: another branch's class is no class here. */
async function named(db: Db, branchId: number, table: 'classes' | 'hostels' | 'departments', id: number) {
  const row = await school(db)
    .selectFrom(table)
    .select('name')
    .where('branch_id', '=', branchId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw audienceRefused();
  return String(row.name);
}

const audienceRefused = () =>
  refusal(400, say('shule.errors.fields'), { audience: say('shule.validation.reference_missing') });

/** Names the label needs, read while checking that what the audience names is the branch's own. */
async function audienceNames(db: Db, branchId: number, audience: SmsAudience): Promise<AudienceNames> {
  switch (audience.kind) {
    case 'class':
      return { className: await named(db, branchId, 'classes', audience.class_id) };
    case 'balance_above':
      return audience.class_id === undefined
        ? {}
        : { className: await named(db, branchId, 'classes', audience.class_id) };
    case 'hostel':
      return { hostel: await named(db, branchId, 'hostels', audience.hostel_id) };
    case 'department':
      return { department: await named(db, branchId, 'departments', audience.department_id) };
    case 'stream': {
      const row = await school(db)
        .selectFrom('streams')
        .innerJoin('classes', 'classes.id', 'streams.class_id')
        .select(['streams.name as stream', 'classes.name as class_name'])
        .where('streams.branch_id', '=', branchId)
        .where('streams.id', '=', audience.stream_id)
        .executeTakeFirst();
      if (!row) throw audienceRefused();
      return { className: String(row.class_name), stream: String(row.stream) };
    }
    default:
      return {};
  }
}

/**
 * Guardians of the audience's students, in one query: the students with their class and stream
 * and, for every guardian, their guardian lines. The primary guardian is the student's own
 * guardian_name/guardian_phone, which the engine keeps from the line marked primary (else the
 * first), so no join is needed for the usual choice.
 */
async function guardiansOf(
  db: Db,
  branchId: number,
  schoolName: string,
  audience: Exclude<SmsAudience, { kind: 'teachers' | 'staff' | 'department' | 'numbers' }>,
  guardians: SmsGuardians,
): Promise<{ recipients: Recipient[]; withoutNumber: string[] }> {
  let query = school(db)
    .selectFrom('students')
    .leftJoin('classes', 'classes.id', 'students.class_id')
    .leftJoin('streams', 'streams.id', 'students.stream_id')
    .select([
      'students.id as id',
      'students.first_name as first_name',
      'students.middle_name as middle_name',
      'students.last_name as last_name',
      'students.admission_no as admission_no',
      'students.fee_balance as fee_balance',
      'classes.name as class_name',
      'streams.name as stream_name',
      'students.guardian_name as primary_name',
      'students.guardian_phone as primary_phone',
    ])
    .where('students.branch_id', '=', branchId);
  // Chosen students are taken whatever their status (a parent of one who left may still owe fees).
  if (audience.kind !== 'students') query = query.where('students.status', '=', 'active');
  switch (audience.kind) {
    case 'class':
      query = query.where('students.class_id', '=', audience.class_id);
      break;
    case 'stream':
      query = query.where('students.stream_id', '=', audience.stream_id);
      break;
    case 'hostel':
      query = query.where('students.hostel_id', '=', audience.hostel_id);
      break;
    case 'boarders':
      query = query.where('students.residence', '=', 'boarding');
      break;
    case 'day_scholars':
      query = query.where('students.residence', '=', 'day');
      break;
    case 'balance_above':
      query = query.where('students.fee_balance', '>', audience.amount);
      if (audience.class_id !== undefined) query = query.where('students.class_id', '=', audience.class_id);
      break;
    case 'students':
      query = query.where('students.id', 'in', [...audience.student_ids]);
      break;
    case 'all_students':
      break;
  }
  const all = guardians === 'all';
  const rows = await query
    .$if(all, (qb) =>
      qb
        .leftJoin('guardians', (join) =>
          join.onRef('guardians.student_id', '=', 'students.id').on('guardians.branch_id', '=', branchId),
        )
        .select(['guardians.name as line_name', 'guardians.phone as line_phone'])
        .orderBy('students.admission_no')
        .orderBy('students.id')
        .orderBy('guardians.id'),
    )
    .$if(!all, (qb) => qb.orderBy('students.admission_no').orderBy('students.id'))
    .execute();
  if (audience.kind === 'students') {
    const found = new Set(rows.map((r) => Number(r.id)));
    if (audience.student_ids.some((id) => !found.has(id))) throw audienceRefused();
  }
  const recipients: Recipient[] = [];
  // A student named once, however many of their guardian lines lack a number.
  const missing = new Map<number, string>();
  for (const row of rows) {
    const line = row as typeof row & { line_name?: string | null; line_phone?: string | null };
    const guardianName = all ? line.line_name : row.primary_name;
    const phone = smsNumber(String((all ? line.line_phone : row.primary_phone) ?? ''));
    const student = fullName(row.first_name, row.middle_name, row.last_name);
    if (!phone) {
      missing.set(Number(row.id), `${student} (${String(row.admission_no)})`);
      continue;
    }
    recipients.push({
      phone,
      name: guardianName ? String(guardianName) : student,
      kind: 'guardian',
      student_id: Number(row.id),
      values: {
        first_name: String(row.first_name),
        name: student,
        admission_no: String(row.admission_no ?? ''),
        class: String(row.class_name ?? ''),
        stream: String(row.stream_name ?? ''),
        balance: smsAmount(Number(row.fee_balance ?? 0)),
        guardian_name: String(guardianName ?? ''),
        school: schoolName,
      },
    });
  }
  // With every guardian, a student with a line that has a number is reached: only those with none are missing.
  const reached = new Set(recipients.map((r) => r.student_id));
  return { recipients, withoutNumber: [...missing].filter(([id]) => !reached.has(id)).map(([, name]) => name) };
}

/** The register's category each audience of people reaches (teachers and staff are views of employees). */
const CATEGORY = { teachers: 'teaching', staff: 'non_teaching' } as const;

/** Active teachers and staff (of one department, when asked), each with their own name. */
async function staffOf(
  db: Db,
  branchId: number,
  schoolName: string,
  groups: readonly ('teachers' | 'staff')[],
  departmentId?: number,
): Promise<{ recipients: Recipient[]; withoutNumber: string[] }> {
  const recipients: Recipient[] = [];
  const withoutNumber: string[] = [];
  for (const group of groups) {
    const rows = await school(db)
      .selectFrom('employees')
      .select(['first_name', 'last_name', 'phone'])
      .where('branch_id', '=', branchId)
      .where('category', '=', CATEGORY[group])
      .where('active', '=', true)
      .$if(departmentId !== undefined, (qb) => qb.where('department_id', '=', Number(departmentId)))
      .orderBy('last_name')
      .orderBy('first_name')
      .orderBy('id')
      .execute();
    for (const row of rows) {
      const name = fullName(row.first_name, row.last_name);
      const phone = smsNumber(String(row.phone ?? ''));
      if (!phone) withoutNumber.push(name);
      else
        recipients.push({
          phone,
          name,
          kind: 'staff',
          student_id: null,
          values: { first_name: String(row.first_name), name, school: schoolName },
        });
    }
  }
  return { recipients, withoutNumber };
}

/**
 * Who an audience reaches in the user's branch, and the values of the placeholders for each. A
 * class, stream, hostel, department or student of another branch answers 400 on `audience`.
 */
export async function resolveAudience(
  db: Db,
  branchId: number,
  audience: SmsAudience,
  guardians: SmsGuardians = 'primary',
): Promise<ResolvedAudience> {
  const branch = await school(db).selectFrom('branches').select('name').where('id', '=', branchId).executeTakeFirst();
  const schoolName = String(branch?.name ?? '');
  const names = await audienceNames(db, branchId, audience);
  const kinds = audienceKinds(audience);
  let found: { recipients: Recipient[]; withoutNumber: string[] };
  let invalidNumbers: readonly string[] = [];
  let count: number | undefined;
  switch (audience.kind) {
    case 'teachers':
    case 'staff':
      found = await staffOf(db, branchId, schoolName, [audience.kind]);
      break;
    case 'department':
      found = await staffOf(db, branchId, schoolName, ['teachers', 'staff'], audience.department_id);
      break;
    case 'numbers': {
      const typed = parseTypedNumbers(audience.numbers);
      invalidNumbers = typed.invalid;
      count = typed.numbers.length + typed.invalid.length;
      found = {
        recipients: typed.numbers.map((phone) => ({
          phone,
          name: '',
          kind: 'number' as const,
          student_id: null,
          values: { school: schoolName },
        })),
        withoutNumber: [],
      };
      break;
    }
    default:
      found = await guardiansOf(db, branchId, schoolName, audience, guardians);
      if (audience.kind === 'students') count = audience.student_ids.length;
  }
  return {
    ...found,
    invalidNumbers,
    kinds,
    label: audienceLabel(audience, guardians, { ...names, count }),
  };
}
