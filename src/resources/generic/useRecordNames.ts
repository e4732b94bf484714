import { useCallback, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { represent, representationFields, type AnyResource } from '../../schema/registry';

/** A record as a message names it: its kind and representation, "Student Wanjiru Otieno (ADM/2026/00012)". */
export interface NamedRecord {
  readonly record: string;
}

/** A count of records as a message names it: 3 and "students". */
export interface NamedCount {
  readonly smart_count: number;
  readonly names: string;
}

/**
 * The words notifications use for records, in the user's language: a record by its kind and its
 * representation ("Student Wanjiru Otieno saved"), several by their number and kind ("3 students
 * updated"), never "Element updated".
 */
export function useRecordNames() {
  const translate = useTranslate();
  const one = useCallback(
    (resource: AnyResource, record: Record<string, unknown>): NamedRecord => {
      const kind = translate(`resources.${resource.name}.name`, { smart_count: 1, _: resource.singular });
      // A representation made of no field (a singleton's "Library settings") only repeats the kind.
      const own = representationFields(resource).length > 0 ? represent(resource, record) : '';
      return { record: own === '' ? kind : `${kind} ${own}` };
    },
    [translate],
  );
  const many = useCallback(
    (resource: AnyResource, count: number): NamedCount => ({
      smart_count: count,
      names: translate(resource.plural ? `resources.${resource.name}.count` : `resources.${resource.name}.name`, {
        smart_count: count,
        _: count === 1 ? resource.singular : (resource.plural ?? resource.label),
      }).toLocaleLowerCase(),
    }),
    [translate],
  );
  return useMemo(() => ({ one, many }), [one, many]);
}
