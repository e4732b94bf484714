import { describe, expect, it } from 'vitest';
import { defineResource, money, password, text } from '../../schema/registry';
import { getResource } from '../../schema/registry';
import { registryValidator, writableValues } from './formValidation';

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
    const errors = registryValidator(fees, 'create')({ name: 'far too long a name', amount: 50 });
    expect(errors.name).toEqual({ message: 'shule.validation.too_long', args: { max: 10 } });
    expect(errors.amount).toEqual({ message: 'shule.validation.too_small', args: { min: '1.00' } });
    expect(errors.secret.message).toBe('shule.validation.required');
  });

  it('reports typed text that is not an amount as a money error', () => {
    expect(
      registryValidator(fees, 'create')({ name: 'x', amount: '12.345', secret: 'long enough' }).amount.message,
    ).toBe('shule.field.money_invalid');
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
    const errors = registryValidator(students, 'create')({ admission_no: 'A 1', first_name: 'Ann', gender: 'other' });
    expect(errors.admission_no.message).toBe('shule.validation.pattern');
    expect(errors.gender.message).toBe('shule.validation.invalid_choice');
    expect(errors.last_name.message).toBe('shule.validation.required');
    expect(errors.class_id.message).toBe('shule.validation.required');
    expect(errors.fee_balance).toBeUndefined();
  });
});
