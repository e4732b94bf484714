// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { testDataProvider, type DataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestAdmin } from '../../resources/generic/testing';
import { RegistrationPage } from './RegistrationPage';

/**
 * The wizard as a user meets it: Next refuses a step with an empty visible required field, with
 * the browser's validity message on it and 'invalid fields' logged (spec.md sections 4, 5 and 8),
 * and moves the progress bar by 125 % of the completed share once the step is filled.
 */
const dataProvider: DataProvider = testDataProvider({
  getList: () => Promise.resolve({ data: [], total: 0 }) as never,
  getMany: () => Promise.resolve({ data: [] }) as never,
});

const original = Element.prototype.getClientRects;
beforeEach(() => {
  // jsdom lays nothing out: an element counts as visible unless a hidden step holds it.
  Element.prototype.getClientRects = function (this: Element) {
    return (this.closest('[hidden]') ? [] : [new DOMRect(0, 0, 10, 10)]) as unknown as DOMRectList;
  };
});
afterEach(() => {
  Element.prototype.getClientRects = original;
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

function renderWizard() {
  render(
    <TestAdmin dataProvider={dataProvider} roles={['ROLE_Admissions_Admin']}>
      <RegistrationPage />
    </TestAdmin>,
  );
}

async function fillStudent() {
  await waitFor(() => expect(control('first_name')).not.toBeNull());
  fireEvent.change(control('first_name') as HTMLInputElement, { target: { value: 'Wanjiku' } });
  fireEvent.change(control('last_name') as HTMLInputElement, { target: { value: 'Kamau' } });
  fireEvent.change(control('gender') as HTMLInputElement, { target: { value: 'female' } });
}

const step = () => document.querySelector('[aria-current="step"]')?.textContent;
const control = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`);
const bar = () => screen.getByTestId('registration-progress').style.width;

describe('RegistrationPage', () => {
  it('steps through the declared sections, gated on their visible required fields', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const report = vi.spyOn(HTMLInputElement.prototype, 'reportValidity');
    render(
      <TestAdmin dataProvider={dataProvider} roles={['ROLE_Admissions_Admin']}>
        <RegistrationPage />
      </TestAdmin>,
    );
    await waitFor(() => expect(control('first_name')).not.toBeNull());
    expect(step()).toBe('Personal details');
    for (const name of ['first_name', 'last_name', 'gender']) expect(control(name)?.required).toBe(true);
    expect(control('middle_name')?.required).toBe(false);

    fireEvent.change(control('first_name') as HTMLInputElement, { target: { value: 'Wanjiku' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(step()).toBe('Personal details');
    expect(log).toHaveBeenCalledWith('invalid fields');
    expect(report.mock.contexts.at(-1)).toBe(control('last_name'));
    expect(bar()).toBe('0%');

    fireEvent.change(control('last_name') as HTMLInputElement, { target: { value: 'Kamau' } });
    fireEvent.change(control('gender') as HTMLInputElement, { target: { value: 'female' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(step()).toBe('Admission'));
    expect(parseFloat(bar())).toBeCloseTo((1 / 6) * 125, 3);
    expect(log).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(step()).toBe('Personal details'));
    expect(bar()).toBe('0%');
  });
});

describe('RegistrationPage checks, keys and draft', () => {
  it('checks a field by the declaration as it is left, and Next stays while it is wrong', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    renderWizard();
    await fillStudent();
    const upi = control('upi_number') as HTMLInputElement;
    fireEvent.focus(upi);
    fireEvent.change(upi, { target: { value: 'AB-12' } });
    fireEvent.blur(upi);
    expect(await screen.findByText('Wrong format')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('invalid fields'));
    expect(step()).toBe('Personal details');
    fireEvent.change(upi, { target: { value: 'AB12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(step()).toBe('Admission'));
  });

  it('moves on with Enter in a field', async () => {
    renderWizard();
    await fillStudent();
    fireEvent.keyDown(control('last_name') as HTMLInputElement, { key: 'Enter' });
    await waitFor(() => expect(step()).toBe('Admission'));
  });

  it('restores a draft with a notice, and discards it on request', async () => {
    localStorage.setItem('user', JSON.stringify({ id: 2, branchId: 1, roles: [] }));
    localStorage.setItem(
      'shule.registration.draft.2.1',
      JSON.stringify({ version: 1, step: 1, values: { first_name: 'Achieng', guardians: [{}] }, savedAt: '' }),
    );
    renderWizard();
    expect(await screen.findByText(/^Draft restored/)).toBeTruthy();
    await waitFor(() => expect(step()).toBe('Admission'));
    expect(control('first_name')?.value).toBe('Achieng');
    fireEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    await waitFor(() => expect(step()).toBe('Personal details'));
    expect(control('first_name')?.value).toBe('');
    expect(screen.queryByText(/^Draft restored/)).toBeNull();
    expect(localStorage.getItem('shule.registration.draft.2.1')).toBeNull();
  });

  it('keeps what is typed as a draft of this user and school', async () => {
    localStorage.setItem('user', JSON.stringify({ id: 5, branchId: 3, roles: [] }));
    renderWizard();
    await fillStudent();
    await waitFor(() => expect(localStorage.getItem('shule.registration.draft.5.3')).not.toBeNull());
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('shule.registration.draft.5.3') ?? '{}').values).toMatchObject({
        first_name: 'Wanjiku',
        last_name: 'Kamau',
        gender: 'female',
      }),
    );
  });
});
