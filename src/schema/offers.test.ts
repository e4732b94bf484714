import { describe, expect, it } from 'vitest';
import { students } from './admissions';
import { SUBCOUNTIES_BY_COUNTY, SUBCOUNTY_NAMES } from './kenya';
import { fitsGroup, groupChoices, suitingValues, suitsRecord } from './offers';
import { validateRecord } from './validation';

const hostel = students.fields.hostel_id.offerBy;
const subcounty = students.fields.subcounty.choicesBy;

describe("offerBy: the hostels that suit a student, as the students' declaration says", () => {
  it('offers a girl girls’ and mixed hostels, a boy boys’ and mixed ones, and nothing before the gender', () => {
    if (!hostel) throw new Error('students.hostel_id must declare offerBy');
    expect(suitingValues(hostel, { gender: 'female' })).toEqual(['girls', 'mixed']);
    expect(suitingValues(hostel, { gender: 'male' })).toEqual(['boys', 'mixed']);
    expect(suitingValues(hostel, { gender: '' })).toBeNull();
    expect(suitingValues(hostel, { gender: 'other' })).toEqual([]);
  });

  it('says whether one hostel suits one student', () => {
    if (!hostel) throw new Error('students.hostel_id must declare offerBy');
    expect(suitsRecord(hostel, { gender: 'female' }, { gender: 'boys' })).toBe(false);
    expect(suitsRecord(hostel, { gender: 'female' }, { gender: 'mixed' })).toBe(true);
    expect(suitsRecord(hostel, {}, { gender: 'mixed' })).toBe(false);
  });
});

describe("choicesBy: a county's subcounties", () => {
  it('groups every subcounty under exactly one county', () => {
    const grouped = Object.values(SUBCOUNTIES_BY_COUNTY).flat();
    expect([...grouped].sort()).toEqual([...SUBCOUNTY_NAMES].sort());
    expect(new Set(SUBCOUNTY_NAMES).size).toBe(SUBCOUNTY_NAMES.length);
  });

  it("offers the county's subcounties only, and none before the county", () => {
    if (!subcounty) throw new Error('students.subcounty must declare choicesBy');
    expect(groupChoices(subcounty, { county: 'Nakuru' })).toContain('Njoro');
    expect(groupChoices(subcounty, { county: 'Nakuru' })).not.toContain('Westlands');
    expect(groupChoices(subcounty, { county: null })).toBeNull();
    expect(fitsGroup(subcounty, { county: 'Nairobi' }, 'Westlands')).toBe(true);
    expect(fitsGroup(subcounty, { county: 'Nairobi' }, 'Njoro')).toBe(false);
    expect(fitsGroup(subcounty, {}, null)).toBe(true);
  });

  it('is refused by validateRecord on the subcounty, naming the county, beside the other fields in error', () => {
    const record = { first_name: 'Akinyi', last_name: 'Otieno', gender: 'female', class_id: 3 };
    const wrong = validateRecord(students, { ...record, county: 'Nakuru', subcounty: 'Westlands' }, 'create');
    expect(wrong.ok ? {} : wrong.errors).toEqual({
      subcounty: {
        message: 'shule.validation.not_within',
        args: { other: 'County' },
        keys: { other: { key: 'resources.students.fields.county' } },
      },
    });
    const alone = validateRecord(students, { ...record, subcounty: 'Njoro' }, 'create');
    expect(alone.ok ? [] : Object.keys(alone.errors)).toEqual(['subcounty']);
    // Checked as soon as a form asks, even while another field still needs attention.
    const both = validateRecord(
      students,
      { ...record, kcpe_marks: 600, county: 'Nakuru', subcounty: 'Kibra' },
      'create',
    );
    expect(both.ok ? [] : Object.keys(both.errors).sort()).toEqual(['kcpe_marks', 'subcounty']);
    expect(validateRecord(students, { ...record, county: 'Nakuru', subcounty: 'Njoro' }, 'create').ok).toBe(true);
  });

  it('on update, checks a new county against the stored subcounty', () => {
    const stored = { county: 'Nakuru', subcounty: 'Njoro' };
    const moved = validateRecord(students, { county: 'Nairobi' }, 'update', stored);
    expect(moved.ok ? [] : Object.keys(moved.errors)).toEqual(['subcounty']);
    expect(validateRecord(students, { county: 'Nairobi', subcounty: 'Kibra' }, 'update', stored).ok).toBe(true);
  });
});
