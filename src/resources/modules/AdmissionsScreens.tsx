import type { AnyResource } from '../../schema/registry';
import { GenericScreens } from '../generic/GenericScreens';
import type { ScreenOverrides } from '../screenTypes';
import { StudentList } from '../students/StudentList';
import { StudentShow } from '../students/StudentShow';
import { TransferList, TransferShow } from '../transfers/TransferScreens';

/**
 * Screens of the admissions module, one lazily loaded chunk. Bespoke screens of its resources go in
 * OVERRIDES (from src/resources/<name>/); everything else is the generic screen of the declaration.
 */
const OVERRIDES: Readonly<Record<string, ScreenOverrides>> = {
  students: { list: StudentList, show: StudentShow },
  transfers: { list: TransferList, show: TransferShow },
};

export default function AdmissionsScreens({ resource }: { resource: AnyResource }) {
  return <GenericScreens resource={resource} overrides={OVERRIDES[resource.name]} />;
}
