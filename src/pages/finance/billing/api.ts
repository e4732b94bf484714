import { API_URL, httpClient } from '../../../providers/httpClient';

export interface BillingRequest {
  readonly academic_year: number;
  readonly term: string;
  readonly class_ids: readonly number[];
}

export interface BillingPreview {
  readonly students: number;
  readonly amount: number;
  readonly already_billed: number;
  readonly missing_structures: readonly {
    readonly class_id: number;
    readonly class_name: string;
    readonly category_id: number | null;
    readonly category_name: string | null;
    readonly students: number;
  }[];
}

export interface BillingRun {
  readonly id: number;
  readonly students_billed: number;
  readonly amount_billed: number;
  readonly skipped: number;
  readonly missing: number;
}

/** The term-billing API (server/modules/finance/billing/routes.ts), through the app's client. */
const post = async <T>(path: string, request: BillingRequest): Promise<T> =>
  (await httpClient(`${API_URL}/finance/billing/${path}`, { method: 'POST', body: JSON.stringify(request) })).json as T;

export const previewBilling = (request: BillingRequest) => post<BillingPreview>('preview', request);
export const runBilling = (request: BillingRequest) => post<BillingRun>('run', request);
