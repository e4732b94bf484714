import { type AnyResource, canAccess, formatValidationMessage, validateRecord } from '../../../src/schema';
import { guardians, students } from '../../../src/schema/admissions';
import type { AppContext, SessionUser } from '../../context';
import type { Repository } from '../../crud/repository';
import { inBranch } from '../../crud/scope';
import type { Row } from '../../db/database';
import { badRequest, forbidden } from '../../errors';
import { underPrefix } from './records';

const MAX_GUARDIANS = 10;

export interface Registration {
  readonly student: Record<string, unknown>;
  readonly guardians: Record<string, unknown>[];
}

function check(
  resource: AnyResource,
  input: unknown,
  prefix: string,
  errors: Record<string, string>,
): Record<string, unknown> {
  const result = validateRecord(resource, input, 'create');
  if (result.ok) return result.data;
  for (const [name, error] of Object.entries(result.errors))
    errors[`${prefix}.${name}`] = formatValidationMessage(error);
  return {};
}

/**
 * The wizard's body, validated with the declarations of students and guardians; every error is
 * named by its place in the body ("student.first_name", "guardians.0.phone").
 */
export function validateRegistration(body: unknown): Registration {
  const { student, guardians: list } = (body ?? {}) as { student?: unknown; guardians?: unknown };
  const errors: Record<string, string> = {};
  const studentData = check(students, student ?? {}, 'student', errors);
  const guardianData: Record<string, unknown>[] = [];
  if (!Array.isArray(list) || list.length === 0) errors.guardians = 'Add at least one guardian';
  else if (list.length > MAX_GUARDIANS) errors.guardians = `At most ${MAX_GUARDIANS} guardians`;
  else
    list.forEach((guardian: unknown, i) => {
      const own = typeof guardian === 'object' && guardian !== null && !Array.isArray(guardian);
      // The student does not exist yet: the server fills student_id in; a placeholder passes validation.
      const data = check(guardians, own ? { ...guardian, student_id: 1 } : guardian, `guardians.${i}`, errors);
      delete data.student_id;
      guardianData.push(data);
    });
  if (Object.keys(errors).length > 0) throw badRequest('Some fields need attention', errors);
  return { student: studentData, guardians: guardianData };
}

/**
 * The student and their guardians in one transaction: the admission number is generated when
 * empty, and the primary guardian (the one marked, else the first) is copied onto the student.
 */
export async function register(
  ctx: AppContext,
  repository: Repository,
  user: SessionUser,
  body: unknown,
): Promise<Row> {
  for (const resource of [students, guardians])
    if (!canAccess(user.roles, resource.access, 'write'))
      throw forbidden(`You do not have permission to change ${resource.label.toLowerCase()}`);
  const input = validateRegistration(body);
  const primary = Math.max(
    0,
    input.guardians.findIndex((g) => g.is_primary === true),
  );
  const family: Record<string, unknown>[] = input.guardians.map((g, i) => ({ ...g, is_primary: i === primary }));
  const student = {
    ...input.student,
    guardian_name: family[primary].name,
    guardian_phone: family[primary].phone,
  };
  return inBranch(ctx, user, 'write', async (db) => {
    const record = await underPrefix('student', () => repository.createIn(db, user, students, student));
    for (const [i, guardian] of family.entries())
      await underPrefix(`guardians.${i}`, () =>
        repository.createIn(db, user, guardians, { ...guardian, student_id: record.id }),
      );
    return record;
  });
}
