import { useCallback } from 'react';
import { useTranslate } from 'react-admin';

/** The leave desk's and the registers' words, under `shule.hr_leave` (src/i18n/hr-leave.ts), in the user's language. */
export function useLeaveText(): (key: string, args?: Record<string, unknown>) => string {
  const translate = useTranslate();
  return useCallback(
    (key: string, args: Record<string, unknown> = {}) => translate(`shule.hr_leave.${key}`, args),
    [translate],
  );
}

/** Days as people read them: 17.5, 21, never 17.500000001. */
export const daysText = (days: number, locale: string): string =>
  new Intl.NumberFormat(locale === 'sw' ? 'sw-KE' : 'en-KE', { maximumFractionDigits: 2 }).format(days);
