import { describe, expect, it } from 'vitest';
import { classes, students } from './admissions';
import { boolean, choice, date, datetime, email, money, multiChoice, number, phone, references, text } from './fields';
import { defineResource } from './resource';
import { users } from './settings';
import { crossFieldErrors, fieldSchema, validateRecord, type ValidationResult } from './validation';
import { formatValidationMessage } from './validation-messages';

/** What a throw-away declaration borrows from a real one: everything but its fields. */
const declarationBasics = {
  path: classes.path,
  label: classes.label,
  singular: classes.singular,
  icon: classes.icon,
  module: classes.module,
  represent: classes.represent,
  access: classes.access,
  name: classes.name,
} as const;

const valid = {
  admission_no: 'ADM/2024/001',
  first_name: 'Akinyi',
  last_name: 'Otieno',
  gender: 'female',
  class_id: 3,
};

function errorsOf(result: ValidationResult): Record<string, string> {
  expect(result.ok).toBe(false);
  if (result.ok) return {};
  return Object.fromEntries(
    Object.entries(result.errors).map(([k, e]) => [k, e.message.replace('shule.validation.', '')]),
  );
}

function dataOf(result: ValidationResult): Record<string, unknown> {
  if (!result.ok) throw new Error(`expected valid, got ${JSON.stringify(result.errors)}`);
  return result.data;
}

describe('validateRecord on create', () => {
  it('accepts a complete record, fills defaults and nulls the optional fields', () => {
    const data = dataOf(validateRecord(students, valid, 'create'));
    expect(data).toMatchObject({ ...valid, status: 'active', middle_name: null, stream_id: null });
  });

  it('names every missing required field', () => {
    // admission_no is optional: the server generates it from the school's pattern.
    expect(errorsOf(validateRecord(students, {}, 'create'))).toEqual({
      first_name: 'required',
      last_name: 'required',
      gender: 'required',
      class_id: 'required',
    });
  });

  it('blank text counts as missing; surrounding spaces are trimmed', () => {
    expect(errorsOf(validateRecord(students, { ...valid, first_name: '   ' }, 'create'))).toEqual({
      first_name: 'required',
    });
    expect(dataOf(validateRecord(students, { ...valid, first_name: '  Akinyi ' }, 'create')).first_name).toBe('Akinyi');
  });

  it('refuses unknown fields and read-only fields, ignores system columns', () => {
    expect(errorsOf(validateRecord(students, { ...valid, shoe_size: 9, fee_balance: 100 }, 'create'))).toEqual({
      shoe_size: 'unknown_field',
      fee_balance: 'read_only',
    });
    const data = dataOf(
      validateRecord(students, { ...valid, id: 7, branch_id: 2, created_at: 'x', updated_by: 1 }, 'create'),
    );
    expect(data).not.toHaveProperty('id');
    expect(data).not.toHaveProperty('branch_id');
    expect(data).not.toHaveProperty('updated_by');
  });

  it('a read-only field sent empty is not an error, and its default is applied', () => {
    const data = dataOf(
      validateRecord(users, { username: 'abc', name: 'A', password: 'long-enough', theme: null }, 'create'),
    );
    expect(data.theme).toBe(0);
  });

  it('checks text length and pattern with the limits as arguments', () => {
    const result = validateRecord(
      students,
      { ...valid, admission_no: 'has space', first_name: 'x'.repeat(61) },
      'create',
    );
    expect(errorsOf(result)).toEqual({ admission_no: 'pattern', first_name: 'too_long' });
    if (!result.ok) expect(result.errors.first_name.args).toEqual({ max: 60 });
    expect(errorsOf(validateRecord(users, { username: 'a', name: 'A', password: 'long-enough' }, 'create'))).toEqual({
      username: 'too_short',
    });
  });

  it('numbers: numeric strings are coerced, others refused, limits and integers enforced', () => {
    expect(dataOf(validateRecord(classes, { name: 'F', level: '4' }, 'create')).level).toBe(4);
    expect(errorsOf(validateRecord(classes, { name: 'F', level: '4 apples' }, 'create'))).toEqual({
      level: 'not_a_number',
    });
    expect(errorsOf(validateRecord(classes, { name: 'F', level: 2.5 }, 'create'))).toEqual({ level: 'not_integer' });
    expect(errorsOf(validateRecord(classes, { name: 'F', level: 21 }, 'create'))).toEqual({ level: 'too_big' });
    expect(errorsOf(validateRecord(classes, { name: 'F', level: -1 }, 'create'))).toEqual({ level: 'too_small' });
    expect(errorsOf(validateRecord(classes, { name: 'F', level: Number.NaN }, 'create'))).toHaveProperty('level');
  });

  it('a boolean false satisfies a required boolean', () => {
    const flag = defineResource({
      ...declarationBasics,
      fields: { ok: boolean('OK', { required: true }) },
      list: [],
      filters: [],
      search: [],
      sort: { field: 'id', order: 'ASC' },
    });
    expect(dataOf(validateRecord(flag, { ok: false }, 'create')).ok).toBe(false);
    expect(errorsOf(validateRecord(flag, { ok: 'yes' }, 'create'))).toEqual({ ok: 'not_boolean' });
  });

  it('references must be positive whole ids; "12" is accepted as 12', () => {
    expect(dataOf(validateRecord(students, { ...valid, class_id: '12' }, 'create')).class_id).toBe(12);
    for (const bad of [0, -3, 1.5, 'Form 1', true])
      expect(errorsOf(validateRecord(students, { ...valid, class_id: bad }, 'create'))).toEqual({
        class_id: 'invalid_reference',
      });
  });

  it('choices and multi-choices', () => {
    expect(errorsOf(validateRecord(students, { ...valid, gender: 'other' }, 'create'))).toEqual({
      gender: 'invalid_choice',
    });
    const base = { username: 'abc', name: 'A', password: 'long-enough' };
    expect(dataOf(validateRecord(users, { ...base, roles: ['ROLE_All'] }, 'create')).roles).toEqual(['ROLE_All']);
    expect(errorsOf(validateRecord(users, { ...base, roles: ['ROLE_Bogus'] }, 'create'))).toEqual({
      roles: 'invalid_choice',
    });
    expect(errorsOf(validateRecord(users, { ...base, roles: 'ROLE_All' }, 'create'))).toEqual({ roles: 'not_list' });
  });

  it('passwords are 8 to 128 characters', () => {
    const base = { username: 'abc', name: 'A' };
    expect(errorsOf(validateRecord(users, { ...base, password: '1234567' }, 'create'))).toEqual({
      password: 'too_short',
    });
    expect(errorsOf(validateRecord(users, { ...base, password: 'x'.repeat(129) }, 'create'))).toEqual({
      password: 'too_long',
    });
    expect(validateRecord(users, { ...base, password: '12345678' }, 'create').ok).toBe(true);
    expect(validateRecord(users, { ...base, password: 'x'.repeat(128) }, 'create').ok).toBe(true);
    expect(errorsOf(validateRecord(users, { ...base, password: '' }, 'create'))).toEqual({ password: 'required' });
  });

  it('a body that is not an object', () => {
    for (const input of [null, [], 'text', 5])
      expect(errorsOf(validateRecord(students, input, 'create'))).toEqual({ _: 'not_an_object' });
  });
});

describe('validateRecord on update', () => {
  it('checks and returns only the fields sent', () => {
    expect(dataOf(validateRecord(students, { first_name: 'New' }, 'update'))).toEqual({ first_name: 'New' });
  });

  it('clearing a required field is refused; clearing an optional one stores null', () => {
    expect(errorsOf(validateRecord(students, { last_name: '' }, 'update'))).toEqual({ last_name: 'required' });
    expect(dataOf(validateRecord(students, { middle_name: '' }, 'update'))).toEqual({ middle_name: null });
  });

  it('does not apply defaults', () => {
    expect(dataOf(validateRecord(students, {}, 'update'))).toEqual({});
  });

  it('an empty password keeps the current one (absent from the data)', () => {
    expect(dataOf(validateRecord(users, { name: 'B', password: '' }, 'update'))).toEqual({ name: 'B' });
    expect(dataOf(validateRecord(users, { password: 'new-password' }, 'update'))).toEqual({ password: 'new-password' });
  });
});

describe('notBefore: a date that may not precede another', () => {
  const span = defineResource({
    ...declarationBasics,
    name: 'spans',
    fields: { from_date: date('From', { required: true }), to_date: date('To', { notBefore: 'from_date' }) },
    list: ['from_date', 'to_date'],
    filters: [],
    sort: { field: 'from_date', order: 'ASC' },
    search: [],
    represent: '{from_date}',
  });

  it('refuses an end before the start on the end field, naming the other field', () => {
    const result = validateRecord(span, { from_date: '2026-03-10', to_date: '2026-03-09' }, 'create');
    expect(errorsOf(result)).toEqual({ to_date: 'not_before' });
    if (!result.ok) expect(formatValidationMessage(result.errors.to_date)).toBe('Must not be before From');
  });

  it('accepts the same day, a later one, and an empty end', () => {
    for (const to_date of ['2026-03-10', '2026-04-01', '']) {
      expect(validateRecord(span, { from_date: '2026-03-10', to_date }, 'create').ok).toBe(true);
    }
  });

  it('on update, compares what is sent with the stored record', () => {
    const stored = { from_date: '2026-03-10', to_date: '2026-03-12' };
    expect(errorsOf(validateRecord(span, { to_date: '2026-03-01' }, 'update', stored))).toEqual({
      to_date: 'not_before',
    });
    expect(errorsOf(validateRecord(span, { from_date: '2026-03-20' }, 'update', stored))).toEqual({
      to_date: 'not_before',
    });
    expect(validateRecord(span, { to_date: '2026-03-01' }, 'update').ok).toBe(true);
    expect(crossFieldErrors(span, { reason: 'x' }, { from_date: '2026-03-10', to_date: '2026-01-01' })).toEqual({});
  });
});

describe('fieldSchema per kind', () => {
  const ok = (field: Parameters<typeof fieldSchema>[0], value: unknown) => fieldSchema(field).safeParse(value).success;

  it('dates must be real calendar days', () => {
    const f = date('D');
    expect(ok(f, '2024-02-29')).toBe(true);
    expect(ok(f, '2023-02-29')).toBe(false);
    expect(ok(f, '2024-13-01')).toBe(false);
    expect(ok(f, '24-01-01')).toBe(false);
    expect(ok(f, '2024-01-01T00:00:00Z')).toBe(false);
  });

  it('datetimes are normalised to UTC ISO', () => {
    const parsed = fieldSchema(datetime('T')).safeParse('2024-05-01T10:00:00+03:00');
    expect(parsed.success && parsed.data).toBe('2024-05-01T07:00:00.000Z');
    expect(ok(datetime('T'), '2024-05-01')).toBe(false);
    expect(ok(datetime('T'), 'tomorrow')).toBe(false);
  });

  it('emails and phones', () => {
    expect(ok(email('E'), 'a@b.co')).toBe(true);
    expect(ok(email('E'), 'not-an-email')).toBe(false);
    expect(ok(phone('P'), '+254 712 345-678')).toBe(true);
    expect(ok(phone('P'), '0712345678')).toBe(true);
    expect(ok(phone('P'), '12345')).toBe(false);
    expect(ok(phone('P'), 'call me')).toBe(false);
  });

  it('money is integer cents', () => {
    expect(ok(money('M'), 150_000)).toBe(true);
    expect(ok(money('M'), 10.5)).toBe(false);
  });

  it('text has a default cap of 255 characters', () => {
    expect(ok(text('T'), 'x'.repeat(255))).toBe(true);
    expect(ok(text('T'), 'x'.repeat(256))).toBe(false);
  });

  it('choice, multi-choice and references lists', () => {
    expect(ok(choice('C', ['a', 'b']), 'b')).toBe(true);
    expect(ok(choice('C', ['a', 'b']), 'c')).toBe(false);
    expect(ok(multiChoice('M', ['a', 'b']), ['a', 'b'])).toBe(true);
    expect(ok(multiChoice('M', ['a', 'b']), ['a', 'z'])).toBe(false);
    expect(ok(references('R', 'classes'), [1, '2'])).toBe(true);
    expect(ok(references('R', 'classes'), [1, 'x'])).toBe(false);
    expect(ok(number('N'), Infinity)).toBe(false);
  });
});

describe('formatValidationMessage', () => {
  it('fills the limits into the English text', () => {
    expect(formatValidationMessage({ message: 'shule.validation.too_long', args: { max: 60 } })).toBe(
      'Too long (at most 60 characters)',
    );
    expect(
      formatValidationMessage({ message: 'shule.validation.invalid_choice', args: { choices: 'male, female' } }),
    ).toBe('Must be one of: male, female');
    expect(formatValidationMessage({ message: 'shule.validation.required', args: {} })).toBe('Required');
  });

  it('an unknown key is shown as is', () => {
    expect(formatValidationMessage({ message: 'something.else', args: {} })).toBe('something.else');
  });
});
