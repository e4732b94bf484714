/** Swahili of finance-billing.ts: resources by name, pages by path, reports by name. */
export const BILLING_SW = { resources: {}, pages: {}, reports: {} };
