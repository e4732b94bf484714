import type { ShuleDatabase } from './database';
import { insertSystem, updateSystem } from './system-writes';

/** Places in each demo boarding house. */
const HOUSE_PLACES = 120;

/** KCSE subjects with their KNEC codes, grouped as schools group them. */
const SUBJECTS: readonly [string, string, string, boolean][] = [
  ['English', '101', 'languages', true],
  ['Kiswahili', '102', 'languages', true],
  ['Mathematics', '121', 'sciences', true],
  ['Biology', '231', 'sciences', false],
  ['Physics', '232', 'sciences', false],
  ['Chemistry', '233', 'sciences', true],
  ['History and Government', '311', 'humanities', false],
  ['Geography', '312', 'humanities', false],
  ['CRE', '313', 'humanities', false],
  ['Agriculture', '443', 'applied', false],
  ['Computer Studies', '451', 'technical', false],
  ['Business Studies', '565', 'applied', false],
];

const TEACHERS: readonly [string, string, 'male' | 'female'][] = [
  ['Jane', 'Wambui', 'female'],
  ['Moses', 'Kiplagat', 'male'],
  ['Lucy', 'Atieno', 'female'],
  ['George', 'Mwenda', 'male'],
  ['Agnes', 'Nyambura', 'female'],
  ['Paul', 'Ouma', 'male'],
];

/**
 * The records a school keeps beyond its classes and students, so that every screen of the demo
 * has something in it: departments, subjects, terms, hostels, teachers, staff, the board,
 * guardians, a transfer and a leave-out.
 */
export async function seedSchoolRecords(
  database: ShuleDatabase,
  branchId: number,
  studentIds: readonly number[],
  year = 2026,
): Promise<void> {
  const [sciences, languages, humanities] = await insertSystem(database, 'departments', branchId, [
    { name: 'Sciences', head: 'Moses Kiplagat' },
    { name: 'Languages', head: 'Jane Wambui' },
    { name: 'Humanities', head: 'Lucy Atieno' },
  ]);
  const departmentOf = (category: string) =>
    category === 'sciences' ? sciences : category === 'languages' ? languages : humanities;
  const courseIds = await insertSystem(
    database,
    'courses',
    branchId,
    SUBJECTS.map(([name, code, category, compulsory]) => ({
      name,
      code,
      category,
      compulsory,
      department_id: departmentOf(category),
    })),
  );
  await insertSystem(database, 'terms', branchId, [
    { academic_year: year, term: '1', start_date: `${year}-01-05`, end_date: `${year}-04-03`, current: false },
    { academic_year: year, term: '2', start_date: `${year}-04-27`, end_date: `${year}-07-31`, current: false },
    { academic_year: year, term: '3', start_date: `${year}-08-24`, end_date: `${year}-10-30`, current: true },
  ]);
  const [boys, girls] = await insertSystem(database, 'hostels', branchId, [
    { name: 'Kilimanjaro', gender: 'boys', capacity: HOUSE_PLACES, master: 'Paul Ouma' },
    { name: 'Elgon', gender: 'girls', capacity: HOUSE_PLACES, master: 'Agnes Nyambura' },
  ]);
  await insertSystem(
    database,
    'teachers',
    branchId,
    TEACHERS.map(([first, last, gender], i) => ({
      tsc_number: String(512_340 + i * 17 + branchId),
      first_name: first,
      last_name: last,
      gender,
      terms: i === 5 ? 'board' : 'tsc',
      subjects: [courseIds[i * 2], courseIds[i * 2 + 1]],
      department_id: departmentOf(SUBJECTS[i * 2][2]),
      phone: `+2547220000${i}${branchId}`,
      email: `${first.toLowerCase()}.${last.toLowerCase()}@school${branchId}.ac.ke`,
      active: true,
    })),
  );
  await insertSystem(database, 'staff', branchId, [
    {
      staff_no: `NT/${branchId}/001`,
      first_name: 'Josephine',
      last_name: 'Akoth',
      gender: 'female',
      job_title: 'Bursar',
    },
    { staff_no: `NT/${branchId}/002`, first_name: 'Daniel', last_name: 'Kimani', gender: 'male', job_title: 'Driver' },
    {
      staff_no: `NT/${branchId}/003`,
      first_name: 'Rose',
      last_name: 'Chelangat',
      gender: 'female',
      job_title: 'Matron',
    },
  ]);
  await insertSystem(database, 'board_members', branchId, [
    { name: 'Rev. Stephen Njoroge', position: 'chair', representing: 'sponsor', term_start: `${year - 1}-03-01` },
    { name: 'Esther Wairimu', position: 'member', representing: 'parents', term_start: `${year - 1}-03-01` },
    { name: 'Principal', position: 'secretary', representing: 'teachers', term_start: `${year - 1}-03-01` },
  ]);
  await seedStudentRecords(database, branchId, studentIds, [boys, girls], year);
}

async function seedStudentRecords(
  database: ShuleDatabase,
  branchId: number,
  studentIds: readonly number[],
  [boys, girls]: readonly number[],
  year: number,
): Promise<void> {
  const students = await database.db
    .selectFrom('students')
    .select(['id', 'gender', 'guardian_name', 'guardian_phone', 'status'])
    .where('id', 'in', [...studentIds])
    .execute();
  const boarders = students.filter((s) => Number(s.id) % 3 === 0);
  for (const [hostel, gender] of [
    [boys, 'male'],
    [girls, 'female'],
  ] as const) {
    // As many boarders as the house has places (a large demo leaves the rest day scholars).
    const ids = boarders
      .filter((s) => s.gender === gender)
      .map((s) => Number(s.id))
      .slice(0, HOUSE_PLACES);
    // Each boarder through the student rules: the hostel's gender and its places are checked.
    for (const id of ids)
      await updateSystem(database, 'students', branchId, id, { residence: 'boarding', hostel_id: hostel });
  }
  await insertSystem(
    database,
    'guardians',
    branchId,
    students.map((s) => ({
      student_id: Number(s.id),
      name: s.guardian_name,
      relationship: String(s.guardian_name).startsWith('Mary') ? 'mother' : 'father',
      phone: s.guardian_phone,
      is_primary: true,
    })),
  );
  const transferred = students.find((s) => s.status === 'transferred') ?? students[0];
  if (transferred) {
    await insertSystem(database, 'transfers', branchId, [
      {
        student_id: Number(transferred.id),
        direction: 'out',
        school: 'Moi Forces Academy',
        transfer_date: `${year}-05-04`,
        reason: 'Family moved to Nairobi',
        certificate_no: `LC/${year}/0001`,
      },
    ]);
  }
  const first = students[0];
  if (first) {
    await insertSystem(database, 'leaveouts', branchId, [
      {
        student_id: Number(first.id),
        kind: 'leave_out',
        from_date: `${year}-09-18`,
        to_date: `${year}-09-20`,
        reason: 'Medical appointment in Nakuru',
        approved_by: 'Deputy Principal',
      },
    ]);
  }
}
