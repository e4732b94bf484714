/** Swahili of finance-payments.ts: resources by name, pages by path, reports by name. */
export const PAYMENTS_SW = { resources: {}, pages: {}, reports: {} };
