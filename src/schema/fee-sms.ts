/**
 * The wire shape of GET /api/finance/fee-sms/templates: the school's fee reminder and invoice
 * templates, and the built-in ones it has not replaced (id null), as
 * server/modules/finance/reports/templates.ts lists them for the fee SMS screens.
 */
export interface FeeTemplate {
  readonly id: number | null;
  readonly name: string;
  readonly language: string;
  readonly purpose: 'fee_reminder' | 'invoice';
  readonly body: string;
}
