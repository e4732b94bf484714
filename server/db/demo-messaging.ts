import type { ShuleDatabase } from './database';
import { insertSystem } from './system-writes';

/** The templates a Kenyan school office sends most, in English and Swahili. */
const TEMPLATES: readonly [string, string, 'english' | 'swahili', string][] = [
  [
    'Fee balance reminder',
    'fee_reminder',
    'english',
    "Dear {guardian_name}, {first_name}'s fee balance at {school} is KES {balance}. Kindly pay via M-Pesa Paybill, account {admission_no}. Thank you.",
  ],
  [
    'Fee balance reminder',
    'fee_reminder',
    'swahili',
    'Mpendwa {guardian_name}, salio la ada la {first_name} katika {school} ni KES {balance}. Tafadhali lipa kupitia M-Pesa Paybill, akaunti {admission_no}. Asante.',
  ],
  [
    'Report forms ready',
    'results',
    'english',
    "Dear {guardian_name}, {first_name}'s ({admission_no}, {class} {stream}) end of term report form is ready. Please collect it from the school office. {school}",
  ],
  [
    'Report forms ready',
    'results',
    'swahili',
    'Mpendwa {guardian_name}, ripoti ya mwisho wa muhula ya {first_name} ({admission_no}, {class} {stream}) iko tayari. Tafadhali ichukue ofisini. {school}',
  ],
  [
    'Closing day',
    'closing_day',
    'english',
    'Dear parent, {school} closes for the holiday on Friday 27 November 2026 at 10.00 am. Please pick {first_name} up on time. Thank you.',
  ],
  [
    'Closing day',
    'closing_day',
    'swahili',
    'Mzazi mpendwa, {school} itafunga kwa likizo Ijumaa tarehe 27 Novemba 2026 saa nne asubuhi. Tafadhali mchukue {first_name} kwa wakati. Asante.',
  ],
  [
    'Opening day',
    'opening_day',
    'english',
    '{school} opens for Term 1 on Monday 4 January 2027. {first_name} should report by 4.00 pm with the full term fees paid.',
  ],
  [
    'Arrived at school',
    'arrival',
    'english',
    '{school}: {first_name} ({admission_no}) has arrived safely at school. Thank you.',
  ],
  [
    'Arrived at school',
    'arrival',
    'swahili',
    '{school}: {first_name} ({admission_no}) amefika shuleni salama. Asante.',
  ],
];

const isoDay = (from: Date, days: number) => new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Messaging as a school has it after a term: templates, two parents who asked not to be texted,
 * notices in force on Home, and a newsletter being written. The outbox's history is queued through
 * the engine itself (demo-sms.ts), so it shows what a school without a gateway really sees.
 */
export async function seedMessagingRecords(database: ShuleDatabase, branchId: number, today = new Date()) {
  await insertSystem(
    database,
    'sms_templates',
    branchId,
    TEMPLATES.map(([name, purpose, language, body]) => ({ name, purpose, language, body, active: true })),
  );
  const guardians = await database.db
    .selectFrom('guardians')
    .select(['name', 'phone'])
    .where('branch_id', '=', branchId)
    .where('phone', 'is not', null)
    .orderBy('id')
    .limit(40)
    .execute();
  // Two real guardians of the demo, so a message to their classes shows "opted out" in its preview.
  const [first, second] = [guardians[7], guardians[31]];
  await insertSystem(database, 'sms_opt_outs', branchId, [
    ...(first
      ? [{ phone: first.phone, name: first.name, reason: 'parent_request', opted_out_on: isoDay(today, -40) }]
      : []),
    ...(second
      ? [
          {
            phone: second.phone,
            name: second.name,
            reason: 'stop_reply',
            note: 'Replied STOP to a fee reminder',
            opted_out_on: isoDay(today, -12),
          },
        ]
      : []),
  ]);
  await insertSystem(database, 'notices', branchId, [
    {
      title: 'Staff meeting on Friday',
      body: '<p>All teaching and support staff: a staff meeting on <strong>Friday at 2.00 pm</strong> in the staffroom.</p><ul><li>Closing-day arrangements</li><li>Term 1 2027 timetable</li><li>Any other business</li></ul>',
      audience: 'all_staff',
      starts_on: isoDay(today, -2),
      expires_on: isoDay(today, 5),
      pinned: true,
      posted_by: 'Amina Otieno',
    },
    {
      title: 'End of term marks due',
      body: '<p>Heads of department: enter the end of term marks by <strong>Wednesday</strong> so that report forms are printed before closing day.</p>',
      audience: 'roles',
      roles: ['ROLE_Exam_admin', 'ROLE_Access_Exam_Analysis_Module'],
      starts_on: isoDay(today, -5),
      expires_on: isoDay(today, 3),
      pinned: false,
      posted_by: 'Faith Achieng',
    },
    {
      title: 'Closing day',
      body: '<p>The school closes for the December holiday on <strong>Friday 27 November 2026</strong> at 10.00 am. Parents collect their children from the school gate.</p>',
      audience: 'parents',
      starts_on: isoDay(today, -1),
      expires_on: isoDay(today, 10),
      pinned: false,
      posted_by: 'Peter Kamau',
    },
  ]);
  await insertSystem(database, 'newsletters', branchId, [
    {
      title: 'Term 3 2026 newsletter',
      issue_date: isoDay(today, 0),
      body: '<h2>From the principal</h2><p>Dear parents and guardians, we thank you for a busy and successful third term. Our Form 4 candidates sat their KCSE examinations with great discipline, and we wish them well.</p><h2>Games and clubs</h2><p>The school volleyball team won the county championship and proceeds to the regional games in January.</p><h2>Next term</h2><ul><li>Term 1 2027 opens on Monday 4 January 2027.</li><li>Fees are paid through M-Pesa Paybill with the admission number as the account.</li></ul>',
      status: 'draft',
    },
  ]);
}
