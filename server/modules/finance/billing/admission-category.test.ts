import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshStudents } from '../../../../tests/helpers/fresh-students';
import { createTestApp, ENGINE, type TestApp } from '../../../../tests/helpers/harness';
import { seedBillingDemo } from '../../../db/demo-finance-billing';
import { insertSystem } from '../../../db/system-writes';
import { currentTerm } from './terms';

let t: TestApp;
let branchId: number;
const tokens: Record<string, string> = {};
const db = () => t.ctx.database.db;

beforeAll(async () => {
  t = await createTestApp({ students: 12 });
  for (const who of ['bursar', 'registrar']) {
    const signedIn = await t.signIn(who);
    tokens[who] = signedIn.accessToken;
    branchId = signedIn.branchId;
  }
  const seeded = await db().selectFrom('vote_heads').select('id').where('branch_id', '=', branchId).executeTakeFirst();
  if (!seeded) await seedBillingDemo(t.ctx.database, branchId);
}, 60_000);
afterAll(() => t.close());

describe(`a fee category chosen at registration on ${ENGINE}`, () => {
  it("bills the newly registered student that category's structure, not the day scholars'", async () => {
    const term = await currentTerm(db(), branchId);
    if (!term) throw new Error('the demo school has no current term');
    // A class of the test's own: the day structure and a sponsored one, both for the current term.
    const { classId } = await freshStudents(t, branchId, 1, 'FEECAT');
    const categories = await db()
      .selectFrom('fee_categories')
      .select(['id', 'residence'])
      .where('branch_id', '=', branchId)
      .execute();
    const day = Number(categories.find((c) => c.residence === 'day')?.id);
    const created = await t.call('POST', '/api/fee_categories', {
      token: tokens.bursar,
      body: { name: 'Sponsored (test)', residence: 'none' },
    });
    expect(created.status).toBe(201);
    const sponsored = Number(((await created.json()) as { id: number }).id);
    const tuition = await db()
      .selectFrom('vote_heads')
      .select('id')
      .where('branch_id', '=', branchId)
      .where('code', '=', 'TUI')
      .executeTakeFirstOrThrow();
    const structure = (category_id: number, amount: number) => ({
      academic_year: term.academic_year,
      term: term.term,
      class_id: classId,
      category_id,
      items: [{ vote_head_id: Number(tuition.id), amount }],
    });
    await insertSystem(t.ctx.database, 'fee_structures', branchId, [
      structure(day, 9_000_00),
      structure(sponsored, 2_345_50),
    ]);
    const request = { academic_year: term.academic_year, term: term.term, class_ids: [classId] };
    const billed = await t.call('POST', '/api/finance/billing/run', { token: tokens.bursar, body: request });
    expect(billed.status).toBe(201);

    // The registrar reads the categories for the form's picker, and registers a day scholar into one.
    const picker = await t.call('GET', '/api/fee_categories', { token: tokens.registrar });
    expect(picker.status).toBe(200);
    expect(((await picker.json()) as { id: number }[]).map((c) => Number(c.id))).toContain(sponsored);
    const registered = await t.call('POST', '/api/students', {
      token: tokens.registrar,
      body: {
        first_name: 'Neema',
        last_name: 'Feecat',
        gender: 'female',
        class_id: classId,
        residence: 'day',
        fee_category_id: sponsored,
        guardians: [{ name: 'Mama Neema', relationship: 'mother', phone: '0722 314 159', is_primary: true }],
      },
    });
    expect(registered.status).toBe(201);
    const student = Number(((await registered.json()) as { id: number }).id);
    const invoice = await db()
      .selectFrom('fee_invoices')
      .select(['total', 'source'])
      .where('billing_key', '=', `term:${term.academic_year}:${term.term}:${student}`)
      .executeTakeFirstOrThrow();
    expect({ source: invoice.source, total: Number(invoice.total) }).toEqual({ source: 'term_fees', total: 2_345_50 });
  });
});
