import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { STUDENT_BILLING_EN } from '../../../i18n/studentBilling';

type Tree = { readonly [key: string]: string | Tree };

function englishOf(path: string): string {
  let node: string | Tree | undefined = STUDENT_BILLING_EN.shule as Tree;
  for (const part of `student_billing.${path}`.split('.'))
    node = typeof node === 'object' && node !== null ? node[part] : undefined;
  return typeof node === 'string' ? node : path;
}

/**
 * The screen's words by key under `shule.student_billing`, in the user's language; the English of
 * src/i18n/studentBilling.ts stands in until the catalog has the key.
 */
export function useBillingText(): (key: string, args?: Record<string, unknown>) => string {
  const translate = useTranslate();
  return useCallback(
    (key: string, args: Record<string, unknown> = {}) =>
      translate(`shule.student_billing.${key}`, { _: englishOf(key), ...args }),
    [translate],
  );
}
