import { type AnyResource, getResource } from '../../src/schema';
import type { SessionUser } from '../context';
import type { Db, ShuleDatabase } from './database';
import { seededRandom } from './demo-random';
import { writerFor } from './system-writes';

const ROUTES = [
  {
    name: 'Nakuru town',
    charge: 9_000_00,
    description: 'Town centre, Section 58 and Milimani',
    stops: [
      ['Nakuru bus park', 3, '06:50'],
      ['Section 58', 5, '06:40'],
      ['Milimani', 6, '06:35'],
    ],
  },
  {
    name: 'Lanet',
    charge: 11_500_00,
    description: 'Along the Nairobi road to Lanet',
    stops: [
      ['Free Area', 7, '06:30'],
      ['Lanet junction', 10, '06:20'],
    ],
  },
  {
    name: 'Njoro',
    charge: 14_000_00,
    description: 'Njoro town and Egerton University gate',
    stops: [
      ['Kiamunyi', 9, '06:15'],
      ['Njoro town', 18, '06:00'],
      ['Egerton gate', 22, '05:50'],
    ],
  },
] as const;

const CODE = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

async function idsOf(db: Db, table: string, branchId: number, where: Record<string, unknown> = {}) {
  let query = db.selectFrom(table).select('id').where('branch_id', '=', branchId);
  for (const [column, value] of Object.entries(where)) query = query.where(column, '=', value);
  return (await query.orderBy('id').execute()).map((r) => Number(r.id));
}

/**
 * The demo school's transport, other charges, pocket money and a pending refund (after billing's
 * and payments' demos): three routes with their pick-up points and about fifteen day scholars on
 * them (billed for every term of 2026), a Form 4 trip to Hell's Gate and a lost library
 * book, twenty boarders' wallets with deposits and withdrawals, and a refund asked for by the
 * bursar from a student in credit. Everything goes through the engines, hooks and journal alike.
 */
export async function seedChargesDemo(database: ShuleDatabase, branchId: number): Promise<void> {
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
  const next = seededRandom(1511);
  const [transportHead] = await idsOf(db, 'vote_heads', branchId, { kind: 'transport' });
  const [otherHead] = await idsOf(db, 'vote_heads', branchId, { kind: 'other' });
  if (transportHead === undefined || otherHead === undefined) return; // billing's demo seeds them
  const { raiseInvoices } = await import('../modules/finance/billing/raise');
  const { transportDrafts } = await import('../modules/finance/charges/transport');

  await db.transaction().execute(async (trx) => {
    const create = (name: string, values: Record<string, unknown>) => writer.create(trx, user, resource(name), values);
    const dayScholars = await idsOf(trx, 'students', branchId, { residence: 'day', status: 'active' });
    const riders = dayScholars.filter((_, i) => i % 2 === 0).slice(0, 15);
    for (const [r, route] of ROUTES.entries()) {
      const routeId = Number(
        (
          await create('transport_routes', {
            name: route.name,
            vote_head_id: transportHead,
            charge_per_term: route.charge,
            description: route.description,
          })
        ).id,
      );
      const stops: number[] = [];
      for (const [name, km, time] of route.stops)
        stops.push(
          Number(
            (await create('transport_locations', { name, route_id: routeId, distance_km: km, pickup_time: time })).id,
          ),
        );
      for (const [k, student] of riders.entries())
        if (k % ROUTES.length === r)
          await create('transport_assignments', {
            student_id: student,
            route_id: routeId,
            location_id: stops[k % stops.length],
            active: true,
            from_date: '2026-01-05',
          });
    }
    // Terms 1 and 2 were billed before the buses were set up here (assigning bills the current
    // term): their transport is billed as term billing would have.
    for (const [term, opened] of [
      ['1', '2026-01-05'],
      ['2', '2026-04-27'],
    ] as const)
      await raiseInvoices(trx, user, await transportDrafts(trx, branchId, 2026, term, riders, opened));

    const [form4] = await idsOf(trx, 'classes', branchId, { name: 'Form 4' });
    // A small test school may have nobody in Form 4: the trip is then nobody's to pay.
    const form4Students =
      form4 === undefined ? [] : await idsOf(trx, 'students', branchId, { class_id: form4, status: 'active' });
    if (form4 !== undefined && form4Students.length > 0)
      await create('other_charges', {
        description: "Form 4 trip to Hell's Gate National Park",
        vote_head_id: otherHead,
        amount: 1_500_00,
        target: 'class',
        class_id: form4,
        charged_on: '2026-02-20',
      });
    const [reader] = await idsOf(trx, 'students', branchId, { status: 'active' });
    if (reader !== undefined)
      await create('other_charges', {
        description: 'Lost library book: Blossoms of the Savannah',
        vote_head_id: otherHead,
        amount: 850_00,
        target: 'student',
        student_ids: [reader],
        charged_on: '2026-03-10',
      });

    const boarders = (await idsOf(trx, 'students', branchId, { residence: 'boarding', status: 'active' })).slice(0, 20);
    const mpesaCode = () => `U${Array.from({ length: 9 }, () => CODE[Math.floor(next() * CODE.length)]).join('')}`;
    for (const student of boarders) {
      let balance = 0;
      const opening = (5 + Math.floor(next() * 26)) * 100_00; // KES 500 to 3,000
      const mpesa = next() < 0.6;
      await create('pocket_money_transactions', {
        student_id: student,
        kind: 'deposit',
        amount: opening,
        mode: mpesa ? 'mpesa' : 'cash',
        reference: mpesa ? mpesaCode() : null,
        transacted_on: '2026-01-06',
        note: 'Opening day',
      });
      balance += opening;
      for (const [w, day] of ['2026-01-24', '2026-02-14', '2026-03-07'].entries()) {
        const amount = (1 + Math.floor(next() * 5)) * 100_00;
        if (amount > balance || next() < 0.25) continue;
        await create('pocket_money_transactions', {
          student_id: student,
          kind: 'withdrawal',
          amount,
          mode: 'cash',
          transacted_on: day,
          note: ['Tuck shop', 'Half-term fare', 'Toiletries'][w],
        });
        balance -= amount;
      }
    }

    const inCredit = await trx
      .selectFrom('fee_payments')
      .select(['student_id', (eb) => eb.fn.sum<number>('unapplied').as('credit')])
      .where('branch_id', '=', branchId)
      .where('status', '=', 'posted')
      .groupBy('student_id')
      .having((eb) => eb.fn.sum('unapplied'), '>=', 500_00)
      .orderBy('student_id')
      .executeTakeFirst();
    if (inCredit)
      await create('refunds', {
        student_id: Number(inCredit.student_id),
        amount: Math.min(Number(inCredit.credit), 2_000_00),
        reason: 'Overpaid term 1 fees; the parent asked for the balance back before transferring the student',
      });
  });
}
