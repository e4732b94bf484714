import { getResource, type AnyResource } from '../../src/schema';
import { todayAtSchool } from '../../src/schema/display';
import type { SessionUser } from '../context';
import type { ShuleDatabase } from './database';
import { seededRandom } from './demo-random';
import { writerFor } from './system-writes';
import { billDemoTerm, demoYearlyFees } from './demo-finance-billing';

const SPONSORS = [
  { name: 'Ministry of Education', kind: 'government', contact_person: 'Sub-County Director of Education' },
  { name: 'NG-CDF Nakuru Town East', kind: 'cdf', contact_person: 'Fund Account Manager', phone: '0722000111' },
  { name: 'County Government of Nakuru', kind: 'county', contact_person: 'Education Bursary Office' },
  { name: 'Equity Wings to Fly', kind: 'company', contact_person: 'Wings to Fly Programme', phone: '0763000000' },
];

const MODES = ['mpesa', 'mpesa', 'mpesa', 'bank', 'bank', 'cash', 'cheque'] as const;
const CODE = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
/** The school's own paybill (fictitious): parents pay with the admission number as the account. */
export const DEMO_PAYBILL = '588822';

/**
 * The demo's "today": the school's own date while it is late 2026 (the year the demo is about,
 * after term 3 closed), else 23 November 2026, so the demo always reads as a year nearly done.
 */
export function demoToday(now = new Date()): string {
  const today = todayAtSchool(now);
  return today >= '2026-11-01' && today <= '2026-12-31' ? today : '2026-11-23';
}

const DAY = 86_400_000;
const dateAt = (from: string, days: number) =>
  new Date(Date.parse(`${from}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);
/** Where each term's payments fall: from a week or two before it opens to the next one's. */
const WINDOWS = [
  ['2026-01-05', '2026-04-10'],
  ['2026-04-17', '2026-08-13'],
  ['2026-08-14', ''],
] as const;
/** The year's fees by term (50 / 30 / 20), as a part paid in a term covers what came before it. */
const SHARES = [50, 30, 20];

/** Which terms a parent pays in (by how many payments), and the share of the year's target each carries. */
const TERMS_PAID: Record<number, number[][]> = {
  1: [[0], [0], [1], [2]],
  2: [
    [0, 1],
    [0, 2],
    [0, 2],
    [1, 2],
  ],
  3: [[0, 1, 2]],
};
function schedule(parts: number, roll: number): { term: number; weight: number }[] {
  const options = TERMS_PAID[parts];
  const terms = options[Math.floor(roll * options.length)];
  return terms.map((term, i) => {
    const from = i === 0 ? 0 : term;
    const to = i === terms.length - 1 ? 3 : terms[i + 1];
    return { term, weight: SHARES.slice(from, to).reduce((x, y) => x + y, 0) };
  });
}

/**
 * The demo school's money for 2026, lived in date order: four sponsors and their bursaries (some
 * received, some awaited), then receipts by M-Pesa, bank, cash and cheque from January to today,
 * with terms 2 and 3 billed on their opening days as the year reaches them (money paid ahead is a
 * credit until then). Most students end part-paid, some cleared, a few in credit; one receipt is
 * voided; a handful are paid today. Every receipt goes through the payments engine, so
 * allocations, the journal and fee balances are what a bursar's own year would leave. About 1.6
 * receipts a student in all: createTestApp seeds this for every suite.
 */
/** How many students' families the demo's year of receipts covers. */
const DEMO_PAYING_FAMILIES = 200;

export async function seedPaymentsDemo(database: ShuleDatabase, branchId: number): Promise<void> {
  const { db } = database;
  const writer = await writerFor(database);
  const resource = (name: string) => getResource(name) as AnyResource;
  const bursar = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('branch_id', '=', branchId)
    .where('username', '=', 'bursar')
    .executeTakeFirst();
  const user: SessionUser = {
    id: bursar ? Number(bursar.id) : 0,
    username: bursar ? String(bursar.username) : 'system',
    roles: ['ROLE_All'],
    branchId,
  };
  const owing = await db
    .selectFrom('fee_invoices as i')
    .innerJoin('students as s', 's.id', 'i.student_id')
    .select([
      's.id',
      's.guardian_name',
      's.class_id',
      's.residence',
      's.fee_category_id',
      (eb) => eb.fn.sum<number>('i.balance').as('owed'),
    ])
    .where('i.branch_id', '=', branchId)
    .where('i.status', '<>', 'cancelled')
    .where('i.source', '=', 'term_fees')
    .groupBy(['s.id', 's.guardian_name', 's.class_id', 's.residence', 's.fee_category_id'])
    .orderBy('s.id')
    // A year's receipts for the demo's own families: a school seeded larger (a suite's 1,200
    // students, a bench's thousands) keeps the rest billed and unpaid rather than seed for minutes.
    .limit(DEMO_PAYING_FAMILIES)
    .execute();
  const yearly = await demoYearlyFees(db, branchId, owing);
  const heads = await db.selectFrom('vote_heads').select(['id', 'code']).where('branch_id', '=', branchId).execute();
  const head = (code: string) => Number(heads.find((h) => h.code === code)?.id);
  const next = seededRandom(2026);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const reference = (mode: string) =>
    mode === 'mpesa'
      ? `U${Array.from({ length: 9 }, () => pick([...CODE])).join('')}`
      : mode === 'bank'
        ? `EQ${String(Math.floor(next() * 900_000) + 100_000)}`
        : mode === 'cheque'
          ? `CHQ ${String(Math.floor(next() * 9000) + 1000)}`
          : null;
  const today = demoToday();
  const lastDay = dateAt(today, -1);
  const day = (term: number) => {
    const [from, to] = WINDOWS[term];
    // Parents pay most at the opening of a term: the square skews the day towards it.
    return dateAt(from, Math.floor(next() ** 2 * (daysBetween(from, to || lastDay) + 1)));
  };

  await db.transaction().execute(async (trx) => {
    const settings = await trx
      .selectFrom('finance_settings')
      .select('id')
      .where('branch_id', '=', branchId)
      .executeTakeFirst();
    const paybill = { paybill_number: DEMO_PAYBILL };
    if (settings)
      await writer.update(trx, user, resource('finance_settings'), Number(settings.id), paybill, { system: true });
    else await writer.create(trx, user, resource('finance_settings'), paybill, { system: true });
    const sponsorIds: number[] = [];
    for (const s of SPONSORS)
      sponsorIds.push(Number((await writer.create(trx, user, resource('sponsors'), s, { system: true })).id));
    const [moe, cdf, county, wings] = sponsorIds;
    const students = owing.map((o) => Number(o.id));
    const award = async (sponsor: number, student: number | undefined, amount: number, codes: string[]) =>
      student === undefined
        ? undefined
        : writer.create(
            trx,
            user,
            resource('bursaries'),
            {
              sponsor_id: sponsor,
              student_id: student,
              academic_year: 2026,
              term: '1',
              amount,
              vote_head_ids: codes.map(head),
            },
            { system: true },
          );
    // The awaited ones first: the first bursary of the school stays open to edit.
    const awarded = [
      await award(county, students[14], 10_000_00, ['BES']),
      await award(cdf, students[21], 8_000_00, ['BES']),
      await award(wings, students[3], Number(owing[3]?.owed ?? 0), []),
      await award(cdf, students[8], 15_000_00, ['TUI', 'BES']),
      await award(moe, students[27], 5_000_00, ['TUI']),
    ].filter((b) => b !== undefined);
    // Received: Wings to Fly and the first CDF cheque; the county's and the second CDF's are awaited.
    const { transition } = await import('../engine/transition');
    const sponsored = new Map<number, number>();
    for (const [i, b] of awarded.slice(2, 4).entries()) {
      await transition(writer, trx, user, resource('bursaries'), Number(b.id), 'receive', {
        paid_on: dateAt('2026-01-25', i * 10 + Math.floor(next() * 5)),
        reference: `CHQ ${String(4100 + i)}`,
      });
      sponsored.set(Number(b.student_id), Number(b.amount));
    }
    if (awarded[4]) await transition(writer, trx, user, resource('bursaries'), Number(awarded[4].id), 'cancel', {});

    // Each family's year: what it pays in all and in which terms.
    const payments: { student_id: number; amount: number; paid_on: string; payer: string | null }[] = [];
    for (const o of owing) {
      const id = Number(o.id);
      const due = (yearly.get(id) ?? 0) - (sponsored.get(id) ?? 0);
      const roll = next();
      if (roll < 0.05 || due <= 0) continue; // nothing yet this year
      const target =
        roll < 0.19
          ? due
          : roll < 0.25
            ? due + (2_000_00 + Math.floor(next() * 4) * 1_000_00)
            : Math.round((due * (0.55 + next() * 0.4)) / 100_00) * 100_00;
      const partRoll = next();
      const parts = roll < 0.25 ? 1 + Number(partRoll < 0.4) : partRoll < 0.4 ? 1 : partRoll < 0.85 ? 2 : 3;
      const plan = schedule(parts, next());
      let left = target;
      for (const [i, { term, weight }] of plan.entries()) {
        const amount = i === plan.length - 1 ? left : Math.round((target * weight) / 100 / 100_00) * 100_00;
        left -= amount;
        payments.push({
          student_id: id,
          amount,
          paid_on: day(term),
          payer: o.guardian_name ? String(o.guardian_name) : null,
        });
      }
    }
    // A few of this term's receipts came in this morning.
    for (const [k, p] of payments.filter((q) => q.paid_on >= WINDOWS[2][0]).entries())
      if (k % 12 === 5) p.paid_on = today;
    payments.sort((a, b) => a.paid_on.localeCompare(b.paid_on));
    const terms = [
      { term: '2', opens: '2026-04-27' },
      { term: '3', opens: '2026-08-24' },
    ] as const;
    let billed = 0;
    let voided = false;
    for (const p of payments) {
      for (; billed < terms.length && terms[billed].opens <= p.paid_on; billed++)
        await billDemoTerm(trx, branchId, terms[billed].term);
      const mode = pick(MODES);
      const values = { ...p, mode, reference: reference(mode) };
      const receipt = await writer.create(trx, user, resource('fee_payments'), values, { system: true });
      if (voided || mode !== 'cash' || p.paid_on < '2026-02-01') continue;
      // The same cash receipted twice by mistake: the second receipt is voided, never deleted.
      voided = true;
      const twice = await writer.create(trx, user, resource('fee_payments'), values, { system: true });
      await transition(writer, trx, user, resource('fee_payments'), Number(twice.id), 'void', {
        reason: `Entered twice by mistake: the payment is on ${String(receipt.receipt_no)}`,
      });
    }
    for (; billed < terms.length; billed++) await billDemoTerm(trx, branchId, terms[billed].term);
  });
}
