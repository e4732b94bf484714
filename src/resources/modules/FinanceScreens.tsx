import type { AnyResource } from '../../schema/registry';
import { GenericScreens } from '../generic/GenericScreens';
import type { ScreenOverrides } from '../screenTypes';

/**
 * Screens of the finance module, one lazily loaded chunk: every finance list, record and form is
 * the generic screen of its declaration. Bespoke work (receiving fees, term billing, statements,
 * the dashboard) lives on the module's pages, which the lists lead to (`createAt`).
 */
const OVERRIDES: Readonly<Record<string, ScreenOverrides>> = {};

export default function FinanceScreens({ resource }: { resource: AnyResource }) {
  return <GenericScreens resource={resource} overrides={OVERRIDES[resource.name]} />;
}
