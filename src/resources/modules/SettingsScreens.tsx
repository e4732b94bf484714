import type { AnyResource } from '../../schema/registry';
import { GenericScreens } from '../generic/GenericScreens';
import type { ScreenOverrides } from '../screenTypes';
import { USERS_OVERRIDES } from '../users/UsersScreens';

/**
 * Screens of the settings module, one lazily loaded chunk. Bespoke screens of its resources go in
 * OVERRIDES (from src/resources/<name>/); everything else is the generic screen of the declaration.
 */
const OVERRIDES: Readonly<Record<string, ScreenOverrides>> = { users: USERS_OVERRIDES };

export default function SettingsScreens({ resource }: { resource: AnyResource }) {
  return <GenericScreens resource={resource} overrides={OVERRIDES[resource.name]} />;
}
