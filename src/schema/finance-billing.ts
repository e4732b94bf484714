/**
 * Finance, billing: declarations (see /work/notes/fees-design.md). Filled in by the billing work.
 */
export const BILLING_RESOURCES = [] as const;
export const BILLING_PAGES = [] as const;
export const BILLING_REPORTS = [] as const;
