// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore, Notification, testDataProvider, type AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../providers/i18nProvider';
import { smsSettings } from '../../schema/messaging';
import type { AnyResource } from '../../schema/registry';
import { ResourceScreens } from '../moduleScreens';

const SECRET = 'yjgW-vxYsozgurxN8idl9w2jUkwPG6Zo9vVGDbFGn_Q';

const auth: AuthProvider = {
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve(['ROLE_All']),
};

afterEach(cleanup);

/** The screen's chunks (the singleton screen, the panel) load on first use: slow on a loaded machine. */
const LOADED = { timeout: 15_000 };

function renderSettings(record: Record<string, unknown>) {
  const getOne = vi.fn(() =>
    Promise.resolve({ data: { id: 3, cost_per_part: 80, delivery_secret: SECRET, ...record } }),
  );
  const dataProvider = testDataProvider({ getOne, getList: () => Promise.resolve({ data: [], total: 0 }) } as never);
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} authProvider={auth} store={memoryStore()}>
      <ResourceScreens resource={smsSettings as unknown as AnyResource} />
      <Notification />
    </AdminContext>,
  );
}

describe('the SMS gateway screen', () => {
  it('says plainly that nothing is sent without a gateway, and gives the whole callback URL to copy', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderSettings({ gateway: 'log', environment: 'sandbox' });
    expect(
      await screen.findByText('Messages are kept in the outbox and not sent: no gateway is configured', {}, LOADED),
    ).toBeTruthy();
    const url = `${window.location.origin}/api/sms/delivery/${SECRET}`;
    const field = screen.getByRole('textbox', { name: 'Delivery report callback URL' });
    expect((field as HTMLTextAreaElement).value).toBe(url);
    expect(field.getAttribute('readonly')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Copy URL' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(url));
    expect(await screen.findByText('Callback URL copied')).toBeTruthy();
  });

  it('says where messages go once Africa’s Talking is set, and which key is in use', async () => {
    renderSettings({
      gateway: 'africastalking',
      environment: 'production',
      username: 'demohigh',
      api_key_hint: '••••7f3e',
    });
    expect(
      await screen.findByText('Messages are sent to parents’ phones through Africa’s Talking', {}, LOADED),
    ).toBeTruthy();
    expect(screen.getByText('API key in use: ••••7f3e')).toBeTruthy();
    expect(screen.queryByText(/not sent/)).toBeNull();
  });

  it('warns when Africa’s Talking is chosen without its key', async () => {
    renderSettings({ gateway: 'africastalking', environment: 'sandbox', username: 'sandbox', api_key_hint: null });
    expect(
      await screen.findByText(
        'Messages are kept in the outbox and not sent: the Africa’s Talking username or API key is not set',
        {},
        LOADED,
      ),
    ).toBeTruthy();
  });
});
