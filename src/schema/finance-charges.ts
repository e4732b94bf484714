/**
 * Finance, charges: declarations (see /work/notes/fees-design.md). Filled in by the charges work.
 */
export const CHARGES_RESOURCES = [] as const;
export const CHARGES_PAGES = [] as const;
export const CHARGES_REPORTS = [] as const;
