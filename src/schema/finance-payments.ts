/**
 * Finance, payments: declarations (see /work/notes/fees-design.md). Filled in by the payments work.
 */
export const PAYMENTS_RESOURCES = [] as const;
export const PAYMENTS_PAGES = [] as const;
export const PAYMENTS_REPORTS = [] as const;
