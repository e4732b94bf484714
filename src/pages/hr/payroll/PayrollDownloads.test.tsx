// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, RecordContextProvider, type DataProvider } from 'react-admin';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18nProvider, loadAppMessages } from '../../../providers/i18nProvider';
import { PayrollDownloads } from './PayrollDownloads';

/** The school's KRA PIN as /api/payroll/employer answers it. */
let schoolPin = '';
vi.mock('../../../providers/httpClient', () => ({
  API_URL: '/api',
  httpClient: (url: string) =>
    Promise.resolve({ json: url.endsWith('/payroll/employer') ? { kra_pin: schoolPin } : {} }),
  authorisedFetch: () => Promise.reject(new Error('not in this test')),
  setErrorTranslator: () => undefined,
}));

const run = (pin: string) => {
  schoolPin = pin;
  return render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={{} as DataProvider} store={memoryStore()}>
      <RecordContextProvider value={{ id: 7, period: '2026-10', status: 'paid' }}>
        <PayrollDownloads />
      </RecordContextProvider>
    </AdminContext>,
  );
};

beforeAll(async () => {
  await loadAppMessages();
});
afterEach(() => cleanup());

describe('the payroll’s files', () => {
  it('warn while the school has no KRA PIN, which the P9A and the P10 print', async () => {
    run('');
    expect(await screen.findByText(/school’s KRA PIN is not in the School settings/)).toBeTruthy();
  });

  it('say nothing of it once the school has one', async () => {
    run('P051234567X');
    await screen.findByRole('button', { name: 'CSV: KRA P10 (iTax)' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('no-employer-pin')).toBeNull();
  });
});
