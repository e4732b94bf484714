/** Deterministic sample students with common Kenyan names, for the demo and the bench. */
const FIRST_MALE = [
  'Brian',
  'Kevin',
  'Dennis',
  'Collins',
  'Victor',
  'Samuel',
  'Joseph',
  'Emmanuel',
  'Ian',
  'Felix',
  'Otieno',
  'Kiprono',
  'Baraka',
  'Juma',
  'Tumaini',
];
const FIRST_FEMALE = [
  'Faith',
  'Mercy',
  'Sharon',
  'Cynthia',
  'Esther',
  'Purity',
  'Winnie',
  'Diana',
  'Akinyi',
  'Wanjiku',
  'Chebet',
  'Nafula',
  'Zawadi',
  'Imani',
  'Neema',
];
const LAST = [
  'Kamau',
  'Otieno',
  'Wanjiru',
  'Mwangi',
  'Ochieng',
  'Kiptoo',
  'Njoroge',
  'Mutua',
  'Achieng',
  'Kariuki',
  'Omondi',
  'Wafula',
  'Cheruiyot',
  'Njeri',
  'Barasa',
  'Koech',
  'Mugo',
  'Odhiambo',
  'Kilonzo',
  'Chepkoech',
];

export function demoStudents(
  count: number,
  classIds: readonly number[],
  streamIds: readonly (readonly number[])[],
  prefix = 'ADM',
): Record<string, unknown>[] {
  const students: Record<string, unknown>[] = [];
  for (let i = 0; i < count; i++) {
    // Gender alternates every whole round of classes, so each class gets boys and girls.
    const male = Math.floor(i / classIds.length) % 2 === 0;
    const first = (male ? FIRST_MALE : FIRST_FEMALE)[(i * 7) % 15];
    const last = LAST[(i * 13) % LAST.length];
    const guardian = LAST[(i * 13) % LAST.length];
    const form = i % classIds.length;
    const year = 2026 - form;
    students.push({
      admission_no: `${prefix}/${year}/${String(i + 1).padStart(5, '0')}`,
      first_name: first,
      middle_name: i % 3 === 0 ? LAST[(i * 3) % LAST.length] : null,
      last_name: last,
      gender: male ? 'male' : 'female',
      date_of_birth: `${year - 14}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
      class_id: classIds[form],
      stream_id: streamIds[form][i % streamIds[form].length],
      // Admitted `form` years ago into the first class, and promoted each year since.
      admission_class_id: classIds[0],
      guardian_name: `${male ? 'Mary' : 'James'} ${guardian}`,
      guardian_phone: `+2547${String(10_000_000 + ((i * 7919) % 89_999_999)).padStart(8, '0')}`,
      status: i % 50 === 49 ? 'transferred' : 'active',
      admission_date: `${year}-01-${String((i % 20) + 5).padStart(2, '0')}`,
      fee_balance: (i % 10) * 150_000,
    });
  }
  return students;
}
