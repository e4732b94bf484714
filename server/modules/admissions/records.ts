import type { Row } from '../../db/database';

/** Whether a value counts as not given (what validation stores for an empty field). */
export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The value a write will leave: the one sent, else the stored one. */
export const merged = (data: Record<string, unknown>, before: Row | undefined, name: string): unknown =>
  Object.hasOwn(data, name) ? data[name] : before?.[name];
