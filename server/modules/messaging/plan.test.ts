import { describe, expect, it } from 'vitest';
import { countSms } from '../../../src/schema/sms-text';
import { planSms, refuseUnsendable, SAMPLE_SIZE, type SendingTerms } from './plan';
import type { Recipient, ResolvedAudience } from './recipients';

const guardian = (phone: string, first: string, studentId: number): Recipient => ({
  phone,
  name: `Parent of ${first}`,
  kind: 'guardian',
  student_id: studentId,
  values: { first_name: first, name: `${first} Otieno`, balance: '1,500', school: 'Demo High School' },
});

const audience = (recipients: Recipient[], extra: Partial<ResolvedAudience> = {}): ResolvedAudience => ({
  recipients,
  withoutNumber: [],
  invalidNumbers: [],
  kinds: ['guardian'],
  label: 'test',
  ...extra,
});

const terms = (extra: Partial<SendingTerms> = {}): SendingTerms => ({
  gateway: 'log',
  costPerPart: 80,
  optOuts: new Set(),
  ...extra,
});

// Two siblings whose guardian has one number, and a third family.
const SIBLINGS = [guardian('+254711000001', 'Brian', 1), guardian('+254711000001', 'Akinyi', 2)];
const OTHER = guardian('+254722000002', 'Kevin', 3);

describe('de-duplication', () => {
  it('a guardian of two siblings gets the same text once', () => {
    const plan = planSms(audience([...SIBLINGS, OTHER]), 'The school closes on Friday at 10.00 am.', terms());
    expect(plan.messages.map((m) => m.phone)).toEqual(['+254711000001', '+254722000002']);
    expect(plan.preview).toMatchObject({ recipients: 2, duplicates: 1 });
  });

  it('and one message per child when the texts differ', () => {
    const plan = planSms(audience([...SIBLINGS, OTHER]), '{first_name} owes KES {balance}.', terms());
    expect(plan.messages.map((m) => m.text)).toEqual([
      'Brian owes KES 1,500.',
      'Akinyi owes KES 1,500.',
      'Kevin owes KES 1,500.',
    ]);
    expect(plan.preview).toMatchObject({ recipients: 3, duplicates: 0 });
  });
});

describe('opt-outs', () => {
  it('keeps an opted-out number in the plan, marked, free and not counted as a recipient', () => {
    const plan = planSms(
      audience([...SIBLINGS, OTHER]),
      'Closing day is Friday.',
      terms({ optOuts: new Set(['+254722000002']) }),
    );
    const out = plan.messages.find((m) => m.phone === '+254722000002');
    expect(out).toMatchObject({ opted_out: true, cost: 0 });
    expect(plan.preview).toMatchObject({ recipients: 1, opted_out: 1, total_parts: 1, estimated_cost: 80 });
    expect(plan.preview.sample.map((s) => s.phone)).toEqual(['+254711000001']);
  });
});

describe('counting and cost', () => {
  it('prices every recipient’s own parts at the branch’s cost per part', () => {
    // 'Kevin' fits one part, 'Akinyi' pushes the same text to two: filled texts are counted, not the template.
    const message = `{first_name}${'x'.repeat(155)}`;
    const plan = planSms(audience([SIBLINGS[1], OTHER]), message, terms({ costPerPart: 120 }));
    expect(plan.messages.map((m) => m.parts)).toEqual([2, 1]);
    expect(plan.messages.map((m) => m.cost)).toEqual([240, 120]);
    expect(plan.preview).toMatchObject({ total_parts: 3, estimated_cost: 360, cost_per_part: 120 });
    expect(plan.preview.count).toEqual(countSms(message));
  });

  it('counts a UCS-2 text in 70s and records its encoding', () => {
    const plan = planSms(audience([OTHER]), `${'a'.repeat(70)}😀`, terms());
    expect(plan.messages[0]).toMatchObject({ encoding: 'ucs2', parts: 2, cost: 160 });
  });

  it('shows the first recipients’ own texts, no more than the sample size', () => {
    const many = Array.from({ length: 8 }, (_, i) =>
      guardian(`+2547330000${String(i).padStart(2, '0')}`, `Child${i}`, i),
    );
    const plan = planSms(audience(many), 'Hello {first_name}', terms());
    expect(plan.preview.sample).toHaveLength(SAMPLE_SIZE);
    expect(plan.preview.sample[4]).toEqual({
      name: 'Parent of Child4',
      phone: '+254733000004',
      kind: 'guardian',
      text: 'Hello Child4',
      parts: 1,
    });
    expect(plan.preview.gateway).toBe('log');
  });
});

describe('refusals', () => {
  it('an unknown placeholder, naming it', () => {
    expect(() => planSms(audience([OTHER]), 'Pay {fee} now, {first_name}', terms())).toThrow(
      expect.objectContaining({ status: 400, errors: { message: expect.stringContaining('{fee}') } }),
    );
  });

  it('a placeholder without a value for these recipients, even with none of them', () => {
    const staff = audience([], { kinds: ['staff'] });
    expect(() => planSms(staff, 'Your balance is {balance}', terms())).toThrow(
      expect.objectContaining({ status: 400, errors: { message: expect.stringContaining('{balance}') } }),
    );
    expect(() => planSms(audience([], { kinds: ['number'] }), 'Hi {first_name}', terms())).toThrow(
      expect.objectContaining({ status: 400 }),
    );
  });

  it('an empty message, typed numbers that are not mobiles, nobody to text (when a person chose)', () => {
    const plan = planSms(audience([OTHER]), '', terms());
    expect(() => refuseUnsendable(plan, '  ', 'audience', { nobody: 'refuse' })).toThrow(
      expect.objectContaining({ status: 400, errors: { message: 'Write the message' } }),
    );
    const typed = planSms(audience([OTHER], { invalidNumbers: ['0712 34', 'abc'], kinds: ['number'] }), 'Hi', terms());
    expect(typed.preview.invalid_numbers).toEqual(['0712 34', 'abc']);
    expect(() => refuseUnsendable(typed, 'Hi', 'numbers', { nobody: 'refuse' })).toThrow(
      expect.objectContaining({
        status: 400,
        message: 'Not mobile numbers: "0712 34", "abc". Correct or remove them; nothing was sent',
        errors: { numbers: expect.stringContaining('"0712 34"') },
      }),
    );
    const nobody = planSms(audience([OTHER]), 'Hi', terms({ optOuts: new Set([OTHER.phone]) }));
    expect(() => refuseUnsendable(nobody, 'Hi', 'audience', { nobody: 'refuse' })).toThrow(
      expect.objectContaining({ status: 400, errors: { audience: expect.stringContaining('Nobody to send to') } }),
    );
    expect(() => refuseUnsendable(nobody, 'Hi', 'audience', { nobody: 'answer' })).not.toThrow();
  });
});
