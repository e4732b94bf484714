// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { date, datetime, defineResource, text, type AnyResource } from '../../schema/registry';
import { fieldDisplay } from './fieldDisplays';
import { representIn } from './representation';
import { RecordSections } from './RecordSections';
import { TestAdmin } from './testing';

const visits = defineResource({
  name: 'test_visits',
  path: '/test-visits',
  label: 'Visits',
  singular: 'Visit',
  icon: 'transfer',
  module: 'admissions',
  fields: {
    school: text('School'),
    on: date('On'),
    until: date('Until'),
    logged: datetime('Logged'),
  },
  list: ['school', 'on'],
  filters: [],
  sort: { field: 'on', order: 'DESC' },
  search: [],
  represent: '{school}',
  access: { read: [], write: [] },
}) as unknown as AnyResource;

afterEach(cleanup);

const show = (record: Record<string, unknown>, name: string) =>
  render(
    <TestAdmin>
      <RecordContextProvider value={{ id: 1, ...record }}>
        <div data-testid="value">{fieldDisplay(visits, name, visits.fields[name])}</div>
      </RecordContextProvider>
    </TestAdmin>,
  );

describe('dates on list and show screens', () => {
  // jsdom speaks en-US, as many Kenyan browsers do: react-admin's DateField showed 6/1/2026 there.
  it('shows a date as dd/mm/yyyy whatever the browser language', () => {
    show({ on: '2026-06-01' }, 'on');
    expect(screen.getByTestId('value').textContent).toBe('01/06/2026');
  });

  it('shows a date and time on the Nairobi clock', () => {
    show({ logged: '2026-06-01T21:15:00.000Z' }, 'logged');
    expect(screen.getByTestId('value').textContent).toBe('02/06/2026 00:15');
  });

  it('shows nothing for no date in a list, and a dash on a record page', () => {
    show({ on: null }, 'on');
    expect(screen.getByTestId('value').textContent).toBe('');
    cleanup();
    render(
      <TestAdmin>
        <RecordContextProvider value={{ id: 1, school: 'Alliance High', on: '2026-11-23', until: null }}>
          <RecordSections resource={visits} />
        </RecordContextProvider>
      </TestAdmin>,
    );
    expect(screen.getByText('23/11/2026')).toBeTruthy();
    expect(screen.getAllByText('—')).toHaveLength(2); // until, logged
    expect(document.body.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}|11\/23\/2026/);
  });

  it("names a record by its template with its dates as dd/mm/yyyy, in the user's language too", () => {
    const english = (key: string, options?: Record<string, unknown>) => String(options?._ ?? key);
    const named = { ...visits, represent: '{school} ({on})' } as AnyResource;
    expect(representIn(english, named, { school: 'Alliance High', on: '2026-06-01' })).toBe(
      'Alliance High (01/06/2026)',
    );
  });
});
