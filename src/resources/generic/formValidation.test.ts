import { describe, expect, it } from 'vitest';
import { choice, defineResource, lines, money, number, password, reference, text } from '../../schema/registry';
import { getResource } from '../../schema/registry';
import { nestErrors, registryErrors, registryValidator, writableValues } from './formValidation';

const fees = defineResource({
  name: 'fees',
  path: '/fees',
  label: 'Fees',
  singular: 'Fee',
  icon: 'money',
  module: 'finance',
  fields: {
    name: text('Name', { required: true, max: 10 }),
    amount: money('Amount', { required: true, min: 100 }),
    secret: password('Password', { required: true }),
    paid: money('Paid', { readOnly: true }),
  },
  list: ['name'],
  filters: [],
  sort: { field: 'name', order: 'ASC' },
  search: [],
  represent: '{name}',
  access: { read: [], write: [] },
});

describe('registryValidator', () => {
  it('reports the registry messages as i18n keys with arguments', () => {
    const errors = registryErrors(fees, { name: 'far too long a name', amount: 50 }, 'create');
    expect(errors.name).toEqual({ message: 'shule.validation.too_long', args: { max: 10 } });
    expect(errors.amount).toEqual({ message: 'shule.validation.too_small', args: { min: '1.00' } });
    expect(errors.secret.message).toBe('shule.validation.required');
  });

  it('reports typed text that is not an amount as a money error', () => {
    expect(registryErrors(fees, { name: 'x', amount: '12.345', secret: 'long enough' }, 'create').amount.message).toBe(
      'shule.field.money_invalid',
    );
  });

  it('accepts a valid record, ignoring system columns and read-only values the API sent', () => {
    const values = {
      id: 4,
      created_at: '2025-01-01',
      name: 'Tuition',
      amount: 123450,
      paid: 500,
      secret: 'long enough',
    };
    expect(registryValidator(fees, 'update')(values)).toEqual({});
    expect(writableValues(fees, values, 'update')).toEqual({ name: 'Tuition', amount: 123450, secret: 'long enough' });
  });

  it('drops an empty password on update so the current one is kept', () => {
    expect(writableValues(fees, { name: 'x', secret: '' }, 'update')).toEqual({ name: 'x' });
    expect(registryValidator(fees, 'update')({ name: 'x', secret: null })).toEqual({});
  });

  it('validates the real declarations the same way the server does', () => {
    const students = getResource('students');
    if (!students) throw new Error('students missing');
    const errors = registryErrors(students, { admission_no: 'A 1', first_name: 'Ann', gender: 'other' }, 'create');
    expect(errors.admission_no.message).toBe('shule.validation.pattern');
    expect(errors.gender.message).toBe('shule.validation.invalid_choice');
    expect(errors.last_name.message).toBe('shule.validation.required');
    expect(errors.class_id.message).toBe('shule.validation.required');
    expect(errors.fee_balance).toBeUndefined();
  });

  it('takes a whole student record as the API sends it back (state, read-only, guardians with ids)', () => {
    const students = getResource('students');
    if (!students) throw new Error('students missing');
    const record = {
      id: 7,
      first_name: 'Akinyi',
      last_name: 'Otieno',
      gender: 'female',
      class_id: 2,
      residence: 'day',
      status: 'suspended',
      fee_balance: 1500,
      guardians: [{ id: 3, name: 'Mary', relationship: 'mother', phone: '0712345678', is_primary: true }],
    };
    expect(registryErrors(students, record, 'update', record)).toEqual({});
    const sent = writableValues(students, record, 'update');
    expect(sent).not.toHaveProperty('status');
    expect(sent).not.toHaveProperty('fee_balance');
    expect(sent.guardians).toEqual([record.guardians[0]]);
  });
});

const boarding = defineResource({
  name: 'admissions_forms',
  path: '/forms',
  label: 'Forms',
  singular: 'Form',
  icon: 'page',
  module: 'admissions',
  fields: {
    residence: choice('Residence', ['boarding', 'day'], { required: true }),
    hostel_id: reference('Hostel', 'hostels', { required: true, showWhen: { field: 'residence', is: ['boarding'] } }),
    items: lines('Items', {
      singular: 'Item',
      min: 1,
      max: 2,
      fields: { name: text('Name', { required: true }), price: money('Price', { min: 0 }), qty: number('Qty') },
    }),
  },
  list: ['residence'],
  filters: [],
  sort: { field: 'id', order: 'ASC' },
  search: [],
  represent: '{residence}',
  access: { read: [], write: [] },
});

describe('showWhen in validation', () => {
  it('does not require a hidden field, and sends it empty', () => {
    expect(registryErrors(boarding, { residence: 'day', items: [{ name: 'Bed' }] }, 'create')).toEqual({});
    expect(writableValues(boarding, { residence: 'day', hostel_id: 4 }, 'create').hostel_id).toBeNull();
  });

  it('requires it while shown', () => {
    const errors = registryErrors(boarding, { residence: 'boarding', items: [{ name: 'Bed' }] }, 'create');
    expect(errors).toEqual({ hostel_id: { message: 'shule.validation.required', args: {} } });
  });
});

describe('child rows in validation', () => {
  it('keys each row error by table, row and field, as the server does', () => {
    const errors = registryErrors(
      boarding,
      {
        residence: 'day',
        items: [
          { name: 'Bed', price: 100 },
          { name: '', price: -5, qty: 'x' },
        ],
      },
      'create',
    );
    expect(Object.keys(errors).sort()).toEqual(['items.1.name', 'items.1.price', 'items.1.qty']);
    expect(errors['items.1.name'].message).toBe('shule.validation.required');
    // Money limits read as amounts on screen.
    expect(errors['items.1.price']).toEqual({ message: 'shule.validation.too_small', args: { min: '0.00' } });
  });

  it('validates the guardians of a student with the guardians declaration less the student', () => {
    const students = getResource('students');
    if (!students) throw new Error('students missing');
    const errors = registryErrors(
      students,
      { first_name: 'A', last_name: 'B', gender: 'male', class_id: 1, guardians: [{ name: 'Jo', phone: 'abc' }] },
      'create',
    );
    expect(errors['guardians.0.phone'].message).toBe('shule.validation.invalid_phone');
    expect(errors['guardians.0.relationship'].message).toBe('shule.validation.required');
    expect(errors['guardians.0.student_id']).toBeUndefined();
  });

  it('counts rows: too few on create, too many beyond what the record had', () => {
    expect(registryErrors(boarding, { residence: 'day', items: [] }, 'create').items.message).toBe(
      'shule.validation.too_few_rows',
    );
    const three = [{ name: 'a' }, { name: 'b' }, { name: 'c' }];
    expect(registryErrors(boarding, { items: three }, 'update', { items: [] }).items.args).toEqual({ max: 2 });
    // A record that already had fewer may be saved as it is, as the server allows.
    expect(registryErrors(boarding, { items: [] }, 'update', { items: [] })).toEqual({});
  });

  it('nests row errors as react-hook-form reads them, rows before the table message', () => {
    const required = { message: 'shule.validation.required', args: {} };
    const few = { message: 'shule.validation.too_few_rows', args: { min: 1 } };
    expect(nestErrors({ name: required, 'items.2.name': required, items: few })).toEqual({
      name: required,
      items: [{}, {}, { name: required }],
    });
    expect(registryValidator(boarding, 'create')({ residence: 'day', items: [{ name: '' }] })).toEqual({
      items: [{ name: required }],
    });
  });
});
