// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { availableActions, getResource, type AnyResource } from '../../schema/registry';
import { HttpError, type HttpResponse, type RequestOptions } from '../../providers/httpClient';
import { TestAdmin } from './testing';
import { WorkflowActions } from './WorkflowActions';

/**
 * The API as a plain function the tests swap, with its calls kept: a vi.fn that returns rejected
 * promises has them reported as the test's failure once the mock is cleared.
 */
const api = vi.hoisted(() => ({
  calls: [] as [string, RequestOptions | undefined][],
  answer: (): Promise<HttpResponse> => Promise.reject(new Error('no answer set')),
}));
const ok = (): Promise<HttpResponse> => Promise.resolve({ status: 200, headers: new Headers(), body: '{}', json: {} });
vi.mock('../../providers/httpClient', async (original) => ({
  ...(await original<typeof import('../../providers/httpClient')>()),
  httpClient: (url: string, options?: RequestOptions) => {
    api.calls.push([url, options]);
    return api.answer();
  },
}));

const students = getResource('students') as AnyResource;
const REGISTRAR = ['ROLE_Admissions_Admin'];
const LEAVEOUT_ONLY = ['ROLE_Issue_Leaveout_or_Suspension'];

const offered = (roles: string[], status: string) =>
  availableActions(roles, students, { id: 7, status }).map(([, action]) => action.label);

describe('availableActions on the students lifecycle', () => {
  it('offers a registrar Transfer out, Mark as left, Suspend and Graduate on an active student, Readmit on a transferred one', () => {
    expect(offered(REGISTRAR, 'active')).toEqual(['Transfer out', 'Mark as left', 'Suspend', 'Graduate']);
    expect(offered(REGISTRAR, 'transferred')).toEqual(['Readmit']);
    expect(offered(REGISTRAR, 'suspended')).toEqual(['Transfer out', 'Mark as left', 'Readmit']);
    expect(offered(REGISTRAR, 'left')).toEqual(['Readmit']);
  });

  it('offers a user with only the leave-out role Suspend and nothing else', () => {
    expect(offered(LEAVEOUT_ONLY, 'active')).toEqual(['Suspend']);
    expect(offered(LEAVEOUT_ONLY, 'suspended')).toEqual([]);
    expect(offered([], 'active')).toEqual([]);
  });
});

function renderActions(roles: string[], status: string) {
  render(
    <TestAdmin roles={roles}>
      <RecordContextProvider value={{ id: 7, first_name: 'Akinyi', status }}>
        <WorkflowActions resource={students} />
      </RecordContextProvider>
    </TestAdmin>,
  );
}

const buttonNames = () => screen.queryAllByRole('button').map((b) => b.textContent);

beforeEach(() => {
  api.calls = [];
  api.answer = ok;
});
afterEach(cleanup);

describe('WorkflowActions', () => {
  it('shows one button per action the roles and the state allow', async () => {
    renderActions(REGISTRAR, 'active');
    await screen.findByRole('button', { name: 'Graduate' });
    expect(buttonNames()).toEqual(['Transfer out', 'Mark as left', 'Suspend', 'Graduate']);
    cleanup();
    renderActions(LEAVEOUT_ONLY, 'active');
    await screen.findByRole('button', { name: 'Suspend' });
    expect(buttonNames()).toEqual(['Suspend']);
    cleanup();
    renderActions(REGISTRAR, 'transferred');
    await screen.findByRole('button', { name: 'Readmit' });
    expect(buttonNames()).toEqual(['Readmit']);
  });

  it("opens a dialog with the action's inputs, checks them as the server does, then posts them", async () => {
    renderActions(REGISTRAR, 'active');
    fireEvent.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(within(dialog).getAllByText('Required')).toHaveLength(4));
    expect(api.calls).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/^From/), { target: { value: '2026-03-02' } });
    fireEvent.blur(within(dialog).getByLabelText(/^From/));
    fireEvent.change(within(dialog).getByLabelText(/^To/), { target: { value: '2026-03-09' } });
    fireEvent.blur(within(dialog).getByLabelText(/^To/));
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Fighting' } });
    fireEvent.change(within(dialog).getByLabelText(/^Approved by/), { target: { value: 'Principal' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    const [url, options] = api.calls[0];
    expect(url).toBe('/api/students/7/suspend');
    expect(options?.method).toBe('POST');
    expect(JSON.parse(String(options?.body))).toEqual({
      from_date: '2026-03-02',
      to_date: '2026-03-09',
      reason: 'Fighting',
      approved_by: 'Principal',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's per-field errors on the dialog's inputs", async () => {
    api.answer = () =>
      Promise.reject(
        new HttpError('Some fields need attention', 400, { errors: { school: 'Not a registered school' } }),
      );
    renderActions(REGISTRAR, 'active');
    fireEvent.click(await screen.findByRole('button', { name: 'Transfer out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer out' });
    fireEvent.change(within(dialog).getByLabelText(/^Destination school/), { target: { value: 'Nowhere' } });
    fireEvent.change(within(dialog).getByLabelText(/^Transfer date/), { target: { value: '2026-03-02' } });
    fireEvent.blur(within(dialog).getByLabelText(/^Transfer date/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer out' }));
    expect(await within(dialog).findByText('Not a registered school')).toBeTruthy();
  });

  it('asks the declared question before an action without inputs', async () => {
    renderActions(REGISTRAR, 'active');
    fireEvent.click(await screen.findByRole('button', { name: 'Graduate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Graduate' });
    expect(within(dialog).getByText(/becomes an alumnus/)).toBeTruthy();
  });
});
