/** Swahili of finance-charges.ts: resources by name, pages by path, reports by name. */
export const CHARGES_SW = { resources: {}, pages: {}, reports: {} };
