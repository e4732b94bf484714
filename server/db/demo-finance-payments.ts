import { randomBytes } from 'node:crypto';
import { getResource, type AnyResource } from '../../src/schema';
import type { AppContext, SessionUser } from '../context';
import type { Writer } from '../engine/writer';
import type { ShuleDatabase } from './database';

/** The app's write path with every module's hooks, loaded late: the modules import server/db. */
async function demoWriter(database: ShuleDatabase): Promise<Writer> {
  const [{ Writer }, { Hooks }, { SERVER_MODULES }, { SessionStore }] = await Promise.all([
    import('../engine/writer'),
    import('../engine/hooks'),
    import('../modules'),
    import('../auth/session'),
  ]);
  const ctx: AppContext = { database, secret: randomBytes(32), demo: true };
  const sessions = new SessionStore(ctx);
  return new Writer(ctx, new Hooks(SERVER_MODULES.flatMap((m) => (m.hooks ? [m.hooks(ctx, sessions)] : []))));
}

/** The same demo every time (mulberry32). */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SPONSORS = [
  { name: 'Ministry of Education', kind: 'government', contact_person: 'Sub-County Director of Education' },
  { name: 'NG-CDF Nakuru Town East', kind: 'cdf', contact_person: 'Fund Account Manager', phone: '0722000111' },
  { name: 'County Government of Nakuru', kind: 'county', contact_person: 'Education Bursary Office' },
  { name: 'Equity Wings to Fly', kind: 'company', contact_person: 'Wings to Fly Programme', phone: '0763000000' },
];

const MODES = ['mpesa', 'mpesa', 'mpesa', 'bank', 'bank', 'cash', 'cheque'] as const;
const CODE = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/**
 * The demo school's money received for term 1 of 2026 (after billing's demo billed it): four
 * sponsors and their bursaries (some received, some awaited), and receipts by M-Pesa, bank, cash
 * and cheque from January to April: most students part-paid, some fully, a few in credit, one
 * receipt voided. Every receipt goes through the payments engine, so allocations, the journal and
 * fee balances are what a bursar's own work would leave.
 */
export async function seedPaymentsDemo(database: ShuleDatabase, branchId: number): Promise<void> {
  const { db } = database;
  const writer = await demoWriter(database);
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
    .select(['s.id', 's.guardian_name', (eb) => eb.fn.sum<number>('i.balance').as('owed')])
    .where('i.branch_id', '=', branchId)
    .where('i.status', '<>', 'cancelled')
    .groupBy(['s.id', 's.guardian_name'])
    .orderBy('s.id')
    .execute();
  const heads = await db.selectFrom('vote_heads').select(['id', 'code']).where('branch_id', '=', branchId).execute();
  const head = (code: string) => Number(heads.find((h) => h.code === code)?.id);
  const next = random(2026);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const reference = (mode: string) =>
    mode === 'mpesa'
      ? `U${Array.from({ length: 9 }, () => pick([...CODE])).join('')}`
      : mode === 'bank'
        ? `EQ${String(Math.floor(next() * 900_000) + 100_000)}`
        : mode === 'cheque'
          ? `CHQ ${String(Math.floor(next() * 9000) + 1000)}`
          : null;
  const day = (from: number, span: number) =>
    new Date(Date.UTC(2026, 0, 5) + Math.floor(from + next() * span) * 86_400_000).toISOString().slice(0, 10);

  await db.transaction().execute(async (trx) => {
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
    const full = Number(owing[3]?.owed ?? 0);
    // The awaited ones first: the first bursary of the school stays open to edit.
    const awarded = [
      await award(county, students[14], 10_000_00, ['BES']),
      await award(cdf, students[21], 8_000_00, ['BES']),
      await award(wings, students[3], full, []),
      await award(cdf, students[8], 15_000_00, ['TUI', 'BES']),
      await award(moe, students[27], 5_000_00, ['TUI']),
    ].filter((b) => b !== undefined);
    // Received: Wings to Fly and the first CDF cheque; the county's and the second CDF's are awaited.
    const { transition } = await import('../engine/transition');
    for (const [i, b] of awarded.slice(2, 4).entries())
      await transition(writer, trx, user, resource('bursaries'), Number(b.id), 'receive', {
        paid_on: day(20 + i * 10, 5),
        reference: `CHQ ${String(4100 + i)}`,
      });
    if (awarded[4]) await transition(writer, trx, user, resource('bursaries'), Number(awarded[4].id), 'cancel', {});

    const payments: { student_id: number; amount: number; paid_on: string; payer: string }[] = [];
    for (const [k, o] of owing.entries()) {
      if (k === 3) continue; // Wings to Fly pays all of it
      const owed = Number(o.owed);
      const roll = next();
      const payer = String(o.guardian_name ?? '');
      if (roll < 0.12) continue; // nothing yet
      if (roll < 0.27) {
        payments.push({ student_id: Number(o.id), amount: owed, paid_on: day(0, 30), payer });
        continue;
      }
      if (roll < 0.33) {
        payments.push({
          student_id: Number(o.id),
          amount: owed + (2_000_00 + Math.floor(next() * 4) * 1_000_00),
          paid_on: day(0, 20),
          payer,
        });
        continue;
      }
      const share = 0.3 + next() * 0.55;
      const total = Math.max(1_000_00, Math.round((owed * share) / 100_00) * 100_00);
      const parts = 1 + Math.floor(next() * 3);
      for (let p = 0; p < parts; p++)
        payments.push({
          student_id: Number(o.id),
          amount: Math.round(total / parts / 100) * 100,
          paid_on: day(p * 35, 30),
          payer,
        });
    }
    payments.sort((a, b) => a.paid_on.localeCompare(b.paid_on));
    let voided = false;
    for (const p of payments) {
      const mode = pick(MODES);
      const values = { ...p, mode, reference: reference(mode), payer: p.payer || null };
      const receipt = await writer.create(trx, user, resource('fee_payments'), values, { system: true });
      if (voided || mode !== 'cash' || p.paid_on < '2026-02-01') continue;
      // The same cash receipted twice by mistake: the second receipt is voided, never deleted.
      voided = true;
      const twice = await writer.create(trx, user, resource('fee_payments'), values, { system: true });
      await transition(writer, trx, user, resource('fee_payments'), Number(twice.id), 'void', {
        reason: `Entered twice by mistake: the payment is on ${String(receipt.receipt_no)}`,
      });
    }
  });
}
