/** Swahili of finance-wallets.ts: resources by name, pages by path, reports by name. */
export const WALLETS_SW = { resources: {}, pages: {}, reports: {} };
