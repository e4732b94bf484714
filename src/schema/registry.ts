import { classes, guardians, leaveouts, streams, students, transfers } from './admissions';
import { branches } from './branches';
import { boardMembers, staff, teachers } from './people';
import type { AnyResource } from './resource';
import { courses, departments, hostels, terms, users } from './settings';

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
export const RESOURCES: readonly AnyResource[] = [
  branches,
  classes,
  streams,
  students,
  guardians,
  transfers,
  leaveouts,
  teachers,
  staff,
  boardMembers,
  users,
  departments,
  courses,
  terms,
  hostels,
];

const byName = new Map(RESOURCES.map((r) => [r.name, r]));

export function getResource(name: string): AnyResource | undefined {
  return byName.get(name);
}
