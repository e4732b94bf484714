import { describe, expect, it } from 'vitest';
import { filterEntries } from './ListActionsMenu';

describe("filterEntries: the phone's Actions menu offers one entry per filter", () => {
  it('makes one entry of a range\'s "from" and "to" inputs, named after their field', () => {
    expect(filterEntries(['class_id', 'admission_date_gte', 'admission_date_lte', 'status'])).toEqual([
      { key: 'class_id', sources: ['class_id'] },
      { key: 'admission_date', sources: ['admission_date_gte', 'admission_date_lte'] },
      { key: 'status', sources: ['status'] },
    ]);
  });

  it('never merges a filter whose own name looks like a range end with another', () => {
    // A field called "admission_date" next to a lone "admission_date_gte" stays two entries.
    expect(filterEntries(['admission_date', 'admission_date_gte'])).toEqual([
      { key: 'admission_date', sources: ['admission_date'] },
      { key: 'admission_date', sources: ['admission_date_gte'] },
    ]);
  });
});
