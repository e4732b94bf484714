/**
 * Finance, mpesa: declarations (see /work/notes/fees-design.md). Filled in by the mpesa work.
 */
export const MPESA_RESOURCES = [] as const;
export const MPESA_PAGES = [] as const;
export const MPESA_REPORTS = [] as const;
