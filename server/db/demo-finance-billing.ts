import type { SessionUser } from '../context';
import type { STANDARD_VOTE_HEADS } from '../modules/finance/ledger/standard-chart';
import { runTermBilling } from '../modules/finance/billing/term-billing';
import type { ShuleDatabase } from './database';
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

/**
 * The demo school's billing: vote heads from the standard chart (each pointing at its fund's
 * income account), Boarding and Day categories, 2026 structures for Forms 1 to 4, and term 1 of
 * 2026 billed through the billing engine as the system.
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
  const classes = await db
    .selectFrom('classes')
    .select(['id', 'level'])
    .where('branch_id', '=', branchId)
    .where('active', '=', true)
    .where('level', '<=', 4)
    .orderBy('level')
    .execute();
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
  const system: SessionUser = { id: 0, username: 'system', roles: ['ROLE_All'], branchId };
  await db
    .transaction()
    .execute((trx) =>
      runTermBilling(trx, system, { academic_year: 2026, term: '1', class_ids: classes.map((c) => Number(c.id)) }),
    );
}
