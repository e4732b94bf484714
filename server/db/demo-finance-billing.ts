import type { SessionUser } from '../context';
import type { STANDARD_VOTE_HEADS } from '../modules/finance/ledger/standard-chart';
import { runTermBilling } from '../modules/finance/billing/term-billing';
import type { Db, ShuleDatabase } from './database';
import { insertSystem } from './system-writes';

type Code = (typeof STANDARD_VOTE_HEADS)[number]['code'];

/**
 * A year's parent fees in KES by vote head. Boarding adds up to 53,554, the Ministry's ceiling
 * for a boarding school's parents (domain note 1.1); day scholars pay lunch (BES) and the
 * running costs, 18,000; Form 4 pays 2,000 more for mock examinations (Activity).
 */
const BOARDING: Partial<Record<Code, number>> = {
  BES: 24_935,
  PE: 8_000,
  RMI: 4_000,
  LTT: 3_000,
  EWC: 5_000,
  ADM: 3_500,
  MED: 2_000,
  ACT: 3_119,
};
const DAY: Partial<Record<Code, number>> = {
  BES: 6_500,
  PE: 3_000,
  RMI: 2_500,
  LTT: 1_000,
  EWC: 1_500,
  ADM: 1_500,
  MED: 1_000,
  ACT: 1_000,
};
/** Fees are front-loaded: half in term 1, 30 % in term 2, the rest in term 3. */
const SHARES = [50, 30] as const;

/** A year's cents split over three terms, exactly: term 3 takes what the rounding left. */
export function termShares(cents: number): [number, number, number] {
  const first = Math.round((cents * SHARES[0]) / 100);
  const second = Math.round((cents * SHARES[1]) / 100);
  return [first, second, cents - first - second];
}

/** The demo school's Forms 1 to 4 (the Alumni class is never billed). */
async function billedClasses(db: Db, branchId: number) {
  return db
    .selectFrom('classes')
    .select(['id', 'level'])
    .where('branch_id', '=', branchId)
    .where('active', '=', true)
    .where('level', '<=', 4)
    .orderBy('level')
    .execute();
}

/**
 * One term of 2026 billed for Forms 1 to 4 through the billing engine as the system, as a bursar's
 * run from /studentbilling would: invoices dated the term's opening day, their postings, and any
 * credit the students carry applied to them, in the caller's transaction. The payments demo bills terms 2 and 3 with it when
 * its year reaches them, so money paid ahead sits as credit until then.
 */
export async function billDemoTerm(db: Db, branchId: number, term: '1' | '2' | '3'): Promise<void> {
  const classIds = (await billedClasses(db, branchId)).map((c) => Number(c.id));
  const system: SessionUser = { id: 0, username: 'system', roles: ['ROLE_All'], branchId };
  await runTermBilling(db, system, { academic_year: 2026, term, class_ids: classIds });
}

/**
 * The demo school's billing: vote heads from the standard chart (each pointing at its fund's
 * income account), Boarding and Day categories, 2026 structures for all three terms of Forms 1 to
 * 4, and term 1 of 2026 billed (the payments demo bills terms 2 and 3 as its year goes on).
 */
export async function seedBillingDemo(database: ShuleDatabase, branchId: number): Promise<void> {
  const { db } = database;
  // The school was given the standard vote heads and the Boarding and Day categories when it was
  // created (seedStandardChart); the demo bills with them.
  const heads = await db.selectFrom('vote_heads').select(['id', 'code']).where('branch_id', '=', branchId).execute();
  const headOf = new Map(heads.map((h) => [String(h.code) as Code, Number(h.id)]));
  const categories = await db
    .selectFrom('fee_categories')
    .select(['id', 'residence'])
    .where('branch_id', '=', branchId)
    .orderBy('id')
    .execute();
  const categoryOf = (residence: string) => Number(categories.find((c) => c.residence === residence)?.id);
  const [boarding, day] = [categoryOf('boarding'), categoryOf('day')];
  const classes = await billedClasses(db, branchId);
  const structures = classes.flatMap((c) =>
    [
      { category_id: boarding, fees: BOARDING },
      { category_id: day, fees: DAY },
    ].flatMap(({ category_id, fees }) =>
      [0, 1, 2].map((t) => ({
        academic_year: 2026,
        term: String(t + 1),
        class_id: Number(c.id),
        category_id,
        items: Object.entries(fees).map(([code, kes]) => {
          const yearly = (kes + (code === 'ACT' && Number(c.level) === 4 ? 2_000 : 0)) * 100;
          return { vote_head_id: headOf.get(code as Code), amount: termShares(yearly)[t] };
        }),
      })),
    ),
  );
  await insertSystem(database, 'fee_structures', branchId, structures);
  await db.transaction().execute((trx) => billDemoTerm(trx, branchId, '1'));
}

/** Each billed student's 2026 fees for the year, from the structures of their class and category. */
export async function demoYearlyFees(
  db: Db,
  branchId: number,
  students: readonly { id: unknown; class_id: unknown; residence: unknown; fee_category_id: unknown }[],
) {
  const categories = await db
    .selectFrom('fee_categories')
    .select(['id', 'residence'])
    .where('branch_id', '=', branchId)
    .orderBy('id')
    .execute();
  const structures = await db
    .selectFrom('fee_structures as s')
    .innerJoin('fee_structures_items as i', 'i.parent_id', 's.id')
    .select(['s.class_id', 's.category_id', (eb) => eb.fn.sum<number>('i.amount').as('amount')])
    .where('s.branch_id', '=', branchId)
    .where('s.academic_year', '=', 2026)
    .groupBy(['s.class_id', 's.category_id'])
    .execute();
  const total = new Map(structures.map((r) => [`${r.class_id}:${r.category_id}`, Number(r.amount)]));
  return new Map(
    students.map((s) => {
      const category = s.fee_category_id ?? categories.find((c) => c.residence === s.residence)?.id;
      return [Number(s.id), total.get(`${s.class_id}:${category}`) ?? 0];
    }),
  );
}
