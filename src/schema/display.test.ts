import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatStoredDate } from './display';
import { defineResource, represent } from './resource';
import { date, datetime, text } from './fields';

describe('the one date format a person reads (dd/mm/yyyy)', () => {
  it('reads a calendar date from its text, so no time zone moves the day', () => {
    expect(formatDate('2026-11-23')).toBe('23/11/2026');
    expect(formatDate('2026-01-05')).toBe('05/01/2026');
    expect(formatDate('next term')).toBe('next term');
  });

  it("reads an instant as the day it was in Nairobi (UTC+3), whatever the browser's or server's zone", () => {
    expect(formatDate('2026-11-23T20:59:00.000Z')).toBe('23/11/2026');
    expect(formatDate('2026-11-23T21:00:00.000Z')).toBe('24/11/2026');
    expect(formatDate('2026-11-24T01:00:00+03:00')).toBe('24/11/2026');
    expect(formatDate(new Date('2026-12-31T22:30:00Z'))).toBe('01/01/2027');
  });

  it('reads a date and time on the school clock', () => {
    expect(formatDateTime('2026-11-23T06:05:00.000Z')).toBe('23/11/2026 09:05');
    expect(formatDateTime(new Date('2026-11-23T21:30:00Z'))).toBe('24/11/2026 00:30');
    expect(formatDateTime('not a time')).toBe('not a time');
  });

  it('reads a stored value of either kind, and nothing for none', () => {
    expect(formatStoredDate('2026-06-01')).toBe('01/06/2026');
    expect(formatStoredDate('2026-06-01T07:30:00Z', true)).toBe('01/06/2026 10:30');
    expect(formatStoredDate(null)).toBe('');
    expect(formatStoredDate(undefined)).toBe('');
    expect(formatStoredDate('')).toBe('');
  });
});

describe("a record's name (titles, breadcrumbs, search, references)", () => {
  const visits = defineResource({
    name: 'visits',
    path: '/visits',
    label: 'Visits',
    singular: 'Visit',
    icon: 'transfer',
    module: 'admissions',
    fields: {
      school: text('School'),
      on: date('On'),
      at: datetime('At'),
    },
    list: ['school'],
    filters: [],
    sort: { field: 'on', order: 'DESC' },
    search: [],
    represent: '{school} ({on}) {at}',
    access: { read: [], write: [] },
  });

  it('shows its dates as every screen does, never the ISO text of the wire', () => {
    const name = represent(visits, { school: 'Alliance High', on: '2026-06-01', at: '2026-06-01T07:30:00.000Z' });
    expect(name).toBe('Alliance High (01/06/2026) 01/06/2026 10:30');
    expect(name).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});
