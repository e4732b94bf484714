import type { FinanceDashboard as Dashboard } from '../../../schema/finance-dashboard';

/** GET /api/finance/dashboard as the screen reads it (its shape: src/schema/finance-dashboard.ts). */
export type { Dashboard };

/** The answer when it has the dashboard's shape, else nothing (the screen says it could not load). */
export const pickDashboard = (json: unknown): Dashboard | null =>
  typeof json === 'object' && json !== null && 'collections' in json && 'largest' in json ? (json as Dashboard) : null;
