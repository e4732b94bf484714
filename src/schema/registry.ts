import { classes, streams, students } from './admissions';
import { branches } from './branches';
import type { AnyResource } from './resource';
import { users } from './settings';

/**
 * The registry without the validator: what the sign-in page, the guard and the menus need, kept
 * free of zod so the first page loads less JavaScript. index.ts adds validation for the rest.
 */
export * from './access';
export * from './fields';
export * from './resource';
export * from './roles';
export * from './routes';
export * from './validation-messages';

/** Every declared resource. A module adds its declarations here and nothing else. */
export const RESOURCES: readonly AnyResource[] = [branches, classes, streams, students, users];

const byName = new Map(RESOURCES.map((r) => [r.name, r]));

export function getResource(name: string): AnyResource | undefined {
  return byName.get(name);
}
