import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsPreview, SmsSendAnswer } from '../../../src/schema/sms-compose';
import { countSms, fillTemplate, smsAmount } from '../../../src/schema/sms-text';
import type { Db, Row } from '../../db/database';
import { branchIdOf, type ErrorBody, json } from '../../../tests/helpers/api';
import { createTestApp, type TestApp } from '../../../tests/helpers/harness';

/**
 * POST /api/messaging/sms/preview and /sms/send as /newsms calls them, against the demo school:
 * who may, what is checked, and what lands in the outbox. Expectations come from the rows.
 */
let t: TestApp;
let db: Db;
let branchId: number;
let registrar: string;
let admin: string;
let form2: number;

const post = (path: 'preview' | 'send', body: unknown, token: string | undefined = registrar) =>
  t.call('POST', `/api/messaging/sms/${path}`, { token, body });

const count = async (table: string, where: Record<string, unknown> = {}) => {
  let query = db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .where('branch_id', '=', branchId);
  for (const [k, v] of Object.entries(where)) query = query.where(k, '=', v);
  return Number((await query.executeTakeFirstOrThrow()).n);
};

const activeOf = (classId: number) =>
  db
    .selectFrom('students')
    .selectAll()
    .where('branch_id', '=', branchId)
    .where('class_id', '=', classId)
    .where('status', '=', 'active')
    .execute();

beforeAll(async () => {
  t = await createTestApp();
  db = t.ctx.database.db;
  branchId = await branchIdOf(t, 'DHS');
  registrar = (await t.signIn('registrar')).accessToken;
  admin = (await t.signIn('admin')).accessToken;
  const row = await db
    .selectFrom('classes')
    .select('id')
    .where('branch_id', '=', branchId)
    .where('name', '=', 'Form 2')
    .executeTakeFirstOrThrow();
  form2 = Number(row.id);
});

afterAll(async () => t?.close());

describe('who may', () => {
  const body = { audience: { kind: 'teachers' }, message: 'Staff meeting at 2 pm' };

  it('the registrar (ROLE_Send_Custom_sms) and the administrator may preview and send', async () => {
    expect((await post('preview', body)).status).toBe(200);
    expect((await post('preview', body, admin)).status).toBe(200);
    expect((await post('send', body)).status).toBe(201);
  });

  it('the bursar and a teacher may not (403), nobody signed out (401), and nothing is queued', async () => {
    const before = await count('sms_messages');
    for (const user of ['bursar', 'teacher']) {
      const token = (await t.signIn(user)).accessToken;
      expect((await post('preview', body, token)).status, user).toBe(403);
      expect((await post('send', body, token)).status, user).toBe(403);
    }
    expect((await post('send', body, '')).status).toBe(401);
    expect(await count('sms_messages')).toBe(before);
  });
});

describe('preview', () => {
  it('answers counts, the first recipients’ own texts, parts, cost and the gateway for a class', async () => {
    const message = "Dear {guardian_name}, {first_name}'s balance is KES {balance}. {school}";
    const response = await post('preview', { audience: { kind: 'class', class_id: form2 }, message });
    expect(response.status).toBe(200);
    const preview = await json<SmsPreview>(response);
    const students = await activeOf(form2);
    const optOuts = new Set(
      (await db.selectFrom('sms_opt_outs').select('phone').where('branch_id', '=', branchId).execute()).map((o) =>
        String(o.phone),
      ),
    );
    const optedOut = students.filter((s) => optOuts.has(String(s.guardian_phone))).length;
    expect(preview.opted_out).toBe(optedOut);
    expect(preview.recipients + preview.opted_out + preview.duplicates).toBe(students.length);
    expect(preview.gateway).toBe('log');
    expect(preview.cost_per_part).toBe(80);
    expect(preview.estimated_cost).toBe(preview.total_parts * 80);
    expect(preview.count).toEqual(countSms(message));
    expect(preview.sample.length).toBe(Math.min(5, preview.recipients));
    for (const sample of preview.sample) {
      const s = students.find((x) => x.guardian_phone === sample.phone) as Row;
      const text = fillTemplate(message, {
        guardian_name: String(s.guardian_name),
        first_name: String(s.first_name),
        balance: smsAmount(Number(s.fee_balance ?? 0)),
        school: 'Demo High School',
      });
      expect(sample).toEqual({
        name: s.guardian_name,
        phone: s.guardian_phone,
        kind: 'guardian',
        text,
        parts: countSms(text).parts,
      });
    }
  });

  it('prices parts at the school’s own cost per part once set', async () => {
    const settings = await json(await t.call('GET', '/api/sms_settings/current', { token: admin }));
    const put = await t.call('PUT', `/api/sms_settings/${String(settings.id)}`, {
      token: admin,
      body: { ...settings, cost_per_part: 125 },
    });
    expect(put.status).toBe(200);
    const preview = await json<SmsPreview>(
      await post('preview', { audience: { kind: 'class', class_id: form2 }, message: 'x'.repeat(161) }),
    );
    expect(preview.cost_per_part).toBe(125);
    expect(preview.total_parts).toBe(preview.recipients * 2);
    expect(preview.estimated_cost).toBe(preview.recipients * 2 * 125);
  });

  it('lists typed numbers that are not mobiles without refusing, and writes nothing', async () => {
    const before = await count('sms_messages');
    const preview = await json<SmsPreview>(
      await post('preview', {
        audience: { kind: 'numbers', numbers: '0712 345 678, 12345, 020 2345678' },
        message: '',
      }),
    );
    expect(preview.invalid_numbers).toEqual(['12345', '020 2345678']);
    expect(preview.recipients).toBe(1);
    expect(await count('sms_messages')).toBe(before);
  });
});

describe('bad input: 400 naming the field, nothing queued', () => {
  const cases: [string, unknown, string][] = [
    ['an unknown audience', { audience: { kind: 'parents' }, message: 'Hi' }, 'audience'],
    ['a class id that is not one', { audience: { kind: 'class', class_id: 'x' }, message: 'Hi' }, 'audience'],
    ['no students chosen', { audience: { kind: 'students', student_ids: [] }, message: 'Hi' }, 'audience'],
    ['a guardians choice', { audience: { kind: 'boarders' }, guardians: 'some', message: 'Hi' }, 'guardians'],
    ['no message', { audience: { kind: 'boarders' } }, 'message'],
    ['an empty message', { audience: { kind: 'boarders' }, message: '   ' }, 'message'],
    ['an unknown placeholder', { audience: { kind: 'boarders' }, message: 'Pay {fee}' }, 'message'],
    ['a balance to teachers', { audience: { kind: 'teachers' }, message: 'You owe {balance}' }, 'message'],
    ['a time that is not one', { audience: { kind: 'boarders' }, message: 'Hi', send_at: 'tomorrow' }, 'send_at'],
    ['a template of no one', { audience: { kind: 'boarders' }, message: 'Hi', template_id: 999_999 }, 'template_id'],
  ];
  it.each(cases)('%s', async (_name, body, field) => {
    const before = await count('sms_messages');
    const response = await post('send', body);
    expect(response.status).toBe(400);
    expect(Object.keys((await json<ErrorBody>(response)).errors ?? {})).toContain(field);
    expect(await count('sms_messages')).toBe(before);
  });

  it('a time more than 90 days ahead', async () => {
    const later = new Date(Date.now() + 91 * 86_400_000).toISOString();
    const response = await post('send', { audience: { kind: 'boarders' }, message: 'Hi', send_at: later });
    expect(response.status).toBe(400);
    expect((await json<ErrorBody>(response)).errors).toEqual({ send_at: 'Must be at most 90 days ahead' });
  });

  it('a class of the other school', async () => {
    const other = await branchIdOf(t, 'DPS');
    const theirs = await db.selectFrom('classes').select('id').where('branch_id', '=', other).executeTakeFirstOrThrow();
    const response = await post('preview', { audience: { kind: 'class', class_id: theirs.id }, message: 'Hi' });
    expect(response.status).toBe(400);
    expect((await json<ErrorBody>(response)).errors).toEqual({ audience: 'The referenced record does not exist' });
  });
});

describe('send', () => {
  const rowsOf = (batchId: number) =>
    db.selectFrom('sms_messages').selectAll().where('batch_id', '=', batchId).orderBy('id').execute();

  it('queues one row per recipient, opted-out numbers stored as opted out, with a human batch label', async () => {
    const amount = 300_000;
    const response = await post('send', {
      audience: { kind: 'balance_above', amount, class_id: form2 },
      message: '{first_name} owes KES {balance}',
    });
    expect(response.status).toBe(201);
    const answer = await json<SmsSendAnswer>(response);
    const owing = (await activeOf(form2)).filter((s) => Number(s.fee_balance ?? 0) > amount);
    const rows = await rowsOf(answer.batch_id);
    expect(rows.length).toBe(owing.length);
    expect(answer.queued).toBe(rows.filter((r) => r.status === 'queued').length);
    expect(answer.opted_out).toBe(rows.filter((r) => r.status === 'opted_out').length);
    for (const s of owing) {
      const row = rows.find((r) => Number(r.student_id) === Number(s.id)) as Row;
      expect(row.body).toBe(`${String(s.first_name)} owes KES ${smsAmount(Number(s.fee_balance))}`);
    }
    const batch = await db
      .selectFrom('sms_batches')
      .selectAll()
      .where('id', '=', answer.batch_id)
      .executeTakeFirstOrThrow();
    expect(batch).toMatchObject({
      audience: 'Guardians of Form 2 with a balance above KES 3,000',
      source: 'compose',
      sent_by: 'registrar',
    });
    expect(Number(batch.estimated_cost)).toBe(answer.estimated_cost);
  });

  it('an opted-out guardian’s row is kept as opted out and never queued', async () => {
    const out = await db
      .selectFrom('sms_opt_outs')
      .select('phone')
      .where('branch_id', '=', branchId)
      .executeTakeFirstOrThrow();
    const student = await db
      .selectFrom('students')
      .select('id')
      .where('branch_id', '=', branchId)
      .where('guardian_phone', '=', out.phone)
      .executeTakeFirstOrThrow();
    const other = await db
      .selectFrom('students')
      .select('id')
      .where('branch_id', '=', branchId)
      .where('guardian_phone', '!=', out.phone)
      .executeTakeFirstOrThrow();
    const answer = await json<SmsSendAnswer>(
      await post('send', {
        audience: { kind: 'students', student_ids: [student.id, other.id] },
        message: 'Closing Friday',
      }),
    );
    expect(answer).toMatchObject({ queued: 1, opted_out: 1, recipients: 1 });
    const rows = await rowsOf(answer.batch_id);
    expect(rows.find((r) => r.phone === out.phone)).toMatchObject({ status: 'opted_out', cost: 0 });
  });

  it('the four ways of writing one number make one message', async () => {
    const answer = await json<SmsSendAnswer>(
      await post('send', {
        audience: { kind: 'numbers', numbers: '0712 345 678\n712345678, 254712345678; +254712345678' },
        message: 'Hello from {school}',
      }),
    );
    expect(answer).toMatchObject({ queued: 1, duplicates: 3 });
    expect((await rowsOf(answer.batch_id)).map((r) => [r.phone, r.body])).toEqual([
      ['+254712345678', 'Hello from Demo High School'],
    ]);
  });

  it('refuses a send with a number that is not a mobile, naming it, and queues nothing', async () => {
    const [messages, batches] = [await count('sms_messages'), await count('sms_batches')];
    const response = await post('send', {
      audience: { kind: 'numbers', numbers: '0712345678, 0712 34' },
      message: 'Hi',
    });
    expect(response.status).toBe(400);
    const body = await json<ErrorBody>(response);
    expect(body.message).toContain('"0712 34"');
    expect(body.errors?.numbers).toContain('"0712 34"');
    expect([await count('sms_messages'), await count('sms_batches')]).toEqual([messages, batches]);
  });

  it('siblings sharing a guardian’s number: one message for the same text, one each with {first_name}', async () => {
    const [a, b] = await db
      .selectFrom('students')
      .select(['id', 'first_name'])
      .where('branch_id', '=', branchId)
      .where('status', '=', 'active')
      .orderBy('id')
      .limit(2)
      .execute();
    expect(a.first_name).not.toBe(b.first_name);
    const line = await db.selectFrom('guardians').select('id').where('student_id', '=', b.id).executeTakeFirstOrThrow();
    const phone = (
      await db.selectFrom('students').select('guardian_phone').where('id', '=', a.id).executeTakeFirstOrThrow()
    ).guardian_phone;
    const put = await t.call('PUT', `/api/guardians/${String(line.id)}`, { token: admin, body: { phone } });
    expect(put.status).toBe(200);
    const chosen = { kind: 'students', student_ids: [a.id, b.id] };
    const same = await json<SmsSendAnswer>(await post('send', { audience: chosen, message: 'School closes Friday' }));
    expect([same.recipients + same.opted_out, same.duplicates]).toEqual([1, 1]);
    const own = await json<SmsSendAnswer>(
      await post('send', { audience: chosen, message: '{first_name}: closes Friday' }),
    );
    expect([own.recipients + own.opted_out, own.duplicates]).toEqual([2, 0]);
    expect((await rowsOf(own.batch_id)).map((r) => r.body).sort()).toEqual(
      [`${String(a.first_name)}: closes Friday`, `${String(b.first_name)}: closes Friday`].sort(),
    );
  });

  it('records the template chosen; a form’s empty choices (null) are left out', async () => {
    const template = await db
      .selectFrom('sms_templates')
      .select(['id', 'body'])
      .where('branch_id', '=', branchId)
      .where('purpose', '=', 'closing_day')
      .executeTakeFirstOrThrow();
    const response = await post('send', {
      audience: { kind: 'balance_above', amount: 0, class_id: null },
      guardians: null,
      message: template.body,
      template_id: template.id,
      send_at: null,
    });
    expect(response.status).toBe(201);
    const answer = await json<SmsSendAnswer>(response);
    const batch = await db
      .selectFrom('sms_batches')
      .selectAll()
      .where('id', '=', answer.batch_id)
      .executeTakeFirstOrThrow();
    expect(Number(batch.template_id)).toBe(Number(template.id));
    expect(batch.body).toBe(template.body);
    expect(batch.audience).toBe('Guardians of students with a balance above KES 0');
  });

  it('a later time keeps the rows queued with that time; a past time is now', async () => {
    const later = new Date(Date.now() + 3 * 86_400_000);
    later.setUTCMilliseconds(0);
    const answer = await json<SmsSendAnswer>(
      await post('send', { audience: { kind: 'teachers' }, message: 'Meeting', send_at: later.toISOString() }),
    );
    expect(answer.send_at).toBe(later.toISOString());
    const rows = await rowsOf(answer.batch_id);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.status).toBe('queued');
      expect(new Date(String(row.send_at)).toISOString()).toBe(later.toISOString());
    }
    const before = Date.now();
    const past = await json<SmsSendAnswer>(
      await post('send', { audience: { kind: 'teachers' }, message: 'Meeting', send_at: '2020-01-01T08:00:00Z' }),
    );
    expect(new Date(past.send_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});
