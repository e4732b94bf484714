import type { ShuleDatabase } from './database';
import {
  BANKS,
  type DemoPerson,
  NEW_DEPARTMENTS,
  NEW_STAFF,
  NEW_TEACHERS,
  SCHOOL_STAFF,
  SCHOOL_TEACHERS,
} from './demo-hr-register-data';
import { demoToday } from './demo-finance-payments';
import { seedRegisterPayDemo } from './demo-hr-register-pay';
import { seededRandom } from './demo-random';
import { insertSystem, updateSystem } from './system-writes';

const KES = 100;
const DAY = 86_400_000;
const dateAt = (from: string, days: number) =>
  new Date(Date.parse(`${from}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

interface Context {
  readonly database: ShuleDatabase;
  readonly branchId: number;
  readonly today: string;
  readonly random: () => number;
  readonly departments: Map<string, number>;
  readonly courses: Map<string, number>;
  readonly users: Map<string, number>;
  readonly branches: number[];
}

const digits = (random: () => number, n: number) =>
  Array.from({ length: n }, (_, i) => String(Math.floor(random() * 10) || (i === 0 ? 1 : 0))).join('');
const letter = (random: () => number) => 'ABCDEFGHJKLMNPQRTUVWXYZ'[Math.floor(random() * 23)];

/** A person's HR record: identity and statutory numbers drawn from the seeded generator, pay from the data. */
function hrFields(ctx: Context, person: Partial<DemoPerson>, index: number): Record<string, unknown> {
  const { random, today } = ctx;
  const age = 24 + Math.floor(random() * 30);
  const month = person.birthday ? today.slice(5, 7) : String(1 + Math.floor(random() * 12)).padStart(2, '0');
  const day = String(1 + Math.floor(random() * 28)).padStart(2, '0');
  const employed = `${Number(today.slice(0, 4)) - 1 - Math.floor(random() * Math.min(age - 22, 15))}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-01`;
  const payroll = person.salary !== undefined;
  const method = person.method;
  return {
    date_of_birth: `${Number(today.slice(0, 4)) - age}-${month}-${day}`,
    national_id: digits(random, 8),
    kra_pin: `A${digits(random, 9)}${letter(random)}`,
    nssf_no: digits(random, 10),
    sha_no: `CR${digits(random, 13)}-${digits(random, 1)}`,
    ...(person.title ? { job_title: person.title } : {}),
    ...(person.dept ? { department_id: ctx.departments.get(person.dept) } : {}),
    date_employed: person.endsIn !== undefined ? dateAt(today, -200 - index * 7) : employed,
    ...(person.endsIn !== undefined ? { contract_end: dateAt(today, person.endsIn) } : {}),
    on_payroll: payroll,
    ...(payroll ? { basic_salary: (person.salary ?? 0) * KES, payment_method: method } : {}),
    ...(method === 'bank'
      ? { bank_branch_id: ctx.branches[index % ctx.branches.length], account_no: digits(random, 10 + (index % 4)) }
      : {}),
    ...(method === 'mpesa' ? { mpesa_phone: `+2547${digits(random, 8)}` } : {}),
    ...(person.helb ? { helb_monthly: person.helb * KES } : {}),
    ...(person.insurance ? { insurance_premium: person.insurance * KES } : {}),
    ...(person.disabled ? { disability_exempt: true, disability_certificate: `PWD/NKU/${digits(random, 5)}` } : {}),
    next_of_kin_name: `${['Mary', 'John', 'Ruth', 'James', 'Alice', 'Peter'][index % 6]} ${['Kamau', 'Otieno', 'Wanjiku', 'Mutai'][index % 4]}`,
    next_of_kin_phone: `+2547${digits(random, 8)}`,
    next_of_kin_relationship: (['spouse', 'parent', 'sibling', 'spouse', 'child'] as const)[index % 5],
  };
}

async function lookups(database: ShuleDatabase, branchId: number) {
  const rows = async (table: string, key: string) =>
    new Map(
      (await database.db.selectFrom(table).select(['id', key]).where('branch_id', '=', branchId).execute()).map(
        (r) => [String(r[key]), Number(r.id)] as const,
      ),
    );
  return { courses: await rows('courses', 'code'), users: await rows('users', 'username') };
}

async function seedBanks(database: ShuleDatabase, branchId: number): Promise<number[]> {
  const bankIds = await insertSystem(
    database,
    'hr_banks',
    branchId,
    BANKS.map((b) => ({ name: b.name, code: b.code, swift_code: b.swift })),
  );
  const branches: number[] = [];
  for (const [i, bank] of BANKS.entries())
    branches.push(
      ...(await insertSystem(
        database,
        'hr_bank_branches',
        branchId,
        bank.branches.map(([name, code]) => ({ bank_id: bankIds[i], name, code })),
      )),
    );
  return branches;
}

/**
 * The register's part of the HR demo (see demo-hr.ts): the school's teachers and staff completed
 * with their HR records, more staff, the banks they are paid through, HR settings, and the
 * allowances and deductions of those on the payroll (demo-hr-register-pay.ts).
 */
export async function seedHrRegisterDemo(database: ShuleDatabase, branchId: number): Promise<number[]> {
  const today = demoToday();
  await insertSystem(
    database,
    'departments',
    branchId,
    NEW_DEPARTMENTS.map(([name, head]) => ({ name, head })),
  );
  const existing = await database.db
    .selectFrom('departments')
    .select(['id', 'name'])
    .where('branch_id', '=', branchId)
    .execute();
  const departments = new Map(existing.map((d) => [String(d.name), Number(d.id)]));
  const ctx: Context = {
    database,
    branchId,
    today,
    random: seededRandom(14),
    departments,
    ...(await lookups(database, branchId)),
    branches: await seedBanks(database, branchId),
  };
  await insertSystem(database, 'hr_settings', branchId, [
    { pay_day: 25, payroll_second_approver: true, leave_carry_forward_cap: 10, staff_no_pattern: 'DHS/{SEQ:3}' },
  ]);
  let index = 0;
  const people = await database.db
    .selectFrom('employees')
    .select(['id', 'last_name', 'category', 'staff_no', 'phone'])
    .where('branch_id', '=', branchId)
    .orderBy('id')
    .execute();
  for (const row of people) {
    const own = (row.category === 'teaching' ? SCHOOL_TEACHERS : SCHOOL_STAFF)[String(row.last_name)] ?? {};
    // A teacher of the old register had no staff number: an empty one is given from HR's pattern.
    const staffNo = row.staff_no === null ? { staff_no: null } : {};
    const phone = row.phone === null ? { phone: `+2547${digits(ctx.random, 8)}` } : {};
    await updateSystem(database, 'employees', branchId, Number(row.id), {
      ...staffNo,
      ...phone,
      ...hrFields(ctx, own, index++),
    });
  }
  const added = async (view: 'teachers' | 'staff', list: readonly DemoPerson[]) =>
    insertSystem(
      database,
      view,
      branchId,
      list.map((p) => ({
        first_name: p.first,
        middle_name: p.middle ?? null,
        last_name: p.last,
        gender: p.gender,
        terms: p.terms,
        phone: `+2547${digits(ctx.random, 8)}`,
        email: `${p.first.toLowerCase()}.${p.last.toLowerCase()}@demohigh.ac.ke`,
        ...(p.terms === 'tsc' ? { tsc_number: String(300_000 + Math.floor(ctx.random() * 600_000)) } : {}),
        ...(p.subjects ? { subjects: p.subjects.flatMap((c) => ctx.courses.get(c) ?? []) } : {}),
        ...(p.user ? { user_id: ctx.users.get(p.user) } : {}),
        ...hrFields(ctx, p, index++),
      })),
    );
  const ids = [...(await added('teachers', NEW_TEACHERS)), ...(await added('staff', NEW_STAFF))];
  await seedRegisterPayDemo(database, branchId);
  return ids;
}
