/** Shapes of the /api/super answers (server/modules/superadmin/branches.ts and branch-users.ts). */
export interface BranchSummary {
  readonly id: number;
  readonly name: string;
  readonly code: string;
  readonly students: number;
  readonly staff: number;
  readonly users: number;
}

export interface Overview {
  readonly branches: readonly BranchSummary[];
  readonly totals: {
    readonly branches: number;
    readonly students: number;
    readonly staff: number;
    readonly users: number;
  };
}

/** The branch fields a super administrator edits; the rest (logo, patterns) is the school's own setting. */
export const BRANCH_FIELDS = ['name', 'code', 'motto', 'address', 'phone', 'email'] as const;
export type BranchField = (typeof BRANCH_FIELDS)[number];

export type Branch = { readonly id: number } & { readonly [K in BranchField]: string | null };

export interface BranchUser {
  readonly id: number;
  readonly username: string;
  readonly name: string;
  readonly email: string | null;
  readonly roles: readonly string[] | null;
  readonly active: boolean;
}

export const jsonBody = (method: 'POST' | 'PUT', data: Record<string, unknown>): RequestInit => ({
  method,
  body: JSON.stringify(data),
});
