/**
 * Finance, wallets: declarations (see /work/notes/fees-design.md). Filled in by the wallets work.
 */
export const WALLETS_RESOURCES = [] as const;
export const WALLETS_PAGES = [] as const;
export const WALLETS_REPORTS = [] as const;
