import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsAmount } from '../../../../src/schema/sms-text';
import { json } from '../../../../tests/helpers/api';
import { ENGINE } from '../../../../tests/helpers/harness';
import type { Statement } from './statement';
import { createWorld, day, type World } from '../../../../tests/helpers/reports-test-world';

let w: World;
beforeAll(async () => {
  w = await createWorld();
  await w.pay(w.owing, 500_000, 'bank', day(1));
}, 60_000);
afterAll(() => w.t.close());

const db = () => w.t.ctx.database.db;

async function admissionNo(id: number): Promise<string> {
  const row = await db().selectFrom('students').select('admission_no').where('id', '=', id).executeTakeFirstOrThrow();
  return String(row.admission_no);
}

async function phonesOf(id: number): Promise<Set<string>> {
  const rows = await db().selectFrom('guardians').select('phone').where('student_id', '=', id).execute();
  return new Set(rows.flatMap((g) => (g.phone ? [String(g.phone)] : [])));
}

describe(`fee reminders and notices on ${ENGINE}`, () => {
  it('queues one reminder per guardian of the filtered students who owe, with their balance', async () => {
    const message = 'Dear {guardian_name}, the fee balance of {first_name} is KES {balance}.';
    const filter = { search: await admissionNo(w.owing) };
    const body = { kind: 'reminder', filter, message, guardians: 'all' };
    const phones = await phonesOf(w.owing);
    expect(phones.size).toBeGreaterThan(0);
    const preview = await w.t.call('POST', '/api/finance/fee-sms/preview', { token: w.bursar, body });
    expect(preview.status, await preview.clone().text()).toBe(200);
    expect(await json(preview)).toMatchObject({ recipients: phones.size, students: 1 });
    const sent = await w.t.call('POST', '/api/finance/fee-sms/send', {
      token: w.bursar,
      body: { ...body, label: 'Fee balances' },
    });
    expect(sent.status, await sent.clone().text()).toBe(201);
    const answer = await json<{ batch_id: number; queued: number; students: number }>(sent);
    expect(answer).toMatchObject({ queued: phones.size, students: 1 });
    const messages = await db()
      .selectFrom('sms_messages')
      .select(['body', 'phone'])
      .where('batch_id', '=', answer.batch_id)
      .execute();
    expect(new Set(messages.map((m) => String(m.phone)))).toEqual(phones);
    const balance = (await json<Statement>(await w.statement(w.owing))).closing;
    for (const m of messages) expect(String(m.body)).toContain(`is KES ${smsAmount(balance)}.`);
    const batch = await db()
      .selectFrom('sms_batches')
      .select(['source', 'audience'])
      .where('id', '=', answer.batch_id)
      .executeTakeFirstOrThrow();
    expect(batch).toMatchObject({ source: 'fees', audience: 'Fee reminder: Fee balances' });
  });

  it('reminds only those who owe: a student in credit in the filter gets nothing', async () => {
    await w.pay(w.paidUp, w.before.paidUp.closing + 1_100_000, 'mpesa', day(1));
    const body = { kind: 'reminder', filter: { search: await admissionNo(w.paidUp) }, message: 'Balance {balance}' };
    const preview = await w.t.call('POST', '/api/finance/fee-sms/preview', { token: w.bursar, body });
    expect(await json(preview)).toMatchObject({ recipients: 0, students: 0 });
    expect((await w.t.call('POST', '/api/finance/fee-sms/send', { token: w.bursar, body })).status).toBe(400);
  });

  it('sends invoice notices with the term, the invoice total and the balance of each student', async () => {
    const student = await db()
      .selectFrom('students')
      .select(['class_id', 'guardian_phone'])
      .where('id', '=', w.owing)
      .executeTakeFirstOrThrow();
    const message = 'Term {term} {year}: fees KES {invoice_total}, balance KES {balance}.';
    const sent = await w.t.call('POST', '/api/finance/fee-sms/send', {
      token: w.bursar,
      body: { kind: 'invoice', audience: { class_ids: [student.class_id] }, message },
    });
    expect(sent.status, await sent.clone().text()).toBe(201);
    const answer = await json<{ batches: number[]; students: number }>(sent);
    expect(answer.students).toBeGreaterThan(0);
    const rows = await db()
      .selectFrom('sms_messages')
      .select(['body', 'phone'])
      .where('batch_id', 'in', answer.batches)
      .execute();
    const invoiced = await db()
      .selectFrom('fee_invoices')
      .select((eb) => eb.fn.sum('total').as('total'))
      .where('student_id', '=', w.owing)
      .where('academic_year', '=', w.term.year)
      .where('term', '=', w.term.term)
      .where('status', '<>', 'cancelled')
      .executeTakeFirstOrThrow();
    const balance = (await json<Statement>(await w.statement(w.owing))).closing;
    const mine = rows.find((r) => String(r.phone) === String(student.guardian_phone));
    // The world's student has only the world's invoice in the term: its 30,000.
    expect(Number(invoiced.total)).toBe(3_000_000);
    expect(String(mine?.body)).toBe(
      `Term ${w.term.term} ${w.term.year}: fees KES ${smsAmount(Number(invoiced.total))}, balance KES ${smsAmount(balance)}.`,
    );
  });

  it('refuses an unknown kind and a message too long, naming the field', async () => {
    const kind = await w.t.call('POST', '/api/finance/fee-sms/preview', {
      token: w.bursar,
      body: { kind: 'everyone', message: 'x' },
    });
    expect(kind.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(kind)).errors).toHaveProperty('kind');
    const long = await w.t.call('POST', '/api/finance/fee-sms/preview', {
      token: w.bursar,
      body: { kind: 'reminder', message: 'x'.repeat(1000) },
    });
    expect(long.status).toBe(400);
  });
});
