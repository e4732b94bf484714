import { MARKS_OVERRIDES } from '../../pages/exams/marks/overrides';
import { RESULTS_OVERRIDES } from '../../pages/exams/results/overrides';
import type { AnyResource } from '../../schema/registry';
import { GenericScreens } from '../generic/GenericScreens';
import type { ScreenOverrides } from '../screenTypes';

/**
 * Screens of the exams module, one lazily loaded chunk. Bespoke screens of its resources go in
 * OVERRIDES; everything else is the generic screen of the declaration.
 */
const OVERRIDES: Readonly<Record<string, ScreenOverrides>> = { ...MARKS_OVERRIDES, ...RESULTS_OVERRIDES };

export default function ExamsScreens({ resource }: { resource: AnyResource }) {
  return <GenericScreens resource={resource} overrides={OVERRIDES[resource.name]} />;
}
