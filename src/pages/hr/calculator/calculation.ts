import type { Payslip } from '../../../schema/hr-rates';
import { codedText, type ErrorBody, type Translate } from '../../../providers/apiErrors';
import { API_URL, HttpError, httpClient } from '../../../providers/httpClient';

/** GET /api/payroll/calculate's answer: the engine's figures, the month and each table's date in force. */
export type Calculation = Payslip & {
  readonly period: string;
  readonly in_force: Readonly<Record<string, string>>;
};

/** The calculator's fields a refusal can name. */
export type CalculatorField = 'gross' | 'period';

export type Outcome =
  | { readonly ok: true; readonly calculation: Calculation }
  | { readonly ok: false; readonly fields: Partial<Record<CalculatorField, string>>; readonly message?: string };

/**
 * Asks the server (the one engine the payroll run uses too): never reckoned in the browser. A
 * refusal comes back as messages per field in the user's language, or as one message.
 */
export async function calculate(gross: number, period: string, translate: Translate): Promise<Outcome> {
  const query = new URLSearchParams({ gross: String(gross), period });
  try {
    const { json } = await httpClient(`${API_URL}/payroll/calculate?${query.toString()}`);
    return { ok: true, calculation: json as Calculation };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const body = (error.body ?? {}) as ErrorBody;
    const fields: Partial<Record<CalculatorField, string>> = {};
    for (const field of ['gross', 'period'] as const) {
      const coded = body.codes?.[field];
      const english = (error.body as { errors?: Record<string, string> } | null)?.errors?.[field];
      if (coded) fields[field] = codedText(translate, coded, english ?? coded.message);
    }
    return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: false, fields, message: error.message };
  }
}

/** 'YYYY-MM' as the user's language names the month: February 2026, Februari 2026. */
export function monthName(period: string, locale: string): string {
  const [year, month] = period.split('-').map(Number);
  return new Intl.DateTimeFormat(locale === 'sw' ? 'sw-KE' : 'en-KE', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
}
