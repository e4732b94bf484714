/** Swahili of finance-statements.ts: resources by name, pages by path, reports by name. */
export const STATEMENTS_SW = { resources: {}, pages: { '/financialreports': 'Taarifa za fedha' }, reports: {} };
