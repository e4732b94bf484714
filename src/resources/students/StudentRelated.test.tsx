// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import {
  AdminContext,
  RecordContextProvider,
  ResourceContextProvider,
  memoryStore,
  type DataProvider,
} from 'react-admin';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18nProvider, loadAppMessages } from '../../providers/i18nProvider';
import { StudentRelated } from './StudentRelated';

const nothing = {
  getManyReference: () => Promise.resolve({ data: [], total: 0 }),
} as unknown as DataProvider;

function related(resource: string) {
  render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={nothing} store={memoryStore()}>
      <ResourceContextProvider value="students">
        <RecordContextProvider value={{ id: 5, first_name: 'Imani' }}>
          <StudentRelated resource={resource} label={`shule.students.${resource}`} canWrite={false} />
        </RecordContextProvider>
      </ResourceContextProvider>
    </AdminContext>,
  );
}

beforeAll(() => loadAppMessages());
afterEach(async () => {
  cleanup();
  await i18nProvider.changeLocale('en');
});

describe("a student's related records", () => {
  it('say what there is none of under their heading, in either language', async () => {
    related('transfers');
    expect(await screen.findByText('No transfers')).toBeTruthy();
    cleanup();
    related('leaveouts');
    expect(await screen.findByText('No leave-outs and suspensions')).toBeTruthy();
    cleanup();
    await i18nProvider.changeLocale('sw');
    related('transfers');
    expect((await screen.findByText(/^Hakuna /)).textContent).not.toBe('Hakuna ');
  });
});
