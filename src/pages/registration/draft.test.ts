// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, draftKey, keptValues, readDraft, writeDraft } from './draft';

afterEach(() => localStorage.clear());

describe('the wizard draft', () => {
  it('is kept per user and school', () => {
    expect(draftKey({ id: 2, branchId: 1 })).toBe('shule.registration.draft.2.1');
    expect(draftKey({ id: 2, branchId: 7 })).not.toBe(draftKey({ id: 2, branchId: 1 }));
    expect(draftKey(null)).toBeNull();
  });

  it('keeps what JSON keeps, never a file, a blob or the omitted photo', () => {
    const photo = new File(['x'], 'me.png', { type: 'image/png' });
    const values = {
      first_name: 'Akinyi',
      photo: '12',
      scan: new Blob(['y']),
      guardians: [{ name: 'Grace', id_copy: photo, phone: '0712345678' }],
      kcpe_marks: 389,
      stream_id: null,
    };
    expect(keptValues(values, ['photo'])).toEqual({
      first_name: 'Akinyi',
      guardians: [{ name: 'Grace', phone: '0712345678' }],
      kcpe_marks: 389,
      stream_id: null,
    });
  });

  it('is written, read back and cleared; a damaged or older one is no draft', () => {
    const key = draftKey({ id: 2, branchId: 1 });
    writeDraft(key, { step: 2, values: { first_name: 'Akinyi' }, savedAt: '2026-02-03T08:00:00.000Z' });
    expect(readDraft(key)).toEqual({ step: 2, values: { first_name: 'Akinyi' }, savedAt: '2026-02-03T08:00:00.000Z' });
    clearDraft(key);
    expect(readDraft(key)).toBeNull();
    localStorage.setItem(String(key), '{not json');
    expect(readDraft(key)).toBeNull();
    localStorage.setItem(String(key), JSON.stringify({ version: 0, step: 1, values: {} }));
    expect(readDraft(key)).toBeNull();
    expect(readDraft(null)).toBeNull();
  });
});
