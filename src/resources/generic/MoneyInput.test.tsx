// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Form, minValue, required, SaveButton } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../providers/i18nProvider';
import { MoneyInput } from './MoneyInput';

afterEach(cleanup);

function renderAmount(validate?: Parameters<typeof MoneyInput>[0]['validate']) {
  const submitted = vi.fn();
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Form onSubmit={submitted} mode="onSubmit">
        <MoneyInput source="amount" label="Amount" validate={validate} />
        <SaveButton alwaysEnable />
      </Form>
    </AdminContext>,
  );
  return submitted;
}

const save = () => fireEvent.click(screen.getByRole('button', { name: /save/i }));

describe('MoneyInput', () => {
  it('keeps the caller’s validators: an empty required amount is not submitted', async () => {
    const submitted = renderAmount(required());
    save();
    await waitFor(() => expect(screen.getByLabelText(/Amount/).getAttribute('aria-invalid')).toBe('true'));
    expect(submitted).not.toHaveBeenCalled();
  });

  it('runs the caller’s validators on the cents: 0.50 is below a minimum of 1.00', async () => {
    const submitted = renderAmount([required(), minValue(100)]);
    fireEvent.change(screen.getByLabelText(/Amount/), { target: { value: '0.50' } });
    save();
    await waitFor(() => expect(screen.getByLabelText(/Amount/).getAttribute('aria-invalid')).toBe('true'));
    expect(submitted).not.toHaveBeenCalled();
  });

  it('refuses text that is not an amount, and submits exact cents', async () => {
    const submitted = renderAmount(required());
    const input = screen.getByLabelText(/Amount/);
    fireEvent.change(input, { target: { value: '12,5x' } });
    save();
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    fireEvent.change(input, { target: { value: '1234.56' } });
    save();
    await waitFor(() => expect(submitted).toHaveBeenCalled());
    expect(submitted.mock.calls[0][0]).toEqual({ amount: 123456 });
  });
});
