/** Swahili of finance-mpesa.ts: resources by name, pages by path, reports by name. */
export const MPESA_SW = { resources: {}, pages: {}, reports: {} };
