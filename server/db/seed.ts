import { hashPassword } from '../auth/passwords';
import type { ShuleDatabase } from './database';
import { DEMO_PASSWORD, DEMO_SUPER_ADMINS, DEMO_USERS } from './demo-users';
import { demoStudents } from './demo-data';
import { seedBillingDemo } from './demo-finance-billing';
import { seedChargesDemo } from './demo-finance-charges';
import { lockDemoPeriods, seedBooksDemo } from './demo-finance-books';
import { seedExpensesDemo } from './demo-finance-expenses';
import { seedBudgetsDemo } from './demo-finance-budgets';
import { seedBankingDemo } from './demo-finance-banking';
import { seedStatementsDemo } from './demo-finance-statements';
import { seedMpesaDemo } from './demo-finance-mpesa';
import { seedPaymentsDemo } from './demo-finance-payments';
import { seedMessagingRecords } from './demo-messaging';
import { seedExamsDemo } from './demo-exams';
import { seedStandardExams } from '../modules/exams/setup/standard';
import { seedHrDemo } from './demo-hr';
import { seedSchoolRecords } from './demo-school';
import { seedSmsHistory } from './demo-sms';
import { createBranch, insertSystem } from './system-writes';

// Other files import these from here; they live apart so that demo-school.ts needs no import of seed.ts.
export { createBranch, insertSystem } from './system-writes';

export async function isEmpty(database: ShuleDatabase): Promise<boolean> {
  const row = await database.db
    .selectFrom('branches')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0) === 0;
}

/** Demo Primary School: a second branch with its own records and registrar, to try isolation at once. */
async function seedSecondBranch(database: ShuleDatabase, hash: string): Promise<number> {
  const branchId = await createBranch(database, {
    name: 'Demo Primary School',
    code: 'DPS',
    motto: 'Tusome pamoja',
    address: 'P.O. Box 200, Eldoret',
    phone: '+254700000200',
    kra_pin: 'P051765432Q',
  });
  const classIds = await insertSystem(
    database,
    'classes',
    branchId,
    ['Grade 7', 'Grade 8', 'Grade 9'].map((name, i) => ({ name, level: i + 7, capacity: 90, active: true })),
  );
  const streamIds: number[][] = [];
  for (const classId of classIds)
    streamIds.push(
      await insertSystem(database, 'streams', branchId, [{ name: 'Blue', class_id: classId, capacity: 45 }]),
    );
  const studentIds = await insertSystem(database, 'students', branchId, demoStudents(30, classIds, streamIds, 'DPS'));
  await seedSchoolRecords(database, branchId, studentIds);
  await insertSystem(database, 'users', branchId, [
    {
      username: 'registrar2',
      name: 'Ruth Chebet',
      email: 'registrar@demoprimary.ac.ke',
      roles: ['ROLE_Admissions_Admin'],
      active: true,
      theme: 0,
      password: hash,
    },
  ]);
  return branchId;
}

/** Demo High School: classes Form 1 to 4 with streams, an alumni class, students and one user per role group. */
export async function seedDemo(database: ShuleDatabase, studentCount = 160): Promise<number> {
  const branchId = await createBranch(database, {
    name: 'Demo High School',
    code: 'DHS',
    motto: 'Elimu ni Mwanga',
    address: 'P.O. Box 100, Nakuru',
    phone: '+254700000100',
    email: 'info@demohigh.ac.ke',
    principal_name: 'Esther Mutiso',
    // The employer's KRA PIN, printed on the P9A cards and in the P10's file name.
    kra_pin: 'P051234567X',
  });
  const classNames = ['Form 1', 'Form 2', 'Form 3', 'Form 4'];
  const classIds = await insertSystem(database, 'classes', branchId, [
    ...classNames.map((name, i) => ({ name, level: i + 1, capacity: 180, active: true })),
    { name: 'Alumni', level: 9, capacity: 0, active: false },
  ]);
  const streamIds: number[][] = [];
  for (const classId of classIds.slice(0, 4)) {
    streamIds.push(
      await insertSystem(
        database,
        'streams',
        branchId,
        ['East', 'West', 'North'].map((name) => ({ name, class_id: classId, capacity: 60 })),
      ),
    );
  }
  const studentIds = await insertSystem(
    database,
    'students',
    branchId,
    demoStudents(studentCount, classIds.slice(0, 4), streamIds),
  );
  await seedSchoolRecords(database, branchId, studentIds);
  const hash = await hashPassword(DEMO_PASSWORD);
  await insertSystem(
    database,
    'users',
    branchId,
    DEMO_USERS.map((u) => ({
      username: u.username,
      name: u.name,
      email: `${u.username}@demohigh.ac.ke`,
      roles: u.roles,
      active: true,
      theme: 0,
      password: hash,
    })),
  );
  // Fees before messaging: the demo's fee reminder goes to guardians whose balances the ledger keeps.
  await seedBillingDemo(database, branchId);
  await seedPaymentsDemo(database, branchId);
  await seedMpesaDemo(database, branchId);
  await seedChargesDemo(database, branchId);
  // The accounting issue's books after the fees they sit on: suppliers and vouchers, budgets and
  // other income, a bank statement to reconcile.
  await seedBooksDemo(database, branchId);
  await seedExpensesDemo(database, branchId);
  await seedBudgetsDemo(database, branchId);
  // Payroll pays its months from the School Fund's bank, so the bank statement to reconcile shows
  // the salaries; and it posts to the journal before the periods are locked.
  await seedHrDemo(database, branchId);
  await seedBankingDemo(database, branchId);
  await seedStatementsDemo(database, branchId);
  await seedExamsDemo(database, branchId);
  // Last: the first quarter's months are locked once every area has posted its demo into them.
  await lockDemoPeriods(database, branchId);
  await seedMessagingRecords(database, branchId);
  await seedSmsHistory(database, branchId);
  await seedSecondBranch(database, hash);
  for (const admin of DEMO_SUPER_ADMINS) await seedSuperAdmin(database, admin.username, admin.name, hash);
  return branchId;
}

/** A super administrator (a separate account kind): the password arrives hashed. */
export async function seedSuperAdmin(
  database: ShuleDatabase,
  username: string,
  name: string,
  passwordHash: string,
): Promise<void> {
  await database.db
    .insertInto('super_admins')
    .values({
      username,
      name,
      password: passwordHash,
      active: true,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** Production start: one school and one administrator from the environment. */
export async function seedAdministrator(
  database: ShuleDatabase,
  username: string,
  password: string,
  schoolName: string,
): Promise<void> {
  const branchId = await createBranch(database, { name: schoolName, code: 'MAIN' });
  await seedStandardExams(database.db, branchId);
  await insertSystem(database, 'users', branchId, [
    {
      username,
      name: 'Administrator',
      roles: ['ROLE_All'],
      active: true,
      theme: 0,
      password: await hashPassword(password),
    },
  ]);
}
