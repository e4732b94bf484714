import { describe, expect, it } from 'vitest';
import { createDefaults, isShownBy, layoutSections } from '../../../resources/generic/formLayout';
import { employees } from '../../../schema/hr-register';
import { staff, teachers } from '../../../schema/people';

/** The registration group's forms over the one register: a view's form knows whom it holds. */
describe('the teachers and staff forms', () => {
  const shown = (field: 'tsc_number' | 'subjects', values: Record<string, unknown>) =>
    isShownBy(employees.fields[field].showWhen, values[employees.fields[field].showWhen?.field ?? '']);

  it('a new teacher is teaching, so the TSC number and subjects are asked for', () => {
    const values = createDefaults(teachers);
    expect(values.category).toBe('teaching');
    expect(shown('tsc_number', values)).toBe(true);
    expect(shown('subjects', values)).toBe(true);
  });

  it('a new staff member is non-teaching; an employee is whatever HR chooses', () => {
    expect(createDefaults(staff).category).toBe('non_teaching');
    expect(shown('tsc_number', createDefaults(staff))).toBe(false);
    expect(createDefaults(employees).category).toBeUndefined();
  });

  it('leaves HR’s part of the record and the fixed category out of the registration forms', () => {
    const fields = (resource: typeof teachers | typeof staff | typeof employees, use: 'form' | 'show') =>
      layoutSections(resource, use).flatMap((section) => section.fields);
    for (const use of ['form', 'show'] as const) {
      expect(fields(teachers, use)).toEqual(expect.arrayContaining(['tsc_number', 'subjects', 'first_name']));
      expect(fields(teachers, use)).not.toEqual(expect.arrayContaining(['category']));
      for (const hidden of ['category', 'basic_salary', 'account_no', 'kra_pin', 'next_of_kin_name'])
        for (const view of [teachers, staff]) expect(fields(view, use)).not.toContain(hidden);
      expect(fields(staff, use)).not.toContain('tsc_number');
      expect(fields(employees, use)).toEqual(expect.arrayContaining(['category', 'basic_salary', 'kra_pin']));
    }
  });

  it('keeps the dates of employment together: no section of leftovers holding the date left alone', () => {
    for (const view of [teachers, staff])
      for (const use of ['form', 'show'] as const) {
        const sections = layoutSections(view, use);
        const employment = sections.find((section) => section.fields.includes('date_employed'));
        expect(employment?.fields).toEqual(expect.arrayContaining(['date_employed', 'contract_end', 'date_left']));
        expect(sections).toHaveLength(2);
      }
  });
});
