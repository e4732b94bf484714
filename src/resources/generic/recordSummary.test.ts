import { describe, expect, it } from 'vitest';
import {
  boolean,
  choice,
  date,
  defineResource,
  getResource,
  longText,
  money,
  number,
  phone,
  reference,
  RESOURCES,
  text,
  type AnyResource,
} from '../../schema/registry';
import { readableRepresentation, recordSummary, summaryText } from './recordSummary';

/** A translator without catalogs: every key answers its English default, as a missing key does. */
const english = (key: string, options?: Record<string, unknown>) => (typeof options?._ === 'string' ? options._ : key);

const notes = defineResource({
  name: 'test_notes',
  path: '/test-notes',
  label: 'Notes',
  singular: 'Note',
  icon: 'page',
  module: 'admissions',
  fields: {
    title: text('Title', { required: true }),
    kind: choice('Kind', ['leave_out', 'suspension']),
    body: longText('Body'),
    class_id: reference('Class', 'classes'),
    pages: number('Pages'),
    cost: money('Cost'),
    issued: date('Issued'),
    urgent: boolean('Urgent'),
    contact: phone('Contact'),
  },
  list: ['title', 'body', 'kind', 'class_id', 'pages'],
  filters: [],
  sort: { field: 'title', order: 'ASC' },
  search: [],
  represent: '{kind} {issued}',
  access: { read: [], write: [], open: true },
}) as unknown as AnyResource;

describe('recordSummary: what a phone shows of a record', () => {
  it('shows a student as class · stream with the status beside the name, as the search does', () => {
    const students = getResource('students');
    expect(students && recordSummary(students)).toEqual({ detail: ['class_id', 'stream_id'], badge: 'status' });
  });

  it('derives two short columns not already in the representation when nothing is declared', () => {
    // The title is the representation and the body long text: the next two columns make the line.
    const titled = { ...notes, represent: '{title}' } as AnyResource;
    expect(recordSummary(titled)).toEqual({ detail: ['kind', 'class_id'] });
    // The kind is in this template, so the title comes back into the line.
    expect(recordSummary(notes)).toEqual({ detail: ['title', 'class_id'] });
  });

  it('puts a workflow state listed among the columns beside the representation', () => {
    const pupils = {
      ...notes,
      represent: '{title}',
      workflow: { field: 'kind', actions: {} },
    } as AnyResource;
    expect(recordSummary(pupils)).toEqual({ detail: ['class_id', 'pages'], badge: 'kind' });
  });

  it('names only declared fields of every resource, none of them in the representation', () => {
    for (const resource of RESOURCES) {
      const { detail, badge } = recordSummary(resource);
      for (const name of [...detail, ...(badge ? [badge] : [])]) expect(resource.fields).toHaveProperty(name);
      expect(detail.length).toBeLessThanOrEqual(3);
    }
  });
});

describe('summaryText: a value as a person reads it in a line', () => {
  it('shows choices by their label, dates the Kenyan way and phones as dialled', () => {
    expect(summaryText(notes, 'kind', 'leave_out', english)).toBe('Leave out');
    expect(summaryText(notes, 'kind', 'leave_out', (key) => (key.endsWith('.leave_out') ? 'Ruhusa' : key))).toBe(
      'Ruhusa',
    );
    expect(summaryText(notes, 'issued', '2026-03-01', english)).toBe('01/03/2026');
    expect(summaryText(notes, 'contact', '+254712345678', english)).toBe('0712 345 678');
  });

  it('labels numbers, money and flags, which say nothing alone', () => {
    expect(summaryText(notes, 'pages', 2026, english)).toBe('Pages 2026');
    expect(summaryText(notes, 'cost', 123450, english)).toBe('Cost KES 1,234.50');
    expect(summaryText(notes, 'urgent', true, english)).toBe('Urgent');
    expect(summaryText(notes, 'urgent', false, english)).toBeNull();
  });

  it('has nothing to say of an empty value, a reference or an unknown field', () => {
    expect(summaryText(notes, 'title', '', english)).toBeNull();
    expect(summaryText(notes, 'pages', null, english)).toBeNull();
    expect(summaryText(notes, 'class_id', 3, english)).toBeNull();
    expect(summaryText(notes, 'nothing', 'x', english)).toBeNull();
  });
});

describe('readableRepresentation', () => {
  it('reads the template with choice labels and Kenyan dates', () => {
    expect(readableRepresentation(notes, { kind: 'leave_out', issued: '2026-03-01' }, english)).toBe(
      'Leave out 01/03/2026',
    );
  });

  it('leaves no empty brackets or doubled spaces for missing values', () => {
    const students = getResource('students');
    if (!students) throw new Error('students are declared');
    expect(readableRepresentation(students, { first_name: 'Zawadi', last_name: 'Achieng' }, english)).toBe(
      'Zawadi Achieng',
    );
    expect(
      readableRepresentation(
        students,
        { first_name: 'Zawadi', last_name: 'Achieng', admission_no: 'ADM/2026/00157' },
        english,
      ),
    ).toBe('Zawadi Achieng (ADM/2026/00157)');
  });
});
