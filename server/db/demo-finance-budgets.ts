import { todayAtSchool } from '../../src/schema/display';
import { budgets } from '../../src/schema/finance-budgets';
import { otherIncomes } from '../../src/schema/finance-other-incomes';
import type { SessionUser } from '../context';
import type { Db, ShuleDatabase } from './database';
import {
  CAPITATION_PER_LEARNER,
  DEMO_INCOME,
  DEMO_TRANCHES,
  FIXED_LINES,
  OPS_CAPITATION_SPENT,
  TEACHING_SHARE,
  TRANCHE_SHARES,
} from './demo-finance-budgets-data';
import { writerFor } from './system-writes';

async function staff(db: Db, branchId: number, username: string): Promise<SessionUser | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('branch_id', '=', branchId)
    .where('username', '=', username)
    .executeTakeFirst();
  return row ? { id: Number(row.id), username: String(row.username), roles: ['ROLE_All'], branchId } : undefined;
}

async function idsBy(db: Db, table: string, branchId: number, column: string): Promise<Map<string, number>> {
  const rows = await db.selectFrom(table).select(['id', column]).where('branch_id', '=', branchId).execute();
  return new Map(rows.map((r) => [String(r[column]), Number(r.id)]));
}

/** KES to cents, rounded to the thousand shillings a budget is written in. */
const thousands = (kes: number) => Math.round(kes / 1_000) * 1_000 * 100;

/**
 * What a year of the 2026 fee structures bills per vote head over the students the school has now
 * (Forms 1 to 4, by class and fee category), in cents, and how many learners that is: a budget's
 * fee income and the capitation it can count on.
 */
async function yearlyFeesByHead(db: Db, branchId: number) {
  const items = await db
    .selectFrom('fee_structures as s')
    .innerJoin('fee_structures_items as i', 'i.parent_id', 's.id')
    .innerJoin('vote_heads as v', 'v.id', 'i.vote_head_id')
    .select(['s.class_id', 's.category_id', 'v.code', (eb) => eb.fn.sum<number>('i.amount').as('amount')])
    .where('s.branch_id', '=', branchId)
    .where('s.academic_year', '=', 2026)
    .groupBy(['s.class_id', 's.category_id', 'v.code'])
    .execute();
  const categories = await db
    .selectFrom('fee_categories')
    .select(['id', 'residence'])
    .where('branch_id', '=', branchId)
    .orderBy('id')
    .execute();
  const students = await db
    .selectFrom('students as st')
    .innerJoin('classes as c', 'c.id', 'st.class_id')
    .select(['st.class_id', 'st.residence', 'st.fee_category_id'])
    .where('st.branch_id', '=', branchId)
    .where('st.status', '=', 'active')
    .where('c.level', '<=', 4)
    .execute();
  const byHead = new Map<string, number>();
  for (const s of students) {
    const category = s.fee_category_id ?? categories.find((c) => c.residence === s.residence)?.id;
    for (const item of items.filter((i) => i.class_id === s.class_id && i.category_id === category))
      byHead.set(String(item.code), (byHead.get(String(item.code)) ?? 0) + Number(item.amount));
  }
  return { byHead, learners: students.length };
}

/** Every fund's 2026/27 lines: income by account code, expenditure by vote head (its expense account). */
function plannedLines(byHead: ReadonlyMap<string, number>, learners: number) {
  const fee = (head: string) => (byHead.get(head) ?? 0) / 100;
  const capitation = (fund: keyof typeof CAPITATION_PER_LEARNER) => CAPITATION_PER_LEARNER[fund] * learners;
  const opsHeads = ['RMI', 'LTT', 'EWC', 'ADM', 'MED', 'ACT'] as const;
  const farmProduce = FIXED_LINES.find((l) => l.code === 'SF-4410')?.kes ?? 0;
  const income = (code: string, kes: number) => ({ account: code, kes });
  const spend = (head: string, kes: number) => ({ head, kes });
  return {
    TUI: [income('TUI-4300', capitation('TUI')), spend('TUI', (capitation('TUI') * TEACHING_SHARE) / 100)],
    OPS: [
      ...opsHeads.map((h, i) => income(`OPS-41${i + 1}0`, fee(h))),
      income('OPS-4300', capitation('OPS')),
      ...opsHeads.map((h) => spend(h, fee(h) + (OPS_CAPITATION_SPENT[h] ?? 0) * learners)),
    ],
    SF: [
      income('SF-4200', fee('BES')),
      income('SF-4210', fee('PE')),
      // The kitchen and stores spend the boarding fees and what the farm's maize and milk earn.
      spend('BES', fee('BES') + farmProduce),
      spend('PE', fee('PE')),
    ],
  };
}

/**
 * The demo school's budgets and other income (after the expenses demo, before the books lock the
 * first quarter): 2026/27 budgets for Tuition, Operations and the School Fund prepared by the
 * accountant and approved by the principal, sized on the school's own fees and enrolment
 * (Tuition's revised once, when the Ministry confirmed capitation); a 2027/28 Operations draft;
 * and the year's other income: the three capitation tranches of 2026 for Tuition and Operations,
 * hire of the hall and field, maize and milk sold, two donations, and a bounced cheque voided.
 */
export async function seedBudgetsDemo(database: ShuleDatabase, branchId: number): Promise<void> {
  const { db } = database;
  const writer = await writerFor(database);
  const [accountant, principal, bursar] = await Promise.all(
    ['accountant', 'principal', 'bursar'].map((name) => staff(db, branchId, name)),
  );
  if (!accountant || !principal || !bursar) return;
  const { transition } = await import('../engine/transition');
  const [funds, accounts, heads] = await Promise.all([
    idsBy(db, 'funds', branchId, 'code'),
    idsBy(db, 'accounts', branchId, 'code'),
    idsBy(db, 'vote_heads', branchId, 'code'),
  ]);
  if (!accounts.has('SF-4400') || !heads.has('BES')) return; // a school without the standard chart
  const today = todayAtSchool();
  const { byHead, learners } = await yearlyFeesByHead(db, branchId);
  const planned = plannedLines(byHead, learners);
  const linesOf = (fund: keyof typeof planned, scale = 1) => [
    ...planned[fund].map((l) =>
      'account' in l
        ? { account_id: accounts.get(l.account), amount: thousands(l.kes * scale) }
        : { vote_head_id: heads.get(l.head), amount: thousands(l.kes * scale) },
    ),
    ...FIXED_LINES.filter((l) => l.fund === fund).map((l) => ({
      account_id: accounts.get(l.code),
      amount: thousands(l.kes * scale),
    })),
  ];
  const budget = (trx: Db, fund: keyof typeof planned, year: number, notes: string, scale = 1) =>
    writer.create(trx, accountant, budgets, {
      fiscal_year: year,
      fund_id: funds.get(fund),
      notes,
      lines: linesOf(fund, scale),
    });
  const act = (trx: Db, user: SessionUser, id: number, action: string, input: object = {}) =>
    transition(writer, trx, user, budgets, id, action, input);

  await db.transaction().execute(async (trx) => {
    // The draft first: the school's first budget on record is one its writers may still edit.
    await budget(trx, 'OPS', 2027, 'First draft for 2027/28: this year’s figures and 6% for prices', 1.06);
    const approved = new Map<string, number>();
    for (const fund of ['OPS', 'SF', 'TUI'] as const) {
      // Tuition's was drawn on last year's capitation, 10% short; the Ministry's circular confirmed 2026's.
      const scale = fund === 'TUI' ? 0.9 : 1;
      const notes = 'Tabled at the Board of Management meeting of 12 June 2026 (minute 7/2026)';
      const id = Number((await budget(trx, fund, 2026, notes, scale)).id);
      await act(trx, principal, id, 'approve');
      await trx.updateTable('budgets').set({ approved_on: '2026-06-19' }).where('id', '=', id).execute();
      approved.set(fund, id);
    }
    const tuition = approved.get('TUI') as number;
    await act(trx, principal, tuition, 'revise', {
      reason: 'Capitation of KES 22,244 per learner confirmed by the Ministry’s circular of 1 July 2026',
    });
    await writer.update(trx, accountant, budgets, tuition, { lines: linesOf('TUI') });
    await act(trx, principal, tuition, 'approve');
    await trx.updateTable('budgets').set({ approved_on: '2026-07-08' }).where('id', '=', tuition).execute();
  });

  const incomes = [
    ...DEMO_TRANCHES.flatMap((t) =>
      (['TUI', 'OPS'] as const).map((fund) => ({
        received_on: t.on,
        kind: 'capitation',
        payer: 'Ministry of Education (FDSE capitation)',
        fund_id: funds.get(fund),
        income_account_id: accounts.get(`${fund}-4300`),
        academic_year: 2026,
        tranche: t.tranche,
        // KES per learner times the per cent is the tranche in cents.
        amount: CAPITATION_PER_LEARNER[fund] * learners * TRANCHE_SHARES[t.tranche],
        mode: 'bank',
        reference: t.reference,
        description: `Capitation tranche ${t.tranche} of 2026 (${TRANCHE_SHARES[t.tranche]}%) for ${learners} learners`,
        voided: undefined as string | undefined,
      })),
    ),
    ...DEMO_INCOME.map((i) => ({
      received_on: i.on,
      kind: 'general',
      payer: i.payer,
      fund_id: funds.get(i.account.split('-')[0]),
      income_account_id: accounts.get(i.account),
      amount: i.kes * 100,
      mode: i.mode,
      reference: i.reference ?? null,
      description: i.description,
      voided: i.voided,
    })),
  ]
    // A demo school with no active learner yet (a test's one-student school) receives no capitation.
    .filter((i) => i.received_on <= today && i.amount > 0)
    .sort((a, b) => a.received_on.localeCompare(b.received_on));
  await db.transaction().execute(async (trx) => {
    for (const { voided, ...income } of incomes) {
      const made = await writer.create(trx, accountant, otherIncomes, income);
      if (voided) await transition(writer, trx, bursar, otherIncomes, Number(made.id), 'void', { reason: voided });
    }
  });
}
