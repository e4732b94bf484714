import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFeeStructures } from '../../../../tests/helpers/copied-fee-structures';
import { freshStudents } from '../../../../tests/helpers/fresh-students';
import { createTestApp, type TestApp } from '../../../../tests/helpers/harness';
import { demoStudents } from '../../../db/demo-data';
import { seedBillingDemo } from '../../../db/demo-finance-billing';
import { insertSystem } from '../../../db/system-writes';
import { trialBalance } from '../ledger/trial-balance';
import { currentTerm } from './terms';

let t: TestApp;
let branchId: number;
let otherBranch: number;
const tokens: Record<string, string> = {};
const db = () => t.ctx.database.db;

const formIds = async (b: number) =>
  (
    await db()
      .selectFrom('classes')
      .select('id')
      .where('branch_id', '=', b)
      .where('active', '=', true)
      .orderBy('level')
      .execute()
  ).map((c) => Number(c.id));
const run = (who: string, body: unknown, path = 'run') =>
  t.call('POST', `/api/finance/billing/${path}`, { token: tokens[who], body });
const invoiceOf = (key: string) =>
  db().selectFrom('fee_invoices').selectAll().where('billing_key', '=', key).executeTakeFirst();

beforeAll(async () => {
  t = await createTestApp({ students: 40 });
  for (const who of ['bursar', 'viewer', 'registrar', 'registrar2']) {
    const signedIn = await t.signIn(who);
    tokens[who] = signedIn.accessToken;
    if (who === 'bursar') branchId = signedIn.branchId;
    if (who === 'registrar2') otherBranch = signedIn.branchId;
  }
  const seeded = await db().selectFrom('vote_heads').select('id').where('branch_id', '=', branchId).executeTakeFirst();
  if (!seeded) await seedBillingDemo(t.ctx.database, branchId);
  // The demo bills every term of 2026; the runs below bill 2027, which it leaves open, at its figures.
  expect(await copyFeeStructures(t, branchId, { year: 2026 }, { year: 2027 })).toBeGreaterThan(0);
}, 60_000);
afterAll(() => t.close());

describe('who may bill', () => {
  it('refuses the run and the preview to a read-only user and to the registrar (403), and bills nothing', async () => {
    const body = { academic_year: 2027, term: '2', class_ids: await formIds(branchId) };
    for (const who of ['viewer', 'registrar'])
      for (const path of ['run', 'preview']) expect((await run(who, body, path)).status).toBe(403);
    expect(await invoiceOf('term:2027:2:1')).toBeUndefined();
    const term2 = await db()
      .selectFrom('fee_invoices')
      .select('id')
      .where('billing_key', 'like', 'term:2027:2:%')
      .execute();
    expect(term2).toEqual([]);
  });

  it('answers 400 per field for a bad body and a class of another school', async () => {
    const bad = await run('bursar', { academic_year: 1990, term: '4', class_ids: [] });
    expect(bad.status).toBe(400);
    const errors = ((await bad.json()) as { errors: Record<string, string> }).errors;
    expect(Object.keys(errors).sort()).toEqual(['academic_year', 'class_ids', 'term']);
    const [foreign] = await formIds(otherBranch);
    const stray = await run('bursar', { academic_year: 2027, term: '2', class_ids: [foreign] });
    expect(stray.status).toBe(400);
    expect(((await stray.json()) as { errors: Record<string, string> }).errors.class_ids).toMatch(/not a class/);
  });

  it('keeps branches apart: billing one school neither bills nor posts in the other', async () => {
    const billed = await run('bursar', { academic_year: 2027, term: '2', class_ids: await formIds(branchId) });
    expect(billed.status).toBe(201);
    expect(((await billed.json()) as { students_billed: number }).students_billed).toBeGreaterThan(0);
    const other = await db().selectFrom('fee_invoices').select('id').where('branch_id', '=', otherBranch).execute();
    const entries = await db()
      .selectFrom('journal_entries')
      .select('id')
      .where('branch_id', '=', otherBranch)
      .execute();
    expect([other.length, entries.length]).toEqual([0, 0]);
    const list = await t.call('GET', '/api/fee_invoices', { token: tokens.registrar2 });
    expect(list.status).toBe(403);
  });
});

describe('discounts, admission and cancelling', () => {
  it('applies a student’s discounts to the exact cent and posts them against receivable', async () => {
    const [form2] = (await formIds(branchId)).slice(1);
    const student = await db()
      .selectFrom('students')
      .select(['id', 'residence'])
      .where('branch_id', '=', branchId)
      .where('class_id', '=', form2)
      .where('status', '=', 'active')
      .where('residence', '=', 'boarding')
      .executeTakeFirstOrThrow();
    const bes = await db()
      .selectFrom('vote_heads')
      .select('id')
      .where('code', '=', 'BES')
      .where('branch_id', '=', branchId)
      .executeTakeFirstOrThrow();
    const created = await t.call('POST', '/api/fee_discounts', {
      token: tokens.bursar,
      body: { student_id: student.id, kind: 'sibling', method: 'percent', percent: 12.5 },
    });
    expect(created.status).toBe(201);
    await t.call('POST', '/api/fee_discounts', {
      token: tokens.bursar,
      body: { student_id: student.id, kind: 'sponsor', method: 'fixed', amount: 1_000_01, vote_head_ids: [bes.id] },
    });
    expect((await run('bursar', { academic_year: 2027, term: '3', class_ids: [form2] })).status).toBe(201);
    const invoice = await invoiceOf(`term:2027:3:${student.id}`);
    const items = await db()
      .selectFrom('fee_invoices_items')
      .selectAll()
      .where('parent_id', '=', invoice?.id)
      .orderBy('position')
      .execute();
    // Term 3 is 20 % of the boarding year; 12.5 % off every line (half a cent up), then 1,000.01 off BES.
    const expected = items.map((i) => {
      const pct = Math.floor((Number(i.amount) * 1250 + 5000) / 10000);
      return pct + (Number(i.vote_head_id) === Number(bes.id) ? 1_000_01 : 0);
    });
    expect(items.map((i) => Number(i.discount))).toEqual(expected);
    const discount = expected.reduce((a, b) => a + b, 0);
    expect(Number(invoice?.discount)).toBe(discount);
    expect(Number(invoice?.total)).toBe(10_710_80 - discount);
    const posted = await db()
      .selectFrom('journal_entries')
      .select('total')
      .where('source', '=', 'discount')
      .where('source_id', '=', invoice?.id)
      .executeTakeFirstOrThrow();
    expect(Number(posted.total)).toBe(discount);
    const tb = await trialBalance(db(), branchId);
    expect(tb.debit).toBe(tb.credit);
  });

  it('bills a student admitted into a class whose current term was billed, and not one of another class', async () => {
    // The demo bills its current term for every form, so the suite admits into classes of its own:
    // both priced at Form 2's figures, the current term billed for the first only.
    const term = await currentTerm(db(), branchId);
    if (!term) throw new Error('the demo school has no current term');
    const [form2] = (await formIds(branchId)).slice(1);
    const billed = await freshStudents(t, branchId, 1, 'ADMBIL');
    const unbilled = await freshStudents(t, branchId, 1, 'ADMOTH');
    for (const own of [billed.classId, unbilled.classId]) {
      const from = { year: term.academic_year, classId: form2 };
      expect(await copyFeeStructures(t, branchId, from, { ...from, classId: own })).toBeGreaterThan(0);
    }
    const request = { academic_year: term.academic_year, term: term.term, class_ids: [billed.classId] };
    expect((await run('bursar', request)).status).toBe(201);
    const admit = async (classId: number, prefix: string) => {
      const [student] = demoStudents(1, [form2], [[]], prefix);
      const row = { ...student, class_id: classId, admission_class_id: classId, stream_id: null, fee_balance: 0 };
      return (await insertSystem(t.ctx.database, 'students', branchId, [row]))[0];
    };
    const key = (studentId: number) => `term:${term.academic_year}:${term.term}:${studentId}`;
    const admitted = await admit(billed.classId, 'NEW');
    const elsewhere = await admit(unbilled.classId, 'OTH');
    expect(await invoiceOf(key(admitted))).toMatchObject({ source: 'term_fees', status: 'unpaid' });
    expect(await invoiceOf(key(elsewhere))).toBeUndefined();
    // A school that turns billing on admission off bills the newcomer at the next run instead.
    const off = await db()
      .updateTable('finance_settings')
      .set({ bill_on_admission: false })
      .where('branch_id', '=', branchId)
      .executeTakeFirst();
    if (Number(off.numUpdatedRows) === 0)
      await insertSystem(t.ctx.database, 'finance_settings', branchId, [{ bill_on_admission: false }]);
    const later = await admit(billed.classId, 'LAT');
    expect(await invoiceOf(key(later))).toBeUndefined();
  });

  it('cancels an invoice for a finance administrator only, with a reason, reversing its postings', async () => {
    const invoice = await db()
      .selectFrom('fee_invoices')
      .selectAll()
      .where('branch_id', '=', branchId)
      .where('discount', '>', 0)
      .executeTakeFirstOrThrow();
    const path = `/api/fee_invoices/${invoice.id}/cancel`;
    expect((await t.call('POST', path, { token: tokens.viewer, body: { reason: 'x' } })).status).toBe(403);
    expect((await t.call('POST', path, { token: tokens.bursar, body: {} })).status).toBe(400);
    const done = await t.call('POST', path, { token: tokens.bursar, body: { reason: 'Billed in error' } });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ status: 'cancelled', cancel_reason: 'Billed in error' });
    const lines = await db()
      .selectFrom('journal_entries_lines as l')
      .innerJoin('journal_entries as e', 'e.id', 'l.parent_id')
      .select((eb) => [eb.fn.sum<number>('l.debit').as('d'), eb.fn.sum<number>('l.credit').as('c')])
      .where('l.student_id', '=', invoice.student_id)
      .where('e.source_id', '=', invoice.id)
      .where('e.source', 'in', ['invoice', 'discount', 'reversal'])
      .executeTakeFirstOrThrow();
    expect(Number(lines.d)).toBe(Number(lines.c));
    const receivable = await db()
      .selectFrom('journal_entries_lines as l')
      .innerJoin('journal_entries as e', 'e.id', 'l.parent_id')
      .innerJoin('accounts as a', 'a.id', 'l.account_id')
      .select((eb) => [eb.fn.sum<number>('l.debit').as('d'), eb.fn.sum<number>('l.credit').as('c')])
      .where('e.source_id', '=', invoice.id)
      .where('e.source', 'in', ['invoice', 'discount', 'reversal'])
      .where('a.purpose', '=', 'fees_receivable')
      .executeTakeFirstOrThrow();
    expect(Number(receivable.d) - Number(receivable.c)).toBe(0);
    expect((await t.call('POST', path, { token: tokens.bursar, body: { reason: 'again' } })).status).toBe(409);
    const tb = await trialBalance(db(), branchId);
    expect(tb.debit).toBe(tb.credit);
  });
});
