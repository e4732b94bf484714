import { describe, expect, it } from 'vitest';
import { students } from '../../schema/admissions';
import { users } from '../../schema/settings';
import { offersUndo } from './editUndo';

const before = {
  id: 4,
  first_name: 'Wanjiru',
  last_name: 'Otieno',
  status: 'active',
  fee_balance: 0,
  guardians: [{ id: 9, name: 'Mama Otieno', relationship: 'mother', phone: '+254712345678' }],
  updated_at: '2026-01-01T00:00:00.000Z',
};
const after = { ...before, updated_at: '2026-01-02T00:00:00.000Z' };

describe('offersUndo', () => {
  it('offers it when an own field changed, lines read back in another key order included', () => {
    const guardians = [{ phone: '+254712345678', relationship: 'mother', name: 'Mama Otieno', id: 9 }];
    expect(offersUndo(students, before, { ...after, first_name: 'Wanjira', guardians }, {})).toBe(true);
  });

  it('does not when nothing the user may write changed (only a read-only balance)', () => {
    expect(offersUndo(students, before, after, {})).toBe(false);
    expect(offersUndo(students, before, { ...after, fee_balance: 500 }, {})).toBe(false);
  });

  it('does not when the lines changed, nor without the version or the record before', () => {
    const guardians = [{ ...before.guardians[0], phone: '+254722345678' }];
    expect(offersUndo(students, before, { ...after, first_name: 'X', guardians }, {})).toBe(false);
    expect(offersUndo(students, before, { ...after, first_name: 'X', updated_at: undefined }, {})).toBe(false);
    expect(offersUndo(students, undefined, { ...after, first_name: 'X' }, {})).toBe(false);
  });

  it('does not when a password was set', () => {
    const user = { id: 1, name: 'Amina', updated_at: 'v1' };
    expect(offersUndo(users, user, { ...user, name: 'Amina K', updated_at: 'v2' }, {})).toBe(true);
    expect(offersUndo(users, user, { ...user, name: 'Amina K', updated_at: 'v2' }, { password: 'n3w-Secret!' })).toBe(
      false,
    );
  });
});
