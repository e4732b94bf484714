import { API_URL, httpClient } from '../../../providers/httpClient';
import type { FeeTemplate } from '../../../schema/fee-sms';
import type { SmsPreview, SmsSendAnswer } from '../../../schema/sms-compose';

/** What /api/finance/fee-sms/* takes (server/modules/finance/reports/reminders.ts). */
export interface FeeSmsRequest {
  readonly kind: 'reminder' | 'balance' | 'invoice';
  /** /feebalances's list filters, for reminders. */
  readonly filter?: Readonly<Record<string, unknown>>;
  readonly audience?: {
    readonly class_ids?: readonly number[];
    readonly balance_above?: number;
    readonly invoiced?: boolean;
  };
  readonly message: string;
  readonly template_id?: number;
  readonly guardians?: 'primary' | 'all';
  /** Names the batch in the SMS log. */
  readonly label?: string;
}

/** GET /api/finance/fee-sms/templates: declared once in src/schema, beside the server's list. */
export type { FeeTemplate };

export type FeeSmsPreview = SmsPreview & {
  readonly students: number;
  readonly term: { readonly year: number; readonly term: string } | null;
};
export type FeeSmsAnswer = SmsSendAnswer & { readonly students: number };

const post = async <T>(path: string, request: FeeSmsRequest): Promise<T> =>
  (await httpClient(`${API_URL}/finance/fee-sms/${path}`, { method: 'POST', body: JSON.stringify(request) })).json as T;

export const previewFeeSms = (request: FeeSmsRequest) => post<FeeSmsPreview>('preview', request);
export const sendFeeSms = (request: FeeSmsRequest) => post<FeeSmsAnswer>('send', request);
export const feeTemplates = async (): Promise<FeeTemplate[]> =>
  (await httpClient(`${API_URL}/finance/fee-sms/templates`)).json as FeeTemplate[];
