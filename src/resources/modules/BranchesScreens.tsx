import type { AnyResource } from '../../schema/registry';
import { GenericScreens } from '../generic/GenericScreens';
import type { ScreenOverrides } from '../screenTypes';

/**
 * Screens of the branches module, one lazily loaded chunk. Bespoke screens of its resources go in
 * OVERRIDES (from src/resources/<name>/); everything else is the generic screen of the declaration.
 */
const OVERRIDES: Readonly<Record<string, ScreenOverrides>> = {};

export default function BranchesScreens({ resource }: { resource: AnyResource }) {
  return <GenericScreens resource={resource} overrides={OVERRIDES[resource.name]} />;
}
