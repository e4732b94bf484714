import type { ReactNode } from 'react';
import { AdminContext, Form, testDataProvider, type AuthProvider, type DataProvider } from 'react-admin';
import { useFormContext, type UseFormReturn } from 'react-hook-form';
import { i18nProvider } from '../../providers/i18nProvider';

/**
 * Helpers of the generic screens' jsdom suites: react-admin's context with the app's messages, a
 * form around the inputs under test, and a handle on that form to change values as a user would.
 */
export const form: { current: UseFormReturn | null } = { current: null };

function FormHandle() {
  form.current = useFormContext();
  return null;
}

export function authWith(roles: readonly string[]): AuthProvider {
  return {
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve([...roles]),
  };
}

export function TestAdmin({
  children,
  dataProvider = testDataProvider(),
  roles = ['ROLE_All'],
}: {
  readonly children: ReactNode;
  readonly dataProvider?: DataProvider;
  readonly roles?: readonly string[];
}) {
  return (
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} authProvider={authWith(roles)}>
      {children}
    </AdminContext>
  );
}

export function TestForm({
  children,
  record,
  validate,
  onSubmit = () => undefined,
}: {
  readonly children: ReactNode;
  readonly record: Record<string, unknown>;
  readonly validate?: (values: Record<string, unknown>) => Record<string, unknown>;
  readonly onSubmit?: (values: Record<string, unknown>) => unknown;
}) {
  return (
    <Form record={{ id: 1, ...record }} validate={validate} onSubmit={onSubmit} noValidate>
      <FormHandle />
      {children}
      <button type="submit">Save</button>
    </Form>
  );
}
