import { canAccess, RESOURCES, type AnyResource } from '../../schema/registry';
import { mayOpen } from '../../layout/navigation';

/**
 * The steps of a new school's setup this user can take: the declarations with a `setup` entry
 * (classes, streams, terms, hostels; fee structures once finance declares theirs) that the user may
 * write and open, in their declared order. Someone who cannot add them is not asked to.
 */
export function setupSteps(roles: readonly string[], resources: readonly AnyResource[] = RESOURCES): AnyResource[] {
  return resources
    .filter((r) => r.setup !== undefined && canAccess(roles, r.access, 'write') && mayOpen(roles, r.path))
    .sort((a, b) => (a.setup?.order ?? 0) - (b.setup?.order ?? 0));
}

/** Counts per step, as far as they are known. */
export type SetupCounts = Readonly<Record<string, number>>;

/** The checklist is shown while one of its steps has no record yet; never before the counts are in. */
export function setupPending(steps: readonly AnyResource[], counts: SetupCounts | null): boolean {
  return counts !== null && steps.some((step) => (counts[step.name] ?? 0) === 0);
}
