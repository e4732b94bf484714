/**
 * Compile-time tests of the declaration checks: `npm run typecheck` fails when a check stops
 * finding its mistake (an `@ts-expect-error` below would no longer find its error).
 */
import type { ReferencesResolve } from './checks';
import { countOf, date, reference, text } from './fields';
import { defineResource } from './resource';

const access = { read: ['ROLE_All'], write: ['ROLE_All'] } as const;
const common = {
  path: '/pupils',
  label: 'Pupils',
  singular: 'Pupil',
  icon: 'school',
  module: 'admissions',
  list: [],
  filters: [],
  sort: { field: 'id', order: 'ASC' },
  search: [],
  access,
} as const;

export const fine = defineResource({
  ...common,
  name: 'pupils',
  represent: '{first_name} ({house})',
  fields: {
    first_name: text('First name'),
    house: text('House'),
    from: date('From'),
    to: date('To', { notBefore: 'from' }),
  },
});

export const misspeltTemplate = defineResource({
  ...common,
  name: 'pupils',
  // @ts-expect-error the template names a field the resource does not declare
  represent: '{first_name} {surname}',
  fields: { first_name: text('First name') },
});

export const strayDateBound = defineResource({
  ...common,
  name: 'pupils',
  represent: '{first_name}',
  fields: {
    first_name: text('First name'),
    // @ts-expect-error notBefore names a field the resource does not declare
    to: date('To', { notBefore: 'form' }),
  },
});

export const houses = defineResource({
  ...common,
  name: 'houses',
  represent: '{name}',
  fields: { name: text('Name'), pupils_count: countOf('Pupils', 'pupils', 'house_id') },
});
export const pupils = defineResource({
  ...common,
  name: 'pupils',
  represent: '{name}',
  fields: { name: text('Name'), house_id: reference('House', 'houses'), club_id: reference('Club', 'clubs') },
});
export const counted = defineResource({
  ...common,
  name: 'pupils',
  represent: '{name}',
  fields: { name: text('Name'), house_id: reference('House', 'houses') },
});

// @ts-expect-error pupils.club_id points at an undeclared resource
export const strayReference: ReferencesResolve<typeof houses | typeof pupils> = true;
// @ts-expect-error houses.pupils_count counts by pupils.house_id, which `counted` has but `fine` lacks
export const strayCount: ReferencesResolve<typeof houses | typeof fine> = true;
export const resolves: ReferencesResolve<typeof houses | typeof counted> = true;
