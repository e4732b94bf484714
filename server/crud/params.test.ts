import { describe, expect, it } from 'vitest';
import { classes, students } from '../../src/schema/admissions';
import { users } from '../../src/schema/settings';
import { HttpError } from '../errors';
import { MAX_PAGE, parseFilter, parseListParams, parseRange, parseSort } from './params';

function refused(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    return error as HttpError;
  }
  throw new Error('expected a 400');
}

describe('parseSort', () => {
  it('defaults to the declaration', () => {
    expect(parseSort(students, undefined)).toEqual(['admission_no', 'DESC']);
    expect(parseSort(classes, '')).toEqual(['level', 'ASC']);
  });

  it('accepts declared fields and id/created_at/updated_at, order in any case', () => {
    expect(parseSort(students, '["last_name","desc"]')).toEqual(['last_name', 'DESC']);
    for (const field of ['id', 'created_at', 'updated_at'])
      expect(parseSort(students, JSON.stringify([field, 'ASC']))).toEqual([field, 'ASC']);
  });

  it.each([
    ['an unknown field', '["nope","ASC"]', /"nope"/],
    ['a password field', '["password","ASC"]', /"password"/],
    ['a list field', '["roles","ASC"]', /"roles"/],
    ['branch_id', '["branch_id","ASC"]', /"branch_id"/],
    ['a bad order', '["username","UP"]', /ASC or DESC/],
    ['not a pair', '["username"]', /sort parameter/],
    ['not JSON', 'username', /not valid JSON/],
    ['a number as field', '[1,"ASC"]', /sort parameter/],
  ])('refuses %s', (_name, raw, message) => {
    expect(refused(() => parseSort(users, raw)).message).toMatch(message);
  });
});

describe('parseRange', () => {
  it('defaults to the first 25', () => {
    expect(parseRange(undefined)).toEqual([0, 24]);
  });

  it('accepts a page up to MAX_PAGE records', () => {
    expect(parseRange('[10,19]')).toEqual([10, 19]);
    expect(parseRange(`[0,${MAX_PAGE - 1}]`)).toEqual([0, MAX_PAGE - 1]);
    expect(parseRange('[7,7]')).toEqual([7, 7]);
  });

  it.each(['[-1,5]', '[5,4]', `[0,${MAX_PAGE}]`, '[0.5,2]', '[0]', '{"start":0}', '["0","5"]', '[0,1e400]', '[0,'])(
    'refuses %s',
    (raw) => {
      expect(refused(() => parseRange(raw)).message).toMatch(/range|page/i);
    },
  );
});

describe('parseFilter', () => {
  it('no filter, an empty object or empty values mean no condition', () => {
    expect(parseFilter(students, undefined)).toEqual({ conditions: [], q: undefined });
    expect(parseFilter(students, '{"gender":"","q":""}')).toEqual({ conditions: [], q: undefined });
  });

  it('equality, coerced by the field schema', () => {
    expect(parseFilter(students, '{"gender":"male","class_id":"4"}').conditions).toEqual([
      { field: 'gender', op: 'eq', value: 'male' },
      { field: 'class_id', op: 'eq', value: 4 },
    ]);
    expect(parseFilter(classes, '{"active":false}').conditions).toEqual([{ field: 'active', op: 'eq', value: false }]);
  });

  it('a list is "in"; id lists are getMany', () => {
    expect(parseFilter(students, '{"id":[3,"5"]}').conditions).toEqual([{ field: 'id', op: 'in', value: [3, 5] }]);
  });

  it('null is "is null"', () => {
    expect(parseFilter(students, '{"stream_id":null}').conditions).toEqual([
      { field: 'stream_id', op: 'null', value: null },
    ]);
  });

  it('_gte and _lte on range kinds and id', () => {
    expect(parseFilter(students, '{"date_of_birth_gte":"2010-01-01","id_lte":9}').conditions).toEqual([
      { field: 'date_of_birth', op: 'gte', value: '2010-01-01' },
      { field: 'id', op: 'lte', value: 9 },
    ]);
    expect(parseFilter(classes, '{"level_lte":"3"}').conditions).toEqual([{ field: 'level', op: 'lte', value: 3 }]);
  });

  it('a single value on a list field is "contains"', () => {
    expect(parseFilter(users, '{"roles":"ROLE_All"}').conditions).toEqual([
      { field: 'roles', op: 'contains', value: 'ROLE_All' },
    ]);
  });

  it('q is kept as text, capped at 200 characters', () => {
    expect(parseFilter(students, '{"q":"brian kam"}').q).toBe('brian kam');
    expect(parseFilter(students, JSON.stringify({ q: 'x'.repeat(500) })).q).toHaveLength(200);
  });

  it('limits of a field do not apply to a filter (searching for a short prefix is fine)', () => {
    expect(parseFilter(users, '{"username":"a"}').conditions).toEqual([{ field: 'username', op: 'eq', value: 'a' }]);
  });

  it.each([
    ['malformed JSON', '{oops', /filter parameter is not valid JSON/],
    ['an array', '[1]', /JSON object/],
    ['an unknown field', '{"shoe":1}', /"shoe"/],
    ['a password field', '{"password":"x"}', /"password"/],
    ['a range on text', '{"last_name_gte":"A"}', /last_name/],
    ['a wrong type', '{"class_id":"abc"}', /"class_id"/],
    ['a wrong choice in a list', '{"gender":["male","x"]}', /"gender"/],
    ['an object value', '{"gender":{"$ne":"x"}}', /"gender"/],
    ['a non-text q', '{"q":["a"]}', /q filter/],
    ['too many values', JSON.stringify({ id: Array.from({ length: MAX_PAGE + 1 }, (_, i) => i + 1) }), /more than/],
  ])('refuses %s', (_name, raw, message) => {
    expect(refused(() => parseFilter(students, raw)).message).toMatch(message);
  });

  it.each(['constructor', 'toString', 'hasOwnProperty'])('%s is not a field (no Object.prototype look-up)', (name) => {
    expect(refused(() => parseFilter(students, `{"${name}":1}`)).message).toContain(name);
    expect(refused(() => parseFilter(students, `{"${name}_gte":1}`)).message).toContain(name);
    expect(refused(() => parseSort(students, `["${name}","ASC"]`)).message).toContain(name);
  });

  it('a bad value names the filter in errors', () => {
    expect(refused(() => parseFilter(students, '{"class_id":"abc"}')).errors).toEqual({
      class_id: 'Invalid filter value',
    });
  });
});

describe('parseListParams', () => {
  it('puts the three parameters together', () => {
    expect(
      parseListParams(students, {
        sort: '["first_name","DESC"]',
        range: '[25,49]',
        filter: '{"gender":"female","q":"ak"}',
      }),
    ).toEqual({
      sort: ['first_name', 'DESC'],
      range: [25, 49],
      conditions: [{ field: 'gender', op: 'eq', value: 'female' }],
      q: 'ak',
    });
  });
});
